import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorJson, messageJson } from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { demoAdmin, newShopper, type TestUser } from '../helpers/fixtures';
import { api, cmsUrl } from '../helpers/http';

/**
 * The reliability battery's bad-input round: every write route of the /api contract, fed malformed
 * JSON, a 2 MB body and wrong types, answers a 4xx with exactly { message }, never a 5xx.
 */
const WRITE_ROUTES: Array<[method: string, path: string, who: 'anyone' | 'shopper' | 'admin']> = [
  ['POST', '/api/users/signin', 'anyone'],
  ['POST', '/api/users/signup', 'anyone'],
  ['PUT', '/api/users/profile', 'shopper'],
  ['POST', '/api/users/forgot-password', 'anyone'],
  ['POST', '/api/users/reset-password/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'anyone'],
  ['POST', '/api/promos/apply', 'anyone'],
  ['POST', '/api/orders', 'shopper'],
  ['POST', '/api/promos', 'admin'],
  ['PUT', '/api/products/whatever', 'admin'],
  ['POST', '/api/order-links/AAAAAAAAAAAAAAAAAAAAAAAA.zzzzzz.AAAAAAAAAAAAAAAAAAAAAAAA/confirm', 'anyone'],
  ['POST', '/api/order-links/AAAAAAAAAAAAAAAAAAAAAAAA.zzzzzz.AAAAAAAAAAAAAAAAAAAAAAAA/cancel', 'anyone'],
  ['PUT', '/api/cod-rules', 'admin'],
  ['PUT', '/api/cod-rules/numbers/01012345678', 'admin'],
];

const WRONG_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  { email: { $ne: '' }, password: ['x'], name: 7, code: {}, cartTotal: 'NaN', orderItems: 'all', shippingAddress: [] },
  { __proto__: { isAdmin: true }, constructor: { prototype: { isAdmin: true } } },
];

let tokens: Record<'anyone' | 'shopper' | 'admin', string | undefined>;

beforeAll(async () => {
  const [shopper, admin]: [TestUser, TestUser] = await Promise.all([newShopper(), demoAdmin()]);
  tokens = { anyone: undefined, shopper: shopper.token, admin: admin.token };
});

const isClientError = (status: number) => status >= 400 && status < 500;

describe.each(WRITE_ROUTES)('%s %s', (method, path, who) => {
  it('answers malformed JSON with a 4xx { message }', async () => {
    const response = await api<{ message: string }>(path, {
      method,
      token: tokens[who],
      body: '{"email": "a@b.c", "password": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expectContract(messageJson, response.body);
  });

  it('answers a 2 MB body with a 4xx { message }', async () => {
    const response = await api<{ message: string }>(path, { method, token: tokens[who], json: { name: 'x'.repeat(2 * 1024 * 1024) } });
    expect(isClientError(response.status), String(response.status)).toBe(true);
    expectContract(messageJson, response.body);
  });

  it('answers wrong types and odd shapes with a 4xx { message }, never a 5xx', async () => {
    for (const body of WRONG_BODIES) {
      const response = await api<{ message: string }>(path, { method, token: tokens[who], json: body });
      expect(isClientError(response.status), `${JSON.stringify(body)} → ${response.status}`).toBe(true);
      expectContract(messageJson, response.body);
    }
  });
});

describe('query parameters', () => {
  it.each([
    '/api/products/search?page=1000000000',
    '/api/products/search?page=1e3',
    '/api/products/search?order[$ne]=x',
    '/api/products/search?query[0]=a&query[1]=b',
    '/api/products/search?filters[price][$lt]=1',
    '/api/products/admin?page=1000000000',
    '/api/orders?status=everything',
    '/api/users/admin?page=-1',
    // NUL characters, which PostgreSQL text can't hold (found by the fuzz round).
    '/api/products/%00',
    '/api/products/search?category=%00',
    '/api/orders/a%00b',
    '/api/orders/by-number/1e3',
    '/api/orders/by-number/%00',
    '/api/order-links/%00',
    '/api/order-links/a.b.c%00',
    '/api/cod-risk?orders[0]=a&orders[1]=b',
    `/api/cod-risk?orders=${'x'.repeat(200)}`,
    '/api/cod-risk?orders=a%00b',
    '/api/cod-rules/numbers/%00',
    '/api/cod-rules/numbers/not-a-number',
  ])('%s is a 4xx { message }, never a 5xx', async (path) => {
    const admin = tokens.admin;
    const response = await api<{ message: string }>(path, { token: admin });
    if (path.includes('filters[')) {
      // Unknown parameters are ignored, not obeyed: the answer is the unfiltered first page.
      expect(response.status).toBe(200);
      return;
    }
    expect(isClientError(response.status), String(response.status)).toBe(true);
    expectContract(messageJson, response.body);
  });

  it('refuses a NUL character inside a JSON body with a 400 { message }', async () => {
    const response = await api<{ message: string }>('/api/users/signup', { method: 'POST', json: { name: 'Nul\u0000Name', email: 'nul@example.com', password: 'long-enough-1' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal('The request contains a character the shop cannot accept'));
  });

  it('ignores populate and fields parameters: no private user data leaks through them', async () => {
    for (const path of ['/api/products?populate=*', '/api/products/search?populate[createdBy]=*', '/api/orders/mine?populate=user&fields[0]=password']) {
      const response = await api(path, { token: tokens.shopper });
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toMatch(/"password"|resetPasswordToken|"email":"admin@/);
    }
  });
});

/**
 * What Node's HTTP parser refuses before any middleware runs (issue 36): headers over Node's limit
 * (16 KB) and a request line it cannot read were answered with a bare status and no body. They are
 * `{ message, code }` like every other refusal.
 */
describe("requests Node's HTTP parser refuses", () => {
  /** Sends `raw` on a fresh connection and returns everything the server wrote back. */
  const rawExchange = (raw: string) =>
    new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(cmsUrl());
      const socket = connect(Number(port), hostname, () => socket.end(raw));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    });
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

  it('answers headers over the limit with 431 { message, code } in JSON', async () => {
    const response = await fetch(`${cmsUrl()}/api/products`, { headers: { cookie: `a=${'x'.repeat(20_000)}` } });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(errorJson({ code: 'headersTooLarge' }));
  });

  it('answers a request it cannot read with 400 { message, code } in JSON', async () => {
    const answer = await rawExchange('GET /api/products HTTP/1.1\r\nHost: cms.test\r\nBad Header Without Colon\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(answer.toLowerCase()).toContain('content-type: application/json');
    expect(bodyOf(answer)).toEqual(errorJson({ code: 'requestUnreadable' }));
  });
});
