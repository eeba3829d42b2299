/**
 * Every refusal the shop can give a shopper or an admin, by a stable code, with the values its words
 * need. Services and schemas refuse with `{ code, params }` (a `ShopError`, or a schema issue made
 * with `issue(code, params)`); the words are written at the edge from one table per language keyed
 * by code: English in this package (error-words-en.ts: the spec's `message`, which the API keeps word
 * for word), Arabic in the storefront (app/i18n/catalogues/errors.ts). The API answers
 * `{ message, code, params }` (params only when the code has values), so nothing ever reads a code
 * back out of English words (ADR 011).
 *
 * This table is the contract of the codes: what values each one carries, by kind. Changing a code's
 * values changes every language's words for it (a typecheck error until they follow).
 * This module imports nothing, so every schema module can import it without a cycle.
 */
export const ERROR_PARAMS = {
  // Accounts (config/src/accounts.ts, the CMS's users routes)
  emailRequired: {},
  emailTooLong: {},
  emailInvalid: {},
  passwordRequired: {},
  passwordTooShort: { min: 'count' },
  passwordTooManyBytes: { max: 'count' },
  passwordTooLong: {},
  passwordsDoNotMatch: {},
  nameRequired: {},
  nameTooLong: { max: 'count' },
  invalidInput: {},
  invalidCredentials: {},
  emailTaken: {},
  emailBelongsToAnother: {},
  resetLinkInvalid: {},
  tooManyAttempts: {},
  signInToContinue: {},
  sessionExpired: {},
  adminsOnly: {},

  // Search and paging (config/src/validation.ts)
  pageNotPositive: {},
  pageTooLarge: { max: 'count' },
  queryTooLong: { max: 'count' },
  categoryTooLong: { max: 'count' },
  sortOrderInvalid: { choices: 'list' },
  parameterRepeated: { name: 'text' },
  searchInvalid: {},
  categoryNotFound: {},
  // Search filters (config/src/search-filters.ts)
  filterValueTooLong: { name: 'text', max: 'count' },
  tooManyFilterValues: { name: 'text', max: 'count' },
  priceFilterInvalid: { name: 'text' },
  priceRangeInvalid: {},
  inStockInvalid: {},

  // Cart, checkout and orders (config/src/orders.ts, the CMS's order and promo services)
  productIdsRequired: {},
  productIdTooLong: { max: 'count' },
  productIdsEmpty: {},
  tooManyProductIds: { max: 'count' },
  fullNameRequired: {},
  fullNameTooLong: { max: 'count' },
  invalidMobile: {},
  streetNameRequired: {},
  streetNameTooLong: { max: 'count' },
  buildingNumberRequired: {},
  buildingNumberTooLong: { max: 'count' },
  apartmentNumberRequired: {},
  apartmentNumberTooLong: { max: 'count' },
  areaRequired: {},
  areaTooLong: { max: 'count' },
  floorTooLong: { max: 'count' },
  landmarkTooLong: { max: 'count' },
  cityInvalid: { choices: 'list' },
  paymentMethodRequired: {},
  promoCodeRequired: {},
  promoCodeTooLong: { max: 'count' },
  cartTotalNotNumber: {},
  cartTotalNegative: {},
  cartTotalTooLarge: {},
  orderItemsNotList: {},
  orderLineNeedsProduct: {},
  sizeInvalid: { choices: 'list' },
  quantityInvalid: { max: 'count' },
  cartEmpty: {},
  tooManyOrderLines: { max: 'count' },
  outOfStock: {},
  productNoLongerSold: {},
  promoInvalid: {},
  promoExpired: {},
  promoUsedUp: {},
  tooManyWrongPromoCodes: {},
  idempotencyKeyInvalid: {},
  orderNotFound: {},
  afterUnknown: {},
  // Cash-on-delivery risk rules (config/src/cod-risk.ts)
  codOverLimit: { limit: 'count' },
  codNumberBlocked: {},
  codLimitInvalid: { max: 'count' },
  codTooManyPendingOrders: { max: 'count' },
  codTooManyUnits: { max: 'count' },
  maxPendingOrdersInvalid: { max: 'count' },
  maxUnitsPerLineInvalid: { max: 'count' },
  refusalsToBlockInvalid: { max: 'count' },
  liftedNotBoolean: {},
  orderIdsInvalid: { max: 'count' },

  // The order life cycle (config/src/order-life-cycle.ts)
  statusInvalid: { choices: 'list' },
  statusConflict: { current: 'text', wanted: 'text' },
  notShippedYet: {},
  noteNotText: {},
  noteTooLong: { max: 'count' },
  trackingNumberNotText: {},
  trackingNumberTooLong: { max: 'count' },
  trackingNumberRequired: { manual: 'text' },
  callOutcomeInvalid: { choices: 'list' },
  // Order edits while confirming (config/src/order-edits.ts)
  orderVersionInvalid: {},
  orderEditEmpty: {},
  orderNotEditable: { current: 'text' },
  orderChangedMeanwhile: {},
  promoBelowMinimum: { minimum: 'count' },
  // Returns and exchanges (config/src/returns.ts, the CMS's return-request services)
  returnLineInvalid: {},
  returnLinesRequired: {},
  returnLineRepeated: {},
  returnResolutionInvalid: { choices: 'list' },
  returnExchangeSizeRequired: {},
  returnExchangeProductInvalid: {},
  returnReasonInvalid: { choices: 'list' },
  returnReasonTextRequired: {},
  returnReasonTextTooLong: { max: 'count' },
  returnVersionInvalid: {},
  rejectionReasonRequired: {},
  rejectionReasonTooLong: { max: 'count' },
  refundMethodInvalid: { choices: 'list' },
  refundAmountInvalid: {},
  refundReferenceTooLong: { max: 'count' },
  returnNotFound: {},
  returnOrderNotDelivered: { current: 'text' },
  returnWindowClosed: { until: 'text' },
  returnTooManyUnits: { line: 'count', max: 'count' },
  exchangeSizeUnavailable: { size: 'text' },
  exchangeCostsMore: { price: 'text', exchangePrice: 'text' },
  exchangeStockGone: {},
  returnStatusConflict: { current: 'text', wanted: 'text' },
  returnChangedMeanwhile: {},
  refundNotYet: { current: 'text' },
  refundAboveCap: { left: 'text' },
  refundNotOnline: {},
  refundOrderNotEnded: {},
  refundAboveOnline: { left: 'text' },
  refundProviderRefused: { detail: 'text' },
  // The shopper's own confirmation link (cms/src/orders/confirm-link.ts)
  confirmLinkInvalid: {},
  confirmLinkExpired: {},
  confirmLinkUsed: {},
  orderNumberInvalid: {},
  // Labels, packing slips and the courier export (config/src/courier-documents.ts)
  orderIdsRequired: {},
  tooManyOrderIds: { max: 'count' },
  documentKindInvalid: { choices: 'list' },
  exportFormatInvalid: { choices: 'list' },
  noConfirmedOrders: {},

  // Courier updates and cash settlements (config/src/courier.ts, the CMS's courier services)
  courierSignatureInvalid: {},
  courierEventIdInvalid: {},
  courierOrderNumberInvalid: {},
  courierEventInvalid: { choices: 'list' },
  courierCashRequired: {},
  courierAmountInvalid: {},
  courierNameInvalid: {},
  settlementDateInvalid: {},
  settlementOrdersRequired: {},
  settlementTooManyOrders: { max: 'count' },
  settlementCsvInvalid: { line: 'count' },

  // Paying online (issue 40: cms/src/payments/, the CMS's payment service)
  paymentSignatureInvalid: {},
  paymentNoticeUnreadable: {},
  paymentNotFound: {},
  paymentMethodUnknown: { choices: 'list' },
  paymentOnInvalid: {},
  paymentHoldInvalid: { min: 'count', max: 'count' },
  paymentProviderMissing: { method: 'text', settings: 'list' },
  transferReferenceInvalid: { min: 'count', max: 'count' },
  codFeeInvalid: { max: 'count' },
  transferNotAwaited: {},
  screenshotNotFound: {},
  statementCsvInvalid: { line: 'count' },
  statementColumnsMissing: {},
  settlementOrderUnknown: { orderNumber: 'count' },
  settlementOrderNotCollected: { orderNumber: 'count', courier: 'text' },
  settlementOrderSettled: { orderNumber: 'count' },
  settlementOrderRepeated: { orderNumber: 'count' },
  settlementLineMismatch: { orderNumber: 'count', amount: 'text', collected: 'text' },
  settlementAmountMismatch: { amount: 'text', collected: 'text' },

  // Back-in-stock requests and saved items (config/src/stock-alerts.ts, the CMS's stock-alert and saved-item services)
  productIdRequired: {},
  sizeNotOffered: { size: 'text' },
  sizeInStock: { size: 'text' },
  savedItemNotFound: {},

  // Store credit (config/src/store-credit.ts, the CMS's store-credit service)
  storeCreditAmountInvalid: { max: 'count' },
  storeCreditNotEnough: { balance: 'text' },
  useStoreCreditInvalid: {},
  accountNotFound: {},

  // Admin: products and promos (config/src/admin.ts, the CMS's admin services)
  productNotFound: {},
  stockInvalid: {},
  stockTooLarge: {},
  sizeStockInvalid: { size: 'text' },
  sizeListedTwice: { size: 'text' },
  slugRequired: {},
  slugTooLong: { max: 'count' },
  slugInvalid: {},
  slugTaken: { slug: 'text' },
  priceNotNumber: {},
  priceNegative: {},
  priceTooLarge: {},
  priceDecimals: {},
  picturesNotList: {},
  tooManyPictures: { max: 'count' },
  categoryRequired: {},
  categoryUnknown: { category: 'text' },
  brandRequired: {},
  brandTooLong: { max: 'count' },
  descriptionRequired: {},
  descriptionTooLong: { max: 'count' },
  arabicNameTooLong: { max: 'count' },
  arabicDescriptionTooLong: { max: 'count' },
  colourTooLong: { max: 'count' },
  arabicColourTooLong: { max: 'count' },
  swatchInvalid: {},
  familyUnknown: {},
  familyNameTooLong: { max: 'count' },
  sizesNotList: {},
  tooManySizes: { max: 'count' },
  sizeRepeated: {},
  productOrdered: {},
  promoCodeMissing: {},
  promoCodeTooLongAdmin: { max: 'count' },
  promoCodeCharacters: {},
  promoCodeTaken: { code: 'text' },
  discountTypeInvalid: {},
  discountValueRequired: {},
  discountValueNotPositive: {},
  discountValueTooLarge: {},
  percentageTooLarge: {},
  usageLimitNotWhole: {},
  usageLimitTooSmall: {},
  minimumOrderInvalid: {},

  // Shipping zones (config/src/governorates.ts)
  shippingPriceInvalid: { max: 'count' },
  freeShippingAboveInvalid: { max: 'count' },
  deliveryDaysInvalid: { max: 'count' },
  isOpenInvalid: {},
  zoneNotFound: {},
  governorateNotFound: {},

  // The outbox of emails (the CMS's api/outbox)
  outboxMailNotFound: {},
  outboxMailNotDead: {},
  outboxStatusInvalid: { choices: 'list' },

  // The size guide (config/src/fit.ts)
  measurementOutOfRange: { min: 'count', max: 'count' },

  // Pictures (config/src/uploads.ts, the CMS's upload checks)
  pictureType: { types: 'list' },
  pictureTooLarge: { max: 'count' },
  pictureUnreadable: { types: 'list' },
  pictureNotFromLibrary: {},
  pictureMissing: {},

  // Whole requests
  requestCharacter: {},
  requestTooDeep: { max: 'count' },
  notFound: {},
  requestFailed: {},
  somethingWentWrong: {},
  cmsUnavailable: {},
  shopUnavailable: {},
  // Whole requests, refused before any route reads them (issue 36: multipart bodies, Node's HTTP parser)
  multipartRefused: {},
  headersTooLarge: {},
  requestUnreadable: {},

  // Numbers bounded by their column (config/src/numbers.ts, issue 36)
  usageLimitTooLarge: { max: 'count' },
  discountValueDecimals: {},
} as const satisfies Record<string, Record<string, ParamKind>>;

/** The kinds of values a refusal carries: a number, a word or name, a list of choices. */
type ParamKind = 'count' | 'text' | 'list';
type ValueOf<Kind extends ParamKind> = Kind extends 'count' ? number : Kind extends 'list' ? readonly string[] : string;

type ParamsTable = typeof ERROR_PARAMS;
export type ErrorCode = keyof ParamsTable;

/** The values of a code: `ErrorParams<'nameTooLong'>` is `{ max: number }`; `{}` for a code without any. */
export type ErrorParams<Code extends ErrorCode> = { -readonly [Name in keyof ParamsTable[Code]]: ValueOf<ParamsTable[Code][Name] & ParamKind> };

/** Whether a code carries values (then its words are a function of them). */
type HasParams<Code extends ErrorCode> = keyof ParamsTable[Code] extends never ? false : true;

/** `code` alone, or `code` and its values, as a rest argument: `coded('invalidMobile')`, `coded('nameTooLong', { max: 100 })`. */
export type ParamsArgument<Code extends ErrorCode> = HasParams<Code> extends true ? [params: ErrorParams<Code>] : [];

/** A refusal as services and schemas give it: its code, and its values when it has any. */
export type CodedError = {
  [Code in ErrorCode]: HasParams<Code> extends true ? { code: Code; params: ErrorParams<Code> } : { code: Code; params?: undefined };
}[ErrorCode];

/**
 * The words of every code in one language: a string for a code without values, a function of the
 * code's typed values otherwise. English (config) and Arabic (storefront) are both of this type, so a
 * language missing a code, or reading a value the code does not carry, fails the typecheck.
 */
export type ErrorWords = {
  [Code in ErrorCode]: HasParams<Code> extends true ? (params: ErrorParams<Code>) => string : string;
};

export const ERROR_CODES = Object.keys(ERROR_PARAMS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_PARAMS, value);
}

/** `coded('nameTooLong', { max: 100 })` → `{ code: 'nameTooLong', params: { max: 100 } }`, typed by the code. */
export function coded<Code extends ErrorCode>(code: Code, ...[params]: ParamsArgument<Code>): CodedError {
  return (params === undefined ? { code } : { code, params }) as CodedError;
}

const hasKind = (value: unknown, kind: ParamKind): boolean =>
  kind === 'count'
    ? typeof value === 'number' && Number.isFinite(value)
    : kind === 'text'
      ? typeof value === 'string'
      : Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A code and values that came from outside (the wire, a schema issue) checked against the table:
 * the coded error when the code is known and carries exactly the values it should, else undefined.
 */
export function codedErrorOf(code: unknown, params: unknown): CodedError | undefined {
  if (!isErrorCode(code)) return undefined;
  const kinds: Record<string, ParamKind> = ERROR_PARAMS[code];
  const names = Object.keys(kinds);
  if (names.length === 0) return params === undefined || (isRecord(params) && Object.keys(params).length === 0) ? ({ code } as CodedError) : undefined;
  if (!isRecord(params) || Object.keys(params).length !== names.length) return undefined;
  if (!names.every((name) => hasKind(params[name], kinds[name]!))) return undefined;
  return { code, params } as CodedError;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The words of a coded error in one language's table. */
export function wordsOf(words: ErrorWords, error: CodedError): string {
  const entry: string | ((params: never) => string) = words[error.code];
  return typeof entry === 'string' ? entry : entry(error.params as never);
}

/**
 * A refusal's code and values as a schema issue's message: zod keeps only a message on an issue, so
 * schemas write `.max(100, issue('nameTooLong', { max: 100 }))` and readers get the code and values
 * back with `issueError` (never by reading words). The message is the code's JSON, not words: it is
 * never shown as it is.
 */
export function issue<Code extends ErrorCode>(code: Code, ...params: ParamsArgument<Code>): string {
  return JSON.stringify(coded(code, ...params));
}

/** The coded error a schema issue carries (made by `issue`), or undefined for zod's own messages. */
export function issueError({ message }: { message: string }): CodedError | undefined {
  if (!message.startsWith('{')) return undefined;
  try {
    const { code, params } = JSON.parse(message) as { code?: unknown; params?: unknown };
    return codedErrorOf(code, params);
  } catch {
    return undefined;
  }
}
