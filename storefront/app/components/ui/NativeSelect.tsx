import { useId } from 'react';
import * as styles from './TextField.css';

interface NativeSelectProps {
  label: string;
  name: string;
  options: readonly string[];
  defaultValue?: string;
  errorMessage?: string;
  placeholder?: string;
}

/**
 * A labelled native <select>: on a phone it opens the system picker, and it needs no JavaScript.
 * Styled like TextField; the error is tied to it with aria-describedby.
 */
export function NativeSelect({ label, name, options, defaultValue, errorMessage, placeholder }: NativeSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ''}
        required
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        className={styles.input}
      >
        <option value="" disabled>
          {placeholder ?? 'Choose…'}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {errorMessage ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
