import { Link } from '@remix-run/react';
import type { StoreCreditJson } from '@pointe/config';
import { storeCreditMessages } from '~/i18n/catalogues/store-credit';
import { useFormat } from '~/i18n/format';
import { usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { Price } from './Price';
import * as summaryStyles from './OrderSummary.css';
import * as styles from './StoreCredit.css';

export { styles as storeCreditStyles };

/** The store credit an order uses and the cash left to pay on delivery (ADR 024). */
export function CreditAmounts({ used, due }: { used: number; due: number }) {
  const words = useMessages(storeCreditMessages);
  return (
    <dl className={summaryStyles.summary}>
      {used > 0 ? (
        <>
          <dt>{words.creditUsed}</dt>
          <dd>
            −<Price amount={used} />
          </dd>
        </>
      ) : null}
      <dt className={styles.due}>{words.toPayOnDelivery}</dt>
      <dd className={styles.due}>
        <Price amount={due} />
      </dd>
    </dl>
  );
}

/** The profile's store credit: the balance and the most recent entries, when she has any. */
export function StoreCreditPanel({ credit }: { credit: StoreCreditJson }) {
  const words = useMessages(storeCreditMessages);
  const { price, date } = useFormat();
  const path = usePath();
  if (credit.balance <= 0 && credit.entries.length === 0) return null;
  return (
    <section aria-labelledby="store-credit" className={styles.section}>
      <h2 id="store-credit">{words.storeCredit}</h2>
      <p>
        {words.balance}: <strong>{price(credit.balance)}</strong>
      </p>
      <h3>{words.recentEntries}</h3>
      <ul className={styles.entries}>
        {credit.entries.map((entry) => (
          <li key={entry._id} className={styles.entry}>
            <span>
              {date(entry.createdAt)} · {words.kinds[entry.kind]}
              {entry.orderId && entry.orderNumber ? (
                <>
                  {' '}
                  <Link to={path(`/order/${entry.orderId}`)}>{words.orderNumber(String(entry.orderNumber))}</Link>
                </>
              ) : null}
            </span>
            <bdi>{entry.amount < 0 ? `−${price(-entry.amount)}` : `+${price(entry.amount)}`}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}
