import { useEffect, useRef, useState } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { AriaLocale } from './AriaLocale';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid' | 'value' | 'defaultValue'> {
  defaultValue?: string;
  label: string;
  description?: string;
  /** A server-side (or schema) message for this field; shown under it and announced. */
  errorMessage?: string;
  placeholder?: string;
}

/**
 * A labelled text input. It renders a real <input name=…>, so it submits with its form before
 * and without JavaScript; validation messages come from the shared schema on the server.
 * What the shopper typed before the page hydrated (after its first paint) is kept: the field's
 * value starts from the input as the page left it, not from the server's default.
 */
export function TextField({ label, description, errorMessage, placeholder, defaultValue = '', onChange, ...props }: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  useEffect(() => {
    if (input.current && input.current.value !== defaultValue) setValue(input.current.value);
    // Once, at hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const change = (next: string) => {
    setValue(next);
    onChange?.(next);
  };
  return (
    <AriaLocale>
      <AriaTextField {...props} value={value} onChange={change} isInvalid={Boolean(errorMessage)} validationBehavior="aria" className={styles.field}>
        <Label className={styles.label}>{label}</Label>
        <Input ref={input} className={styles.input} placeholder={placeholder} />
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
        <FieldError className={styles.error}>{errorMessage}</FieldError>
      </AriaTextField>
    </AriaLocale>
  );
}
