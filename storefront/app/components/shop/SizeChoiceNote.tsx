import { sizeGuideMessages } from '~/i18n/catalogues/size-guide';
import { shopMessages, sizeLabel } from '~/i18n/catalogues/shop';
import { useMessages } from '~/i18n/messages';
import * as styles from './SizeGuide.css';

/** Never a silent choice: the line under the sizes saying which size the page chose for her, and why. */
export function SizeChoiceNote({ size }: { size: string | null }) {
  const text = useMessages(sizeGuideMessages);
  const shopText = useMessages(shopMessages);
  if (!size) return null;
  return <p className={styles.line}>{text.selectedFromGuide(sizeLabel(size, shopText))}</p>;
}
