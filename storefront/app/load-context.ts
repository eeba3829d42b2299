import type { AppLoadContext } from '@remix-run/node';
import type { Locale } from '@pointe/config';
import { pageOfPath, type RequestFacts, type ShopperHeader } from '../server/hooks';
import { localeOfPath } from '~/i18n/locale';
import { CmsClient } from '~/lib/cms.server';
import { getSessionFromCookie, type ShopSession } from '~/lib/session.server';

/** What every loader and action gets in `context`, made once per request (serverHooks.loadContext). */
export interface ShopLoadContext {
  /** The shopper's IP address, forwarded to the CMS for its per-IP limits (sign-in, promo codes). */
  clientIp: string;
  /** This response's Content-Security-Policy nonce (server/security-headers.ts): Remix's scripts carry it. */
  cspNonce: string;
  /** The page's language, from its address (ADR 011). */
  locale: Locale;
  /**
   * This request's session, read from its Cookie header when first asked and the same for every
   * loader and action of the request after that (so a change made by the action is what its
   * loaders see). A shared page's loader must not ask (routes/shared-pages.test.ts).
   */
  session(): Promise<ShopSession>;
  /** The CMS as this shopper: their IP forwarded; `cms.withToken` (or `requireSignedIn`) for their signed-in calls. */
  cms: CmsClient;
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

/** What the app's helpers for one request take: a loader's or action's own arguments (or these two of them). */
export interface ShopArgs {
  request: Request;
  context: AppLoadContext;
}

/** The page a request is for, as Remix reads and routes it: the path after the origin (so '//x/ar' stays a path), without a `.data`. */
function pagePath(url: string): string {
  const { pathname } = new URL(url.startsWith('/') ? `http://shop.internal${url}` : 'http://shop.internal/');
  return pageOfPath(pathname);
}

export function shopLoadContext({ url, clientIp, cspNonce, cookie, sharedPage, sharedPageShopper }: RequestFacts): AppLoadContext {
  let session: Promise<ShopSession> | undefined;
  return {
    clientIp,
    cspNonce,
    locale: localeOfPath(pagePath(url)),
    session: () => (session ??= getSessionFromCookie(cookie ?? null)),
    cms: new CmsClient({ clientIp }),
    sharedPage,
    ...(sharedPageShopper ? { sharedPageShopper } : {}),
  };
}
