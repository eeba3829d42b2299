import { z } from 'zod';
import { DISCOUNT_TYPES } from '@pointe/config';
import { cmsRequest } from '~/lib/cms.server';

const appliedPromoSchema = z.object({
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number(),
  discount: z.number(),
});

export type AppliedPromo = z.infer<typeof appliedPromoSchema>;

/**
 * What a code takes off a cart of `cartTotal` EGP, as the CMS computes it. The shopper's IP goes
 * along because the CMS limits wrong codes per client.
 */
export function applyPromo(code: string, cartTotal: number, clientIp: string): Promise<AppliedPromo> {
  return cmsRequest('/promos/apply', appliedPromoSchema, { method: 'POST', body: { code, cartTotal }, clientIp });
}
