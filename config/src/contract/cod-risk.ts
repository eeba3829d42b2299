/** What the cash-on-delivery risk routes answer (admin only). */
import { z } from 'zod';
import { countJson, idJson, moneyJson, timestampJson } from './common.js';

/** A number's or an account's history: orders placed, parcels delivered, parcels refused at the door. */
export const codCountsJson = z.object({ placed: countJson, delivered: countJson, refused: countJson });
export type CodCountsJson = z.infer<typeof codCountsJson>;

/** A block lifted by the staff: for the refusals counted when it was lifted (a new refusal blocks again). */
export const codLiftJson = z.object({
  mobileNumber: z.string(),
  refusedAtLift: countJson,
  liftedAt: timestampJson,
});
export type CodLiftJson = z.infer<typeof codLiftJson>;

/**
 * GET and PUT /api/cod-rules: the shop's rules (`maxCodTotal` null: no limit; the caps on pending
 * orders and on a line's units null: no cap) and the lifted blocks.
 */
export const codRulesJson = z.object({
  maxCodTotal: moneyJson.nullable(),
  refusalsToBlock: z.int().min(1),
  maxPendingOrders: z.int().min(1).nullable(),
  maxUnitsPerLine: z.int().min(1).nullable(),
  /** The cash-on-delivery fee (issue 40): 0 for none, as in a new shop. */
  codFee: moneyJson,
  lifts: z.array(codLiftJson),
});
export type CodRulesJson = z.infer<typeof codRulesJson>;

/** One mobile number's standing: its counts, whether it may pay cash on delivery, whether staff lifted its block. */
export const codNumberJson = z.object({
  mobileNumber: z.string(),
  counts: codCountsJson,
  blocked: z.boolean(),
  lifted: z.boolean(),
});
export type CodNumberJson = z.infer<typeof codNumberJson>;

/** GET /api/cod-risk?orders=…: for each order asked about, its number's and its account's history. */
export const codRiskJson = z.object({
  risks: z.array(
    codNumberJson.extend({
      orderId: idJson,
      account: codCountsJson.nullable(),
    }),
  ),
});
export type CodRiskJson = z.infer<typeof codRiskJson>;
