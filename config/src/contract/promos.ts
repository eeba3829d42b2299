/** What the promo routes answer. */
import { z } from 'zod';
import { DISCOUNT_TYPES } from '../orders.js';
import { countJson, idJson, messageJson, moneyJson, timestampJson } from './common.js';

/** POST /api/promos/apply: what the code takes off the cart (`discount`, in EGP, never more than the cart). */
export const appliedPromoJson = z.object({
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().positive(),
  discount: moneyJson,
});
export type AppliedPromoJson = z.infer<typeof appliedPromoJson>;

/** A promo as the admin sees it; `expiresAt`, `usageLimit` and `minimumOrder` (items total in EGP, an addition) are null when it has none. */
export const promoJson = z.object({
  _id: idJson,
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().positive(),
  expiresAt: timestampJson.nullable(),
  usageLimit: z.int().min(1).nullable(),
  usedCount: countJson,
  minimumOrder: moneyJson.nullable(),
});
export type PromoJson = z.infer<typeof promoJson>;

/** GET /api/promos (admin): every promo, newest first. */
export const promoListJson = z.array(promoJson);
export type PromoListJson = z.infer<typeof promoListJson>;

/** POST /api/promos (admin). */
export const promoCreatedJson = messageJson.extend({ promo: promoJson });
export type PromoCreatedJson = z.infer<typeof promoCreatedJson>;
