import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageJson } from '@pointe/config';
import { CmsClient } from '~/lib/cms.server';
import { sessionHeaders } from '~/lib/session.server';
import { argsFor, contextFor } from '~/load-context.testing';
import * as payment from '~/routes/($lang).payment';
import * as shipping from '~/routes/($lang).shipping';

// The real session module, with its one reading of a Cookie header counted.
vi.mock(import('~/lib/session.server'), async (importOriginal) => {
  const real = await importOriginal();
  return { ...real, getSessionFromCookie: vi.fn(real.getSessionFromCookie) };
});
const { getSessionFromCookie } = await import('~/lib/session.server');
// The shipping page lists the open governorates from the CMS; this test is about the session.
vi.mock(import('~/models/shipping.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  openGovernorates: vi.fn(async () => []),
}));
// And the payment page the online methods staff switched on (none: a new shop).
vi.mock(import('~/models/payment.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  paymentOffer: vi.fn(async () => ({ methods: [], codFee: 0 })),
}));

afterEach(() => {
  vi.mocked(getSessionFromCookie).mockClear();
  vi.unstubAllGlobals();
});

/** A signed-in shopper's cookie, at the payment step (an address chosen). */
async function checkoutCookie(): Promise<string> {
  const session = await getSessionFromCookie(null);
  session.set('token', 'shopper-token');
  session.set('user', { _id: 'u1', name: 'Salma', email: 'salma@pointe.test', isAdmin: false });
  session.set('shippingAddress', { fullName: 'Salma Hassan', mobileNumber: '01012345678', streetName: 'Corniche', buildingNumber: '3', apartmentNumber: '9', area: 'Smouha', city: 'Alexandria' });
  const cookie = (await sessionHeaders(session)).get('Set-Cookie')!.split(';')[0]!;
  vi.mocked(getSessionFromCookie).mockClear();
  return cookie;
}

describe('the load context', () => {
  it('reads the session once per request, however many loaders and helpers ask, and only when asked', async () => {
    const request = new Request('http://shop.test/payment', { headers: { Cookie: await checkoutCookie() } });
    const { context } = argsFor(request);
    expect(getSessionFromCookie).not.toHaveBeenCalled();

    // Both pages' loaders (each checks the sign-in, then reads the session again) and the context itself.
    const [shippingData, paymentData, session] = await Promise.all([
      shipping.loader({ request, params: {}, context }),
      payment.loader({ request, params: {}, context }),
      context.session(),
    ]);
    expect(shippingData.saved?.city).toBe('Alexandria');
    expect(paymentData.data).toEqual({ saved: null, methods: ['Cash On Delivery'], codFee: 0, payFirstInstead: null });
    expect(await context.session()).toBe(session);
    expect(getSessionFromCookie).toHaveBeenCalledTimes(1);

    // The next request reads its own, once.
    await argsFor(request).context.session();
    expect(getSessionFromCookie).toHaveBeenCalledTimes(2);
  });

  it('shows what the action changed to the loaders of the same request', async () => {
    const { context } = argsFor(new Request('http://shop.test/cart', { headers: { Cookie: await checkoutCookie() } }));
    (await context.session()).set('paymentMethod', 'Cash On Delivery');
    expect((await context.session()).get('paymentMethod')).toBe('Cash On Delivery');
  });

  it.each([
    ['/', 'en'],
    ['/cart', 'en'],
    ['/arabic-dance', 'en'],
    ['//shop.test/ar', 'en'],
    ['/ar', 'ar'],
    ['/ar/cart?step=2', 'ar'],
    ['/ar/product/wrap-skirt', 'ar'],
    // Single-fetch data requests are for the page without `.data`.
    ['/_root.data', 'en'],
    ['/ar.data', 'ar'],
    ['/ar/cart.data?_routes=routes%2F(%24lang).cart', 'ar'],
  ] as const)('takes the language from the address: %s is %s', (path, locale) => {
    expect(contextFor(new Request(`http://shop.test${path}`)).locale).toBe(locale);
  });

  it("binds the CMS client to the shopper's IP, and to their token once signed in, sending the CMS what it sent before", async () => {
    const sent: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL, init: RequestInit) => {
        sent.push(new Headers(init.headers));
        return Response.json({ message: 'ok' });
      }),
    );
    const { cms } = contextFor(new Request('http://shop.test/signin'), { clientIp: '203.0.113.7' });
    expect(cms).toEqual(new CmsClient({ clientIp: '203.0.113.7' }));
    await cms.request('/users/forgot-password', messageJson, { method: 'POST', body: { email: 'a@b.c' } });
    await cms.withToken('shopper-token').request('/orders/mine', messageJson);
    expect(sent.map((headers) => [headers.get('x-forwarded-for'), headers.get('authorization')])).toEqual([
      ['203.0.113.7', null],
      [null, 'Bearer shopper-token'],
    ]);
  });
});
