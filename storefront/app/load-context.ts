declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The shopper's IP address (from server.js), forwarded to the CMS for its rate limits. */
    clientIp: string;
    /** This response's Content-Security-Policy nonce (server.js): Remix's scripts carry it. */
    cspNonce: string;
  }
}

export {};
