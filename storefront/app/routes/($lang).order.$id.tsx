import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { expectedArrival, shopperMayCancel, type OrderJson, type OrderStatus } from '@pointe/config';
import { OrderActions, OrderConfirmPanel, dialHref, isAsking } from '~/components/admin/OrderActions';
import { OrderLineEditor } from '~/components/admin/OrderLineEditor';
import { OrderReturns } from '~/components/shop/OrderReturns';
import { OrderSummary } from '~/components/shop/OrderSummary';
import { CreditAmounts } from '~/components/shop/StoreCredit';
import { AddressText, OrderLines, usePaymentMethodText } from '~/components/shop/OrderParts';
import { PaymentDue, PaymentGoesBack, StaffPaymentNotice } from '~/components/shop/PaymentDue';
import { OrderStatusText, OrderTimeline } from '~/components/shop/OrderTimeline';
import { Price } from '~/components/shop/Price';
import { ActionToast } from '~/components/ui/ActionToast';
import { Alert } from '~/components/ui/Alert';
import { ConfirmButton, ConfirmPanel } from '~/components/ui/ConfirmButton';
import { accountMessages } from '~/i18n/catalogues/account';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { commonMessages } from '~/i18n/catalogues/common';
import { selfConfirmMessages } from '~/i18n/catalogues/self-confirm';
import { useFormat } from '~/i18n/format';
import { localName } from '~/i18n/content';
import { localeOfPath, useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { failScreen } from '~/lib/errors.server';
import { refuseOversizedUpload } from '~/lib/forms.server';
import { requireSignedIn } from '~/lib/session.server';
import { runOrderAction } from '~/models/order-actions.server';
import { isPaymentIntent, runPaymentAction } from '~/models/payment-actions.server';
import { isLineIntent, runOrderLineAction } from '~/models/order-edits.server';
import { getOrder } from '~/models/order.server';
import { getOrderReturns } from '~/models/returns.server';
import { openGovernorates } from '~/models/shipping.server';
import * as styles from './placeorder.css';

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const locale = localeOfPath(location.pathname);
  const words = accountMessages[locale];
  return [{ title: `${data ? `${words.order} ${data.order.orderNumber}` : words.order} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { cms, user } = await requireSignedIn({ request, context });
  const order = await getOrder(cms, params.id ?? '').catch(failScreen);
  // Without JavaScript, cancelling (or any change that gives stock back) is asked here first: ?confirm=…
  const confirm = new URL(request.url).searchParams.get('confirm') ?? '';
  const staff = user.isAdmin;
  const shopperCancel = !staff && confirm === 'cancel' && shopperMayCancel(order.status);
  const staffConfirm = staff && isAsking(confirm) && order.status !== confirm ? confirm : null;
  // A delivered (or returned) order lists its returns, and offers one while its window is open (issue 23).
  const returns = order.deliveredAt ? await getOrderReturns(cms, order._id).catch(() => null) : null;
  return { order, staff, shopperCancel, staffConfirm, returns, arrival: await arrivalOf(order) };
}

/** While it is on its way: the dates its governorate's zone promises (its days as they are now). */
async function arrivalOf(order: OrderJson): Promise<{ from: string; to: string } | null> {
  if (!ON_ITS_WAY.includes(order.status)) return null;
  const governorate = (await openGovernorates().catch(() => [])).find((entry) => entry.name === order.shippingAddress.city);
  if (!governorate) return null;
  const { from, to } = expectedArrival(new Date(order.createdAt), governorate.deliveryDays);
  return { from: from.toISOString(), to: to.toISOString() };
}

const ON_ITS_WAY: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped'];

export async function action({ request, context }: ActionFunctionArgs) {
  const shopper = await requireSignedIn({ request, context });
  // Her InstaPay form may carry her receipt's screenshot: nothing bigger than a picture is read.
  refuseOversizedUpload(request);
  const form = await request.formData();
  // Staff's line forms (change, remove, add a line before it ships) have their own handler.
  if (isLineIntent(form.get('intent'))) return runOrderLineAction({ request, context }, form, shopper);
  // Her InstaPay transfer's reference (refused inline), staff's confirmation of it, and staff's refund of money after a cancel.
  if (isPaymentIntent(form.get('intent'))) return runPaymentAction({ request, context }, form, shopper);
  return runOrderAction({ request, context }, form, shopper);
}

export default function OrderPage() {
  const { order, staff, shopperCancel, staffConfirm, returns, arrival } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const transferForm = result && 'values' in result ? result : undefined;
  const words = useMessages(accountMessages);
  const checkout = useMessages(checkoutMessages);
  const numbers = useMessages(selfConfirmMessages);
  const paymentMethodText = usePaymentMethodText();
  const { date } = useFormat();
  const path = usePath();
  const locale = useLocale();
  const address = order.shippingAddress;
  const here = path(`/order/${order._id}`);
  const cancelFields = { intent: 'cancel', id: order._id, back: here };
  return (
    <>
      <h1>
        {words.order} <bdi>{order.orderNumber}</bdi>
      </h1>
      <p>{words.placedOn(date(order.createdAt, true))}</p>
      {/* Staff reach the return this exchange comes from, and from it the order it replaces. */}
      {staff && order.exchangeFor ? (
        <p>
          <Link to={path(`/admin/returns/${order.exchangeFor}`)}>{checkout.exchangeOfReturn}</Link>
        </p>
      ) : null}
      {shopperCancel ? (
        <ConfirmPanel question={words.cancelQuestion} confirmLabel={words.yesCancel} dismissLabel={words.keepOrder} fields={cancelFields} cancelHref={here} />
      ) : null}
      {staffConfirm ? <OrderConfirmPanel id={order._id} orderNumber={order.orderNumber} status={staffConfirm} back={here} /> : null}
      <div className={styles.layout}>
        <div className={styles.sections}>
          <section aria-labelledby="order-status">
            <h2 id="order-status">{words.status}</h2>
            <OrderStatusText status={order.status} />
            {order.status === 'pending' && !staff ? (
              <p>
                {words.callBefore} <bdi>{address.mobileNumber}</bdi> {words.callAfter}
              </p>
            ) : null}
            <OrderTimeline order={order} audience={staff ? 'staff' : 'shopper'} />
            {staff ? (
              <div className={styles.statusActions}>
                <p>
                  {words.callShopper(address.fullName)}{' '}
                  <a href={dialHref(address.mobileNumber)}>
                    <bdi>{address.mobileNumber}</bdi>
                  </a>
                </p>
                <p>{numbers.sayNumber(String(order.orderNumber))}</p>
                <OrderActions order={order} back={here} confirmHref={(target) => `${here}?confirm=${target}`} />
              </div>
            ) : shopperMayCancel(order.status) ? (
              <div className={styles.statusActions}>
                <ConfirmButton
                  label={words.cancelOrder}
                  question={words.cancelQuestion}
                  confirmLabel={words.yesCancel}
                  dismissLabel={words.keepOrder}
                  fields={cancelFields}
                  fallbackHref={`${here}?confirm=cancel`}
                  variant="secondary"
                />
              </div>
            ) : null}
          </section>
          <section aria-labelledby="ship-to">
            <h2 id="ship-to">{words.shipping}</h2>
            <AddressText address={address} />
            {order.isDelivered && order.deliveredAt ? (
              <Alert tone="success">{words.deliveredAt(date(order.deliveredAt, true))}</Alert>
            ) : (
              <Alert tone="info">{words.notDelivered}</Alert>
            )}
          </section>
          <section aria-labelledby="pay-by">
            <h2 id="pay-by">{words.payment}</h2>
            <p>{paymentMethodText(order.paymentMethod)}</p>
            <PaymentDue order={order} staff={staff} back={here} form={transferForm} />
            {staff ? <StaffPaymentNotice order={order} back={here} /> : <PaymentGoesBack order={order} />}
            {order.isPaid && order.paidAt ? (
              <Alert tone="success">{words.paidAt(date(order.paidAt, true))}</Alert>
            ) : order.payment ? null : (order.amountDue ?? order.totalPrice) === 0 ? (
              <Alert tone="success">{checkout.nothingToPay}</Alert>
            ) : (
              <Alert tone="info">{words.notPaid}</Alert>
            )}
          </section>
          <section aria-labelledby="items">
            <h2 id="items">{words.items}</h2>
            <OrderLines lines={order.orderItems.map((item) => ({ ...item, name: localName(item, locale) }))} className={styles.items} />
          </section>
          {returns ? <OrderReturns orderId={order._id} returns={returns} audience={staff ? 'staff' : 'shopper'} /> : null}
          {staff ? <OrderLineEditor order={order} back={here} /> : null}
        </div>
        <aside className={styles.summary} aria-label={words.orderSummary}>
          <OrderSummary totals={order} arrival={arrival} />
          {order.storeCreditUsed ? <CreditAmounts used={order.storeCreditUsed} due={order.amountDue ?? order.totalPrice} /> : null}
          {order.promoCode ? (
            <p>
              {words.promoCode} <bdi>{order.promoCode}</bdi>
            </p>
          ) : null}
          {!order.isPaid && !order.payment && (order.amountDue ?? order.totalPrice) > 0 && order.status !== 'cancelled' && order.status !== 'returned' && order.status !== 'refused' ? (
            <p>
              {words.cashBefore} <Price amount={order.amountDue ?? order.totalPrice} /> {words.cashAfter}
            </p>
          ) : null}
        </aside>
      </div>
      <ActionToast toast={transferForm?.toast} />
    </>
  );
}
