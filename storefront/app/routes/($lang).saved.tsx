import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { z } from 'zod';
import { productIdField } from '@pointe/config';
import { ProductGrid } from '~/components/shop/ProductGrid';
import { Button } from '~/components/ui/Button';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { accountMessages } from '~/i18n/catalogues/account';
import { commonMessages } from '~/i18n/catalogues/common';
import { localName } from '~/i18n/content';
import { localeOfPath, localePath, usePath, useLocale } from '~/i18n/locale';
import { messagesFor, useMessages } from '~/i18n/messages';
import { failActionTo, failScreen, failSession } from '~/lib/errors.server';
import { readIntent } from '~/lib/intent';
import { requireSignedIn } from '~/lib/session.server';
import { listSavedItems, removeSavedItem } from '~/models/saved.server';
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

const savedIntent = z.discriminatedUnion('intent', [z.object({ intent: z.literal('remove'), productId: productIdField, name: z.string().max(200).default('') })]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { cms } = await requireSignedIn({ request, context });
  const { locale } = context;
  const savedPath = localePath(locale, '/saved');
  const intent = readIntent(await request.formData(), savedIntent);
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
