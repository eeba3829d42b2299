import { describe, expect, inject, it } from 'vitest';
import { api } from '../helpers/http';

const FOREIGN = 'https://evil.example';
const shopOrigin = () => new URL(inject('storefrontUrl')).origin;

const preflight = (path: string, origin: string) =>
  api(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describe('CORS: only the configured origins', () => {
  it('gives a foreign origin no grant on /api', async () => {
    const response = await api('/api/products', { headers: { origin: FOREIGN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives a foreign origin no grant on a preflight to /admin/login, nor on the login itself', async () => {
    const response = await preflight('/admin/login', FOREIGN);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();

    const login = await api('/admin/login', { method: 'POST', headers: { origin: FOREIGN }, json: { email: 'nobody@example.com', password: 'wrong-password-1' } });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('does not take a look-alike of the shop for the shop', async () => {
    for (const origin of [`${shopOrigin()}.evil.example`, shopOrigin().replace('://', '://evil.'), 'null']) {
      const response = await api('/api/products', { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('grants the storefront origin (STOREFRONT_URL)', async () => {
    const response = await api('/api/products', { headers: { origin: shopOrigin() } });
    expect(response.headers.get('access-control-allow-origin')).toBe(shopOrigin());
    const allowed = await preflight('/admin/login', shopOrigin());
    expect(allowed.headers.get('access-control-allow-origin')).toBe(shopOrigin());
  });
});

describe('no X-Powered-By', () => {
  it.each([
    ['GET', '/api/products'],
    ['GET', '/api/products/no-such-product'],
    ['GET', '/_health'],
    ['GET', '/admin'],
    ['OPTIONS', '/admin/login'],
  ])('%s %s', async (method, path) => {
    const response = await api(path, { method, headers: { origin: shopOrigin() } });
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
