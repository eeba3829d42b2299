import { createSession } from '@remix-run/node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderTotals, type Size } from '@pointe/config';
import { CmsClient, CmsError } from '~/lib/cms.server';
import type { ShopSession } from '~/lib/session.server';
import { changeCart } from './cart-form.server';

const stock = vi.hoisted(() => ({ S: 2 }));
vi.mock('./product.server', () => ({
  getProductById: vi.fn(async (id: string) => ({ _id: id, sizes: [{ size: 'S', countInStock: stock.S }] })),
}));
vi.mock('./promo.server', () => ({ applyPromo: vi.fn() }));
vi.mock(import('./cart.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  // Only the subtotal matters to the promo: EGP 800.
  viewCart: vi.fn(async () => ({ items: [], count: 2, promo: null, totals: orderTotals([{ price: 400, quantity: 2 }], 0), shippingFrom: false, delivery: null })),
}));
const { applyPromo } = await import('./promo.server');

/** The request's client (the shopper's IP) and the page's language, as the cart action passes its context. */
const cms = new CmsClient({ clientIp: '127.0.0.1' });
const english = { cms, locale: 'en' } as const;
const arabic = { cms, locale: 'ar' } as const;

let session: ShopSession;
beforeEach(() => {
  stock.S = 2;
  session = createSession({ cart: [{ productId: 'p1', size: 'S' as Size, quantity: 1 }] }) as ShopSession;
});

describe('changeCart', () => {
  it('sets a quantity up to the stock of the size', async () => {
    expect(await changeCart(session, { intent: 'quantity', productId: 'p1', size: 'S', quantity: '2' }, english)).toBeNull();
    expect(session.get('cart')).toEqual([{ productId: 'p1', size: 'S', quantity: 2 }]);
  });

  it('refuses more than the stock with the out-of-stock message, and keeps the line', async () => {
    expect(await changeCart(session, { intent: 'quantity', productId: 'p1', size: 'S', quantity: '3' }, english)).toEqual({
      type: 'error',
      message: 'Sorry. Product is out of stock',
    });
    expect(session.get('cart')).toEqual([{ productId: 'p1', size: 'S', quantity: 1 }]);
  });

  it('ignores a quantity below 1, a fraction, or a line that is not in the cart', async () => {
    for (const [productId, quantity] of [['p1', '0'], ['p1', '1.5'], ['p1', 'two'], ['p2', '1']]) {
      expect(await changeCart(session, { intent: 'quantity', productId: productId!, size: 'S', quantity: quantity! }, english)).toBeNull();
    }
    expect(session.get('cart')).toEqual([{ productId: 'p1', size: 'S', quantity: 1 }]);
  });

  it('reads a quantity typed in Arabic-Indic digits, and says out of stock in Arabic on an Arabic page', async () => {
    expect(await changeCart(session, { intent: 'quantity', productId: 'p1', size: 'S', quantity: '٢' }, arabic)).toBeNull();
    expect(session.get('cart')).toEqual([{ productId: 'p1', size: 'S', quantity: 2 }]);
    expect(await changeCart(session, { intent: 'quantity', productId: 'p1', size: 'S', quantity: '۳' }, arabic)).toEqual({
      type: 'error',
      message: 'عذرًا، المنتج غير متوفر حاليًا',
    });
  });

  it('names the discount in the language of the page', async () => {
    vi.mocked(applyPromo).mockResolvedValueOnce({ code: 'PLIE100', discountType: 'fixed', discountValue: 100, discount: 100 });
    const notice = await changeCart(session, { intent: 'apply-promo', code: 'plie١٠٠' }, arabic);
    expect(vi.mocked(applyPromo)).toHaveBeenCalledWith(cms, 'PLIE100', 800);
    expect(notice).toEqual({ type: 'success', message: 'تم تطبيق كود الخصم PLIE100: خصم 100.00\u00a0ج.م.' });
  });

  it('applies a promo code with a success message naming the discount', async () => {
    vi.mocked(applyPromo).mockResolvedValueOnce({ code: 'PLIE100', discountType: 'fixed', discountValue: 100, discount: 100 });
    const notice = await changeCart(session, { intent: 'apply-promo', code: 'plie100' }, english);
    expect(notice).toEqual({ type: 'success', message: expect.stringMatching(/^Promo code PLIE100 applied: EGP\s100\.00 off$/) });
    expect(vi.mocked(applyPromo)).toHaveBeenCalledWith(cms, 'PLIE100', 800);
    expect(session.get('promoCode')).toBe('PLIE100');
  });

  it('clears the promo silently when a code does not apply, but lets a CMS outage through', async () => {
    session.set('promoCode', 'OLD');
    vi.mocked(applyPromo).mockRejectedValueOnce(new CmsError(400, 'Promo code expired'));
    expect(await changeCart(session, { intent: 'apply-promo', code: 'EXPIRED' }, english)).toBeNull();
    expect(session.get('promoCode')).toBeUndefined();
    vi.mocked(applyPromo).mockRejectedValueOnce(new CmsError(503, 'The shop is temporarily unavailable.'));
    await expect(changeCart(session, { intent: 'apply-promo', code: 'WELCOME10' }, english)).rejects.toMatchObject({ status: 503 });
  });
});
