import { Field } from './Field';

interface NativeSelectProps {
  label: string;
  name: string;
  options: readonly string[];
  /** The words shown for an option, when they are not its value (e.g. in the page's language). */
  optionLabel?: (option: string) => string;
  defaultValue?: string;
  errorMessage?: string;
  /** The disabled first choice shown until one is made; `null` for a select that always has a value. */
  placeholder?: string | null;
  isRequired?: boolean;
  className?: string;
}

/**
 * A labelled native <select>: on a phone it opens the system picker, and it needs no JavaScript.
 * Styled like TextField; the error is tied to it with aria-describedby.
 */
export function NativeSelect({ label, name, options, defaultValue, errorMessage, placeholder = 'Choose…', isRequired = true, className, optionLabel = (option) => option }: NativeSelectProps) {
  return (
    <Field label={label} errorMessage={errorMessage} className={className}>
      {(control) => (
        <select {...control} name={name} defaultValue={defaultValue ?? ''} required={isRequired}>
          {placeholder === null ? null : (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
