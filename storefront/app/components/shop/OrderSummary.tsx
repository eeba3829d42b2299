import type { OrderTotals } from '@pointe/config';
import { Price } from './Price';
import * as styles from './OrderSummary.css';

/** Items, shipping, discount and total, as computed by the shared money rules (or stored on an order). */
export function OrderSummary({ totals, itemCount }: { totals: OrderTotals; itemCount?: number }) {
  return (
    <dl className={styles.summary}>
      <dt>{itemCount === undefined ? 'Items' : `Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`}</dt>
      <dd>
        <Price amount={totals.itemsPrice} />
      </dd>
      <dt>Shipping</dt>
      <dd>{totals.shippingPrice === 0 ? 'Free' : <Price amount={totals.shippingPrice} />}</dd>
      {totals.discount > 0 ? (
        <>
          <dt>Discount</dt>
          <dd>
            −<Price amount={totals.discount} />
          </dd>
        </>
      ) : null}
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total}>
        <Price amount={totals.totalPrice} />
      </dd>
    </dl>
  );
}
