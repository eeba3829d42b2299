import type { City, PaymentMethod, PluralForms, Size } from '@pointe/config';
import type { Catalogue } from '../messages';

/**
 * Words of the cart and the checkout (shipping, payment, place order) and of the parts they share
 * with the order pages: steps, summary, address, order lines, timeline.
 */
/** Typed as every plural form, so the Arabic half may use all six while English needs two. */
const pluralForms = (forms: PluralForms): PluralForms => forms;

const en = {
  // Cart
  cartTitle: 'Shopping Cart',
  cartDescription: 'Your Pointe shopping cart: sizes, quantities, promo code and total, paid in cash on delivery.',
  cartEmpty: 'Cart is empty.',
  goShopping: 'Go Shopping',
  sizeOf: (size: string) => `Size ${size}`,
  oneFewer: (name: string) => `One fewer ${name}`,
  oneMore: (name: string) => `One more ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  removeLine: (name: string) => `Remove ${name}`,
  remove: 'Remove',
  promoCode: 'Promo code',
  apply: 'Apply',
  /** Around the applied code: 'Promo <code> applied'. */
  promoBefore: 'Promo',
  promoAfter: 'applied',
  removePromo: 'Remove promo',
  cartSummary: 'Cart summary',
  proceedToCheckout: 'Proceed to Checkout',
  promoAppliedToast: (code: string, amount: string) => `Promo code ${code} applied: ${amount} off`,

  // Steps
  checkoutSteps: 'Checkout steps',
  steps: { signIn: 'Sign-In', shipping: 'Shipping', payment: 'Payment', placeOrder: 'Place Order' },

  // Shipping
  shippingTitle: 'Shipping Address',
  fields: {
    fullName: 'Full Name',
    mobileNumber: 'Mobile Number',
    streetName: 'Street Name',
    buildingNumber: 'Building Number',
    apartmentNumber: 'Apartment Number',
    area: 'Area',
  },
  mobileHint: '11 digits, starting with 01',
  city: 'City',
  chooseCity: 'Choose your city',
  /** Shown in the page's language; the form still posts the English value the schema knows. */
  cities: { Alexandria: 'Alexandria', Cairo: 'Cairo', Giza: 'Giza' } satisfies Record<City, string>,
  continue: 'Continue',

  // Payment
  paymentTitle: 'Payment Method',
  paymentMethod: 'Payment method',
  paymentHint: 'Pay in cash when your order is delivered.',
  paymentMethods: { 'Cash On Delivery': 'Cash On Delivery' } satisfies Record<PaymentMethod, string>,

  // Place order
  placeOrderTitle: 'Place Order',
  shipping: 'Shipping',
  payment: 'Payment',
  items: 'Items',
  edit: 'Edit',
  orderSummary: 'Order summary',
  placingOrder: 'Placing your order…',
  placeOrder: 'Place Order',

  // Summary
  subtotal: pluralForms({ one: 'Subtotal ({count} item)', other: 'Subtotal ({count} items)' }),
  free: 'Free',
  discount: 'Discount',
  total: 'Total',

  // Address and lines
  /** Between the parts of a list in a sentence. */
  separator: ', ',
  address: (parts: { building: string; street: string; apartment: string; area: string; city: string }) =>
    `${parts.building} ${parts.street}, apartment ${parts.apartment}, ${parts.area}, ${parts.city}`,
  sizes: { XS: 'XS', S: 'S', M: 'M', 'One Size': 'One Size' } satisfies Record<Size, string>,

  // Timeline
  orderTimeline: 'Order timeline',
  statusLabel: 'Status:',
  timelineSteps: {
    pending: 'Placed',
    confirmed: 'Confirmed by phone',
    shipped: 'Shipped',
    delivered: 'Delivered, cash paid',
    refused: 'Refused at the door',
    returned: 'Returned to us',
    cancelled: 'Cancelled',
  },
  byShopperView: { shopper: 'by you', admin: 'by the shop', system: 'automatically: it was not confirmed in time' },
  byStaffView: { shopper: 'by the shopper', admin: 'by staff', system: 'automatically: not confirmed in time' },
  callAnswered: 'Call: answered',
  callNoAnswer: 'Call: no answer',
  ownDelivery: 'Delivered by our own staff',
  trackingNumber: 'Tracking number',
};

const ar: typeof en = {
  cartTitle: 'سلة المشتريات',
  cartDescription: 'سلة مشترياتك في Pointe: المقاسات والكميات وكود الخصم والإجمالي، والدفع نقدًا عند الاستلام.',
  cartEmpty: 'السلة فارغة.',
  goShopping: 'تسوّق الآن',
  sizeOf: (size: string) => `المقاس ${size}`,
  oneFewer: (name: string) => `قطعة أقل من ${name}`,
  oneMore: (name: string) => `قطعة أخرى من ${name}`,
  quantityOf: (name: string) => `كمية ${name}`,
  removeLine: (name: string) => `احذف ${name}`,
  remove: 'حذف',
  promoCode: 'كود الخصم',
  apply: 'تطبيق',
  promoBefore: 'كود الخصم',
  promoAfter: 'مُطبَّق',
  removePromo: 'إلغاء الكود',
  cartSummary: 'ملخص السلة',
  proceedToCheckout: 'إتمام الشراء',
  promoAppliedToast: (code: string, amount: string) => `تم تطبيق كود الخصم ${code}: خصم ${amount}`,

  checkoutSteps: 'خطوات الشراء',
  steps: { signIn: 'تسجيل الدخول', shipping: 'الشحن', payment: 'الدفع', placeOrder: 'تأكيد الطلب' },

  shippingTitle: 'عنوان الشحن',
  fields: {
    fullName: 'الاسم بالكامل',
    mobileNumber: 'رقم الموبايل',
    streetName: 'اسم الشارع',
    buildingNumber: 'رقم العمارة',
    apartmentNumber: 'رقم الشقة',
    area: 'المنطقة',
  },
  mobileHint: '11 رقمًا، يبدأ بـ 01',
  city: 'المدينة',
  chooseCity: 'اختر مدينتك',
  cities: { Alexandria: 'الإسكندرية', Cairo: 'القاهرة', Giza: 'الجيزة' },
  continue: 'متابعة',

  paymentTitle: 'طريقة الدفع',
  paymentMethod: 'طريقة الدفع',
  paymentHint: 'ادفع نقدًا عند استلام طلبك.',
  paymentMethods: { 'Cash On Delivery': 'الدفع عند الاستلام' },

  placeOrderTitle: 'تأكيد الطلب',
  shipping: 'الشحن',
  payment: 'الدفع',
  items: 'المنتجات',
  edit: 'تعديل',
  orderSummary: 'ملخص الطلب',
  placingOrder: 'جارٍ تسجيل طلبك…',
  placeOrder: 'تأكيد الطلب',

  subtotal: {
    zero: 'المجموع الفرعي (لا توجد قطع)',
    one: 'المجموع الفرعي (قطعة واحدة)',
    two: 'المجموع الفرعي (قطعتان)',
    few: 'المجموع الفرعي ({count} قطع)',
    many: 'المجموع الفرعي ({count} قطعة)',
    other: 'المجموع الفرعي ({count} قطعة)',
  },
  free: 'مجانًا',
  discount: 'الخصم',
  total: 'الإجمالي',

  separator: '، ',
  address: (parts: { building: string; street: string; apartment: string; area: string; city: string }) =>
    `${parts.street}، عمارة ${parts.building}، شقة ${parts.apartment}، ${parts.area}، ${parts.city}`,
  sizes: { XS: 'XS', S: 'S', M: 'M', 'One Size': 'مقاس واحد' },

  orderTimeline: 'مراحل الطلب',
  statusLabel: 'الحالة:',
  timelineSteps: {
    pending: 'تم استلام الطلب',
    confirmed: 'تم التأكيد بالتليفون',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل ودفع المبلغ',
    refused: 'رُفض عند الاستلام',
    returned: 'رجع إلينا',
    cancelled: 'أُلغي',
  },
  byShopperView: { shopper: 'بواسطتك', admin: 'بواسطة المتجر', system: 'تلقائيًا: لم يتم تأكيده في الوقت المحدد' },
  byStaffView: { shopper: 'بواسطة العميل', admin: 'بواسطة الموظفين', system: 'تلقائيًا: لم يتم تأكيده في الوقت المحدد' },
  callAnswered: 'مكالمة: تم الرد',
  callNoAnswer: 'مكالمة: لم يتم الرد',
  ownDelivery: 'تم التوصيل بواسطة فريقنا',
  trackingNumber: 'رقم التتبع',
};

export const checkoutMessages: Catalogue<typeof en> = { en, ar };
