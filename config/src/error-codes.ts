/**
 * Every refusal the shop can give a shopper or an admin, by a stable code, with its English words.
 * The API answers `{ message, code }`: the message stays English as the spec says, and the code lets
 * the storefront show the same refusal in the page's language (storefront/app/i18n/errors.ts). The
 * schemas in this package and the CMS take their messages from this table, so a message and its
 * code cannot drift apart (ADR 011).
 *
 * A message with a number or a name in it is a template: `{max}`, `{code}`… are filled by
 * `errorMessage` and read back by `matchError`, so a translation can put them where its grammar wants.
 * This module imports nothing, so every schema module can import it without a cycle.
 */
export const ERROR_MESSAGES = {
  // Accounts (config/src/accounts.ts, the CMS's users routes)
  emailRequired: 'Email is required',
  emailTooLong: 'Email is too long',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least {min} characters',
  passwordTooManyBytes: 'Password must be at most {max} bytes',
  passwordTooLong: 'Password is too long',
  passwordsDoNotMatch: 'Passwords do not match',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most {max} characters',
  invalidInput: 'Invalid input',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in.',
  emailBelongsToAnother: 'That email belongs to another account',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  signInToContinue: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  adminsOnly: 'Admins only',

  // Search and paging (config/src/validation.ts)
  pageNotPositive: 'page must be a positive integer',
  pageTooLarge: 'page must be at most {max}',
  queryTooLong: 'query must be at most {max} characters',
  categoryTooLong: 'category must be at most {max} characters',
  sortOrderInvalid: 'order must be one of {choices}',
  parameterRepeated: '{name} must be given once',
  searchInvalid: 'Invalid search parameters',

  // Cart, checkout and orders (config/src/orders.ts, the CMS's order and promo services)
  productIdsRequired: 'ids must be a comma-separated list of product ids',
  productIdTooLong: 'A product id is at most {max} characters',
  productIdsEmpty: 'ids must name at least one product',
  tooManyProductIds: 'At most {max} products at once',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most {max} characters',
  invalidMobile: 'Invalid Mobile Number',
  streetNameRequired: 'Street name is required',
  streetNameTooLong: 'Street name must be at most {max} characters',
  buildingNumberRequired: 'Building number is required',
  buildingNumberTooLong: 'Building number must be at most {max} characters',
  apartmentNumberRequired: 'Apartment number is required',
  apartmentNumberTooLong: 'Apartment number must be at most {max} characters',
  areaRequired: 'Area is required',
  areaTooLong: 'Area must be at most {max} characters',
  cityInvalid: 'City must be one of {choices}',
  paymentMethodRequired: 'Payment method is required',
  promoCodeRequired: 'Promo code is required',
  promoCodeTooLong: 'Promo code must be at most {max} characters',
  cartTotalNotNumber: 'cartTotal must be a number',
  cartTotalNegative: 'cartTotal must be 0 or more',
  cartTotalTooLarge: 'cartTotal is too large',
  orderItemsNotList: 'orderItems must be a list',
  orderLineNeedsProduct: 'Each order line needs a product _id',
  sizeInvalid: 'Size must be one of {choices}',
  quantityInvalid: 'Quantity must be a whole number from 1 to {max}',
  cartEmpty: 'Your cart is empty',
  tooManyOrderLines: 'An order has at most {max} lines',
  outOfStock: 'Sorry. Product is out of stock',
  productNoLongerSold: 'A product in your cart is no longer sold. Please remove it.',
  promoInvalid: 'Invalid promo code',
  promoExpired: 'This promo code has expired',
  promoUsedUp: 'This promo code has reached its usage limit',
  tooManyWrongPromoCodes: 'Too many wrong promo codes. Please wait a few minutes and try again.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  orderNotFound: 'Order Not Found',

  // The order life cycle (config/src/order-life-cycle.ts)
  statusInvalid: 'status must be one of {choices}',
  statusConflict: 'This order is {current}: it cannot be marked {wanted}',
  notShippedYet: 'This order has not been shipped yet: confirm it and mark it shipped first',
  noteNotText: 'note must be text',
  noteTooLong: 'Note must be at most {max} characters',
  trackingNumberNotText: 'trackingNumber must be text',
  trackingNumberTooLong: 'Tracking number must be at most {max} characters',
  trackingNumberRequired: 'A tracking number is required to mark an order shipped (or "{manual}" for our own delivery)',
  callOutcomeInvalid: 'outcome must be one of {choices}',

  // Admin: products and promos (config/src/admin.ts, the CMS's admin services)
  productNotFound: 'Product Not Found',
  stockInvalid: 'Stock must be a whole number of 0 or more',
  stockTooLarge: 'Stock is too large',
  sizeStockInvalid: 'Stock for size {size} must be a whole number of 0 or more',
  sizeListedTwice: 'Size {size} is listed twice; each size may appear once',
  slugRequired: 'Slug is required',
  slugTooLong: 'Slug must be at most {max} characters',
  slugInvalid: 'Slug may contain only lower-case letters, digits and single dashes',
  slugTaken: 'The slug "{slug}" is already used by another product',
  priceNotNumber: 'Price must be a number',
  priceNegative: 'Price must be 0 or more',
  priceTooLarge: 'Price is too large',
  priceDecimals: 'Price has at most 2 decimals',
  picturesNotList: 'image must be a list of picture URLs',
  tooManyPictures: 'At most {max} pictures',
  categoryRequired: 'Category is required',
  categoryUnknown: 'Unknown category "{category}"',
  brandRequired: 'Brand is required',
  brandTooLong: 'Brand must be at most {max} characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most {max} characters',
  arabicNameTooLong: 'Arabic name must be at most {max} characters',
  arabicDescriptionTooLong: 'Arabic description must be at most {max} characters',
  sizesNotList: 'sizes must be a list',
  tooManySizes: 'At most {max} sizes',
  sizeRepeated: 'Each size may appear only once',
  productOrdered: 'This product has been ordered, so it is kept for the order history. Set its stock to 0 to stop selling it.',
  promoCodeMissing: 'Code is required',
  promoCodeTooLongAdmin: 'Code must be at most {max} characters',
  promoCodeCharacters: 'Code may contain only letters, digits, dashes and underscores',
  promoCodeTaken: 'The code {code} already exists',
  discountTypeInvalid: 'Type must be percentage or fixed',
  discountValueRequired: 'Discount value is required',
  discountValueNotPositive: 'Discount value must be more than 0',
  discountValueTooLarge: 'Discount value is too large',
  percentageTooLarge: 'A percentage discount is at most 100',
  usageLimitNotWhole: 'Usage limit must be a whole number',
  usageLimitTooSmall: 'Usage limit must be at least 1',

  // Pictures (config/src/uploads.ts, the CMS's upload checks)
  pictureType: 'Pictures must be {types} images',
  pictureTooLarge: 'Pictures must be at most {max} MB',
  pictureUnreadable: 'This file could not be read as a picture. Pictures must be {types} images',
  pictureNotFromLibrary: 'Every picture must be an image from the media library',
  pictureMissing: 'Choose a picture to upload (field "file")',

  // Whole requests
  requestCharacter: 'The request contains a character the shop cannot accept',
  requestTooDeep: 'The request body is nested more than {max} levels deep',
  notFound: 'Not Found',
  requestFailed: 'Request failed',
  somethingWentWrong: 'Something went wrong. Please try again.',
  cmsUnavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  shopUnavailable: 'The shop is temporarily unavailable. Please try again in a moment.',
} as const;

export type ErrorMessages = typeof ERROR_MESSAGES;
export type ErrorCode = keyof ErrorMessages;

/** The `{names}` in a template, as a union of string literal types. */
type Placeholders<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a code's message needs (`never` for a message without any). */
export type ErrorParams<Code extends ErrorCode> = Placeholders<ErrorMessages[Code]>;

type ParamsArgument<Code extends ErrorCode> = [ErrorParams<Code>] extends [never]
  ? []
  : [params: Record<ErrorParams<Code>, string | number>];

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** A template's placeholders, in order: 'This order is {current}: … {wanted}' → ['current', 'wanted']. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The English message of a code: `errorMessage('nameTooLong', { max: 100 })` → 'Name must be at most 100 characters'. */
export function errorMessage<Code extends ErrorCode>(code: Code, ...[params]: ParamsArgument<Code>): string {
  const values: Record<string, string | number> = params ?? {};
  return ERROR_MESSAGES[code].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

interface Matcher {
  code: ErrorCode;
  pattern: RegExp;
  names: string[];
}

let exact: Map<string, ErrorCode> | undefined;
let templates: Matcher[] | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Built on first use: the English texts without placeholders by text, the templates as patterns. */
function matchers(): { exact: Map<string, ErrorCode>; templates: Matcher[] } {
  if (!exact || !templates) {
    exact = new Map();
    templates = [];
    for (const code of ERROR_CODES) {
      const template = ERROR_MESSAGES[code];
      const names = placeholdersOf(template);
      if (names.length === 0) {
        exact.set(template, code);
        continue;
      }
      const source = template
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('(.+?)');
      templates.push({ code, names, pattern: new RegExp(`^${source}$`, 's') });
    }
  }
  return { exact, templates };
}

export interface MatchedError {
  code: ErrorCode;
  /** The values the message was built with, by placeholder name (empty for a fixed message). */
  params: Record<string, string>;
}

/**
 * The code and values of an English message, read back from the table: 'Password must be at least
 * 8 characters' → { code: 'passwordTooShort', params: { min: '8' } }. Undefined for a message the
 * table does not know (zod's own defaults, Strapi's internals): those are shown as they are.
 */
export function matchError(message: string): MatchedError | undefined {
  const { exact: byText, templates: patterns } = matchers();
  const fixed = byText.get(message);
  if (fixed) return { code: fixed, params: {} };
  for (const { code, pattern, names } of patterns) {
    const found = pattern.exec(message);
    if (found) return { code, params: Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * The values of a message read against one code's template: errorParamsOf('nameTooLong', 'Name must be
 * at most 100 characters') → { max: '100' }. Undefined when the message is not built from that template.
 */
export function errorParamsOf(code: ErrorCode, message: string): Record<string, string> | undefined {
  if (!placeholdersOf(ERROR_MESSAGES[code]).length) return message === ERROR_MESSAGES[code] ? {} : undefined;
  const matcher = matchers().templates.find((candidate) => candidate.code === code);
  const found = matcher?.pattern.exec(message);
  return matcher && found ? Object.fromEntries(matcher.names.map((name, index) => [name, found[index + 1] ?? ''])) : undefined;
}

/** The stable code of an English message, or undefined when the table does not know it. */
export function errorCodeOf(message: string): ErrorCode | undefined {
  return matchError(message)?.code;
}
