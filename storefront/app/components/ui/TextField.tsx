import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { AriaLocale } from './AriaLocale';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid'> {
  label: string;
  description?: string;
  /** A server-side (or schema) message for this field; shown under it and announced. */
  errorMessage?: string;
  placeholder?: string;
}

/**
 * A labelled text input. It renders a real <input name=…>, so it submits with its form before
 * and without JavaScript; validation messages come from the shared schema on the server.
 */
export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaLocale>
      <AriaTextField {...props} isInvalid={Boolean(errorMessage)} validationBehavior="aria" className={styles.field}>
        <Label className={styles.label}>{label}</Label>
        <Input className={styles.input} placeholder={placeholder} />
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
