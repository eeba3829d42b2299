/** Building blocks of the answer shapes. */
import { z } from 'zod';

/** A Strapi document id, the `_id` of everything the API answers. */
export const idJson = z.string().min(1);

/** A moment as the CMS writes it: ISO 8601 in UTC, `2026-03-01T10:00:00.000Z`. */
export const timestampJson = z.iso.datetime();

/** An amount in EGP (at most 2 decimals, computed in piastres by the CMS). */
export const moneyJson = z.number().min(0);

/** A number of things: units in stock, orders, users. */
export const countJson = z.int().min(0);

/**
 * Every refusal (a 4xx status) and every answer that only says something: `{ message }`.
 * A refusal of ours also carries `code`, its stable name in the error table (config/src/error-codes.ts),
 * and `params`, the values its words need (only when it has any): the message stays English (the
 * spec's words), and the storefront writes the page's language from the code and values. A refusal
 * with words from elsewhere (Strapi's, the database's) has no code and is shown as it is.
 */
export const messageJson = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.number(), z.string(), z.array(z.string()).readonly()])).optional(),
});
export type MessageJson = z.infer<typeof messageJson>;

/** The paging fields of a paged list. `pages` is 0 for an empty list; a page past the end is empty. */
export const pageFieldsJson = { page: z.int().min(1), pages: countJson };
