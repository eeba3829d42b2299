import type { LinksFunction, MetaFunction } from '@remix-run/node';
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
import type { ReactNode } from 'react';
import { ShopLayout } from '~/components/shop/Layout';
import { Alert } from '~/components/ui/Alert';
import { CmsError } from '~/lib/cms.server';
import { listCategories } from '~/models/product.server';
import { SHOP_NAME, SHOP_TAGLINE, text } from '~/strings';
import '~/styles/global.css';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.png', type: 'image/png' }];

export const meta: MetaFunction = () => [{ title: SHOP_NAME }, { name: 'description', content: SHOP_TAGLINE }];

export async function loader() {
  // The menu is a nicety: if the CMS is down, the page still renders (and shows its own error).
  const categories = await listCategories().catch((error: unknown) => {
    if (!(error instanceof CmsError)) throw error;
    return [];
  });
  return { categories, cartCount: 0 };
}

/** The HTML document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function ShopFrame({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <ShopLayout categories={data?.categories ?? []} cartCount={data?.cartCount ?? 0}>
      {children}
    </ShopLayout>
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
  return <p>{text.loading}</p>;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : text.genericError;
  const title = notFound ? text.notFoundTitle : text.errorTitle;
  return (
    <ShopFrame>
      <title>{`${title} | ${SHOP_NAME}`}</title>
      <h1>{title}</h1>
      {notFound ? <p>{text.notFoundBody}</p> : <Alert>{message}</Alert>}
      <p>
        <Link to="/">{text.backHome}</Link>
      </p>
    </ShopFrame>
  );
}
