/** What the shipping-zone routes answer (docs/api.md, docs/decisions/017). */
import { z } from 'zod';
import { GOVERNORATE_NAMES, ZONE_KEYS } from '../governorates.js';
import { countJson, moneyJson } from './common.js';

const zoneFields = {
  key: z.enum(ZONE_KEYS),
  name: z.string(),
  nameAr: z.string(),
  shippingPrice: moneyJson,
  /** Shipping is free when the items total is strictly above this. */
  freeShippingAbove: moneyJson,
  /** The delivery estimate, in days. */
  deliveryDays: countJson,
};

/** An open governorate with its zone's shipping, as the checkout offers it. */
export const shippingOptionJson = z.object({
  key: z.string(),
  /** The English name: the value of `shippingAddress.city`. */
  name: z.enum(GOVERNORATE_NAMES),
  nameAr: z.string(),
  zone: z.enum(ZONE_KEYS),
  shippingPrice: moneyJson,
  freeShippingAbove: moneyJson,
  deliveryDays: countJson,
});
export type ShippingOptionJson = z.infer<typeof shippingOptionJson>;

/** GET /api/shipping-zones (public): the open governorates, in the seed's order. */
export const shippingOptionsJson = z.object({ governorates: z.array(shippingOptionJson) });
export type ShippingOptionsJson = z.infer<typeof shippingOptionsJson>;

export const adminGovernorateJson = z.object({ key: z.string(), name: z.enum(GOVERNORATE_NAMES), nameAr: z.string(), isOpen: z.boolean() });
export const adminShippingZoneJson = z.object({ ...zoneFields, governorates: z.array(adminGovernorateJson) });
export type AdminShippingZoneJson = z.infer<typeof adminShippingZoneJson>;

/** GET /api/admin/shipping-zones (admin): every zone with every governorate, open or closed. Each PUT answers the same. */
export const adminShippingZonesJson = z.object({ zones: z.array(adminShippingZoneJson) });
export type AdminShippingZonesJson = z.infer<typeof adminShippingZonesJson>;
