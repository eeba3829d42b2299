import type { ReactNode } from 'react';
import { alert } from './Alert.css';

/** A message box. Danger alerts are announced at once (role=alert); others politely (role=status). */
export function Alert({ tone = 'danger', children }: { tone?: keyof typeof alert; children: ReactNode }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={alert[tone]}>
      {children}
    </div>
  );
}
