import type { Catalogue } from '../messages';
import { checkoutMessages } from './checkout';
import { commonMessages } from './common';

/**
 * The words of the cash-on-delivery risk rules (ADR 019): the admin page /admin/cod-rules and the
 * history line and buttons on each admin order card. The shopper's refusal words are error words
 * (errors.ts and config's English table: codOverLimit, codNumberBlocked).
 */
const en = {
  title: commonMessages.en.codRules,
  heading: 'Cash on delivery rules',
  intro: 'Checked by the shop when an order is placed. An order these rules refuse cannot be paid in cash on delivery: it cannot be placed, unless she pays first with a method switched on in Admin › Payments.',
  maxCodTotal: 'Largest order total for cash on delivery (EGP)',
  maxCodTotalHint: 'Leave empty for no limit',
  refusalsToBlock: 'Refused deliveries that block a mobile number',
  refusalsToBlockHint: 'Two by default: one refusal can be a mishap, two are a pattern',
  maxPendingOrders: 'Unconfirmed orders one account, mobile number or address may have open',
  maxPendingOrdersHint: 'Three by default: their pieces are held from other shoppers until confirmed. Leave empty for no cap',
  maxUnitsPerLine: 'Pieces of one product in one size per order',
  maxUnitsPerLineHint: 'Five by default: larger orders are arranged with the shop. Leave empty for no cap',
  codFee: 'Cash on delivery fee (EGP)',
  codFeeHint: 'Added to orders paid in cash at the door (Egyptian shops charge 10–20 EGP); paying first avoids it. 0 or empty: none',
  saveRules: 'Save rules',
  rulesSaved: 'Rules saved',
  noLimit: 'No limit',
  liftHeading: 'Lift or put back a block',
  liftIntro: 'A lifted number may pay cash on delivery again; a new refusal blocks it again.',
  mobileNumber: checkoutMessages.en.fields.mobileNumber,
  lift: 'Lift the block',
  putBack: 'Put the block back',
  lifted: (mobile: string) => `Block lifted for ${mobile}`,
  putBackDone: (mobile: string) => `Block put back for ${mobile}`,
  liftsHeading: 'Lifted blocks',
  noLifts: 'No block lifted.',
  refusedAtLift: 'Refusals when lifted',
  liftedOn: 'Lifted on',
  // The admin order card
  thisNumber: 'This number',
  thisAccount: 'This account',
  history: (placed: string, delivered: string, refused: string) => `${placed} placed, ${delivered} delivered, ${refused} refused`,
  blocked: 'Cash on delivery blocked',
  blockLifted: 'Block lifted by staff',
};

const ar: typeof en = {
  title: commonMessages.ar.codRules,
  heading: commonMessages.ar.codRules,
  intro: 'يتحقق منها المتجر عند تقديم كل طلب. الطلب الذي ترفضه هذه القواعد لا يُدفع عند الاستلام: لا يمكن تقديمه إلا إذا دفعت العميلة مسبقًا بطريقة مفعّلة في الإدارة › المدفوعات.',
  maxCodTotal: 'أقصى إجمالي للطلب مع الدفع عند الاستلام (جنيه)',
  maxCodTotalHint: 'اتركه فارغًا لعدم وجود حد',
  refusalsToBlock: 'عدد مرات رفض الاستلام التي توقف رقم الموبايل',
  refusalsToBlockHint: 'مرتان افتراضيًا: قد يكون الرفض مرة واحدة صدفة، أما مرتان فنمط متكرر',
  maxPendingOrders: 'عدد الطلبات غير المؤكدة المفتوحة لكل حساب أو رقم موبايل أو عنوان',
  maxPendingOrdersHint: 'ثلاثة افتراضيًا: تبقى قطعها محجوزة عن باقي العملاء حتى التأكيد. اتركه فارغًا لعدم وجود حد',
  maxUnitsPerLine: 'عدد القطع من المنتج نفسه بالمقاس نفسه في الطلب الواحد',
  maxUnitsPerLineHint: 'خمس افتراضيًا: الطلبات الأكبر تُرتَّب مع المتجر. اتركه فارغًا لعدم وجود حد',
  codFee: 'رسوم الدفع عند الاستلام (جنيه)',
  codFeeHint: 'تُضاف إلى الطلبات المدفوعة نقدًا عند الباب (تفرض المتاجر المصرية 10–20 جنيهًا)؛ الدفع المسبق يعفي منها. 0 أو فارغ: لا رسوم',
  saveRules: 'حفظ القواعد',
  rulesSaved: 'تم حفظ القواعد',
  noLimit: 'بلا حد',
  liftHeading: 'رفع الإيقاف أو إعادته',
  liftIntro: 'يمكن للرقم المرفوع عنه الإيقاف الدفع عند الاستلام مجددًا؛ ويعيد أي رفض جديد إيقافه.',
  mobileNumber: checkoutMessages.ar.fields.mobileNumber,
  lift: 'رفع الإيقاف',
  putBack: 'إعادة الإيقاف',
  lifted: (mobile: string) => `تم رفع الإيقاف عن ${mobile}`,
  putBackDone: (mobile: string) => `تمت إعادة الإيقاف على ${mobile}`,
  liftsHeading: 'أرقام رُفع عنها الإيقاف',
  noLifts: 'لم يُرفع الإيقاف عن أي رقم.',
  refusedAtLift: 'مرات الرفض عند رفع الإيقاف',
  liftedOn: 'تاريخ رفع الإيقاف',
  thisNumber: 'هذا الرقم',
  thisAccount: 'هذا الحساب',
  history: (placed: string, delivered: string, refused: string) => `${placed} طلب، ${delivered} تم تسليمه، ${refused} مرفوض`,
  blocked: 'الدفع عند الاستلام موقوف',
  blockLifted: 'رفع الموظفون الإيقاف',
};

export const codRiskMessages: Catalogue<typeof en> = { en, ar };
