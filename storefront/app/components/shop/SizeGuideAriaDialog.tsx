import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from '@remix-run/react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { sizeGuideMessages } from '~/i18n/catalogues/size-guide';
import { useMessages } from '~/i18n/messages';
import { isSizeGuideData, type SizeGuideData } from '~/models/size-guide';
import { AriaLocale } from '~/components/ui/AriaLocale';
import { Button } from '~/components/ui/Button';
import { SizeGuide, type SizeGuideForm } from './SizeGuide';
import * as styles from './SizeGuide.css';

/**
 * The size guide in react-aria's modal dialog (focus kept inside, Escape and the backdrop close it),
 * read as JSON from size-guide.json (the guide page's answer), so the product page carries none of it;
 * "Find my size" is answered in place. Loaded when she reaches for the guide (SizeGuideDialog.tsx).
 */
export default function SizeGuideAriaDialog({ href, productPath, defaultOpen }: { href: string; productPath: string; defaultOpen: boolean }) {
  const text = useMessages(sizeGuideMessages);
  const trigger = useRef<HTMLButtonElement>(null);
  // Opened from the link this button replaced, the dialog has no trigger to give focus back to: it is this button.
  const giveFocusBack = (isOpen: boolean) => {
    if (!isOpen) requestAnimationFrame(() => trigger.current?.focus());
  };
  return (
    <AriaLocale>
      <DialogTrigger defaultOpen={defaultOpen} onOpenChange={giveFocusBack}>
        <AriaButton ref={trigger} className={styles.dialogTrigger}>
          {text.sizeGuide}
        </AriaButton>
        <ModalOverlay className={styles.dialogOverlay} isDismissable>
          <Modal className={styles.dialogModal}>
            <Dialog className={styles.dialogBox}>
              {({ close }) => (
                <>
                  <div className={styles.dialogHeader}>
                    <Heading slot="title" className={styles.dialogTitle}>
                      {text.sizeGuide}
                    </Heading>
                    <Button variant="secondary" onPress={close} aria-label={text.closeGuide}>
                      ×
                    </Button>
                  </div>
                  <SizeGuideContent href={href} productPath={productPath} onChoose={close} />
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </AriaLocale>
  );
}

/** The guide read as JSON (size-guide.json), "Find my size" sent the same way, answered in place. */
function SizeGuideContent({ href, productPath, onChoose }: { href: string; productPath: string; onChoose: () => void }) {
  const text = useMessages(sizeGuideMessages);
  const [guide, setGuide] = useState<SizeGuideData | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (query: URLSearchParams) => {
      try {
        const response = await fetch(`${href}.json?${query}`, { headers: { Accept: 'application/json' } });
        const body: unknown = response.ok ? await response.json() : null;
        if (isSizeGuideData(body)) setGuide(body);
        else setFailed(true);
      } catch {
        setFailed(true);
      }
    },
    [href],
  );
  useEffect(() => {
    void load(new URLSearchParams());
  }, [load]);

  // Without JavaScript the same form is a GET to the guide's page; here it is answered in the dialog.
  const DialogForm = useMemo<SizeGuideForm>(
    () =>
      function DialogForm({ method, action, className, children }) {
        const submit = (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const query = new URLSearchParams();
          for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') query.append(name, value);
          void load(query);
        };
        return (
          <form method={method} action={action} className={className} onSubmit={submit}>
            {children}
          </form>
        );
      },
    [load],
  );

  if (failed) {
    return (
      <p>
        <Link to={href}>{text.sizeGuide}</Link>
      </p>
    );
  }
  if (!guide) return <p role="status">{text.loading}</p>;
  const { product, ...answer } = guide;
  return (
    <SizeGuide
      answer={answer}
      action={href}
      FormComponent={DialogForm}
      chooseHref={(size) => `${productPath}?size=${encodeURIComponent(size)}`}
      pickableSizes={product.pickableSizes}
      onChoose={onChoose}
    />
  );
}
