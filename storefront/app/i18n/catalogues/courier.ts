import type { Catalogue } from '../messages';
import { commonMessages } from './common';

/**
 * The words of couriers' cash on the admin pages: the settlements page (/admin/settlements) and the
 * dashboard's panel of cash collected by couriers and not yet settled.
 */
const en = {
  title: commonMessages.en.settlements,
  recordSettlement: 'Record a settlement',
  recordHint: 'The cash a courier handed over. It must equal the cash the courier collected on the orders it covers.',
  courier: 'Courier',
  courierHint: 'Its name in the webhook secrets, such as bosta',
  settledOn: 'Date',
  amount: 'Amount (EGP)',
  orderNumbers: 'Order numbers',
  orderNumbersHint: 'Separated by commas or spaces, such as 10001, 10002',
  csvFile: 'Or import a CSV',
  csvHint: 'One order per line: its number, then the amount (a first line of column names is fine)',
  note: 'Note (optional)',
  record: 'Record settlement',
  recorded: (amount: string) => `Settlement of ${amount} recorded.`,
  refused: 'This settlement was not recorded:',
  allSettlements: 'Recorded settlements',
  noSettlements: 'No settlement recorded yet.',
  orders: commonMessages.en.orders,
  unsettledHeading: 'Cash held by couriers',
  unsettledTotal: 'Not yet settled',
  unsettledOrders: (count: string) => `${count} orders`,
  nothingUnsettled: 'Every courier has settled its cash.',
  overdueHeading: (days: string) => `Delivered more than ${days} days ago, not settled`,
  noOverdue: 'No order waits too long.',
  order: 'Order',
  deliveredOn: 'Delivered',
  cashByCourier: 'Cash collected by the courier',
  notReported: 'not reported yet',
};

const ar: typeof en = {
  title: commonMessages.ar.settlements,
  recordSettlement: 'تسجيل تسوية',
  recordHint: 'النقدية التي سلّمتها شركة الشحن. يجب أن تساوي ما حصّلته من الطلبات التي تشملها.',
  courier: 'شركة الشحن',
  courierHint: 'اسمها في مفاتيح الويب هوك، مثل bosta',
  settledOn: 'تاريخ التسوية',
  amount: 'المبلغ (جنيه)',
  orderNumbers: 'أرقام الطلبات',
  orderNumbersHint: 'مفصولة بفواصل أو مسافات، مثل 10001، 10002',
  csvFile: 'أو استورد ملف CSV',
  csvHint: 'طلب في كل سطر: رقمه ثم المبلغ (يمكن أن يكون السطر الأول أسماء الأعمدة)',
  note: 'ملاحظة (اختيارية)',
  record: 'سجّل التسوية',
  recorded: (amount) => `تم تسجيل تسوية بمبلغ ${amount}.`,
  refused: 'لم تُسجَّل هذه التسوية:',
  allSettlements: 'التسويات المسجّلة',
  noSettlements: 'لم تُسجَّل أي تسوية بعد.',
  orders: commonMessages.ar.orders,
  unsettledHeading: 'نقدية لدى شركات الشحن',
  unsettledTotal: 'لم تُسوَّ بعد',
  unsettledOrders: (count) => `${count} طلبات`,
  nothingUnsettled: 'كل شركات الشحن سلّمت ما حصّلته.',
  overdueHeading: (days) => `تم توصيلها منذ أكثر من ${days} أيام ولم تُسوَّ`,
  noOverdue: 'لا يوجد طلب متأخر.',
  order: 'الطلب',
  deliveredOn: 'تاريخ التوصيل',
  cashByCourier: 'ما حصّلته شركة الشحن',
  notReported: 'لم تُبلغ عنه بعد',
};

export const courierMessages: Catalogue<typeof en> = { en, ar };
