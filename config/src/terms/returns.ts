import type { RefundMethod, ReturnReason, ReturnStatus } from '../returns.js';
import type { Terms } from './index.js';

// The terms of a return (issue 23): the shopper's order and return pages, the admin queue, the emails.

/** A return's status as the shopper and staff read it. */
export const returnStatusNames = {
  en: {
    requested: 'Requested',
    approved: 'Approved',
    'picked-up': 'Picked up',
    received: 'Received',
    refunded: 'Refunded',
    exchanged: 'Exchanged',
    rejected: 'Rejected',
  },
  ar: {
    requested: 'تم الطلب',
    approved: 'تمت الموافقة',
    'picked-up': 'تم الاستلام من عندك',
    received: 'وصل إلينا',
    refunded: 'تم رد المبلغ',
    exchanged: 'تم الاستبدال',
    rejected: 'مرفوض الإرجاع',
  },
} satisfies Terms<Record<ReturnStatus, string>>;

/** Why the shopper returns. */
export const returnReasonNames = {
  en: { 'too-small': 'Too small', 'too-big': 'Too big', defect: 'Defect', 'changed-mind': 'Changed my mind', other: 'Other' },
  ar: { 'too-small': 'صغير جدًا', 'too-big': 'كبير جدًا', defect: 'به عيب', 'changed-mind': 'غيّرت رأيي', other: 'سبب آخر' },
} satisfies Terms<Record<ReturnReason, string>>;

/** How a refund was paid. */
export const refundMethodNames = {
  en: { cash: 'Cash at pickup', 'bank-transfer': 'Bank transfer', instapay: 'InstaPay', 'store-credit': 'Store credit', online: 'Back to the card or wallet paid with' },
  ar: { cash: 'نقدًا عند الاستلام', 'bank-transfer': 'تحويل بنكي', instapay: 'إنستاباي', 'store-credit': 'رصيد في المتجر', online: 'إلى البطاقة أو المحفظة التي دُفع بها' },
} satisfies Terms<Record<RefundMethod, string>>;
