import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { z } from 'zod';
import { productIdField, type Locale } from '@pointe/config';
import { ProductGrid } from '~/components/shop/ProductGrid';
import { Button } from '~/components/ui/Button';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { accountMessages } from '~/i18n/catalogues/account';
import { commonMessages } from '~/i18n/catalogues/common';
import { savedToastMessages } from '~/i18n/catalogues/saved-toasts';
import { localName } from '~/i18n/content';
import { localeOfPath, localePath, usePath, useLocale } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failActionTo, failScreen, failSession } from '~/lib/errors.server';
import { readIntent } from '~/lib/intent';
import { getSignedIn, requireSignedIn } from '~/lib/session.server';
import { listSavedItems, removeSavedItem, saveItem } from '~/models/saved.server';
import * as styles from './saved.css';

export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${accountMessages[locale].savedTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

/** Her own saved products, read from the CMS with her token (another shopper's are never there). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireSignedIn({ request, context });
  const { items } = await listSavedItems(cms).catch(async (error: unknown) => {
    await failSession(error, { request, context }, 'shopper');
    return failScreen(error);
  });
  return { products: items.map((item) => item.product) };
}

const savedIntent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), productId: productIdField }),
  z.object({ intent: z.literal('remove'), productId: productIdField, name: z.string().max(200).default('') }),
]);

/** The shop page a card's Save was pressed on (same origin only), to go back to; the home page otherwise. */
function pageSavedFrom(request: Request, locale: Locale): string {
  const referer = request.headers.get('referer');
  const from = referer && URL.canParse(referer) ? new URL(referer) : null;
  if (from && from.origin === new URL(request.url).origin) return from.pathname + from.search;
  return localePath(locale, '/');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const form = await request.formData();
  const intent = readIntent(form, savedIntent);
  if (intent.intent === 'save') {
    // A card's Save: a visitor signs in first and comes back to the page she was on.
    const back = pageSavedFrom(request, locale);
    const shopper = await getSignedIn({ request, context });
    // She is told why, and the item is saved once she has signed in or signed up (saveAfterSignIn).
    if (!shopper) return redirect(localePath(locale, `/signin?redirect=${encodeURIComponent(back)}&save=${encodeURIComponent(intent.productId)}`));
    try {
      await saveItem(shopper.cms, intent.productId);
    } catch (error) {
      return failActionTo(error, back, { request, context }, 'shopper');
    }
    return redirectWithSuccess(back, messagesFor(savedToastMessages, locale).itemSavedShort);
  }
  const { cms } = await requireSignedIn({ request, context });
  const savedPath = localePath(locale, '/saved');
  try {
    await removeSavedItem(cms, intent.productId);
  } catch (error) {
    return failActionTo(error, savedPath, { request, context }, 'shopper');
  }
  return redirectWithSuccess(savedPath, messagesFor(accountMessages, locale).savedRemoved(intent.name));
}

export default function SavedPage() {
  const { products } = useLoaderData<typeof loader>();
  const words = useMessages(accountMessages);
  const locale = useLocale();
  const path = usePath();
  return (
    <>
      <h1>{words.savedTitle}</h1>
      {products.length === 0 ? (
        <p>
          {words.noSavedItems} <ButtonLink to={path('/')}>{words.goShopping}</ButtonLink>
        </p>
      ) : (
        <ProductGrid
          products={products}
          after={(product) => (
            <Form method="post" className={styles.remove}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="productId" value={product._id} />
              <input type="hidden" name="name" value={localName(product, locale)} />
              <Button type="submit" variant="secondary" aria-label={words.removeSavedLabel(localName(product, locale))}>
                {words.removeSaved}
              </Button>
            </Form>
          )}
        />
      )}
    </>
  );
}
