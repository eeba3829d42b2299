import { env } from '~/lib/env.server';
import { localePath } from '~/i18n/locale';

/** Pages for shoppers' eyes only (carts, checkout, accounts, admin) are not for search engines, in either language. */
const PRIVATE_PATHS = ['/admin', '/cart', '/shipping', '/payment', '/placeorder', '/order/', '/orderhistory', '/profile', '/signin', '/signup', '/signout', '/forgot-password', '/reset-password'];

export function loader() {
  const arabicPaths = PRIVATE_PATHS.map((path) => localePath('ar', path));
  const lines = ['User-agent: *', ...[...PRIVATE_PATHS, ...arabicPaths].map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', env.STOREFRONT_URL)}`];
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
