import { cityNames, sizeNames, type Locale, type OrderEventJson } from '@pointe/config';

/**
 * Every word of the shop's emails, in English and Arabic (the language the shopper signed up or
 * ordered in). The Arabic half is typed as the English one, so a missing or extra key fails the
 * typecheck; messages.test.ts checks that no value is empty. Values that take arguments are
 * functions of strings: amounts and dates arrive already formatted for the language
 * (formatPrice, formatDate from @pointe/config), and the HTML part isolates each argument (mailer.ts).
 * English is word for word what the emails said before they had an Arabic version.
 */

type Actor = OrderEventJson['by'];

const en = {
  signature: 'Pointe Dancewear',
  hello: (name: string) => `Hello ${name},`,
  helloNoName: 'Hello,',

  resetSubject: 'Pointe: reset your password',
  resetAsked: 'Someone (hopefully you) asked to reset the password of your Pointe account.',
  resetOpen: 'Open this link within 1 hour to choose a new one:',
  resetButton: 'Reset my password',
  resetIgnore: 'If you did not ask, ignore this email: your password stays as it is.',

  receivedSubject: (orderNumber: string, orderId: string) => `Pointe: we received your order ${orderNumber} (${orderId})`,
  receivedThanks: (name: string) => `Thank you for your order, ${name}! We received it.`,
  changedSubject: (orderNumber: string, orderId: string) => `Pointe: your order ${orderNumber} (${orderId}) was changed`,
  changedThanks: (name: string) => `Hello ${name}, as agreed with you we changed your order. Here it is as it is now.`,
  placedOn: (date: string) => `Placed on ${date}.`,
  willCall: (mobile: string) => `We will call you on ${mobile} to confirm your order before we ship it.`,
  line: (quantity: string, name: string, size: string, amount: string) => `${quantity} × ${name} (${size}): ${amount}`,
  items: (amount: string) => `Items: ${amount}`,
  shipping: (amount: string) => `Shipping: ${amount}`,
  discount: (code: string, amount: string) => `Discount (${code}): -${amount}`,
  codFee: (amount: string) => `Cash on delivery fee: ${amount}`,
  total: (amount: string) => `Total: ${amount}`,
  cashOnDelivery: (amount: string) => `Please have ${amount} in cash ready when your order is delivered.`,
  /** The floor and the landmark are optional (issue 37): left out when she left them blank. */
  address: (fullName: string, building: string, street: string, apartment: string, area: string, city: string, { floor, landmark }: { floor?: string; landmark?: string } = {}) =>
    `${fullName}, ${building} ${street}, ${floor ? `floor ${floor}, ` : ''}apartment ${apartment}, ${landmark ? `near ${landmark}, ` : ''}${area}, ${city}`,
  deliveringTo: (address: string) => `Delivering to: ${address}`,
  followOrder: 'Follow your order',
  orderNumber: (orderNumber: string, orderId: string) => `Order number: ${orderNumber} (reference ${orderId})`,
  confirmYourself: 'Confirm it yourself (no call needed), or cancel it, with one tap:',
  confirmButton: 'Confirm or cancel my order',
  confirmSms: (orderNumber: string, link: string) => `Pointe: confirm or cancel your order ${orderNumber}: ${link}`,
  confirmedByYouThanks: 'Thank you for confirming your order. We are preparing it now.',

  confirmedSubject: (orderNumber: string, orderId: string) => `Pointe: your order ${orderNumber} (${orderId}) is confirmed`,
  confirmedThanks: 'Thank you for confirming your order by phone. We are preparing it now.',
  cashWhenDelivered: (amount: string) => `Please have ${amount} in cash ready when it is delivered.`,
  shippedSubject: (orderNumber: string, orderId: string) => `Pointe: your order ${orderNumber} (${orderId}) is on its way`,
  shippedCourier: (trackingNumber: string) => `Your order has been handed to the courier. Tracking number: ${trackingNumber}.`,
  shippedOurselves: 'Your order is on its way with our own delivery team.',
  deliveredSubject: (orderNumber: string, orderId: string) => `Pointe: your order ${orderNumber} (${orderId}) was delivered`,
  deliveredPaid: (amount: string) => `Your order was delivered and we received your payment of ${amount}. Enjoy dancing in it!`,
  cancelledSubject: (orderNumber: string, orderId: string) => `Pointe: your order ${orderNumber} (${orderId}) is cancelled`,
  cancelledBy: {
    shopper: 'You cancelled this order.',
    admin: 'Our team cancelled this order.',
    system: 'We cancelled this order automatically because we could not confirm it with you by phone in time.',
  } satisfies Record<Actor, string>,
  nothingDue: 'Nothing is due. You are welcome to order again at any time.',
  paidThanks: 'Thank you: your payment arrived and your order is confirmed. We are preparing it now.',
  nothingAtDoor: 'It is paid: there is nothing to pay when it is delivered.',
  paymentReleased: 'We cancelled this order because its payment did not go through in time. Nothing was charged.',
  payDueSubject: (orderNumber: string, orderId: string) => `Pointe: pay for your order ${orderNumber} (${orderId})`,
  payOnline: (amount: string, time: string) => `Your order is waiting for its payment of ${amount}. Pay online before ${time} from your order's page:`,
  payAtFawry: (amount: string, code: string, time: string) => `Pay ${amount} at any Fawry outlet or in the Fawry app with the reference number ${code} before ${time}.`,
  payByInstapay: (amount: string, address: string, note: string, time: string) =>
    `Send ${amount} by InstaPay to ${address} with the note "${note}" before ${time}, then write the transfer's reference on your order's page:`,
  payOrCancelled: 'If it is not paid by then, we cancel the order and nothing is charged.',
  refundedSubject: (orderNumber: string, orderId: string) => `Pointe: your payment for order ${orderNumber} (${orderId}) is refunded`,
  paymentRefunded: (amount: string) => `We refunded your payment of ${amount} for this order to the card or wallet you paid with. Your bank may take a few days to show it.`,
  yourOrder: 'Your order',

  backSubject: (product: string) => `Pointe: ${product} is back in stock`,
  backNews: (product: string, size: string) => `Good news: ${product} in size ${size} is back in stock.`,
  backOpen: 'Open the product page to order it before it sells out again:',
  backButton: 'See the product',
  backOnce: 'You asked us to tell you once: this is the only email we send about it.',

  /** Sizes and cities as the shop lists them (the stored values are English): config's terms. */
  sizes: sizeNames.en as Record<string, string>,
  cities: cityNames.en as Record<string, string>,
};

export type EmailMessages = typeof en;

/**
 * Arabic subjects start with the Arabic words and end with the shop's name: a subject's first letter
 * sets its direction in most mail clients, so it reads right to left.
 */
const ar: EmailMessages = {
  signature: 'Pointe لملابس الرقص',
  hello: (name) => `أهلاً ${name}،`,
  helloNoName: 'أهلاً،',

  resetSubject: 'إعادة تعيين كلمة المرور | Pointe',
  resetAsked: 'طلب أحدهم (نتمنى أن تكون أنت) إعادة تعيين كلمة المرور لحسابك على Pointe.',
  resetOpen: 'افتح هذا الرابط خلال ساعة واحدة لتختار كلمة مرور جديدة:',
  resetButton: 'إعادة تعيين كلمة المرور',
  resetIgnore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',

  receivedSubject: (orderNumber, orderId) => `استلمنا طلبك رقم ${orderNumber} (${orderId}) | Pointe`,
  receivedThanks: (name) => `شكراً لطلبك يا ${name}! لقد استلمناه.`,
  changedSubject: (orderNumber, orderId) => `تم تعديل طلبك رقم ${orderNumber} (${orderId}) | Pointe`,
  changedThanks: (name) => `أهلاً ${name}، عدّلنا طلبك كما اتفقنا معك. هذا هو طلبك الآن.`,
  placedOn: (date) => `تاريخ الطلب: ${date}.`,
  willCall: (mobile) => `سنتصل بك على الرقم ${mobile} لتأكيد طلبك قبل شحنه.`,
  line: (quantity, name, size, amount) => `${quantity} × ${name} (${size}): ${amount}`,
  items: (amount) => `المنتجات: ${amount}`,
  shipping: (amount) => `الشحن: ${amount}`,
  discount: (code, amount) => `الخصم (${code}): -${amount}`,
  codFee: (amount) => `رسوم الدفع عند الاستلام: ${amount}`,
  total: (amount) => `الإجمالي: ${amount}`,
  cashOnDelivery: (amount) => `من فضلك جهّز مبلغ ${amount} نقداً عند استلام طلبك.`,
  address: (fullName, building, street, apartment, area, city, { floor, landmark } = {}) =>
    `${fullName}، ${building} ${street}، ${floor ? `الدور ${floor}، ` : ''}شقة ${apartment}، ${landmark ? `بجوار ${landmark}، ` : ''}${area}، ${city}`,
  deliveringTo: (address) => `التوصيل إلى: ${address}`,
  followOrder: 'تابع طلبك',
  orderNumber: (orderNumber, orderId) => `رقم الطلب: ${orderNumber} (المرجع ${orderId})`,
  confirmYourself: 'أكّد طلبك بنفسك (دون انتظار مكالمة) أو ألغِه، بلمسة واحدة:',
  confirmButton: 'تأكيد طلبي أو إلغاؤه',
  confirmSms: (orderNumber, link) => `Pointe: أكّد طلبك رقم ${orderNumber} أو ألغِه: ${link}`,
  confirmedByYouThanks: 'شكرًا لتأكيد طلبك. نجهّزه الآن.',

  confirmedSubject: (orderNumber, orderId) => `تم تأكيد طلبك رقم ${orderNumber} (${orderId}) | Pointe`,
  confirmedThanks: 'شكراً لتأكيد طلبك هاتفياً. نجهّز طلبك الآن.',
  cashWhenDelivered: (amount) => `من فضلك جهّز مبلغ ${amount} نقداً عند التسليم.`,
  shippedSubject: (orderNumber, orderId) => `طلبك رقم ${orderNumber} (${orderId}) في الطريق إليك | Pointe`,
  shippedCourier: (trackingNumber) => `سلّمنا طلبك لشركة الشحن. رقم التتبع: ${trackingNumber}.`,
  shippedOurselves: 'طلبك في الطريق إليك مع مندوب التوصيل الخاص بنا.',
  deliveredSubject: (orderNumber, orderId) => `تم توصيل طلبك رقم ${orderNumber} (${orderId}) | Pointe`,
  deliveredPaid: (amount) => `تم توصيل طلبك واستلمنا مبلغ ${amount}. نتمنى لك رقصاً ممتعاً!`,
  cancelledSubject: (orderNumber, orderId) => `تم إلغاء طلبك رقم ${orderNumber} (${orderId}) | Pointe`,
  cancelledBy: {
    shopper: 'لقد ألغيت هذا الطلب.',
    admin: 'ألغى فريقنا هذا الطلب.',
    system: 'ألغينا هذا الطلب تلقائياً لأننا لم نتمكن من تأكيده معك هاتفياً في الوقت المحدد.',
  },
  nothingDue: 'لا يوجد أي مبلغ مستحق عليك، ويسعدنا أن تطلب مرة أخرى في أي وقت.',
  paidThanks: 'شكراً لك: وصلنا دفعك وتم تأكيد طلبك. نجهّز طلبك الآن.',
  nothingAtDoor: 'الطلب مدفوع: لا يوجد ما تدفعه عند التسليم.',
  paymentReleased: 'ألغينا هذا الطلب لأن الدفع لم يتم في الوقت المحدد، ولم يُخصم منك أي مبلغ.',
  payDueSubject: (orderNumber, orderId) => `ادفع ثمن طلبك رقم ${orderNumber} (${orderId}) | Pointe`,
  payOnline: (amount, time) => `طلبك في انتظار دفع ${amount}. ادفع أونلاين قبل ${time} من صفحة طلبك:`,
  payAtFawry: (amount, code, time) => `ادفع ${amount} في أي منفذ فوري أو في تطبيق فوري برقم المرجع ${code} قبل ${time}.`,
  payByInstapay: (amount, address, note, time) => `حوّل ${amount} عبر إنستاباي إلى ${address} واكتب في الملاحظة "${note}" قبل ${time}، ثم اكتب مرجع التحويل في صفحة طلبك:`,
  payOrCancelled: 'إذا لم يُدفع حتى ذلك الوقت، نلغي الطلب دون خصم أي مبلغ.',
  refundedSubject: (orderNumber, orderId) => `رددنا دفعك للطلب رقم ${orderNumber} (${orderId}) | Pointe`,
  paymentRefunded: (amount) => `رددنا دفعك البالغ ${amount} لهذا الطلب إلى البطاقة أو المحفظة التي دفعت بها. قد يستغرق ظهوره في حسابك البنكي بضعة أيام.`,
  yourOrder: 'طلبك',

  backSubject: (product) => `عاد ${product} إلى المخزون | Pointe`,
  backNews: (product, size) => `خبر سعيد: عاد ${product} بمقاس ${size} إلى المخزون.`,
  backOpen: 'افتح صفحة المنتج لتطلبه قبل أن ينفد مرة أخرى:',
  backButton: 'عرض المنتج',
  backOnce: 'طلبت أن نخبرك مرة واحدة: هذه هي الرسالة الوحيدة التي نرسلها بخصوصه.',

  sizes: sizeNames.ar,
  cities: cityNames.ar,
};

export const emailMessages: Record<Locale, EmailMessages> = { en, ar };

/** A size's label in the language (an unknown one, as stored). */
export function sizeLabel(messages: EmailMessages, size: string): string {
  return messages.sizes[size] ?? size;
}

/** A city's name in the language (an unknown one, as stored). */
export function cityLabel(messages: EmailMessages, city: string): string {
  return messages.cities[city] ?? city;
}
