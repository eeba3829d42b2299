import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { shopperMayCancel } from '@pointe/config';
import { OrderActions, OrderConfirmPanel, dialHref, isAsking } from '~/components/admin/OrderActions';
import { OrderSummary } from '~/components/shop/OrderSummary';
import { AddressText, OrderLines } from '~/components/shop/OrderParts';
import { OrderStatusText, OrderTimeline } from '~/components/shop/OrderTimeline';
import { Price } from '~/components/shop/Price';
import { Alert } from '~/components/ui/Alert';
import { ConfirmButton, ConfirmPanel } from '~/components/ui/ConfirmButton';
import { failScreen } from '~/lib/errors.server';
import { formatDate } from '~/lib/dates';
import { requireSignedIn } from '~/lib/session.server';
import { runOrderAction } from '~/models/order-actions.server';
import { getOrder } from '~/models/order.server';
import { SHOP_NAME } from '~/strings';
import * as styles from './placeorder.css';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Order ${data.order._id}` : 'Order'} | ${SHOP_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token, user } = await requireSignedIn(request);
  const order = await getOrder(params.id ?? '', token).catch(failScreen);
  // Without JavaScript, cancelling (or any change that gives stock back) is asked here first: ?confirm=…
  const confirm = new URL(request.url).searchParams.get('confirm') ?? '';
  const staff = user.isAdmin;
  const shopperCancel = !staff && confirm === 'cancel' && shopperMayCancel(order.status);
  const staffConfirm = staff && isAsking(confirm) && order.status !== confirm ? confirm : null;
  return { order, staff, shopperCancel, staffConfirm };
}

export async function action({ request }: ActionFunctionArgs) {
  const signedIn = await requireSignedIn(request);
  return runOrderAction(request, await request.formData(), signedIn);
}

const CANCEL_QUESTION = 'Cancel this order? We will not ship it.';

export default function OrderPage() {
  const { order, staff, shopperCancel, staffConfirm } = useLoaderData<typeof loader>();
  const address = order.shippingAddress;
  const here = `/order/${order._id}`;
  const cancelFields = { intent: 'cancel', id: order._id, back: here };
  return (
    <>
      <h1>Order {order._id}</h1>
      <p>Placed {formatDate(order.createdAt, undefined, true)}</p>
      {shopperCancel ? <ConfirmPanel question={CANCEL_QUESTION} confirmLabel="Yes, cancel order" dismissLabel="Keep order" fields={cancelFields} cancelHref={here} /> : null}
      {staffConfirm ? <OrderConfirmPanel id={order._id} status={staffConfirm} back={here} /> : null}
      <div className={styles.layout}>
        <div className={styles.sections}>
          <section aria-labelledby="order-status">
            <h2 id="order-status">Status</h2>
            <OrderStatusText status={order.status} />
            {order.status === 'pending' && !staff ? <p>We will call you on {address.mobileNumber} to confirm your order before we ship it.</p> : null}
            <OrderTimeline order={order} audience={staff ? 'staff' : 'shopper'} />
            {staff ? (
              <div className={styles.statusActions}>
                <p>
                  Call {address.fullName}: <a href={dialHref(address.mobileNumber)}>{address.mobileNumber}</a>
                </p>
                <OrderActions order={order} back={here} confirmHref={(target) => `${here}?confirm=${target}`} />
              </div>
            ) : shopperMayCancel(order.status) ? (
              <div className={styles.statusActions}>
                <ConfirmButton
                  label="Cancel order"
                  question={CANCEL_QUESTION}
                  confirmLabel="Yes, cancel order"
                  dismissLabel="Keep order"
                  fields={cancelFields}
                  fallbackHref={`${here}?confirm=cancel`}
                  variant="secondary"
                />
              </div>
            ) : null}
          </section>
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
          {!order.isPaid && order.status !== 'cancelled' && order.status !== 'returned' && order.status !== 'refused' ? (
            <p>
              Please have <Price amount={order.totalPrice} /> in cash ready on delivery.
            </p>
          ) : null}
        </aside>
      </div>
    </>
  );
}
