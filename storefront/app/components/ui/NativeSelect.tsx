import { uiMessages } from '~/i18n/catalogues/ui';
import { useMessages } from '~/i18n/messages';
import { Field } from './Field';

interface NativeSelectProps {
  label: string;
  name: string;
  options: readonly string[];
  defaultValue?: string;
  errorMessage?: string;
  /** The disabled first choice shown until one is made ('Choose…' unless given); `null` for a select that always has a value. */
  placeholder?: string | null;
  /** The words shown for an option, when they differ from the value the form posts (e.g. a city in Arabic). */
  optionLabel?: (option: string) => string;
  /** Choices shown but not offered, under their own heading (e.g. the governorates not delivered to yet). */
  unavailable?: { label: string; options: readonly string[] };
  isRequired?: boolean;
  className?: string;
}

/**
 * A labelled native <select>: on a phone it opens the system picker, and it needs no JavaScript.
 * Styled like TextField; the error is tied to it with aria-describedby.
 */
export function NativeSelect({ label, name, options, defaultValue, errorMessage, placeholder, optionLabel, unavailable, isRequired = true, className }: NativeSelectProps) {
  const words = useMessages(uiMessages);
  return (
    <Field label={label} errorMessage={errorMessage} className={className}>
      {(control) => (
        <select {...control} name={name} defaultValue={defaultValue ?? ''} required={isRequired}>
          {placeholder === null ? null : (
            <option value="" disabled>
              {placeholder ?? words.choose}
            </option>
          )}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
          {unavailable && unavailable.options.length > 0 ? (
            <optgroup label={unavailable.label}>
              {unavailable.options.map((option) => (
                <option key={option} value={option} disabled>
                  {optionLabel ? optionLabel(option) : option}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      )}
    </Field>
  );
}
