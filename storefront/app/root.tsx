import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { getToast } from 'remix-toast';
import { ShopLayout } from '~/components/shop/Layout';
import { Alert } from '~/components/ui/Alert';
import { Toast } from '~/components/ui/Toast';
import { CmsError } from '~/lib/cms.server';
import { useNonce } from '~/lib/nonce';
import { InlineStyles } from '~/lib/inline-styles';
import { ArabicFont } from '~/lib/arabic-font';
import { shopperHeader } from '~/lib/shopper.server';
import { listCategories } from '~/models/product.server';
import { HTML_LANG, TEXT_DIRECTION } from '@pointe/config';
import { commonMessages } from '~/i18n/catalogues/common';
import { localeOfPath, useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { errorTextFor } from '~/i18n/errors';
import '~/styles/global.css';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.png', type: 'image/png' }];

export const meta: MetaFunction = ({ location }) => {
  const words = commonMessages[localeOfPath(location.pathname)];
  return [{ title: words.shopName }, { name: 'description', content: words.tagline }];
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // English has no prefix and Arabic is '/ar': any other first segment is not a page of ours.
  if (params.lang !== undefined && params.lang !== 'ar') throw new Response(null, { status: 404, statusText: 'Not Found' });
  // The menu is a nicety: if the CMS is down, the page still renders (and shows its own error).
  const [categories, shopper, { toast, headers }] = await Promise.all([
    listCategories().catch((error: unknown) => {
      if (!(error instanceof CmsError)) throw error;
      return [];
    }),
    // A page the server keeps for every shopper of a kind is rendered with its stand-ins instead.
    context.sharedPageShopper ?? context.session().then(shopperHeader),
    getToast(request),
  ]);
  // An error toast often carries the CMS's or a schema's English words: put in the page's language
  // here, on the server, so that no page carries the error table for it.
  const shownToast = toast?.type === 'error' ? { ...toast, message: errorTextFor(context.locale, { message: toast.message }) } : toast;
  return data(
    {
      categories,
      cartCount: shopper.cartCount,
      user: shopper.name === null ? null : { name: shopper.name, isAdmin: shopper.isAdmin },
      toast: shownToast,
    },
    // Only a shown toast needs its cookie cleared: a visitor without cookies must get none (public caching).
    toast ? { headers } : undefined,
  );
}

/** The HTML document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const locale = useLocale();
  const signedIn = Boolean(useRouteLoaderData<typeof loader>('root')?.user);
  // <html data-hydrated> once the page's JavaScript has taken over: it starts later (below), so the end-to-end
  // tests and the INP benchmark start it as a shopper would and wait for this before testing what only JavaScript does.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang={HTML_LANG[locale]} dir={TEXT_DIRECTION[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <InlineStyles />
        {locale === 'ar' ? <ArabicFont /> : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* The page works before its JavaScript runs (a patch to Remix, ADR 012; development keeps Remix's own start).
            A visitor's page has nothing for it to do until she acts, so it runs at her first touch, pointer movement,
            key or scroll, and a cheap phone's main thread stays free while the page loads; a signed-in shopper's
            pages have her own parts to fill in (her saved size), so they start right after the first paint. */}
        <Scripts nonce={nonce} hydrateOn={import.meta.env.PROD ? (signedIn ? 'paint' : 'intent') : undefined} />
      </body>
    </html>
  );
}

function ShopFrame({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <>
      <ShopLayout categories={root?.categories ?? []} cartCount={root?.cartCount ?? 0} userName={root?.user?.name ?? null} isAdmin={root?.user?.isAdmin ?? false}>
        {children}
      </ShopLayout>
      <Toast toast={root?.toast} />
    </>
  );
}

export default function App() {
  return (
    <ShopFrame>
      <Outlet />
    </ShopFrame>
  );
}

export function HydrateFallback() {
  return <p>{useMessages(commonMessages).loading}</p>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  const text = useMessages(commonMessages);
  const path = usePath();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The server's own message (e.g. the CMS's 'Product Not Found'), when the error response carries one.
  // English pages show it as it is; Arabic pages their own words for the status, so that every
  // page does not carry the whole error table to translate a message it rarely shows.
  const serverMessage =
    locale === 'en' && isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : null;
  const title = notFound ? text.notFoundTitle : text.errorTitle;
  return (
    <ShopFrame>
      <title>{`${title} | ${text.shopName}`}</title>
      <h1>{title}</h1>
      {notFound && !serverMessage ? <p>{text.notFoundBody}</p> : <Alert>{serverMessage ?? text.genericError}</Alert>}
      <p>
        <Link to={path('/')}>{text.backHome}</Link>
      </p>
    </ShopFrame>
  );
}
