import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { CheckoutSteps } from '~/components/shop/CheckoutSteps';
import { OrderSummary } from '~/components/shop/OrderSummary';
import { CreditAmounts, storeCreditStyles } from '~/components/shop/StoreCredit';
import { Checkbox } from '~/components/ui/CheckboxGroup';
import { AddressText, OrderLines, usePaymentMethodText } from '~/components/shop/OrderParts';
import { Button } from '~/components/ui/Button';
import { ActionToast } from '~/components/ui/ActionToast';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { storeCreditMessages } from '~/i18n/catalogues/store-credit';
import { useFormat } from '~/i18n/format';
import { commonMessages } from '~/i18n/catalogues/common';
import { localName } from '~/i18n/content';
import { localeOfPath, localePath, useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { requirePlaceOrderStep } from '~/lib/checkout.server';
import { failAction, failScreen } from '~/lib/errors.server';
import { changedSessionHeaders, sessionHeaders } from '~/lib/session.server';
import { clearCart, viewCart } from '~/models/cart.server';
import { placeOrder } from '~/models/order.server';
import { offeredPaymentMethods, paymentOffer } from '~/models/payment.server';
import { CmsError } from '~/lib/cms.server';
import { PAY_FIRST_INSTEAD, isOnlinePaymentMethod, toPiastres, withCodFee } from '@pointe/config';
import { getMyStoreCredit, previewStoreCredit } from '~/models/store-credit.server';
import { forgetProductPages } from '~/models/product.server';
import * as styles from './placeorder.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${checkoutMessages[locale].placeOrderTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session, cms, shippingAddress, paymentMethod } = await requirePlaceOrderStep({ request, context });
  // The promo is asked with the request's own client (per-IP limits), the order and her store credit with the shopper's.
  const [cart, credit, offer] = await Promise.all([viewCart(session, context.cms), getMyStoreCredit(cms), paymentOffer()]).catch(failScreen);
  if (cart.items.length === 0) throw redirect(localePath(context.locale, '/cart'), { headers: await changedSessionHeaders(session) });
  // As the CMS will price it: Cash On Delivery's fee (issue 40), unless her store credit leaves nothing to pay at the door.
  const cashOnDelivery = !isOnlinePaymentMethod(paymentMethod);
  const totals = withCodFee(cart.totals, toPiastres(offer.codFee), { cashOnDelivery, amountDuePiastres: toPiastres(cart.totals.totalPrice) });
  const creditWithoutFee = previewStoreCredit(credit.balance, cart.totals.totalPrice);
  // One key per visit of this page: a double click or a resubmitted form places one order, not two.
  return data(
    {
      cart: { ...cart, totals },
      shippingAddress,
      paymentMethod,
      idempotencyKey: crypto.randomUUID(),
      credit: creditWithoutFee.due > 0 ? previewStoreCredit(credit.balance, totals.totalPrice) : creditWithoutFee,
    },
    { headers: await changedSessionHeaders(session) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, cms, shippingAddress, paymentMethod } = await requirePlaceOrderStep({ request, context });
  const { locale } = context;
  const form = await request.formData();
  const cart = await viewCart(session, context.cms).catch(failScreen);
  if (cart.items.length === 0) throw redirect(localePath(locale, '/cart'));
  try {
    const { order, payment } = await placeOrder(
      cms,
      {
        orderItems: cart.items.map((item) => ({ _id: item.productId, size: item.size, quantity: item.quantity })),
        shippingAddress,
        paymentMethod,
        promoCode: cart.promo?.code,
        // The language the shopper ordered in: the CMS writes the order's emails in it.
        locale,
        // Her store credit, when she ticked it: the CMS decides how much (ADR 024).
        useStoreCredit: form.get('useStoreCredit') === 'on',
      },
      String(form.get('idempotencyKey') ?? crypto.randomUUID()),
    );
    clearCart(session);
    forgetProductPages(order.orderItems);
    // Paid online (issue 40): on to the provider's hosted page (a 303, without JavaScript too); else, and for a Fawry code, her order's page.
    if (payment?.checkoutUrl) return redirect(payment.checkoutUrl, { status: 303, headers: await sessionHeaders(session) });
    return redirect(localePath(locale, `/order/${order._id}`), { headers: await sessionHeaders(session) });
  } catch (error) {
    // Cash on delivery refused for what paying first answers: back to the payment step, with the reason and the offer.
    if (paymentMethod === 'Cash On Delivery' && error instanceof CmsError && PAY_FIRST_INSTEAD.includes(error.code ?? '') && (await offeredPaymentMethods()).length > 0) {
      session.set('payFirstInstead', error.refusal);
      return redirect(localePath(locale, '/payment'), { headers: await sessionHeaders(session) });
    }
    return failAction(error, null, { headers: await sessionHeaders(session) });
  }
}

export default function PlaceOrderPage() {
  const { cart, shippingAddress, paymentMethod, idempotencyKey, credit } = useLoaderData<typeof loader>();
  const creditWords = useMessages(storeCreditMessages);
  const { price } = useFormat();
  const result = useActionData<typeof action>();
  const words = useMessages(checkoutMessages);
  const locale = useLocale();
  const path = usePath();
  const paymentMethodText = usePaymentMethodText();
  const placing = useNavigation().state !== 'idle';
  const lines = cart.items.map((item) => ({ ...item, name: localName(item, locale) }));
  return (
    <>
      <CheckoutSteps current="placeOrder" />
      <h1>{words.placeOrderTitle}</h1>
      <div className={styles.layout}>
        <div className={styles.sections}>
          <section aria-labelledby="ship-to">
            <h2 id="ship-to">{words.shipping}</h2>
            <AddressText address={shippingAddress} />
            <Link to={path('/shipping')}>{words.edit}</Link>
          </section>
          <section aria-labelledby="pay-by">
            <h2 id="pay-by">{words.payment}</h2>
            <p>{paymentMethodText(paymentMethod)}</p>
            <Link to={path('/payment')}>{words.edit}</Link>
          </section>
          <section aria-labelledby="items">
            <h2 id="items">{words.items}</h2>
            <OrderLines lines={lines} className={styles.items} />
            <Link to={path('/cart')}>{words.edit}</Link>
          </section>
        </div>
        <aside className={styles.summary} aria-label={words.orderSummary}>
          <OrderSummary totals={cart.totals} delivery={cart.delivery} />
          {cart.promo ? (
            <p>
              {words.promoCode} <bdi>{cart.promo.code}</bdi>
            </p>
          ) : null}
          <Form method="post" className={storeCreditStyles.creditForm}>
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            {credit.balance > 0 ? (
              <>
                <Checkbox name="useStoreCredit" value="on" label={creditWords.useCredit(price(credit.balance))} isChecked />
                <p className={storeCreditStyles.hint}>{creditWords.useCreditHint}</p>
                <div className={storeCreditStyles.ifCredit}>
                  <CreditAmounts used={credit.used} due={credit.due} />
                </div>
                <div className={storeCreditStyles.ifNoCredit}>
                  <CreditAmounts used={0} due={cart.totals.totalPrice} />
                </div>
              </>
            ) : null}
            <Button type="submit" isDisabled={placing}>
              {placing ? words.placingOrder : words.placeOrder}
            </Button>
          </Form>
        </aside>
      </div>
      <ActionToast toast={result?.toast} />
    </>
  );
}
