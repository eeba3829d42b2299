import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSecurityHeaders, securityHeadersFor } from '../../server/security-headers.js';
import { listen, request, type Listening } from './server-helpers/listen.js';

describe('securityHeadersFor', () => {
  it('sends the page policy with the given script sources, and the other protections', () => {
    const headers = securityHeadersFor({ develop: false, https: false })(["'nonce-abc'", "'sha256-xyz'"]);
    expect(headers).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self' 'nonce-abc' 'sha256-xyz'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    });
  });

  it('lets the Strapi panel frame the pages (its Preview) from the origins given, and nothing else', () => {
    const headers = securityHeadersFor({ develop: false, https: false, panelOrigins: ['https://cms.pointe.example', 'http://localhost:1337'] })([]);
    expect(headers['Content-Security-Policy']).toMatch(/; frame-ancestors https:\/\/cms\.pointe\.example http:\/\/localhost:1337$/);
    expect(headers['Content-Security-Policy']).not.toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBeUndefined();
  });

  it("lets a checkout's form be sent on to the payment providers' hosted pages, and nowhere else", () => {
    const headers = securityHeadersFor({ develop: false, https: false, paymentPageOrigins: ['https://accept.paymob.com'] })([]);
    expect(headers['Content-Security-Policy']).toContain("; form-action 'self' https://accept.paymob.com; ");
  });

  it('adds HSTS and upgrade-insecure-requests over https', () => {
    const headers = securityHeadersFor({ develop: false, https: true })([]);
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toMatch(/; upgrade-insecure-requests$/);
  });

  it('sends no CSP in development (Vite needs inline scripts), the rest still', () => {
    const headers = securityHeadersFor({ develop: true, https: false })([]);
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['X-Frame-Options']).toBe('DENY');
  });
});

describe('addSecurityHeaders', () => {
  let running: Listening;
  beforeAll(async () => {
    const app = express();
    app.use(addSecurityHeaders(securityHeadersFor({ develop: false, https: false })));
    app.get('/', (_req, res) => res.send(res.locals.cspNonce));
    running = await listen(app);
  });
  afterAll(() => running.close());

  it('gives every response a fresh nonce, in its CSP and in res.locals for Remix', async () => {
    const first = await request(running.url);
    const second = await request(running.url);
    const nonce = first.body.toString();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
    expect(first.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(second.body.toString()).not.toBe(nonce);
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });
});
