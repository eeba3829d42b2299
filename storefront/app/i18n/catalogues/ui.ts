import type { Catalogue } from '../messages';

/**
 * The few words of the shared ui/ components (toast, confirmation, select). Kept apart from the
 * checkout's catalogue because the toast is on every page: browsing pages bundle only these.
 */
const en = {
  closeNotification: 'Close notification',
  cancel: 'Cancel',
  choose: 'Choose…',
};

const ar: typeof en = {
  closeNotification: 'إغلاق الإشعار',
  cancel: 'إلغاء',
  choose: 'اختر…',
};

export const uiMessages: Catalogue<typeof en> = { en, ar };
