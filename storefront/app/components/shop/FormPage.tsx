import type { ReactNode } from 'react';
import { ActionToast } from '~/components/ui/ActionToast';
import type { ToastMessage } from '~/components/ui/Toast';
import * as styles from './FormPage.css';

/** The narrow, centred page the account forms live on; `toast` is a refusal from the form's action. */
export function FormPage({ title, toast, children }: { title: string; toast?: ToastMessage; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {children}
      <ActionToast toast={toast} />
    </div>
  );
}

export const formStyles = styles;
