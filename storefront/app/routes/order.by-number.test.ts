import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsClient } from '~/lib/cms.server';
import { argsFor } from '~/load-context.testing';
import { loader } from './($lang).order.by-number.$number';

vi.mock(import('~/lib/session.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  getSignedIn: vi.fn(async () => ({ token: 'admin-token', cms: new CmsClient({ token: 'admin-token' }), user: { _id: 'a1', name: 'Admin', email: 'admin@pointe.test', isAdmin: true } })),
}));

const statusOf = async (number: string): Promise<number> => {
  try {
    const answer = await loader(argsFor(new Request(`http://shop.test/order/by-number/${encodeURIComponent(number)}`), { number }));
    return answer.status;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return 500;
  }
};

afterEach(() => vi.restoreAllMocks());

describe('/order/by-number/:number (issue 36)', () => {
  it('answers the not-found page for a number no order can have (past the integer column), without asking the CMS', async () => {
    // The CMS as it was before: a 500 for a number too large for its integer column.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'Internal Server Error' }), { status: 500 }));
    for (const number of ['2147483648', '9999999999', '999999999999999', '1e3', '0x10', '-1']) expect(await statusOf(number), number).toBe(404);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends staff to the order's page for a number within the column", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'Order not found', code: 'orderNotFound' }), { status: 404 }));
    expect(await statusOf('2147483647')).toBe(404);
    expect(String(fetchSpy.mock.calls[0]![0])).toMatch(/\/orders\/by-number\/2147483647$/);
  });
});
