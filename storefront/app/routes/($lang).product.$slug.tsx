import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { categorySlug, readStrictNumber, type ProductJson } from '@pointe/config';
import type { ShopRouteHandle } from '../../server/hooks';
import { redirectWithSuccess } from 'remix-toast';
import { Carousel } from '~/components/shop/Carousel';
import { ColourSwatches } from '~/components/shop/ColourSwatches';
import { DeliveryChoice } from '~/components/shop/DeliveryPromise';
import { Price } from '~/components/shop/Price';
import { SizeChoiceNote } from '~/components/shop/SizeChoiceNote';
import { SizeGuideDialog } from '~/components/shop/SizeGuideDialog';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { RadioGroup } from '~/components/ui/RadioGroup';
import { commonMessages } from '~/i18n/catalogues/common';
import { shopMessages, sizeLabel } from '~/i18n/catalogues/shop';
import { localCategory, localDescription, localName } from '~/i18n/content';
import { localePath, localeOfPath, useLocale } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { throwAsResponse } from '~/lib/cms.server';
import { env } from '~/lib/env.server';
import { breadcrumbs, pageMeta, productJsonLd } from '~/lib/seo';
import { preselectedSize } from '~/models/product';
import { pickableSizes } from '~/models/size-guide';
import { sessionHeaders } from '~/lib/session.server';
import type { loader as rootLoader } from '~/root';
import { askWhenBack, saveForLater } from '~/models/back-in-stock.server';
import { setCartLine } from '~/models/cart.server';
import { checkAddToCart, getProductBySlug, showProductBySlug } from '~/models/product.server';
import { openGovernorates } from '~/models/shipping.server';
import * as styles from './product.css';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location }) => {
  const locale = localeOfPath(location.pathname);
  const common = commonMessages[locale];
  if (!loaded) return [{ title: `${common.notFoundTitle} | ${common.shopName}` }];
  const { product, origin } = loaded;
  const path = `/product/${product.slug}`;
  const name = localName(product, locale);
  const category = localCategory(product, locale);
  return [
    ...pageMeta({
      origin,
      path,
      locale,
      title: `${name} | ${common.shopName}`,
      description: localDescription(product, locale).slice(0, 155),
      image: product.image[0],
      type: 'product',
    }),
    productJsonLd(origin, locale, path, product),
    breadcrumbs(origin, locale, [
      [common.shopName, '/'],
      [category, `/category/${categorySlug(product.category)}`],
      [name, path],
    ]),
  ];
};

/** The same page for every shopper but the header: kept once per kind of shopper, public without cookies (server/hooks.ts). */
export const handle: ShopRouteHandle = { sharedPage: true };

export async function loader({ params, request }: LoaderFunctionArgs) {
  const [product, governorates] = await Promise.all([showProductBySlug(params.slug ?? '').catch(throwAsResponse), openGovernorates()]);
  const query = new URL(request.url).searchParams;
  // The delivery promise: for the governorate asked for (?to=, from its own form), else the first open one.
  const askedFor = governorates.find((governorate) => governorate.name === query.get('to'));
  const delivery = askedFor ?? governorates[0] ?? null;
  const imageParam = Number(query.get('image'));
  const imageIndex = Number.isInteger(imageParam) && imageParam >= 1 ? imageParam - 1 : 0;
  // The size guide's "Choose size M" comes back as ?size=M: preselected (and said so), when in stock.
  const sizeParam = query.get('size');
  const chosenSize = sizeParam && pickableSizes(product).includes(sizeParam) ? sizeParam : null;
  const deliveryRules = governorates.map(({ name, nameAr, shippingPrice, freeShippingAbove, deliveryDays }) => ({ name, nameAr, shippingPrice, freeShippingAbove, deliveryDays }));
  return data({ product, imageIndex, chosenSize, delivery: delivery && { rule: delivery, inAddress: askedFor !== undefined }, governorates: deliveryRules, origin: env.STOREFRONT_URL });
}

/** The most a shopper can pick at once on the product page (the cart allows up to 99 per line). */
const MAX_PICK = 10;

export async function action({ params, request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const product = await getProductBySlug(params.slug ?? '').catch(throwAsResponse);
  // The add-to-cart button sends no intent (as before); the other two forms name theirs.
  const intent = form.get('intent');
  if (intent === 'notify') return askWhenBack({ request, context }, product, form);
  if (intent === 'save') return saveForLater({ request, context }, product);
  if (intent !== null) throw new Response('Unknown action', { status: 400 });
  // The shop's one strict number reading: '0x2' or '2e0' is no quantity (refused below), not 2.
  const picked = readStrictNumber(form.get('quantity') ?? '1');
  const quantity = picked.ok ? picked.value : Number.NaN;
  const check = checkAddToCart(product, form.get('size'), quantity);
  // A code, not words: the page says it in its language (and so does the page rendered without JavaScript).
  if (!check.ok) return data({ problem: check.problem, notify: undefined }, { status: 400 });
  const session = await context.session();
  setCartLine(session, { productId: product._id, size: check.size, quantity });
  const { locale } = context;
  const text = messagesFor(shopMessages, locale);
  return redirectWithSuccess(
    localePath(locale, `/product/${product.slug}`),
    text.addedToCart(localName(product, locale), sizeLabel(check.size, text)),
    { headers: await sessionHeaders(session) },
  );
}

export default function ProductPage() {
  const { product, imageIndex, chosenSize, delivery, governorates } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const text = useMessages(shopMessages);
  const locale = useLocale();
  const pickable = Math.min(MAX_PICK, Math.max(1, ...product.sizes.map((size) => size.countInStock)));
  const navigation = useNavigation();
  const inStock = product.countInStock > 0;
  const name = localName(product, locale);

  return (
    <article className={styles.layout}>
      <Carousel images={product.image} srcSets={product.imageSrcSet} alt={name} initialIndex={imageIndex} />
      <div className={styles.details}>
        <p className={styles.eyebrow}>
          <bdi>{product.brand}</bdi> · {localCategory(product, locale)}
        </p>
        <h1>{name}</h1>
        <Price amount={product.price} className={styles.price} />
        <p className={inStock ? styles.inStock : styles.unavailable}>{inStock ? text.inStock : text.unavailable}</p>
        {delivery ? <DeliveryChoice governorates={governorates} asked={delivery} itemsPrice={product.price} keep={chosenSize ? { size: chosenSize } : {}} /> : null}
        <ColourSwatches slug={product.slug} colour={product.colour} family={product.family} />
        <p className={styles.description}>{localDescription(product, locale)}</p>
        {product.sizes.some(({ size }) => size !== 'One Size') ? <SizeGuideDialog slug={product.slug} /> : null}
        <Form method="post" className={styles.form} preventScrollReset>
          <RadioGroup
            key={chosenSize ?? ''}
            label={text.size}
            name="size"
            defaultValue={chosenSize ?? preselectedSize(product)}
            options={product.sizes.map(({ size, countInStock }) => ({
              value: size,
              label: sizeLabel(size, text),
              isDisabled: countInStock === 0,
            }))}
          />
          <SizeChoiceNote size={chosenSize} slug={product.slug} />
          <label className={styles.quantity}>
            {text.quantity}
            <select name="quantity" defaultValue="1" className={styles.quantitySelect}>
              {Array.from({ length: pickable }, (_, index) => (
                <option key={index + 1} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </label>
          {result?.problem ? <Alert>{text[result.problem]}</Alert> : null}
          <Button type="submit" isDisabled={!inStock || navigation.state === 'submitting'}>
            {text.addToCart}
          </Button>
        </Form>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="save" />
          <Button type="submit" variant="secondary" aria-label={text.saveItemLabel(name)}>
            <span aria-hidden="true">♡</span> {text.saveItem}
          </Button>
        </Form>
        <BackInStockForm product={product} />
      </div>
    </article>
  );
}

/**
 * For the sizes with no stock. The page is kept per kind of shopper (never read from her session
 * here): a signed-in shopper's copy has no email field, a visitor's asks for one.
 */
function BackInStockForm({ product }: { product: ProductJson }) {
  const text = useMessages(shopMessages);
  const result = useActionData<typeof action>();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  const soldOut = product.sizes.filter((size) => size.countInStock === 0);
  if (soldOut.length === 0) return null;
  const notify = result?.notify;
  return (
    <section aria-labelledby="back-in-stock" className={styles.backInStock}>
      <h2 id="back-in-stock" className={styles.backInStockHeading}>
        {text.backInStockHeading}
      </h2>
      <Form method="post" className={styles.form} preventScrollReset noValidate>
        <input type="hidden" name="intent" value="notify" />
        {/* A select, not a second group of size radios beside the one that adds to the cart. */}
        {/* Labels around their controls (no ids to wire); a select, not a second group of size radios. */}
        <label className={styles.alertField}>
          {text.sizeToWaitFor}
          <select name="size" defaultValue={notify?.values.size || soldOut[0]!.size} className={styles.alertControl}>
            {soldOut.map(({ size }) => (
              <option key={size} value={size}>
                {sizeLabel(size, text)}
              </option>
            ))}
          </select>
        </label>
        {signedIn ? (
          <p className={styles.note}>{text.alertToAccount}</p>
        ) : (
          <label className={styles.alertField}>
            {text.alertEmail}
            <input name="email" type="email" autoComplete="email" aria-required defaultValue={notify?.values.email} aria-invalid={notify?.errors.email ? true : undefined} className={styles.alertControl} />
          </label>
        )}
        {notify?.errors.size || notify?.errors.email ? <Alert>{notify.errors.email ?? notify.errors.size}</Alert> : null}
        <Button type="submit" variant="secondary">
          {text.notifyMe}
        </Button>
      </Form>
    </section>
  );
}
