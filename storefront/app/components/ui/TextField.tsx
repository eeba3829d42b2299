import type { HTMLAttributes } from 'react';
import { Field } from './Field';

export interface TextFieldProps {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'date';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  defaultValue?: string;
  placeholder?: string;
  description?: string;
  /** A server-side (or schema) message for this field; shown under it and tied to it. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A labelled text input: a native, uncontrolled <input name=…> (ADR 005, ADR 012). It submits with
 * its form before and without JavaScript, and what a shopper types before the page hydrates stays
 * in it: a React-controlled input is reset to its state when hydration reaches it, which a submit
 * during hydration does at once (the form then sent empty fields). Required fields are marked with
 * aria-required, not `required`: the shared schema's messages come from the server, in the page's
 * language, rather than the browser's bubble.
 */
export function TextField({ label, description, errorMessage, isRequired, isDisabled, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field label={label} description={description} errorMessage={errorMessage}>
      {(control) => <input {...control} {...input} type={type} aria-required={isRequired || undefined} disabled={isDisabled} />}
    </Field>
  );
}
