import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { OrderSummary } from '~/components/shop/OrderSummary';
import { AddressText, OrderLines } from '~/components/shop/OrderParts';
import { Price } from '~/components/shop/Price';
import { Alert } from '~/components/ui/Alert';
import { failScreen } from '~/lib/errors.server';
import { formatDate } from '~/lib/dates';
import { requireSignedIn } from '~/lib/session.server';
import { getOrder } from '~/models/order.server';
import { SHOP_NAME } from '~/strings';
import * as styles from './placeorder.css';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Order ${data.order._id}` : 'Order'} | ${SHOP_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token } = await requireSignedIn(request);
  const order = await getOrder(params.id ?? '', token).catch(failScreen);
  return { order };
}

export default function OrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const address = order.shippingAddress;
  return (
    <>
      <h1>Order {order._id}</h1>
      <p>Placed {formatDate(order.createdAt, undefined, true)}</p>
      <div className={styles.layout}>
        <div className={styles.sections}>
          <section aria-labelledby="ship-to">
            <h2 id="ship-to">Shipping</h2>
            <AddressText address={address} />
            {order.isDelivered && order.deliveredAt ? (
              <Alert tone="success">Delivered at {formatDate(order.deliveredAt, undefined, true)}</Alert>
            ) : (
              <Alert tone="info">Not Delivered</Alert>
            )}
          </section>
          <section aria-labelledby="pay-by">
            <h2 id="pay-by">Payment</h2>
            <p>{order.paymentMethod}</p>
            {order.isPaid && order.paidAt ? <Alert tone="success">Paid at {formatDate(order.paidAt, undefined, true)}</Alert> : <Alert tone="info">Not Paid</Alert>}
          </section>
          <section aria-labelledby="items">
            <h2 id="items">Items</h2>
            <OrderLines lines={order.orderItems} className={styles.items} />
          </section>
        </div>
        <aside className={styles.summary} aria-label="Order summary">
          <OrderSummary totals={order} />
          {order.promoCode ? <p>Promo code {order.promoCode}</p> : null}
          {!order.isPaid ? (
            <p>
              Please have <Price amount={order.totalPrice} /> in cash ready on delivery.
            </p>
          ) : null}
        </aside>
      </div>
    </>
  );
}
