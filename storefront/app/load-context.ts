declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The shopper's IP address (from the storefront server, server/index.ts), forwarded to the CMS for its rate limits. */
    clientIp: string;
    /** This response's Content-Security-Policy nonce (server/security-headers.ts): Remix's scripts carry it. */
    cspNonce: string;
  }
}

export {};
