import type { StoreCreditKind } from '@pointe/config';
import type { Catalogue } from '../messages';

/** Words of store credit (ADR 024): the profile's balance, the place order page's checkbox, the order's amounts. */
const en = {
  storeCredit: 'Store credit',
  balance: 'Your store credit balance',
  recentEntries: 'Recent store credit',
  useCredit: (amount: string) => `Use my store credit (${amount})`,
  useCreditHint: 'It pays part or all of the total; the rest is paid in cash on delivery.',
  creditUsed: 'Store credit used',
  toPayOnDelivery: 'To pay on delivery',
  kinds: { refund: 'Refund', order: 'Spent on order', 'order-returned': 'Back from order', adjustment: 'From the shop', exchange: 'Exchange difference' } satisfies Record<StoreCreditKind, string>,
  orderNumber: (orderNumber: string) => `No. ${orderNumber}`,
};

const ar: typeof en = {
  storeCredit: 'رصيد المتجر',
  balance: 'رصيدك في المتجر',
  recentEntries: 'آخر حركات الرصيد',
  useCredit: (amount) => `استخدم رصيدي في المتجر (${amount})`,
  useCreditHint: 'يغطي الرصيد جزءًا من الإجمالي أو كله، والباقي يُدفع نقدًا عند الاستلام.',
  creditUsed: 'المستخدم من رصيد المتجر',
  toPayOnDelivery: 'المطلوب دفعه عند الاستلام',
  kinds: { refund: 'استرداد', order: 'دُفع في طلب', 'order-returned': 'عاد من طلب', adjustment: 'من المتجر', exchange: 'فرق سعر الاستبدال' },
  orderNumber: (orderNumber) => `رقم ${orderNumber}`,
};

export const storeCreditMessages: Catalogue<typeof en> = { en, ar };
