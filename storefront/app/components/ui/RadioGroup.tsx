import { useId } from 'react';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

interface RadioGroupProps {
  label: string;
  name: string;
  options: RadioOption[];
  defaultValue?: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
}

/**
 * A group of choice buttons made of real radio inputs: the browser gives them the radio group's
 * keyboard behaviour (Tab into the group, arrows between choices), they submit with the form
 * without JavaScript, and they cost no script at all.
 */
export function RadioGroup({ label, name, options, defaultValue, description, errorMessage, isRequired }: RadioGroupProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', errorMessage ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-required={isRequired || undefined}
      aria-invalid={errorMessage ? true : undefined}
      className={styles.group}
    >
      <legend id={`${id}-label`} className={styles.label}>
        {label}
      </legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              disabled={option.isDisabled}
              required={isRequired}
            />
            {option.label}
          </label>
        ))}
      </div>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={`${id}-error`} className={styles.errorText} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
