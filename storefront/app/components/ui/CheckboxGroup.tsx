import * as styles from './CheckboxGroup.css';

export interface CheckboxOption {
  value: string;
  /** The words shown (and read) for the choice. */
  label: string;
  isChecked?: boolean;
  /** A colour (`#rrggbb`) shown as a small swatch before the words; decoration only, the words name it. */
  swatch?: string | null;
}

interface CheckboxGroupProps {
  label: string;
  name: string;
  options: CheckboxOption[];
}

/**
 * Several independent choices under one name (`size=S&size=M`): real checkboxes in a fieldset, so
 * the legend names the group for screen readers, they submit with a plain GET or POST form without
 * JavaScript, and they cost no script. Uncontrolled: the page sets what is checked when it renders.
 */
export function CheckboxGroup({ label, name, options }: CheckboxGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox key={option.value} name={name} {...option} />
        ))}
      </div>
    </fieldset>
  );
}

/** One labelled checkbox (on its own, e.g. "In stock only", or in a CheckboxGroup). */
export function Checkbox({ name, value, label, isChecked, swatch }: CheckboxOption & { name: string }) {
  return (
    <label className={styles.choice}>
      <input type="checkbox" name={name} value={value} defaultChecked={isChecked} />
      {swatch ? <span aria-hidden="true" className={styles.swatch} style={{ backgroundColor: swatch }} /> : null}
      <span>{label}</span>
    </label>
  );
}
