/** What the store-credit routes answer (docs/api.md, ADR 024). */
import { z } from 'zod';
import { STORE_CREDIT_KINDS } from '../store-credit.js';
import { idJson, moneyJson, pageFieldsJson, timestampJson } from './common.js';

/** One ledger entry: `amount` is signed EGP (positive: credit given; negative: credit spent). */
export const storeCreditEntryJson = z.object({
  _id: idJson,
  amount: z.number(),
  kind: z.enum(STORE_CREDIT_KINDS),
  /** The order it was spent on or given back from, '' for none. */
  orderId: z.string(),
  /** That order's number, null for none. */
  orderNumber: z.int().min(1).nullable(),
  /** The return request it refunds, null for none. */
  returnId: z.int().nullable(),
  note: z.string(),
  createdAt: timestampJson,
});
export type StoreCreditEntryJson = z.infer<typeof storeCreditEntryJson>;

/** GET /api/users/me/store-credit?page (her own) and POST /api/users/:id/store-credit (admin): the balance and a page of entries, recent first. */
export const storeCreditJson = z.object({
  balance: moneyJson,
  entries: z.array(storeCreditEntryJson),
  ...pageFieldsJson,
});
export type StoreCreditJson = z.infer<typeof storeCreditJson>;
