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
 * A refusal also carries `code`, the message's stable name in the error table (config/src/error-codes.ts),
 * when the table knows it: the message stays English, and the storefront shows the code's words in
 * the page's language (or the message as it is, for an unknown code).
 */
export const messageJson = z.object({ message: z.string(), code: z.string().optional() });
export type MessageJson = z.infer<typeof messageJson>;

/** The paging fields of a paged list. `pages` is 0 for an empty list; a page past the end is empty. */
export const pageFieldsJson = { page: z.int().min(1), pages: countJson };
