/**
 * "Email me when it's back" and saved items: one schema per request body, used by the storefront's
 * forms and the CMS's routes alike.
 */
import { z } from 'zod';
import { emailSchema } from './accounts.js';
import { SIZES } from './catalog.js';
import { issue } from './error-codes.js';
import { localeField } from './locale-field.js';
import { MAX_ID_LENGTH } from './validation.js';

export const productIdField = z
  .string({ message: issue('productIdRequired') })
  .trim()
  .min(1, issue('productIdRequired'))
  .max(MAX_ID_LENGTH, issue('productIdTooLong', { max: MAX_ID_LENGTH }));

/**
 * POST /api/stock-alerts. A signed-in shopper may leave the email out: her account's is used. A
 * visitor must type one. An empty field counts as left out (the form's one-click button sends none).
 */
export const stockAlertBody = z.object({
  productId: productIdField,
  size: z.enum(SIZES, { message: issue('sizeInvalid', { choices: SIZES }) }),
  email: z.preprocess((value) => (value === '' ? undefined : value), emailSchema.optional()),
  locale: localeField,
});
export type StockAlertBody = z.output<typeof stockAlertBody>;

/** The storefront's visitor form: the same body, the email required. */
export const stockAlertVisitorForm = stockAlertBody.extend({ email: emailSchema });

/** POST /api/saved-items: the product to keep in the shopper's saved items. */
export const savedItemBody = z.object({ productId: productIdField });
export type SavedItemBody = z.output<typeof savedItemBody>;
