import { appliedPromoJson, type AppliedPromoJson } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

/**
 * What a code takes off a cart of `cartTotal` EGP, as the CMS computes it. Asked with the request's
 * own client (`context.cms`): the shopper's IP goes along because the CMS limits wrong codes per client.
 */
export function applyPromo(cms: CmsClient, code: string, cartTotal: number): Promise<AppliedPromoJson> {
  return cms.request('/promos/apply', appliedPromoJson, { method: 'POST', body: { code, cartTotal } });
}
