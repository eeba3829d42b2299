import { Field } from './Field';

interface TextAreaProps {
  label: string;
  name: string;
  defaultValue?: string;
  rows?: number;
  description?: string;
  errorMessage?: string;
}

/** A labelled multi-line text field; it submits with its form before and without JavaScript. */
export function TextArea({ label, name, defaultValue, rows = 5, description, errorMessage }: TextAreaProps) {
  return (
    <Field label={label} description={description} errorMessage={errorMessage}>
      {(control) => <textarea {...control} name={name} rows={rows} defaultValue={defaultValue} />}
    </Field>
  );
}
