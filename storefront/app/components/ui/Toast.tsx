import { useEffect, useState } from 'react';
import type { MessageJson } from '@pointe/config';
import { uiMessages } from '~/i18n/catalogues/ui';
import { useMessages } from '~/i18n/messages';
import * as styles from './Toast.css';

export interface ToastMessage {
  message: string;
  type: 'info' | 'success' | 'error' | 'warning';
  /** An error's stable code and values (from the CMS or a schema): the toast shows its words in the page's language. */
  code?: string;
  params?: MessageJson['params'];
}

const AUTO_CLOSE_MS = 5000;

/**
 * The one toast at a time, bottom centre. Actions set it with remix-toast (a flash cookie); the root
 * loader reads it and passes it here. With JavaScript it closes after 5 seconds or on ×; without,
 * the × does nothing and the toast stays until the next page.
 */
export function Toast({ toast }: { toast?: ToastMessage }) {
  const [visible, setVisible] = useState<ToastMessage | undefined>(toast);
  const words = useMessages(uiMessages);
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(undefined), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <div className={styles.region} aria-live="polite">
      {visible ? (
        <div role={visible.type === 'error' ? 'alert' : 'status'} className={styles.toast[visible.type]}>
          {/* In the page's language already: the root loader words flash toasts on the server, and a
              page showing its action's refusal words it through ActionToast. */}
          <span>{visible.message}</span>
          <button type="button" className={styles.close} aria-label={words.closeNotification} onClick={() => setVisible(undefined)}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
