import {
  DEFAULT_SHIPPING_RULE,
  adminShippingZonesJson,
  shippingOptionsJson,
  type GovernorateBody,
  type ShippingOptionJson,
  type ShippingRule,
  type ShippingZoneBody,
} from '@pointe/config';
import { readCatalogue } from '~/lib/cache.server';
import { cmsRequest, type CmsClient } from '~/lib/cms.server';

/**
 * The open governorates with their zone's shipping (docs/decisions/017). Read through the catalogue
 * cache: every zone or governorate write is announced as a catalogue change, so a new fee or an opened
 * governorate reaches the checkout within the same second a product change does.
 */
export async function openGovernorates(): Promise<ShippingOptionJson[]> {
  const { governorates } = await readCatalogue('shipping-zones', () => cmsRequest('/shipping-zones', shippingOptionsJson));
  return governorates;
}

/**
 * The shipping rule a cart is priced with: the zone of the address already chosen when it is open;
 * before that (or when it has closed), the cheapest open zone, shown as "from" so the cart never
 * promises less than the order will cost (the CMS prices the order itself, from the address).
 */
export async function cartShippingRule(city: string | undefined): Promise<{ rule: ShippingRule; from: boolean; delivery: ShippingOptionJson | null }> {
  const open = await openGovernorates();
  const chosen = open.find((governorate) => governorate.name === city);
  if (chosen) return { rule: chosen, from: false, delivery: chosen };
  // Its delivery promise, as on the product page: the first open governorate until she chooses hers.
  const delivery = open[0] ?? null;
  if (open.length === 0) return { rule: DEFAULT_SHIPPING_RULE, from: false, delivery };
  const cheapest = open.reduce((best, governorate) => (governorate.shippingPrice < best.shippingPrice ? governorate : best));
  const varies = open.some((governorate) => governorate.shippingPrice !== cheapest.shippingPrice || governorate.freeShippingAbove !== cheapest.freeShippingAbove);
  return { rule: cheapest, from: varies, delivery };
}

export const listShippingZones = (cms: CmsClient) => cms.request('/admin/shipping-zones', adminShippingZonesJson);

export const updateShippingZone = (cms: CmsClient, key: string, body: ShippingZoneBody) =>
  cms.request(`/admin/shipping-zones/${encodeURIComponent(key)}`, adminShippingZonesJson, { method: 'PUT', body });

export const updateGovernorate = (cms: CmsClient, key: string, body: GovernorateBody) =>
  cms.request(`/admin/governorates/${encodeURIComponent(key)}`, adminShippingZonesJson, { method: 'PUT', body });
