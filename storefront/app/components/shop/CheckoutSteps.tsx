import * as styles from './CheckoutSteps.css';

const STEPS = ['Sign-In', 'Shipping', 'Payment', 'Place Order'] as const;

/** The checkout progress bar; `current` is the step being shown (the ones before it are done). */
export function CheckoutSteps({ current }: { current: (typeof STEPS)[number] }) {
  const index = STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {STEPS.map((step, position) => (
        <li
          key={step}
          className={position <= index ? styles.done : styles.todo}
          aria-current={position === index ? 'step' : undefined}
        >
          {step}
        </li>
      ))}
    </ol>
  );
}
