import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { useMessages } from '~/i18n/messages';
import * as styles from './CheckoutSteps.css';

const STEPS = ['signIn', 'shipping', 'payment', 'placeOrder'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/**
 * The checkout progress bar; `current` is the step being shown (the ones before it are done). The
 * steps are a grid in the inline direction, so in Arabic they run from the right, first step first.
 */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const words = useMessages(checkoutMessages);
  const index = STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={words.checkoutSteps}>
      {STEPS.map((step, position) => (
        <li
          key={step}
          className={position <= index ? styles.done : styles.todo}
          aria-current={position === index ? 'step' : undefined}
        >
          {words.steps[step]}
        </li>
      ))}
    </ol>
  );
}
