import type { OrderTotals } from '@pointe/config';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { shopMessages } from '~/i18n/catalogues/shop';
import { useFormat } from '~/i18n/format';
import { useMessages } from '~/i18n/messages';
import { useDeliveryDays } from './DeliveryPromise';
import { Price } from './Price';
import * as styles from './OrderSummary.css';

/**
 * Items, shipping, discount and total, as computed by the shared money rules (or stored on an order).
 * `shippingFrom`: no address chosen yet and the zones' fees differ, so the shipping is the lowest ("from").
 */
export function OrderSummary({ totals, itemCount, shippingFrom = false, delivery, arrival }: {
  totals: OrderTotals;
  itemCount?: number;
  shippingFrom?: boolean;
  /** The governorate whose delivery days to promise ("Delivery to Cairo: arrives in 2–3 days"). */
  delivery?: { name: string; nameAr: string; deliveryDays: number } | null;
  /** An order's own promise, as dates. */
  arrival?: { from: string; to: string } | null;
}) {
  const words = useMessages(checkoutMessages);
  const shop = useMessages(shopMessages);
  const { plural, date } = useFormat();
  const deliveryDays = useDeliveryDays();
  return (
    <dl className={styles.summary}>
      <dt>{itemCount === undefined ? words.items : plural(itemCount, words.subtotal)}</dt>
      <dd>
        <Price amount={totals.itemsPrice} />
      </dd>
      <dt>{words.shipping}</dt>
      <dd>
        {shippingFrom && totals.shippingPrice > 0 ? `${words.shippingFrom} ` : null}
        {totals.shippingPrice === 0 ? words.free : <Price amount={totals.shippingPrice} />}
      </dd>
      {delivery || arrival ? (
        <dd className={styles.promise}>{arrival ? shop.expectedBetween(date(arrival.from), date(arrival.to)) : deliveryDays(delivery!)}</dd>
      ) : null}
      {totals.discount > 0 ? (
        <>
          <dt>{words.discount}</dt>
          <dd>
            −<Price amount={totals.discount} />
          </dd>
        </>
      ) : null}
      {totals.codFee ? (
        <>
          <dt>{words.codFee}</dt>
          <dd>
            <Price amount={totals.codFee} />
          </dd>
        </>
      ) : null}
      <dt className={styles.total}>{words.total}</dt>
      <dd className={styles.total}>
        <Price amount={totals.totalPrice} />
      </dd>
    </dl>
  );
}
