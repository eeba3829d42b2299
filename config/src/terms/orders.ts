import type { OrderStatus } from '../order-life-cycle.js';
import type { OrderPaymentMethod } from '../payments.js';
import type { Terms } from './index.js';

// The terms of an order, which only the checkout, order and admin pages show.

export const paymentMethodNames = {
  en: {
    'Cash On Delivery': 'Cash On Delivery',
    card: 'Card (Visa, Mastercard, Meeza)',
    wallet: 'Mobile wallet (Vodafone Cash and others)',
    installments: 'Installments (valU and others)',
    fawry: 'Cash at a Fawry outlet',
    instapay: 'InstaPay transfer',
  },
  ar: {
    'Cash On Delivery': 'الدفع عند الاستلام',
    card: 'بطاقة (فيزا، ماستركارد، ميزة)',
    wallet: 'محفظة موبايل (فودافون كاش وغيرها)',
    installments: 'تقسيط (ڤاليو وغيرها)',
    fawry: 'نقدًا في أي منفذ فوري',
    instapay: 'تحويل إنستاباي',
  },
} satisfies Terms<Record<OrderPaymentMethod, string>>;

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
    'awaiting-payment': 'Waiting for payment',
  },
  ar: {
    pending: 'في انتظار التأكيد',
    confirmed: 'تم التأكيد',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل',
    refused: 'رُفض عند الاستلام',
    returned: 'مُرتجع',
    cancelled: 'ملغي',
    'awaiting-payment': 'في انتظار الدفع',
  },
} satisfies Terms<Record<OrderStatus, string>>;

/** The short form staff read on tabs and charts: the shopper's words where they are short already. */
export const shortOrderStatusNames = {
  en: { ...orderStatusNames.en, pending: 'To confirm', refused: 'Refused', 'awaiting-payment': 'To be paid' },
  ar: { ...orderStatusNames.ar, pending: 'بانتظار التأكيد', refused: 'مرفوض', 'awaiting-payment': 'بانتظار الدفع' },
} satisfies Terms<Record<OrderStatus, string>>;
