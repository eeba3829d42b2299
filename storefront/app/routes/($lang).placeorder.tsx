import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { CheckoutSteps } from '~/components/shop/CheckoutSteps';
import { OrderSummary } from '~/components/shop/OrderSummary';
import { AddressText, OrderLines } from '~/components/shop/OrderParts';
import { Button } from '~/components/ui/Button';
import { Toast } from '~/components/ui/Toast';
import { requirePlaceOrderStep } from '~/lib/checkout.server';
import { failAction, failScreen } from '~/lib/errors.server';
import { sessionHeaders } from '~/lib/session.server';
import { clearCart, viewCart } from '~/models/cart.server';
import { placeOrder } from '~/models/order.server';
import { forgetProductPages } from '~/models/product.server';
import { SHOP_NAME } from '~/strings';
import * as styles from './placeorder.css';

export const meta: MetaFunction = () => [{ title: `Place Order | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session, shippingAddress, paymentMethod } = await requirePlaceOrderStep(request);
  const cart = await viewCart(session, context.clientIp).catch(failScreen);
  if (cart.items.length === 0) throw redirect('/cart', { headers: await sessionHeaders(session) });
  // One key per visit of this page: a double click or a resubmitted form places one order, not two.
  return data({ cart, shippingAddress, paymentMethod, idempotencyKey: crypto.randomUUID() }, { headers: await sessionHeaders(session) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token, shippingAddress, paymentMethod } = await requirePlaceOrderStep(request);
  const form = await request.formData();
  const cart = await viewCart(session, context.clientIp).catch(failScreen);
  if (cart.items.length === 0) throw redirect('/cart');
  try {
    const order = await placeOrder(
      {
        orderItems: cart.items.map((item) => ({ _id: item.productId, size: item.size, quantity: item.quantity })),
        shippingAddress,
        paymentMethod,
        promoCode: cart.promo?.code,
      },
      token,
      String(form.get('idempotencyKey') ?? crypto.randomUUID()),
    );
    clearCart(session);
    forgetProductPages(order.orderItems);
    return redirect(`/order/${order._id}`, { headers: await sessionHeaders(session) });
  } catch (error) {
    return failAction(error, null, { headers: await sessionHeaders(session) });
  }
}

export default function PlaceOrderPage() {
  const { cart, shippingAddress, paymentMethod, idempotencyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const placing = useNavigation().state !== 'idle';
  const address = shippingAddress;
  return (
    <>
      <CheckoutSteps current="Place Order" />
      <h1>Place Order</h1>
      <div className={styles.layout}>
        <div className={styles.sections}>
          <section aria-labelledby="ship-to">
            <h2 id="ship-to">Shipping</h2>
            <AddressText address={address} />
            <Link to="/shipping">Edit</Link>
          </section>
          <section aria-labelledby="pay-by">
            <h2 id="pay-by">Payment</h2>
            <p>{paymentMethod}</p>
            <Link to="/payment">Edit</Link>
          </section>
          <section aria-labelledby="items">
            <h2 id="items">Items</h2>
            <OrderLines lines={cart.items} className={styles.items} />
            <Link to="/cart">Edit</Link>
          </section>
        </div>
        <aside className={styles.summary} aria-label="Order summary">
          <OrderSummary totals={cart.totals} />
          {cart.promo ? <p>Promo code {cart.promo.code}</p> : null}
          <Form method="post">
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <Button type="submit" isDisabled={placing}>
              {placing ? 'Placing your order…' : 'Place Order'}
            </Button>
          </Form>
        </aside>
      </div>
      <Toast toast={result?.toast} />
    </>
  );
}
