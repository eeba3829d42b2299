// Security headers on every response, and the per-response CSP nonce Remix's inline scripts carry.
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Locals {
    /** This response's CSP nonce, handed to Remix through the load context. */
    cspNonce?: string;
  }
}

/** The headers for one answer, given the CSP sources its inline scripts are allowed by (a nonce or hashes). */
export type SecurityHeaders = (scriptSources: readonly string[]) => Record<string, string>;

/**
 * The CSP allows scripts only from this origin or by the given sources; inline style attributes stay
 * allowed because react-aria positions popovers with them. No CSP in development: Vite's dev server
 * needs inline scripts and eval. Frames: none, or the Strapi panel's origins when given (its Preview).
 */
export function securityHeadersFor({
  develop,
  https,
  panelOrigins = [],
  paymentPageOrigins = [],
}: {
  develop: boolean;
  https: boolean;
  panelOrigins?: readonly string[];
  paymentPageOrigins?: readonly string[];
}): SecurityHeaders {
  const framed = panelOrigins.length > 0;
  const fixed: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // X-Frame-Options knows no list of origins: with the Strapi panel allowed to frame the shop (its
    // Preview), the CSP's frame-ancestors decides alone (browsers ignore X-Frame-Options beside it).
    ...(framed ? {} : { 'X-Frame-Options': 'DENY' }),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (https) fixed['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  if (develop) return () => ({ ...fixed });
  // Built once: only the script sources differ between answers.
  const beforeScripts = "default-src 'self'; script-src 'self' ";
  const afterScripts = [
    '',
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // A pay-now checkout's form is answered with a 303 to the provider's hosted page: browsers hold redirects of a form to form-action too.
    ["form-action 'self'", ...paymentPageOrigins].join(' '),
    framed ? `frame-ancestors ${panelOrigins.join(' ')}` : "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return (scriptSources) => ({ ...fixed, 'Content-Security-Policy': beforeScripts + scriptSources.join(' ') + afterScripts });
}

/** Gives each response a fresh nonce (never reused: a nonce seen once would let a script in) and its headers. */
export function addSecurityHeaders(headersFor: SecurityHeaders): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.set(headersFor([`'nonce-${nonce}'`]));
    next();
  };
}
