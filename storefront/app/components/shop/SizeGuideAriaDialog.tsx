import { useEffect, useState } from 'react';
import { useFetcher } from '@remix-run/react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { sizeGuideMessages } from '~/i18n/catalogues/size-guide';
import { useMessages } from '~/i18n/messages';
import type { loader as sizeGuideLoader } from '~/routes/($lang).product.$slug_.size-guide';
import { AriaLocale } from '~/components/ui/AriaLocale';
import { Button } from '~/components/ui/Button';
import { SizeGuide } from './SizeGuide';
import * as styles from './SizeGuide.css';

/**
 * The size guide in react-aria's modal dialog (focus kept inside, Escape and the backdrop close it),
 * read from the guide page's loader by a fetcher, so the product page itself carries none of it;
 * "Find my size" is answered in place. Loaded after hydration (SizeGuideDialog.tsx).
 */
export default function SizeGuideAriaDialog({ href, productPath }: { href: string; productPath: string }) {
  const text = useMessages(sizeGuideMessages);
  return (
    <AriaLocale>
      <DialogTrigger>
        <AriaButton className={styles.dialogTrigger}>{text.sizeGuide}</AriaButton>
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

function SizeGuideContent({ href, productPath, onChoose }: { href: string; productPath: string; onChoose: () => void }) {
  const fetcher = useFetcher<typeof sizeGuideLoader>();
  const text = useMessages(sizeGuideMessages);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (requested) return;
    setRequested(true);
    fetcher.load(href);
  }, [fetcher, href, requested]);
  if (!fetcher.data) return <p role="status">{text.loading}</p>;
  const { product, origin: _origin, ...answer } = fetcher.data;
  return (
    <SizeGuide
      answer={answer}
      action={href}
      FormComponent={fetcher.Form}
      chooseHref={(size) => `${productPath}?size=${encodeURIComponent(size)}`}
      pickableSizes={product.pickableSizes}
      isBusy={fetcher.state !== 'idle'}
      onChoose={onChoose}
    />
  );
}
