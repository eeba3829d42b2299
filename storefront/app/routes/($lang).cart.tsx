import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { redirectWithError, redirectWithSuccess } from 'remix-toast';
import { OrderSummary } from '~/components/shop/OrderSummary';
import { Price } from '~/components/shop/Price';
import { Button } from '~/components/ui/Button';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { commonMessages } from '~/i18n/catalogues/common';
import { localName } from '~/i18n/content';
import { localeOfPath, localePath, useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { failScreen } from '~/lib/errors.server';
import { readIntent } from '~/lib/intent';
import { changedSessionHeaders, sessionHeaders } from '~/lib/session.server';
import { useHydrated } from '~/lib/use-hydrated';
import { cartIntent, changeCart } from '~/models/cart-form.server';
import { viewCart } from '~/models/cart.server';
import * as styles from './cart.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const words = checkoutMessages[locale];
  return [
    { title: `${words.cartTitle} | ${commonMessages[locale].shopName}` },
    { name: 'description', content: words.cartDescription },
    // Carts are personal: kept out of search engines (and out of robots.txt's allowed paths).
    { name: 'robots', content: 'noindex' },
  ];
};

export async function loader({ context }: LoaderFunctionArgs) {
  const session = await context.session();
  const cart = await viewCart(session, context.cms).catch(failScreen);
  // viewCart may have dropped vanished products or an expired promo: keep the cookie in step.
  return data(cart, { headers: await changedSessionHeaders(session) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const cartPage = localePath(context.locale, '/cart');
  const session = await context.session();
  const intent = readIntent(await request.formData(), cartIntent);
  const notice = await changeCart(session, intent, context).catch(failScreen);
  const init = { headers: await sessionHeaders(session) };
  if (!notice) return redirect(cartPage, init);
  return notice.type === 'error' ? redirectWithError(cartPage, notice.message, init) : redirectWithSuccess(cartPage, notice.message, init);
}

export default function CartPage() {
  const cart = useLoaderData<typeof loader>();
  const words = useMessages(checkoutMessages);
  const locale = useLocale();
  const path = usePath();
  const hydrated = useHydrated();
  // The code field is uncontrolled (hydration would reset a controlled one to its state, losing a code
  // typed before it); this only follows it, to disable Apply while it is empty.
  const [code, setCode] = useState('');
  const promoInput = useRef<HTMLInputElement>(null);
  useEffect(() => setCode(promoInput.current?.value ?? ''), []);

  if (cart.items.length === 0) {
    return (
      <div className={styles.empty}>
        <h1>{words.cartTitle}</h1>
        <p>{words.cartEmpty}</p>
        <ButtonLink to={path('/')} variant="primary">
          {words.goShopping}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <section aria-labelledby="cart-title">
        <h1 id="cart-title">{words.cartTitle}</h1>
        <ul className={styles.lines}>
          {cart.items.map((item) => {
            const name = localName(item, locale);
            return (
              <li key={`${item.productId}-${item.size}`} className={styles.line}>
                {item.image ? <img src={item.image} alt="" width={96} height={96} className={styles.image} /> : null}
                <div className={styles.lineText}>
                  <Link to={path(`/product/${item.slug}`)}>{name}</Link>
                  <span className={styles.muted}>{words.sizeOf(words.sizes[item.size])}</span>
                  <Price amount={item.price} />
                </div>
                {/* One form per line (its buttons say what to change): − and + send the new quantity, Remove its intent.
                    The stepper runs in the reading direction: − at the start, + at the end (mirrored in Arabic). */}
                <Form method="post" preventScrollReset className={styles.lineForm}>
                  <input type="hidden" name="productId" value={item.productId} />
                  <input type="hidden" name="size" value={item.size} />
                  <div className={styles.quantity}>
                    <button type="submit" name="quantity" value={item.quantity - 1} className={styles.lineButton} aria-label={words.oneFewer(name)} disabled={item.quantity <= 1}>
                      −
                    </button>
                    <span aria-label={words.quantityOf(name)}>{item.quantity}</span>
                    <button type="submit" name="quantity" value={item.quantity + 1} className={styles.lineButton} aria-label={words.oneMore(name)} disabled={item.quantity >= item.stock}>
                      +
                    </button>
                  </div>
                  <button type="submit" name="intent" value="remove" className={styles.lineButton} aria-label={words.removeLine(name)}>
                    {words.remove}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      </section>

      <aside className={styles.summary} aria-label={words.cartSummary}>
        <Form method="post" className={styles.promoForm}>
          <input type="hidden" name="intent" value="apply-promo" />
          <label htmlFor="promo-code">{words.promoCode}</label>
          <div className={styles.promoRow}>
            <input ref={promoInput} id="promo-code" name="code" defaultValue="" onChange={(event) => setCode(event.target.value)} className={styles.promoInput} autoComplete="off" maxLength={40} />
            <Button type="submit" variant="secondary" isDisabled={hydrated && code.trim() === ''}>
              {words.apply}
            </Button>
          </div>
        </Form>
        {cart.promo ? (
          <Form method="post" className={styles.appliedPromo}>
            <input type="hidden" name="intent" value="remove-promo" />
            <span>
              {words.promoBefore}{' '}
              <strong>
                <bdi>{cart.promo.code}</bdi>
              </strong>{' '}
              {words.promoAfter}
            </span>
            <button type="submit" className={styles.lineButton}>
              {words.removePromo}
            </button>
          </Form>
        ) : null}
        <OrderSummary totals={cart.totals} itemCount={cart.count} shippingFrom={cart.shippingFrom} delivery={cart.delivery} />
        <ButtonLink to={path(`/signin?redirect=${path('/shipping')}`)} variant="primary">
          {words.proceedToCheckout}
        </ButtonLink>
      </aside>
    </div>
  );
}
