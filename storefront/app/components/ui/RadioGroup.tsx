import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
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
 * A group of choice buttons backed by real radio inputs, so the choice is submitted with the form
 * even before JavaScript loads; react-aria adds keyboard arrows and state once it hydrates.
 */
export function RadioGroup({ label, name, options, defaultValue, description, errorMessage, isRequired }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      name={name}
      defaultValue={defaultValue}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      orientation="horizontal"
      className={styles.group}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.radio}>
            {option.label}
          </Radio>
        ))}
      </div>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.errorText}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
