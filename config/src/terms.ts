import type { Size } from './catalog.js';
import type { Locale } from './i18n.js';
import type { OrderStatus } from './order-life-cycle.js';
import type { City, PaymentMethod } from './shipping.js';

/**
 * The shop's terms, each written once in English and Arabic: the names of the cities, sizes,
 * payment methods and order statuses (the stored values are English) and the stock words. The
 * storefront's catalogues and the CMS's emails import them. Each kind is its own export, and this
 * module imports only types, so a page bundles just the kinds it shows.
 */
export type Terms<Words> = Record<Locale, Words>;

export const cityNames = {
  en: { Alexandria: 'Alexandria', Cairo: 'Cairo', Giza: 'Giza' },
  ar: { Alexandria: 'الإسكندرية', Cairo: 'القاهرة', Giza: 'الجيزة' },
} satisfies Terms<Record<City, string>>;

/** XS, S and M read the same in both languages; 'One Size' is a phrase. */
export const sizeNames = {
  en: { XS: 'XS', S: 'S', M: 'M', 'One Size': 'One Size' },
  ar: { XS: 'XS', S: 'S', M: 'M', 'One Size': 'مقاس واحد' },
} satisfies Terms<Record<Size, string>>;

export const paymentMethodNames = {
  en: { 'Cash On Delivery': 'Cash On Delivery' },
  ar: { 'Cash On Delivery': 'الدفع عند الاستلام' },
} satisfies Terms<Record<PaymentMethod, string>>;

/** An order's status as the shopper reads it (their order pages, the timeline, the Arabic errors). */
export const orderStatusNames = {
  en: {
    pending: 'Waiting for confirmation',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    refused: 'Refused at the door',
    returned: 'Returned',
    cancelled: 'Cancelled',
  },
  ar: {
    pending: 'في انتظار التأكيد',
    confirmed: 'تم التأكيد',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل',
    refused: 'رُفض عند الاستلام',
    returned: 'مُرتجع',
    cancelled: 'ملغي',
  },
} satisfies Terms<Record<OrderStatus, string>>;

/** The short form staff read on tabs and charts: the shopper's words where they are short already. */
export const shortOrderStatusNames = {
  en: { ...orderStatusNames.en, pending: 'To confirm', refused: 'Refused' },
  ar: { ...orderStatusNames.ar, pending: 'بانتظار التأكيد', refused: 'مرفوض', returned: 'مرتجع' },
} satisfies Terms<Record<OrderStatus, string>>;

/** Stock words. `outOfStock` is the spec's refusal, as the error table has it (terms.test.ts). */
export const stockWords = {
  en: { inStock: 'In Stock', unavailable: 'Unavailable', outOfStock: 'Sorry. Product is out of stock' },
  ar: { inStock: 'متوفر', unavailable: 'غير متوفر', outOfStock: 'عذرًا، المنتج غير متوفر حاليًا' },
} satisfies Terms<Record<string, string>>;

/** A term's words in a language, or the stored value as it is when it has none (an old size, say). */
export function termName(names: Terms<Record<string, string>>, locale: Locale, value: string): string {
  return names[locale][value] ?? value;
}
