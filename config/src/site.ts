/**
 * The shop's public address when STOREFRONT_URL is not set (a local `npm start`). The storefront's
 * own links and the CMS's emails (order confirmation, password reset) both fall back to it.
 */
export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';
