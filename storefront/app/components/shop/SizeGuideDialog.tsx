import { useEffect, useState } from 'react';
import { Link, useFetcher } from '@remix-run/react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { sizeGuideMessages } from '~/i18n/catalogues/size-guide';
import { usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { useHydrated } from '~/lib/use-hydrated';
import type { loader as sizeGuideLoader } from '~/routes/($lang).product.$slug_.size-guide';
import { AriaLocale } from '~/components/ui/AriaLocale';
import { Button } from '~/components/ui/Button';
import { SizeGuide } from './SizeGuide';
import * as styles from './SizeGuideDialog.css';

/**
 * The product page's "Size guide": a link to the guide's own page before and without JavaScript;
 * once hydrated, a button opening the same guide in a dialog, read from the page's loader by a
 * fetcher (so the product page itself carries none of it), with "Find my size" answered in place.
 */
export function SizeGuideDialog({ slug }: { slug: string }) {
  const hydrated = useHydrated();
  const text = useMessages(sizeGuideMessages);
  const path = usePath();
  const href = path(`/product/${slug}/size-guide`);
  if (!hydrated) {
    return (
      <Link to={href} className={styles.trigger}>
        {text.sizeGuide}
      </Link>
    );
  }
  return (
    <AriaLocale>
      <DialogTrigger>
        <AriaButton className={styles.trigger}>{text.sizeGuide}</AriaButton>
        <ModalOverlay className={styles.overlay} isDismissable>
          <Modal className={styles.modal}>
            <Dialog className={styles.dialog}>
              {({ close }) => (
                <>
                  <div className={styles.header}>
                    <Heading slot="title" className={styles.title}>
                      {text.sizeGuide}
                    </Heading>
                    <Button variant="secondary" onPress={close} aria-label={text.closeGuide}>
                      ×
                    </Button>
                  </div>
                  <SizeGuideContent href={href} productPath={path(`/product/${slug}`)} onChoose={close} />
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
