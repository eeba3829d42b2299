import { Form } from '@remix-run/react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { uiMessages } from '~/i18n/catalogues/ui';
import { useMessages } from '~/i18n/messages';
import { useHydrated } from '~/lib/use-hydrated';
import { AriaLocale } from './AriaLocale';
import { Button } from './Button';
import { button } from './Button.css';
import { ButtonLink } from './ButtonLink';
import * as styles from './ConfirmButton.css';

interface ConfirmButtonProps {
  label: string;
  question: string;
  confirmLabel: string;
  /** The form fields posted on confirmation (intent and ids). */
  fields: Record<string, string>;
  /** Without JavaScript: a page that asks the same question (see ConfirmPanel). */
  fallbackHref: string;
  variant?: 'primary' | 'secondary';
  /** The button that closes the question without acting ('Cancel' unless that would confuse, e.g. "Keep order"). */
  dismissLabel?: string;
}

/**
 * An action that asks first: a react-aria modal dialog once hydrated; before that (and without
 * JavaScript) a link to a confirmation page with the same question and form.
 */
export function ConfirmButton({ label, question, confirmLabel, fields, fallbackHref, variant = 'primary', dismissLabel }: ConfirmButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <ButtonLink to={fallbackHref} variant={variant}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <AriaLocale>
      <DialogTrigger>
        {/* The dialog's trigger must be react-aria's own pressable button (it wires focus and state). */}
        <AriaButton className={button[variant]}>{label}</AriaButton>
        <ModalOverlay className={styles.overlay} isDismissable>
          <Modal className={styles.modal}>
            <Dialog role="alertdialog" className={styles.dialog}>
              {({ close }) => (
                <ConfirmForm question={question} confirmLabel={confirmLabel} fields={fields} onCancel={close} dismissLabel={dismissLabel} />
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </AriaLocale>
  );
}

function ConfirmForm({ question, confirmLabel, fields, onCancel, cancelHref, dismissLabel }: {
  question: string;
  confirmLabel: string;
  fields: Record<string, string>;
  onCancel?: () => void;
  cancelHref?: string;
  dismissLabel?: string;
}) {
  const words = useMessages(uiMessages);
  return (
    <Form method="post" className={styles.form}>
      <Heading slot="title" className={styles.question}>
        {question}
      </Heading>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {dismissLabel ?? words.cancel}
          </Button>
        ) : (
          <ButtonLink to={cancelHref ?? '.'} variant="secondary">
            {dismissLabel ?? words.cancel}
          </ButtonLink>
        )}
        <Button type="submit">
          {confirmLabel}
        </Button>
      </div>
    </Form>
  );
}

/** The no-JavaScript confirmation: the same question and form, on the page itself. */
export function ConfirmPanel(props: { question: string; confirmLabel: string; fields: Record<string, string>; cancelHref: string; dismissLabel?: string }) {
  return (
    <section role="alertdialog" aria-label={props.question} className={styles.panel}>
      <ConfirmForm {...props} />
    </section>
  );
}
