import { appliedPromoJson, type AppliedPromoJson } from '@pointe/config';
import { cmsRequest } from '~/lib/cms.server';

/**
 * What a code takes off a cart of `cartTotal` EGP, as the CMS computes it. The shopper's IP goes
 * along because the CMS limits wrong codes per client.
 */
export function applyPromo(code: string, cartTotal: number, clientIp: string): Promise<AppliedPromoJson> {
  return cmsRequest('/promos/apply', appliedPromoJson, { method: 'POST', body: { code, cartTotal }, clientIp });
}
