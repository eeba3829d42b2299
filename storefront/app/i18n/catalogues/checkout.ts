import { cityNames, orderStatusNames, paymentMethodNames, sizeNames, type PaymentFlag, type PluralForms } from '@pointe/config';
import type { Catalogue } from '../messages';
import { commonMessages } from './common';
import { termMessages } from './terms';
import { filterMessages } from './filters';

/**
 * Words of the cart and the checkout (shipping, payment, place order) and of the parts they share
 * with the order pages: steps, summary, address, order lines, timeline. Cities, sizes, statuses and
 * stock words are config's terms; words other areas show too come from common.ts and terms.ts.
 */
/** Typed as every plural form, so the Arabic half may use all six while English needs two. */
const pluralForms = (forms: PluralForms): PluralForms => forms;

interface AddressParts {
  building: string;
  street: string;
  apartment: string;
  floor?: string;
  landmark?: string;
  area: string;
  city: string;
}

const en = {
  // Cart
  cartTitle: 'Shopping Cart',
  cartDescription: 'Your Pointe shopping cart: sizes, quantities, promo code and total, paid in cash on delivery.',
  cartEmpty: 'Cart is empty.',
  goShopping: termMessages.en.goShopping,
  sizeOf: termMessages.en.sizeOf,
  oneFewer: (name: string) => `One fewer ${name}`,
  oneMore: (name: string) => `One more ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  removeLine: (name: string) => `Remove ${name}`,
  remove: termMessages.en.remove,
  promoCode: termMessages.en.promoCode,
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
  steps: { signIn: 'Sign-In', shipping: termMessages.en.shipping, payment: termMessages.en.payment, placeOrder: 'Place Order' },

  // Shipping
  shippingTitle: 'Shipping Address',
  fields: {
    fullName: 'Full Name',
    mobileNumber: 'Mobile Number',
    streetName: 'Street Name',
    buildingNumber: 'Building Number',
    apartmentNumber: 'Apartment Number',
    floor: 'Floor (optional)',
    area: 'Area',
    landmark: 'Nearest landmark (optional)',
  },
  mobileHint: '11 digits, starting with 01',
  city: 'City',
  notDeliveredYet: 'Not delivered yet',
  chooseCity: 'Choose your city',
  /** Before the shopper chose her governorate, when zones charge differently: 'from EGP 50'. */
  shippingFrom: 'from',
  /** Shown in the page's language; the form still posts the English value the schema knows. */
  cities: cityNames.en,
  continue: 'Continue',

  // Payment
  paymentTitle: 'Payment Method',
  paymentMethod: 'Payment method',
  paymentHint: 'Pay in cash when your order is delivered.',
  /** With online methods switched on (issue 40). */
  paymentHintOnline: 'Pay in cash when your order is delivered, or pay now: we hold your order while you pay.',
  codFeeHint: (amount: string) => `Cash on delivery costs ${amount} more.`,
  codFee: 'Cash on delivery fee',
  paymentMethods: paymentMethodNames.en,

  // Place order
  placeOrderTitle: 'Place Order',
  shipping: termMessages.en.shipping,
  payment: termMessages.en.payment,
  items: termMessages.en.items,
  edit: termMessages.en.edit,
  orderSummary: termMessages.en.orderSummary,
  placingOrder: 'Placing your order…',
  placeOrder: 'Place Order',

  // Summary
  subtotal: pluralForms({ one: 'Subtotal ({count} item)', other: 'Subtotal ({count} items)' }),
  free: termMessages.en.free,
  discount: termMessages.en.discount,
  total: termMessages.en.total,

  // Address and lines
  /** Between the parts of a list in a sentence. */
  separator: ', ',
  /** The floor and the landmark are optional: left out when she left them blank. */
  address: (parts: AddressParts) =>
    `${parts.building} ${parts.street}, ${parts.floor ? `floor ${parts.floor}, ` : ''}apartment ${parts.apartment}, ${parts.landmark ? `near ${parts.landmark}, ` : ''}${parts.area}, ${parts.city}`,
  sizes: sizeNames.en,

  // Timeline
  orderTimeline: 'Order timeline',
  statusLabel: 'Status:',
  timelineSteps: {
    pending: 'Placed',
    confirmed: 'Confirmed by phone',
    shipped: orderStatusNames.en.shipped,
    delivered: 'Delivered, cash paid',
    refused: orderStatusNames.en.refused,
    returned: 'Returned to us',
    cancelled: 'Cancelled',
    'awaiting-payment': 'Placed, waiting for payment',
  },
  /** Its online payment came (issue 40): confirmed by it, with no call. */
  paidOnline: 'Paid online and confirmed',
  /** After a cash-on-delivery refusal that paying first answers (issue 40). */
  payFirstInstead: 'You can pay online instead: choose a payment method below.',
  notPaidInTime: 'Cancelled: the payment did not go through in time',
  /** What staff must look at on a payment (issue 40). */
  paymentFlags: {
    amountMismatch: "The payment provider reported another amount or currency than this order's: it was not taken as paid. Check the payment in the provider's dashboard.",
    paidAfterRelease: 'Money for this order arrived after the order was released: it was taken, and the order stays as it is. Refund it (below for cards and wallets, or in the provider\'s dashboard), or agree with the shopper.',
  } as Record<PaymentFlag, string>,
  refundPayment: (amount: string) => `Refund ${amount} to the card or wallet she paid with`,
  paymentWentBack: (amount: string) => `${amount} went back to the card or wallet she paid with.`,
  paymentRefundedToast: (orderNumber: string) => `Order ${orderNumber}: the payment is refunded`,
  // An order waiting for its online payment (issue 40)
  payNow: 'Pay now',
  heldUntil: (time: string) => `We hold your order until ${time}: pay before then, or it is cancelled and nothing is charged.`,
  payAtFawry: (amount: string) => `Pay ${amount} at any Fawry outlet or in the Fawry app with this reference number:`,
  paymentPageUnavailable: 'The payment page cannot be opened right now. Please try again in a few minutes.',
  payByInstapay: (amount: string) => `Send ${amount} by InstaPay to the shop's address below, with the note below so we find your order. Then write the reference from your InstaPay receipt here.`,
  instapayAddress: 'InstaPay address',
  transferNote: 'Transfer note',
  openInstapay: 'Open InstaPay',
  transferReference: 'Transfer reference',
  transferReferenceHint: 'The reference number on your InstaPay receipt',
  transferScreenshot: 'Screenshot of your receipt (optional)',
  transferScreenshotHint: 'A picture of your InstaPay receipt helps us find your transfer sooner. Only our staff see it.',
  seeTransferScreenshot: 'See the screenshot of her receipt',
  reportTransfer: 'I have sent it',
  correctTransfer: 'Correct the reference',
  transferReported: 'Thank you: we confirm your transfer as soon as it reaches us',
  transferWaiting: (reference: string, time: string) => `Transfer ${reference} reported on ${time}: we confirm it as soon as it reaches the shop's account.`,
  transferHeld: 'We keep your order until we have checked your transfer.',
  transferNotReported: 'No transfer reported yet.',
  transferToCheck: (reference: string, time: string) => `She reported transfer ${reference} on ${time}: check that it reached the shop's account, then confirm the order.`,
  confirmTransfer: (amount: string) => `Transfer of ${amount} received: confirm the order`,
  transferConfirmed: (orderNumber: string) => `Order ${orderNumber}: transfer confirmed`,
  returnTitle: 'Your payment',
  checkingPayment: 'Checking your payment with the bank… This page updates by itself.',
  stillChecking: 'Your bank has not told us yet. We will email you as soon as it does; you need not pay again.',
  paymentFailed: 'The payment did not go through, and nothing was charged. Your order is cancelled; you are welcome to order again.',
  paidAfterCancel: 'Your payment arrived after your order was cancelled: it was charged, but the order will not be sent. We refund it to the card or wallet you paid with and email you when we do.',
  paymentGoesBack: (amount: string) => `Your payment of ${amount} goes back to the card or wallet you paid with: we email you when it is refunded.`,
  paymentRefundedToYou: (amount: string) => `Your payment of ${amount} was refunded to the card or wallet you paid with.`,
  paymentLinkInvalid: 'This payment page cannot be read. Your order page shows whether it was paid.',
  seeOrder: 'See your order',
  /** An exchange order starts confirmed: its return is what confirmed it, not a call. */
  exchangeConfirmed: 'Confirmed with its return',
  nothingToPay: 'Nothing to pay',
  exchangeOfReturn: 'The return this exchange comes from',
  byShopperView: { shopper: 'by you', admin: 'by the shop', system: 'automatically: it was not confirmed in time' },
  byStaffView: { shopper: 'by the shopper', admin: 'by staff', system: 'automatically: not confirmed in time' },
  callAnswered: 'Call: answered',
  callNoAnswer: 'Call: no answer',
  itemsChanged: 'Items changed by staff',
  cashDifferent: 'Courier cash differs from the amount due',
  ownDelivery: 'Delivered by our own staff',
  trackingNumber: termMessages.en.trackingNumber,
};

/** Arabic words used twice in this catalogue, where English has two. */
const arPlaceOrder = 'تأكيد الطلب';
const arPaymentMethod = 'طريقة الدفع';
const arAutomatically = 'تلقائيًا: لم يتم تأكيده في الوقت المحدد';

const ar: typeof en = {
  cartTitle: 'سلة المشتريات',
  cartDescription: 'سلة مشترياتك في Pointe: المقاسات والكميات وكود الخصم والإجمالي، والدفع نقدًا عند الاستلام.',
  cartEmpty: 'السلة فارغة.',
  goShopping: termMessages.ar.goShopping,
  sizeOf: termMessages.ar.sizeOf,
  oneFewer: (name: string) => `قطعة أقل من ${name}`,
  oneMore: (name: string) => `قطعة أخرى من ${name}`,
  quantityOf: (name: string) => `كمية ${name}`,
  removeLine: (name: string) => `احذف ${name}`,
  remove: termMessages.ar.remove,
  promoCode: termMessages.ar.promoCode,
  apply: filterMessages.ar.apply,
  promoBefore: termMessages.ar.promoCode,
  promoAfter: 'مُطبَّق',
  removePromo: 'إلغاء الكود',
  cartSummary: 'ملخص السلة',
  proceedToCheckout: 'إتمام الشراء',
  promoAppliedToast: (code: string, amount: string) => `تم تطبيق كود الخصم ${code}: خصم ${amount}`,

  checkoutSteps: 'خطوات الشراء',
  steps: { signIn: commonMessages.ar.signIn, shipping: termMessages.ar.shipping, payment: termMessages.ar.payment, placeOrder: arPlaceOrder },

  shippingTitle: 'عنوان الشحن',
  fields: {
    fullName: 'الاسم بالكامل',
    mobileNumber: 'رقم الموبايل',
    streetName: 'اسم الشارع',
    buildingNumber: 'رقم العمارة',
    apartmentNumber: 'رقم الشقة',
    floor: 'الدور (اختياري)',
    area: 'المنطقة',
    landmark: 'أقرب علامة مميزة (اختياري)',
  },
  mobileHint: '11 رقمًا، يبدأ بـ 01',
  city: 'المدينة',
  notDeliveredYet: 'لا نوصّل إليها بعد',
  chooseCity: 'اختر مدينتك',
  shippingFrom: 'ابتداءً من',
  cities: cityNames.ar,
  continue: 'متابعة',

  paymentTitle: arPaymentMethod,
  paymentMethod: arPaymentMethod,
  paymentHint: 'ادفع نقدًا عند استلام طلبك.',
  paymentHintOnline: 'ادفع نقدًا عند استلام طلبك، أو ادفع الآن: نحجز طلبك لك أثناء الدفع.',
  codFeeHint: (amount) => `الدفع عند الاستلام يضيف ${amount}.`,
  codFee: 'رسوم الدفع عند الاستلام',
  paymentMethods: paymentMethodNames.ar,

  placeOrderTitle: arPlaceOrder,
  shipping: termMessages.ar.shipping,
  payment: termMessages.ar.payment,
  items: termMessages.ar.items,
  edit: termMessages.ar.edit,
  orderSummary: termMessages.ar.orderSummary,
  placingOrder: 'جارٍ تسجيل طلبك…',
  placeOrder: arPlaceOrder,

  // No `many`: it is the `other` form, which plural() falls back to.
  subtotal: {
    zero: 'المجموع الفرعي (لا توجد قطع)',
    one: 'المجموع الفرعي (قطعة واحدة)',
    two: 'المجموع الفرعي (قطعتان)',
    few: 'المجموع الفرعي ({count} قطع)',
    other: 'المجموع الفرعي ({count} قطعة)',
  },
  free: termMessages.ar.free,
  discount: termMessages.ar.discount,
  total: termMessages.ar.total,

  separator: '، ',
  address: (parts) =>
    `${parts.street}، عمارة ${parts.building}، ${parts.floor ? `الدور ${parts.floor}، ` : ''}شقة ${parts.apartment}، ${parts.landmark ? `بجوار ${parts.landmark}، ` : ''}${parts.area}، ${parts.city}`,
  sizes: sizeNames.ar,

  orderTimeline: 'مراحل الطلب',
  statusLabel: 'الحالة:',
  timelineSteps: {
    pending: 'تم استلام الطلب',
    confirmed: 'تم التأكيد بالتليفون',
    shipped: orderStatusNames.ar.shipped,
    delivered: 'تم التوصيل ودفع المبلغ',
    refused: orderStatusNames.ar.refused,
    returned: 'رجع إلينا',
    cancelled: 'أُلغي',
    'awaiting-payment': 'تم استلام الطلب، في انتظار الدفع',
  },
  paidOnline: 'تم الدفع أونلاين وتأكيد الطلب',
  payFirstInstead: 'يمكنك الدفع أونلاين بدلًا من ذلك: اختر طريقة دفع بالأسفل.',
  notPaidInTime: 'أُلغي: لم تتم عملية الدفع في الوقت المحدد',
  paymentFlags: {
    amountMismatch: 'أبلغ مزود الدفع عن مبلغ أو عملة غير ما في هذا الطلب: لم يُعتبر مدفوعًا. راجع الدفع في لوحة مزود الدفع.',
    paidAfterRelease: 'وصل مبلغ لهذا الطلب بعد إلغاء حجزه: خُصم المبلغ، ويبقى الطلب كما هو. رُده بالأسفل (البطاقات والمحافظ) أو من لوحة مزود الدفع، أو اتفق مع العميلة.',
  },
  refundPayment: (amount) => `رُد ${amount} إلى البطاقة أو المحفظة التي دفعت بها`,
  paymentWentBack: (amount) => `رُدّ مبلغ ${amount} إلى البطاقة أو المحفظة التي دفعت بها.`,
  paymentRefundedToast: (orderNumber) => `الطلب ${orderNumber}: رُدّ المبلغ المدفوع`,
  payNow: 'ادفع الآن',
  heldUntil: (time) => `نحجز طلبك حتى ${time}: ادفع قبلها، وإلا يُلغى الطلب دون خصم أي مبلغ.`,
  payAtFawry: (amount) => `ادفع ${amount} في أي منفذ فوري أو في تطبيق فوري برقم المرجع هذا:`,
  paymentPageUnavailable: 'لا يمكن فتح صفحة الدفع الآن. حاول مرة أخرى بعد دقائق من فضلك.',
  payByInstapay: (amount) => `حوّل ${amount} عبر إنستاباي إلى عنوان المتجر أدناه، واكتب الملاحظة أدناه لنجد طلبك. ثم اكتب هنا رقم المرجع من إيصال إنستاباي.`,
  instapayAddress: 'عنوان إنستاباي',
  transferNote: 'ملاحظة التحويل',
  openInstapay: 'افتح إنستاباي',
  transferReference: 'مرجع التحويل',
  transferReferenceHint: 'رقم المرجع في إيصال إنستاباي',
  transferScreenshot: 'صورة شاشة الإيصال (اختيارية)',
  transferScreenshotHint: 'صورة إيصال إنستاباي تساعدنا على إيجاد تحويلك أسرع. لا يراها إلا فريق المتجر.',
  seeTransferScreenshot: 'اعرض صورة إيصالها',
  reportTransfer: 'أرسلتُ التحويل',
  correctTransfer: 'صحّح المرجع',
  transferReported: 'شكرًا: نؤكد تحويلك فور وصوله إلينا',
  transferWaiting: (reference, time) => `أُبلغ عن التحويل ${reference} في ${time}: نؤكده فور وصوله إلى حساب المتجر.`,
  transferHeld: 'نحتفظ بطلبك حتى نتحقق من تحويلك.',
  transferNotReported: 'لم يُبلَّغ عن تحويل بعد.',
  transferToCheck: (reference, time) => `أبلغت العميلة عن التحويل ${reference} في ${time}: تأكد من وصوله إلى حساب المتجر، ثم أكّد الطلب.`,
  confirmTransfer: (amount) => `وصل تحويل ${amount}: أكّد الطلب`,
  transferConfirmed: (orderNumber) => `الطلب ${orderNumber}: تم تأكيد التحويل`,
  returnTitle: termMessages.ar.payment,
  checkingPayment: 'نتحقق من الدفع مع البنك… تتحدث هذه الصفحة تلقائيًا.',
  stillChecking: 'لم يُبلغنا البنك بعد. سنرسل لك بريدًا بمجرد أن يفعل؛ لا داعي للدفع مرة أخرى.',
  paymentFailed: 'لم تتم عملية الدفع ولم يُخصم أي مبلغ. أُلغي طلبك، ويسعدنا أن تطلب مرة أخرى.',
  paidAfterCancel: 'وصل دفعك بعد إلغاء طلبك: خُصم المبلغ، لكن الطلب لن يُشحن. نرده إلى البطاقة أو المحفظة التي دفعت بها ونراسلك بالبريد عند رده.',
  paymentGoesBack: (amount) => `يُرد دفعك البالغ ${amount} إلى البطاقة أو المحفظة التي دفعت بها، ونراسلك بالبريد عند رده.`,
  paymentRefundedToYou: (amount) => `رُدّ دفعك البالغ ${amount} إلى البطاقة أو المحفظة التي دفعت بها.`,
  paymentLinkInvalid: 'لا يمكن قراءة صفحة الدفع هذه. صفحة طلبك توضح إن كان قد دُفع.',
  seeOrder: 'اعرض طلبك',
  exchangeConfirmed: 'تم تأكيده مع طلب الإرجاع',
  nothingToPay: 'لا يوجد مبلغ للدفع',
  exchangeOfReturn: 'طلب الإرجاع الذي جاء منه هذا الاستبدال',
  byShopperView: { shopper: 'بواسطتك', admin: 'بواسطة المتجر', system: arAutomatically },
  byStaffView: { shopper: 'بواسطة العميل', admin: 'بواسطة الموظفين', system: arAutomatically },
  callAnswered: 'مكالمة: تم الرد',
  callNoAnswer: 'مكالمة: لم يتم الرد',
  itemsChanged: 'عدّل الموظفون المنتجات',
  cashDifferent: 'نقدية شركة الشحن تختلف عن المبلغ المستحق',
  ownDelivery: 'تم التوصيل بواسطة فريقنا',
  trackingNumber: termMessages.ar.trackingNumber,
};

export const checkoutMessages: Catalogue<typeof en> = { en, ar };
