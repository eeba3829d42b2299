/**
 * Egypt's 27 governorates and the shipping zones they are grouped in (docs/decisions/017). This is
 * the seed and the list of valid values: the CMS stores the zones' fees and which governorates are
 * open (the shop changes them), and prices every order from them. `name` is the English name, the
 * value of `shippingAddress.city` (so the spec's three cities stay valid values); `key` is stable.
 */
import { CITIES } from './shipping.js';
import { cityNames } from './terms/shop.js';
import { FREE_SHIPPING_ABOVE_EGP, SHIPPING_PRICE_EGP } from './pricing.js';

export const ZONE_KEYS = ['greater-cairo', 'alexandria', 'delta', 'canal', 'upper-egypt', 'sinai-red-sea'] as const;
export type ZoneKey = (typeof ZONE_KEYS)[number];

export interface ZoneDefaults {
  key: ZoneKey;
  name: string;
  nameAr: string;
  shippingPrice: number;
  freeShippingAbove: number;
  deliveryDays: number;
}

/** The zones a new shop starts with. Only Greater Cairo's and Alexandria's fees are the spec's; the others are closed until set. */
export const ZONES: readonly ZoneDefaults[] = [
  { key: 'greater-cairo', name: 'Greater Cairo', nameAr: 'القاهرة الكبرى', shippingPrice: SHIPPING_PRICE_EGP, freeShippingAbove: FREE_SHIPPING_ABOVE_EGP, deliveryDays: 2 },
  { key: 'alexandria', name: 'Alexandria and the North Coast', nameAr: 'الإسكندرية والساحل الشمالي', shippingPrice: SHIPPING_PRICE_EGP, freeShippingAbove: FREE_SHIPPING_ABOVE_EGP, deliveryDays: 3 },
  { key: 'delta', name: 'Delta', nameAr: 'الدلتا', shippingPrice: 60, freeShippingAbove: FREE_SHIPPING_ABOVE_EGP, deliveryDays: 3 },
  { key: 'canal', name: 'Canal', nameAr: 'مدن القناة', shippingPrice: 60, freeShippingAbove: FREE_SHIPPING_ABOVE_EGP, deliveryDays: 3 },
  { key: 'upper-egypt', name: 'Upper Egypt', nameAr: 'الصعيد', shippingPrice: 75, freeShippingAbove: FREE_SHIPPING_ABOVE_EGP, deliveryDays: 5 },
  { key: 'sinai-red-sea', name: 'Sinai and Red Sea', nameAr: 'سيناء والبحر الأحمر', shippingPrice: 90, freeShippingAbove: FREE_SHIPPING_ABOVE_EGP, deliveryDays: 6 },
];

export interface GovernorateDefaults {
  key: string;
  name: string;
  nameAr: string;
  zone: ZoneKey;
}

export const GOVERNORATES = [
  { key: 'cairo', name: 'Cairo', nameAr: cityNames.ar.Cairo, zone: 'greater-cairo' },
  { key: 'giza', name: 'Giza', nameAr: cityNames.ar.Giza, zone: 'greater-cairo' },
  { key: 'qalyubia', name: 'Qalyubia', nameAr: 'القليوبية', zone: 'greater-cairo' },
  { key: 'alexandria', name: 'Alexandria', nameAr: cityNames.ar.Alexandria, zone: 'alexandria' },
  { key: 'beheira', name: 'Beheira', nameAr: 'البحيرة', zone: 'alexandria' },
  { key: 'matrouh', name: 'Matrouh', nameAr: 'مطروح', zone: 'alexandria' },
  { key: 'dakahlia', name: 'Dakahlia', nameAr: 'الدقهلية', zone: 'delta' },
  { key: 'gharbia', name: 'Gharbia', nameAr: 'الغربية', zone: 'delta' },
  { key: 'monufia', name: 'Monufia', nameAr: 'المنوفية', zone: 'delta' },
  { key: 'sharqia', name: 'Sharqia', nameAr: 'الشرقية', zone: 'delta' },
  { key: 'kafr-el-sheikh', name: 'Kafr El Sheikh', nameAr: 'كفر الشيخ', zone: 'delta' },
  { key: 'damietta', name: 'Damietta', nameAr: 'دمياط', zone: 'delta' },
  { key: 'port-said', name: 'Port Said', nameAr: 'بورسعيد', zone: 'canal' },
  { key: 'ismailia', name: 'Ismailia', nameAr: 'الإسماعيلية', zone: 'canal' },
  { key: 'suez', name: 'Suez', nameAr: 'السويس', zone: 'canal' },
  { key: 'faiyum', name: 'Faiyum', nameAr: 'الفيوم', zone: 'upper-egypt' },
  { key: 'beni-suef', name: 'Beni Suef', nameAr: 'بني سويف', zone: 'upper-egypt' },
  { key: 'minya', name: 'Minya', nameAr: 'المنيا', zone: 'upper-egypt' },
  { key: 'asyut', name: 'Asyut', nameAr: 'أسيوط', zone: 'upper-egypt' },
  { key: 'sohag', name: 'Sohag', nameAr: 'سوهاج', zone: 'upper-egypt' },
  { key: 'qena', name: 'Qena', nameAr: 'قنا', zone: 'upper-egypt' },
  { key: 'luxor', name: 'Luxor', nameAr: 'الأقصر', zone: 'upper-egypt' },
  { key: 'aswan', name: 'Aswan', nameAr: 'أسوان', zone: 'upper-egypt' },
  { key: 'new-valley', name: 'New Valley', nameAr: 'الوادي الجديد', zone: 'upper-egypt' },
  { key: 'north-sinai', name: 'North Sinai', nameAr: 'شمال سيناء', zone: 'sinai-red-sea' },
  { key: 'south-sinai', name: 'South Sinai', nameAr: 'جنوب سيناء', zone: 'sinai-red-sea' },
  { key: 'red-sea', name: 'Red Sea', nameAr: 'البحر الأحمر', zone: 'sinai-red-sea' },
] as const satisfies readonly GovernorateDefaults[];

export type GovernorateName = (typeof GOVERNORATES)[number]['name'];
export const GOVERNORATE_NAMES = GOVERNORATES.map((governorate) => governorate.name) as [GovernorateName, ...GovernorateName[]];

/** Open when a shop starts: the spec's three cities. */
export const OPEN_BY_DEFAULT: readonly string[] = CITIES;

export const isGovernorateName = (value: unknown): value is GovernorateName => typeof value === 'string' && (GOVERNORATE_NAMES as readonly string[]).includes(value);

/** A governorate's name in a language, from its English name (the value orders keep); unknown names as they are. */
export function governorateName(name: string, locale: 'en' | 'ar'): string {
  if (locale === 'en') return name;
  return GOVERNORATES.find((governorate) => governorate.name === name)?.nameAr ?? name;
}
