// The seam between the storefront's HTTP server (this folder) and the Remix app (app/): the types both
// sides import, and nothing else. The app exports one `serverHooks` object (app/entry.server.tsx,
// `satisfies ServerHooks`); the server reads it once from the build and checks it whole
// (remix-build.ts), so a renamed or missing hook stops the server at start-up instead of quietly
// turning a feature off.
import type { AppLoadContext } from '@remix-run/node';

/** What the page header shows for one shopper: the only personal part of the browsing pages. */
export interface ShopperHeader {
  /** The signed-in shopper's name, or null when no one is signed in. */
  name: string | null;
  isAdmin: boolean;
  cartCount: number;
}

/**
 * "The catalogue changed", owned by the app, heard by every cache of the catalogue in this process
 * (the app's catalogue reads, the server's page microcache and shared pages). Whoever learns of a
 * change says it here once (the CMS's announcement on Redis or the internal endpoint, the shop
 * admin's own writes, a shopper's order); every subscriber empties itself once.
 */
export interface CatalogueEvents {
  /** Anything in the catalogue may have changed: every cached page and read goes. */
  changed(): void;
  /** One product's stock changed (a shopper's order): its pages and its read go. */
  productChanged(slug: string): void;
  onChanged(listener: () => void): void;
  onProductChanged(listener: (slug: string) => void): void;
}

/** What the server knows of a request before the app sees it. */
export interface RequestFacts {
  /** The path and query as the HTTP server received them. */
  url: string;
  clientIp: string;
  cspNonce: string;
  /** The request's Cookie header, if any: the app reads the session from it only when a loader asks. */
  cookie?: string;
  /** Whether the address is a shared page (its route's handle, shared-routes.ts): the app then answers it as public. */
  sharedPage: boolean;
  /** Set for a page rendered to keep for every shopper of a kind: the stand-ins to render instead of the session's header values. */
  sharedPageShopper?: ShopperHeader;
}

export interface ServerHooks {
  catalogue: CatalogueEvents;
  /** This shopper's header values, or undefined when the page must be rendered for them alone (a toast to show). */
  sharedPageShopper(cookieHeader: string): Promise<ShopperHeader | undefined>;
  /** Remix's load context for one request, made once per request (locale, session, client address …). */
  loadContext(facts: RequestFacts): AppLoadContext;
}

/**
 * A route module's `handle`. `sharedPage: true` declares the page the same for every shopper but for
 * the header (home, product, search): the server keeps it once per kind of shopper
 * (shopper-pages.ts), its answers are publicly cacheable without cookies, and its loader must not
 * read the session (app/routes/shared-pages.test.ts fails if it does).
 */
export interface ShopRouteHandle {
  sharedPage?: true;
}

/** The page a path is for: a single-fetch data request (`/ar/cart.data`, `/ar.data`, `/_root.data` for '/') is for the page without its `.data`. */
export function pageOfPath(pathname: string): string {
  return pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
}
