import { stockWords } from './terms/shop.js';
import { formatPrice } from './i18n.js';
import { coded, wordsOf, type CodedError, type ErrorCode, type ErrorWords, type ParamsArgument } from './error-codes.js';

/** 'a, b or c': a list in English words. */
const orList = (items: readonly string[]): string => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);
/** 'a, b, c': the choices of a field, as the spec's messages list them. */
const choices = (items: readonly string[]): string => items.join(', ');

/**
 * The English words of every refusal: the API's `message`, exactly as the spec writes it. Rewording
 * one here changes the English answers only; the Arabic words are written from the same code and
 * values in their own table (storefront/app/i18n/catalogues/errors.ts), never from these.
 */
export const englishErrors: ErrorWords = {
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: ({ min }) => `Password must be at least ${min} characters`,
  passwordTooManyBytes: ({ max }) => `Password must be at most ${max} bytes`,
  passwordTooLong: 'Password is too long',
  passwordsDoNotMatch: 'Passwords do not match',
  nameRequired: 'Name is required',
  nameTooLong: ({ max }) => `Name must be at most ${max} characters`,
  invalidInput: 'Invalid input',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in.',
  emailBelongsToAnother: 'That email belongs to another account',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  signInToContinue: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  adminsOnly: 'Admins only',

  pageNotPositive: 'page must be a positive integer',
  pageTooLarge: ({ max }) => `page must be at most ${max}`,
  queryTooLong: ({ max }) => `query must be at most ${max} characters`,
  categoryTooLong: ({ max }) => `category must be at most ${max} characters`,
  categoryNotFound: 'Category Not Found',
  sortOrderInvalid: (params) => `order must be one of ${choices(params.choices)}`,
  parameterRepeated: ({ name }) => `${name} must be given once`,
  searchInvalid: 'Invalid search parameters',
  filterValueTooLong: ({ name, max }) => `each ${name} must be at most ${max} characters`,
  tooManyFilterValues: ({ name, max }) => `${name} may be given at most ${max} times`,
  priceFilterInvalid: ({ name }) => `${name} must be an amount in EGP (0 or more, at most 2 decimals)`,
  priceRangeInvalid: 'minPrice must not be more than maxPrice',
  inStockInvalid: 'inStock must be true or false',

  productIdsRequired: 'ids must be a comma-separated list of product ids',
  productIdTooLong: ({ max }) => `A product id is at most ${max} characters`,
  productIdsEmpty: 'ids must name at least one product',
  tooManyProductIds: ({ max }) => `At most ${max} products at once`,
  fullNameRequired: 'Full name is required',
  fullNameTooLong: ({ max }) => `Full name must be at most ${max} characters`,
  invalidMobile: 'Invalid Mobile Number',
  streetNameRequired: 'Street name is required',
  streetNameTooLong: ({ max }) => `Street name must be at most ${max} characters`,
  buildingNumberRequired: 'Building number is required',
  buildingNumberTooLong: ({ max }) => `Building number must be at most ${max} characters`,
  apartmentNumberRequired: 'Apartment number is required',
  apartmentNumberTooLong: ({ max }) => `Apartment number must be at most ${max} characters`,
  areaRequired: 'Area is required',
  areaTooLong: ({ max }) => `Area must be at most ${max} characters`,
  floorTooLong: ({ max }) => `Floor must be at most ${max} characters`,
  landmarkTooLong: ({ max }) => `Nearest landmark must be at most ${max} characters`,
  cityInvalid: (params) => `City must be one of ${choices(params.choices)}`,
  shippingPriceInvalid: ({ max }) => `Shipping price must be an amount from 0 to ${max} EGP`,
  freeShippingAboveInvalid: ({ max }) => `Free shipping threshold must be an amount from 0 to ${max} EGP`,
  deliveryDaysInvalid: ({ max }) => `Delivery days must be a whole number from 1 to ${max}`,
  isOpenInvalid: 'isOpen must be true or false',
  zoneNotFound: 'Shipping zone not found',
  governorateNotFound: 'Governorate not found',
  outboxMailNotFound: 'Mail not found',
  outboxMailNotDead: 'Only a mail given up after its last attempt can be sent again',
  outboxStatusInvalid: (params) => `Status must be one of ${choices(params.choices)}`,
  paymentMethodRequired: 'Payment method is required',
  promoCodeRequired: 'Promo code is required',
  promoCodeTooLong: ({ max }) => `Promo code must be at most ${max} characters`,
  cartTotalNotNumber: 'cartTotal must be a number',
  cartTotalNegative: 'cartTotal must be 0 or more',
  cartTotalTooLarge: 'cartTotal is too large',
  orderItemsNotList: 'orderItems must be a list',
  orderLineNeedsProduct: 'Each order line needs a product _id',
  sizeInvalid: (params) => `Size must be one of ${choices(params.choices)}`,
  quantityInvalid: ({ max }) => `Quantity must be a whole number from 1 to ${max}`,
  cartEmpty: 'Your cart is empty',
  tooManyOrderLines: ({ max }) => `An order has at most ${max} lines`,
  outOfStock: stockWords.en.outOfStock,
  productNoLongerSold: 'A product in your cart is no longer sold. Please remove it.',
  promoInvalid: 'Invalid promo code',
  promoExpired: 'This promo code has expired',
  promoUsedUp: 'This promo code has reached its usage limit',
  tooManyWrongPromoCodes: 'Too many wrong promo codes. Please wait a few minutes and try again.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  orderNotFound: 'Order Not Found',
  afterUnknown: 'after must be the id of an order (the `next` of the page before)',
  codOverLimit: ({ limit }) => `Cash on delivery is available for orders up to ${formatPrice(limit, 'en')}. Please remove some items to place this order.`,
  codNumberBlocked: 'Cash on delivery is not available for this mobile number: deliveries to it were refused before. Please contact the shop.',
  codLimitInvalid: ({ max }) => `The cash on delivery limit must be an amount from 1 to ${max} EGP, or empty for no limit`,
  codTooManyPendingOrders: ({ max }) =>
    `There are already ${max} unconfirmed orders for this account, mobile number or address. Please confirm one (with the link in its email or text message), pay for one waiting for its payment, or wait for the shop's call before placing another.`,
  codTooManyUnits: ({ max }) => `At most ${max} pieces of one product in one size can be ordered for cash on delivery. For more, please contact the shop.`,
  maxPendingOrdersInvalid: ({ max }) => `Unconfirmed orders must be a whole number from 1 to ${max}, or empty for no cap`,
  maxUnitsPerLineInvalid: ({ max }) => `Pieces of one size must be a whole number from 1 to ${max}, or empty for no cap`,
  refusalsToBlockInvalid: ({ max }) => `Refusals must be a whole number from 1 to ${max}`,
  liftedNotBoolean: 'lifted must be true or false',
  orderIdsInvalid: ({ max }) => `orders must be at most ${max} order ids, separated by commas`,

  statusInvalid: (params) => `status must be one of ${choices(params.choices)}`,
  statusConflict: ({ current, wanted }) => `This order is ${current}: it cannot be marked ${wanted}`,
  notShippedYet: 'This order has not been shipped yet: confirm it and mark it shipped first',
  noteNotText: 'note must be text',
  noteTooLong: ({ max }) => `Note must be at most ${max} characters`,
  trackingNumberNotText: 'trackingNumber must be text',
  trackingNumberTooLong: ({ max }) => `Tracking number must be at most ${max} characters`,
  trackingNumberRequired: ({ manual }) => `A tracking number is required to mark an order shipped (or "${manual}" for our own delivery)`,
  callOutcomeInvalid: (params) => `outcome must be one of ${choices(params.choices)}`,
  orderVersionInvalid: 'version must be the order version you edited (a whole number)',
  orderEditEmpty: 'An order needs at least one line: cancel it instead',
  orderNotEditable: ({ current }) => `This order is ${current}: only pending or confirmed orders can be edited`,
  orderChangedMeanwhile: 'This order was changed meanwhile: reload it and edit again',
  promoBelowMinimum: ({ minimum }) => `This promo code needs an items total of at least ${minimum} EGP`,
  returnLineInvalid: 'line must be the index of a line of the order (0 for the first)',
  returnLinesRequired: 'Choose at least one line to return, with how many units',
  returnLineRepeated: 'Each line of the order may appear only once in a return',
  returnResolutionInvalid: (params) => `resolution must be one of ${choices(params.choices)}`,
  returnExchangeSizeRequired: 'An exchange needs the size you want instead',
  returnExchangeProductInvalid: 'The other colour must be a product of the same colour family',
  returnReasonInvalid: (params) => `reason must be one of ${choices(params.choices)}`,
  returnReasonTextRequired: 'Please tell us the reason in a few words',
  returnReasonTextTooLong: ({ max }) => `The reason must be at most ${max} characters`,
  returnVersionInvalid: 'version must be the version of the return you saw (a whole number)',
  rejectionReasonRequired: 'A rejection needs its reason',
  rejectionReasonTooLong: ({ max }) => `The rejection reason must be at most ${max} characters`,
  refundMethodInvalid: (params) => `method must be one of ${choices(params.choices)}`,
  refundAmountInvalid: 'amount must be a positive amount in EGP with at most 2 decimals',
  refundReferenceTooLong: ({ max }) => `The reference must be at most ${max} characters`,
  returnNotFound: 'Return not found',
  returnOrderNotDelivered: ({ current }) => `This order is ${current}: only a delivered order can be returned`,
  returnWindowClosed: ({ until }) => `Returns for this order were possible until ${until}`,
  returnTooManyUnits: ({ line, max }) => `Line ${line + 1} can return at most ${max} more unit(s)`,
  exchangeSizeUnavailable: ({ size }) => `Size ${size} is not available for an exchange`,
  exchangeCostsMore: ({ price, exchangePrice }) => `This colour costs ${exchangePrice} EGP, more than the ${price} EGP paid for this item: it cannot be exchanged for it`,
  exchangeStockGone: 'An exchange size sold out meanwhile: the return cannot be approved',
  returnStatusConflict: ({ current, wanted }) => `This return is ${current}: it cannot become ${wanted}`,
  returnChangedMeanwhile: 'This return was changed meanwhile: reload it and try again',
  refundNotYet: ({ current }) => `This return is ${current}: refunds are recorded once the parcel is received`,
  refundAboveCap: ({ left }) => `This refund is above what is left to refund (${left} EGP)`,
  refundNotOnline: 'This order was not paid online by card or wallet: refund it another way',
  refundOrderNotEnded: 'Only a paid order that was cancelled, refused or returned is refunded here: a delivered order is refunded through its return',
  refundAboveOnline: ({ left }) => `This refund is above what is left of its online payment (${left} EGP)`,
  refundProviderRefused: ({ detail }) => `The payment provider did not make the refund (${detail}); nothing was recorded`,
  confirmLinkInvalid: 'This confirmation link is not valid. Please use the link from your email or text message as it is.',
  confirmLinkExpired: 'This confirmation link has expired. We will call you to confirm your order.',
  confirmLinkUsed: 'This confirmation link has already been used: your order is no longer waiting for confirmation.',
  orderNumberInvalid: 'An order number is digits only, for example 10234',
  orderIdsRequired: 'Choose at least one order',
  tooManyOrderIds: ({ max }) => `Choose at most ${max} orders at once`,
  documentKindInvalid: (params) => `kind must be one of ${choices(params.choices)}`,
  exportFormatInvalid: (params) => `format must be one of ${choices(params.choices)}`,
  noConfirmedOrders: 'None of these orders is confirmed: only confirmed orders go to the courier',
  courierSignatureInvalid: 'Signature missing, wrong or too old',
  paymentSignatureInvalid: 'Payment signature missing or wrong',
  paymentNoticeUnreadable: 'This is not a payment notice the shop can read',
  paymentNotFound: 'No payment of this shop has this reference',
  paymentMethodUnknown: (params) => `The payment method must be one of ${choices(params.choices)}`,
  paymentOnInvalid: 'isOn must be true or false',
  paymentHoldInvalid: ({ min, max }) => `The hold is whole minutes from ${min} to ${max}`,
  paymentProviderMissing: ({ method, settings }) => `${method} cannot be switched on: the CMS needs ${choices(settings)} in its environment`,
  transferReferenceInvalid: ({ min, max }) => `Enter the transfer's reference from your InstaPay receipt: ${min} to ${max} letters and digits`,
  transferNotAwaited: 'This order is not waiting for an InstaPay transfer',
  screenshotNotFound: 'No screenshot was attached to this transfer',
  codFeeInvalid: ({ max }) => `The cash on delivery fee must be an amount from 0 to ${max} EGP, or empty for none`,
  statementCsvInvalid: ({ line }) => `The bank statement could not be read at line ${line}`,
  statementColumnsMissing: 'The bank statement needs a first row of column names with an amount (or credit) column and a reference or description column',
  courierEventIdInvalid: 'eventId must be text of 1 to 100 characters',
  courierOrderNumberInvalid: 'Order numbers are whole numbers such as 10001',
  courierEventInvalid: (params) => `event must be one of ${choices(params.choices)}`,
  courierCashRequired: 'A delivered event needs cashCollected',
  courierAmountInvalid: 'Amounts are EGP from 0 with at most 2 decimals',
  courierNameInvalid: 'The courier is a short name of lowercase letters, digits, - and _',
  settlementDateInvalid: 'The settlement date must be a date such as 2026-11-25',
  settlementOrdersRequired: 'List the order numbers the settlement covers, or import a CSV (not both)',
  settlementTooManyOrders: ({ max }) => `A settlement covers at most ${max} orders`,
  settlementCsvInvalid: ({ line }) => `CSV line ${line} must be an order number and an amount`,
  settlementOrderUnknown: ({ orderNumber }) => `No order ${orderNumber}`,
  settlementOrderNotCollected: ({ orderNumber, courier }) => `Order ${orderNumber} has no cash collected by ${courier}`,
  settlementOrderSettled: ({ orderNumber }) => `Order ${orderNumber} is already covered by a settlement`,
  settlementOrderRepeated: ({ orderNumber }) => `Order ${orderNumber} is listed twice`,
  settlementLineMismatch: ({ orderNumber, amount, collected }) => `Order ${orderNumber}: the CSV says ${amount} EGP, the courier collected ${collected} EGP`,
  settlementAmountMismatch: ({ amount, collected }) => `The settlement is ${amount} EGP but its orders' cash collected is ${collected} EGP`,
  productIdRequired: 'A product id is required',
  sizeNotOffered: ({ size }) => `This product has no size ${size}`,
  sizeInStock: ({ size }) => `Size ${size} is in stock: you can order it now`,
  savedItemNotFound: 'This product is not in your saved items',
  storeCreditAmountInvalid: ({ max }) => `Amount must be a number other than 0, at most ${max} EGP either way`,
  storeCreditNotEnough: ({ balance }) => `That would leave the store credit below 0 (the balance is ${balance} EGP)`,
  useStoreCreditInvalid: 'useStoreCredit must be true or false',
  accountNotFound: 'User Not Found',

  productNotFound: 'Product Not Found',
  stockInvalid: 'Stock must be a whole number of 0 or more',
  stockTooLarge: 'Stock is too large',
  sizeStockInvalid: ({ size }) => `Stock for size ${size} must be a whole number of 0 or more`,
  sizeListedTwice: ({ size }) => `Size ${size} is listed twice; each size may appear once`,
  slugRequired: 'Slug is required',
  slugTooLong: ({ max }) => `Slug must be at most ${max} characters`,
  slugInvalid: 'Slug may contain only lower-case letters, digits and single dashes',
  slugTaken: ({ slug }) => `The slug "${slug}" is already used by another product`,
  priceNotNumber: 'Price must be a number',
  priceNegative: 'Price must be 0 or more',
  priceTooLarge: 'Price is too large',
  priceDecimals: 'Price has at most 2 decimals',
  picturesNotList: 'image must be a list of picture URLs',
  tooManyPictures: ({ max }) => `At most ${max} pictures`,
  categoryRequired: 'Category is required',
  categoryUnknown: ({ category }) => `Unknown category "${category}"`,
  brandRequired: 'Brand is required',
  brandTooLong: ({ max }) => `Brand must be at most ${max} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: ({ max }) => `Description must be at most ${max} characters`,
  arabicNameTooLong: ({ max }) => `Arabic name must be at most ${max} characters`,
  arabicDescriptionTooLong: ({ max }) => `Arabic description must be at most ${max} characters`,
  colourTooLong: ({ max }) => `Colour must be at most ${max} characters`,
  arabicColourTooLong: ({ max }) => `Arabic colour must be at most ${max} characters`,
  swatchInvalid: 'Swatch must be a colour written #rrggbb, e.g. #1f1d24',
  familyUnknown: 'Unknown colour family',
  familyNameTooLong: ({ max }) => `Family name must be at most ${max} characters`,
  sizesNotList: 'sizes must be a list',
  tooManySizes: ({ max }) => `At most ${max} sizes`,
  sizeRepeated: 'Each size may appear only once',
  productOrdered: 'This product has been ordered, so it is kept for the order history. Set its stock to 0 to stop selling it.',
  promoCodeMissing: 'Code is required',
  promoCodeTooLongAdmin: ({ max }) => `Code must be at most ${max} characters`,
  promoCodeCharacters: 'Code may contain only letters, digits, dashes and underscores',
  promoCodeTaken: ({ code }) => `The code ${code} already exists`,
  discountTypeInvalid: 'Type must be percentage or fixed',
  discountValueRequired: 'Discount value is required',
  discountValueNotPositive: 'Discount value must be more than 0',
  discountValueTooLarge: 'Discount value is too large',
  percentageTooLarge: 'A percentage discount is at most 100',
  usageLimitNotWhole: 'Usage limit must be a whole number',
  usageLimitTooSmall: 'Usage limit must be at least 1',
  minimumOrderInvalid: 'Minimum order must be an amount in EGP from 0 to 1,000,000',
  measurementOutOfRange: ({ min, max }) => `Enter centimetres between ${min} and ${max}`,

  pictureType: ({ types }) => `Pictures must be ${orList(types)} images`,
  pictureTooLarge: ({ max }) => `Pictures must be at most ${max} MB`,
  pictureUnreadable: ({ types }) => `This file could not be read as a picture. Pictures must be ${orList(types)} images`,
  pictureNotFromLibrary: 'Every picture must be an image from the media library',
  pictureMissing: 'Choose a picture to upload (field "file")',

  requestCharacter: 'The request contains a character the shop cannot accept',
  requestTooDeep: ({ max }) => `The request body is nested more than ${max} levels deep`,
  notFound: 'Not Found',
  requestFailed: 'Request failed',
  somethingWentWrong: 'Something went wrong. Please try again.',
  cmsUnavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  shopUnavailable: 'The shop is temporarily unavailable. Please try again in a moment.',
  multipartRefused: 'This address takes no files or multipart forms: send JSON',
  headersTooLarge: 'The request headers are too large',
  requestUnreadable: 'The request could not be read',
  usageLimitTooLarge: ({ max }) => `Usage limit must be at most ${max}`,
  discountValueDecimals: 'Discount value has at most 2 decimals',
};

/** The English words of a code: `errorMessage('nameTooLong', { max: 100 })` → 'Name must be at most 100 characters'. */
export function errorMessage<Code extends ErrorCode>(code: Code, ...params: ParamsArgument<Code>): string {
  return wordsOf(englishErrors, coded(code, ...params));
}

/** A refusal as the API sends it: the English `message`, the `code`, and `params` when the code has values. */
export interface ErrorJson {
  message: string;
  code: ErrorCode;
  params?: CodedError['params'];
}

export function errorJson(error: CodedError): ErrorJson {
  const message = wordsOf(englishErrors, error);
  return error.params === undefined ? { message, code: error.code } : { message, code: error.code, params: error.params };
}

/**
 * A refusal raised by a service: `throw new ShopError('outOfStock')`, `new ShopError('slugTaken', { slug })`.
 * Its `message` is the English words (logs, Strapi's admin panel); `coded` is what the API sends
 * and the pages translate.
 */
export class ShopError extends Error {
  readonly coded: CodedError;

  constructor(...args: { [Code in ErrorCode]: [code: Code, ...params: ParamsArgument<Code>] }[ErrorCode]) {
    const error = coded(...(args as [ErrorCode]));
    super(wordsOf(englishErrors, error));
    this.name = 'ShopError';
    this.coded = error;
  }
}

/** A schema's or a service's refusal in English: the words of its code, or zod's own words as they are. */
export function englishOf(refusal: CodedError | { message: string }): string {
  return 'message' in refusal ? refusal.message : wordsOf(englishErrors, refusal);
}

/** A schema's refusal in the wire's shape (`{ message, code, params }`, or zod's words as `{ message }`). */
export function refusalJson(refusal: CodedError | { message: string }): { message: string } | ErrorJson {
  return 'message' in refusal ? { message: refusal.message } : errorJson(refusal);
}
