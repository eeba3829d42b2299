import type { AppLoadContext } from '@remix-run/node';
import type { Locale } from '@pointe/config';
import type { RequestFacts, ShopperHeader } from '../server/hooks';
import { localeOfPath } from '~/i18n/locale';

/** What every loader and action gets in `context`, made once per request (serverHooks.loadContext). */
export interface ShopLoadContext {
  /** The shopper's IP address, forwarded to the CMS for its per-IP limits (sign-in, promo codes). */
  clientIp: string;
  /** This response's Content-Security-Policy nonce (server/security-headers.ts): Remix's scripts carry it. */
  cspNonce: string;
  /** The page's language, from its address (ADR 011). */
  locale: Locale;
  /** The address is a shared page (its route's `handle`): entry.server answers it as publicly cacheable. */
  sharedPage: boolean;
  /**
   * Set when the server renders a page to keep for every shopper of a kind (server/shopper-pages.ts):
   * the header values to render instead of the session's (stand-ins it fills in per answer).
   */
  sharedPageShopper?: ShopperHeader;
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Remix's declared way to type the load context.
  interface AppLoadContext extends ShopLoadContext {}
}

export function shopLoadContext({ url, clientIp, cspNonce, sharedPage, sharedPageShopper }: RequestFacts): AppLoadContext {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  return { clientIp, cspNonce, locale: localeOfPath(pathname), sharedPage, ...(sharedPageShopper ? { sharedPageShopper } : {}) };
}
