import type { Catalogue } from '../messages';

/**
 * Order numbers as people say them (on the order pages, the history and the admin's), the page where
 * the shopper confirms or cancels her order from the signed link in her email or SMS (ADR 018), and
 * the admin's search by number.
 */
const en = {
  orderNumber: (orderNumber: string) => `Order number ${orderNumber}`,
  reference: (id: string) => `Reference ${id}`,

  title: 'Confirm your order',
  intro: 'Please check your order. Confirm it and we start preparing it at once, with no call needed; or cancel it if you changed your mind.',
  confirm: 'Confirm my order',
  cancel: 'Cancel my order',
  confirmedTitle: 'Thank you! Your order is confirmed.',
  confirmedBody: 'We are preparing it now. Please have the cash ready when it is delivered.',
  cancelledTitle: 'Your order is cancelled.',
  cancelledBody: 'We will not ship it and nothing is due.',
  problemTitle: 'This link cannot be used',
  browse: 'Continue shopping',
  cashToPay: 'Cash to pay on delivery',

  // Admin
  findByNumber: 'Find an order by its number',
  find: 'Find',
  noSuchNumber: (orderNumber: string) => `No order has the number ${orderNumber}.`,
  sayNumber: (orderNumber: string) => `On the call, say order number ${orderNumber}.`,
  confirmedByShopper: 'Confirmed by the shopper (her link)',
  confirmedByYou: 'Confirmed by you',
};

const ar: typeof en = {
  orderNumber: (orderNumber) => `رقم الطلب ${orderNumber}`,
  reference: (id) => `المرجع ${id}`,

  title: 'أكّد طلبك',
  intro: 'راجع طلبك من فضلك. أكّده لنبدأ تجهيزه فورًا دون انتظار مكالمة، أو ألغِه إن غيّرت رأيك.',
  confirm: 'تأكيد طلبي',
  cancel: 'إلغاء طلبي',
  confirmedTitle: 'شكرًا! تم تأكيد طلبك.',
  confirmedBody: 'نجهّزه الآن. جهّز المبلغ نقدًا عند التوصيل من فضلك.',
  cancelledTitle: 'تم إلغاء طلبك.',
  cancelledBody: 'لن نشحنه ولا يستحق عليك أي مبلغ.',
  problemTitle: 'لا يمكن استخدام هذا الرابط',
  browse: 'متابعة التسوق',
  cashToPay: 'المبلغ المطلوب نقدًا عند التوصيل',

  findByNumber: 'ابحث عن طلب برقمه',
  find: 'ابحث',
  noSuchNumber: (orderNumber) => `لا يوجد طلب بالرقم ${orderNumber}.`,
  sayNumber: (orderNumber) => `في المكالمة، اذكر رقم الطلب ${orderNumber}.`,
  confirmedByShopper: 'أكّده العميل بنفسه (من رابطه)',
  confirmedByYou: 'أكّدته بنفسك',
};

export const selfConfirmMessages: Catalogue<typeof en> = { en, ar };
