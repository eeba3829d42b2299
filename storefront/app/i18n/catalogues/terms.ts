import type { Catalogue } from '../messages';
import { commonMessages } from './common';

/**
 * Words of more than one area of the signed-in pages (account, checkout, admin), written once: the
 * area catalogues take them from here. Words every page shows are in common.ts and ui.ts, the
 * shop's terms (cities, sizes, statuses, stock) in config's terms.ts. Browsing pages do not import
 * this module, so these words cost them nothing.
 */
const en = {
  name: 'Name',
  email: 'Email',
  goShopping: 'Go Shopping',
  status: 'Status',
  actions: 'Actions',
  free: 'Free',
  yes: 'Yes',
  no: 'No',
  shipping: 'Shipping',
  payment: 'Payment',
  items: 'Items',
  orderSummary: 'Order summary',
  promoCode: 'Promo code',
  discount: 'Discount',
  total: 'Total',
  cancelOrder: 'Cancel order',
  trackingNumber: 'Tracking number',
  edit: 'Edit',
  remove: 'Remove',
  sizeOf: (size: string) => `Size ${size}`,
};

const ar: typeof en = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  goShopping: 'تسوّق الآن',
  status: 'الحالة',
  actions: 'الإجراءات',
  free: 'مجانًا',
  yes: 'نعم',
  no: 'لا',
  shipping: 'الشحن',
  payment: 'الدفع',
  // The order's items are its products in Arabic: one word.
  items: commonMessages.ar.products,
  orderSummary: 'ملخص الطلب',
  promoCode: 'كود الخصم',
  discount: 'الخصم',
  total: 'الإجمالي',
  cancelOrder: 'إلغاء الطلب',
  trackingNumber: 'رقم التتبع',
  edit: 'تعديل',
  remove: 'حذف',
  sizeOf: (size) => `المقاس ${size}`,
};

export const termMessages: Catalogue<typeof en> = { en, ar };
