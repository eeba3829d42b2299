/**
 * How the storefront's server tells the CMS the shopper's address (the CMS's per-IP limits count it),
 * in a way no other caller can forge: the address in CLIENT_IP_HEADER, and in CLIENT_IP_SIGNATURE_HEADER
 * its HMAC-SHA256 (hex) under CMS_CLIENT_IP_SECRET, which both processes share. The CMS believes the
 * address only when the signature matches (cms/src/auth/client-ip.ts); X-Forwarded-For only from the
 * proxies CMS_TRUSTED_PROXIES names.
 */
export const CLIENT_IP_HEADER = 'x-pointe-client-ip';
export const CLIENT_IP_SIGNATURE_HEADER = 'x-pointe-client-ip-signature';

/** What the signature covers: a purpose, so no HMAC made under the same secret for anything else passes. */
export const clientIpSigned = (ip: string): string => `pointe:client-ip:v1\n${ip}`;
