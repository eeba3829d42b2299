import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromOurOwnPage, refuseCrossSiteRequests } from '../../server/csrf.js';
import { listen, request, type Listening } from './server-helpers/listen.js';

const shop = 'https://shop.example';
const from = (headers: Record<string, string>) => ({ get: (name: string) => headers[name.toLowerCase()] });

describe('fromOurOwnPage', () => {
  it('accepts our public origin, or the host the request was sent to, in Origin or else Referer', () => {
    expect(fromOurOwnPage(from({ origin: shop }), shop)).toBe(true);
    expect(fromOurOwnPage(from({ referer: `${shop}/cart?x=1` }), shop)).toBe(true);
    // The host it was sent to, under the shop's own scheme (behind a TLS proxy the request itself arrives as http).
    expect(fromOurOwnPage(from({ origin: 'https://127.0.0.1:3312', host: '127.0.0.1:3312' }), shop)).toBe(true);
  });

  it('refuses a foreign-scheme origin: the whole origin (scheme, host, port) must be the shop’s', () => {
    const httpShop = 'http://localhost:3000';
    expect(fromOurOwnPage(from({ origin: 'https://localhost:3000', host: 'localhost:3000' }), httpShop)).toBe(false);
    expect(fromOurOwnPage(from({ referer: 'https://localhost:3000/cart', host: 'localhost:3000' }), httpShop)).toBe(false);
    expect(fromOurOwnPage(from({ origin: 'http://localhost:3000', host: 'localhost:3000' }), httpShop)).toBe(true);
    expect(fromOurOwnPage(from({ origin: 'http://localhost:3001', host: 'localhost:3000' }), httpShop)).toBe(false);
    // An https shop: an http page of the same host is another origin, whatever the Host header says.
    expect(fromOurOwnPage(from({ origin: 'http://shop.example', host: 'shop.example' }), shop)).toBe(false);
    expect(fromOurOwnPage(from({ origin: 'http://127.0.0.1:3312', host: '127.0.0.1:3312' }), shop)).toBe(false);
  });

  it('refuses another site, a look-alike, a missing source and an unreadable one', () => {
    expect(fromOurOwnPage(from({ origin: 'https://evil.example' }), shop)).toBe(false);
    expect(fromOurOwnPage(from({ origin: 'https://shop.example.evil.example' }), shop)).toBe(false);
    expect(fromOurOwnPage(from({ origin: 'http://shop.example' }), shop)).toBe(false); // another scheme is another origin
    expect(fromOurOwnPage(from({}), shop)).toBe(false);
    expect(fromOurOwnPage(from({ origin: 'null' }), shop)).toBe(false);
    // Origin wins over Referer when both are sent.
    expect(fromOurOwnPage(from({ origin: 'https://evil.example', referer: `${shop}/` }), shop)).toBe(false);
  });
});

describe('refuseCrossSiteRequests', () => {
  let running: Listening;
  beforeAll(async () => {
    const app = express();
    app.use(refuseCrossSiteRequests(shop));
    app.all('*', (req, res) => res.send(`done ${req.method}`));
    running = await listen(app);
  });
  afterAll(() => running.close());

  it('lets reads through from anywhere', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect((await request(running.url, { method, headers: { origin: 'https://evil.example' } })).status).toBe(200);
    }
  });

  it('lets our own pages post, and answers 403 to any other post, put or delete', async () => {
    const ours = await request(`${running.url}/cart`, { method: 'POST', headers: { origin: shop } });
    expect(ours.status).toBe(200);
    expect(ours.body.toString()).toBe('done POST');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const refused = await request(`${running.url}/cart`, { method, headers: { origin: 'https://evil.example' } });
      expect(refused.status).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^text\/plain/);
      expect(refused.body.toString()).toBe('Cross-site requests are refused.');
    }
    expect((await request(`${running.url}/cart`, { method: 'POST' })).status).toBe(403);
  });
});
