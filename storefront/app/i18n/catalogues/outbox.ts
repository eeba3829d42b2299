import type { Catalogue } from '../messages';
import { commonMessages } from './common';

/** The words of the admin's outbox page (/admin/outbox): the emails the shop gave up sending, to send again. */
const en = {
  title: commonMessages.en.outbox,
  intro: 'Every email the shop sends waits here until the mail server takes it. A failed email is tried again, less often each time; after its last attempt it is given up and listed below.',
  pending: 'Waiting to be sent',
  sent: 'Sent in the last 7 days',
  dead: 'Given up',
  deadHeading: 'Emails given up',
  noDead: 'No email was given up.',
  to: 'To',
  subject: 'Subject',
  written: 'Written',
  attempts: 'Attempts',
  lastError: 'Last error',
  sendAgain: 'Send again',
  sendingAgain: (to: string) => `The email to ${to} will be sent again.`,
};

const ar: typeof en = {
  title: commonMessages.ar.outbox,
  intro: 'كل رسالة يرسلها المتجر تنتظر هنا حتى يستلمها خادم البريد. الرسالة التي يفشل إرسالها تُعاد محاولتها على فترات أطول كل مرة، وبعد آخر محاولة نتوقف عنها وتظهر في القائمة أدناه.',
  pending: 'في انتظار الإرسال',
  sent: 'أُرسلت خلال آخر 7 أيام',
  dead: 'توقفنا عن إرسالها',
  deadHeading: 'رسائل توقفنا عن إرسالها',
  noDead: 'لا توجد رسالة توقفنا عن إرسالها.',
  to: 'المرسل إليه',
  subject: 'الموضوع',
  written: 'تاريخ الكتابة',
  attempts: 'المحاولات',
  lastError: 'آخر خطأ',
  sendAgain: 'أعد الإرسال',
  sendingAgain: (to) => `ستُرسل الرسالة إلى ${to} مرة أخرى.`,
};

export const outboxMessages: Catalogue<typeof en> = { en, ar };
