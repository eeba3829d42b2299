import type { ShopperHeader } from '~/lib/shopper.server';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The shopper's IP address (from the storefront server, server/index.ts), forwarded to the CMS for its rate limits. */
    clientIp: string;
    /** This response's Content-Security-Policy nonce (server/security-headers.ts): Remix's scripts carry it. */
    cspNonce: string;
    /**
     * Set when the server renders a page to keep for every shopper of a kind (server/shopper-pages.ts):
     * the header values to render instead of the session's (stand-ins it fills in per answer).
     */
    sharedPageShopper?: ShopperHeader;
  }
}

export {};
