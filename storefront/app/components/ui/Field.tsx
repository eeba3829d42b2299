import { useId, type ReactNode } from 'react';
import * as styles from './TextField.css';

/** What a native control needs to be tied to its label, description and error. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: string;
  description?: string;
  /** A server-side (or schema) message for this field; shown under it and tied to it. */
  errorMessage?: string;
  /** The wrapper's class, when the field sits in a row rather than the form's column. */
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled native control (select, text area, file or number input), styled like TextField. The
 * one place that wires a native control's ARIA: pages pass the control, this ties it to its label,
 * description and error. Native controls need no JavaScript and open the system pickers on phones.
 */
export function Field({ label, description, errorMessage, className, children }: FieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, className: styles.input, 'aria-invalid': errorMessage ? true : undefined, 'aria-describedby': describedBy })}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
