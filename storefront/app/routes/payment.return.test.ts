import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentReturnJson } from '@pointe/config';
import { argsFor } from '~/load-context.testing';
import { loader } from './($lang).payment_.return';

const answer = (status: PaymentReturnJson['order']['status'], state: PaymentReturnJson['payment']['state']): PaymentReturnJson => ({
  order: { _id: 'o1', orderNumber: 10001, status },
  payment: { method: 'card', state, amount: 450, holdUntil: '2026-11-30T10:30:00.000Z', checkoutUrl: null, reference: '10001-x', outletCode: null, paidAt: state === 'paid' ? '2026-11-30T10:05:00.000Z' : null },
});

/** The CMS's answer to the signed query, and what the page made of it. */
async function back(search: string, cms: Response) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(cms);
  const result = (await loader(argsFor(new Request(`http://shop.test/payment/return${search}`)))) as Response | { data: unknown; init: ResponseInit | null };
  return { result, asked: fetchSpy.mock.calls.map(([url]) => new URL(String(url))) };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('/payment/return (issue 40)', () => {
  it('passes the signed query on to the CMS as it came (without its own counter), and never decides from it', async () => {
    const { asked } = await back('?id=1&success=true&amount_cents=45000&hmac=abc&tries=2', json(answer('awaiting-payment', 'awaiting')));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe('/api/payments/paymob/return');
    expect([...asked[0]!.searchParams]).toEqual([
      ['id', '1'],
      ['success', 'true'],
      ['amount_cents', '45000'],
      ['hmac', 'abc'],
    ]);
  });

  it("sends her to her order's page once the callback made it paid", async () => {
    const { result } = await back('?hmac=abc', json(answer('confirmed', 'paid')));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get('location')).toBe('/order/o1');
  });

  it('waits (the page refreshes itself) while the payment is awaited, then says we will email her', async () => {
    const waiting = (await back('?hmac=abc', json(answer('awaiting-payment', 'awaiting')))).result as { data: unknown; init: { headers: Record<string, string> } };
    expect(waiting.data).toEqual({ state: 'waiting', orderId: 'o1', tries: 0 });
    expect(waiting.init.headers.Refresh).toBe('3;url=/payment/return?hmac=abc&tries=1');
    vi.restoreAllMocks();
    const late = (await back('?hmac=abc&tries=10', json(answer('awaiting-payment', 'awaiting')))).result as { data: unknown };
    expect(late.data).toEqual({ state: 'stillWaiting', orderId: 'o1' });
  });

  it('says the payment did not go through for a declined or expired one', async () => {
    const { result } = await back('?hmac=abc', json(answer('cancelled', 'failed')));
    expect((result as { data: unknown }).data).toEqual({ state: 'failed', orderId: 'o1' });
  });

  it('never says "nothing was charged" when she paid after the order was cancelled: it goes back to her', async () => {
    const { result } = await back('?hmac=abc', json(answer('cancelled', 'paid')));
    expect((result as { data: unknown }).data).toEqual({ state: 'paidTooLate', orderId: 'o1' });
  });

  it('shows a forged query as unreadable, with the CMS status, and nothing else', async () => {
    const { result } = await back('?hmac=forged', json({ message: 'Payment signature missing or wrong', code: 'paymentSignatureInvalid' }, 401));
    expect(result).toMatchObject({ data: { state: 'unreadable' }, init: { status: 401 } });
  });
});
