// @vitest-environment happy-dom
import { createSession } from '@remix-run/node';
import { createRemixStub } from '@remix-run/testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderTotals, type Size } from '@pointe/config';
import { CmsClient, CmsError } from '~/lib/cms.server';
import { argsFor, withContext } from '~/load-context.testing';
import type { ShopSession } from '~/lib/session.server';
import type { CartView } from '~/models/cart.server';
import CartPage, { action, loader } from './($lang).cart';

/** The shopper's session, kept here between requests as the cookie would be. */
const state = vi.hoisted(() => ({ session: undefined as unknown as ShopSession, stock: 3 }));

vi.mock(import('~/lib/session.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  // The cookie jar: every request's `context.session()` reads this one session.
  getSessionFromCookie: async () => state.session,
  sessionHeaders: async () => new Headers(),
}));
vi.mock('~/models/product.server', () => ({
  getProductById: vi.fn(async (id: string) => ({ _id: id, sizes: [{ size: 'S', countInStock: state.stock }] })),
}));
vi.mock('~/models/promo.server', () => ({ applyPromo: vi.fn() }));
// The cart as the CMS would price it: one product at EGP 400, with the session's lines and promo.
vi.mock(import('~/models/cart.server'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    viewCart: async (session: ShopSession): Promise<CartView> => {
      const items = real.cartLines(session).map((line) => ({
        productId: line.productId,
        name: 'Wrap Skirt',
        slug: 'wrap-skirt',
        image: '',
        price: 400,
        size: line.size,
        quantity: line.quantity,
        stock: state.stock,
      }));
      const code = session.get('promoCode');
      const promo = code ? { code, discount: 40 } : null;
      return { items, count: items.reduce((sum, item) => sum + item.quantity, 0), promo, totals: orderTotals(items, promo?.discount ?? 0), shippingFrom: false, delivery: null };
    },
  };
});

const { applyPromo } = await import('~/models/promo.server');

function renderCart(url = '/cart') {
  const Stub = createRemixStub([{ path: '/:lang?/cart', Component: CartPage, loader: withContext(loader), action: withContext(action) }]);
  render(<Stub initialEntries={[url]} />);
}

beforeEach(() => {
  state.stock = 3;
  state.session = createSession({ cart: [{ productId: 'p1', size: 'S' as Size, quantity: 1 }] }) as ShopSession;
});
afterEach(() => cleanup());

describe('the cart page', () => {
  it('says so when the cart is empty, with a way back to the shop', async () => {
    state.session = createSession() as ShopSession;
    renderCart();
    expect(await screen.findByText('Cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Shopping' }).getAttribute('href')).toBe('/');
  });

  it('steps a quantity up to the stock, and not below 1', async () => {
    state.stock = 2;
    renderCart();
    const fewer = await screen.findByRole('button', { name: 'One fewer Wrap Skirt' });
    expect(fewer.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'One more Wrap Skirt' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Quantity of Wrap Skirt').textContent).toBe('2'));
    expect(screen.getByRole('button', { name: 'One more Wrap Skirt' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'One fewer Wrap Skirt' }).hasAttribute('disabled')).toBe(false);
    expect(state.session.get('cart')).toEqual([{ productId: 'p1', size: 'S', quantity: 2 }]);
  });

  it('keeps the quantity when the size has sold out meanwhile', async () => {
    renderCart();
    const more = await screen.findByRole('button', { name: 'One more Wrap Skirt' });
    state.stock = 1;
    fireEvent.click(more);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'One more Wrap Skirt' }).hasAttribute('disabled')).toBe(true));
    expect(screen.getByLabelText('Quantity of Wrap Skirt').textContent).toBe('1');
    expect(state.session.get('cart')).toEqual([{ productId: 'p1', size: 'S', quantity: 1 }]);
  });

  it('removes a line', async () => {
    renderCart();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Wrap Skirt' }));
    expect(await screen.findByText('Cart is empty.')).toBeTruthy();
  });

  it('applies a promo code, shows it, and removes it again', async () => {
    vi.mocked(applyPromo).mockResolvedValueOnce({ code: 'WELCOME10', discountType: 'percentage', discountValue: 10, discount: 40 });
    renderCart();
    fireEvent.change(await screen.findByLabelText('Promo code'), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('WELCOME10')).toBeTruthy();
    expect(vi.mocked(applyPromo)).toHaveBeenCalledWith(new CmsClient({ clientIp: '127.0.0.1' }), 'WELCOME10', 400);
    fireEvent.click(screen.getByRole('button', { name: 'Remove promo' }));
    await vi.waitFor(() => expect(screen.queryByText('WELCOME10')).toBeNull());
  });

  it('clears the promo without a word when the code does not apply', async () => {
    state.session.set('promoCode', 'OLD');
    vi.mocked(applyPromo).mockRejectedValueOnce(new CmsError(404, 'Promo code not found'));
    renderCart();
    expect(await screen.findByText('OLD')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(screen.queryByText('OLD')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the cart page in Arabic', () => {
  it('says so in Arabic, with links that stay under /ar', async () => {
    state.session = createSession() as ShopSession;
    renderCart('/ar/cart');
    expect(await screen.findByText('السلة فارغة.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تسوّق الآن' }).getAttribute('href')).toBe('/ar');
  });

  it('steps quantities, counts items in Arabic plurals and checks out under /ar', async () => {
    renderCart('/ar/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'قطعة أخرى من Wrap Skirt' }));
    await vi.waitFor(() => expect(screen.getByLabelText('كمية Wrap Skirt').textContent).toBe('2'));
    expect(screen.getByText('المجموع الفرعي (قطعتان)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إتمام الشراء' }).getAttribute('href')).toBe('/ar/signin?redirect=/ar/shipping');
    expect(screen.getByRole('link', { name: 'Wrap Skirt' }).getAttribute('href')).toBe('/ar/product/wrap-skirt');
  });
});

describe('the cart action', () => {
  const post = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return action(argsFor(new Request('http://shop.test/cart', { method: 'POST', body })));
  };

  it('answers 400 to an unknown intent', async () => {
    await expect(post({ intent: 'empty-the-shop' })).rejects.toMatchObject({ status: 400 });
  });

  it("takes a line's form as a browser without JavaScript sends it: the pressed button's quantity, or Remove's intent", async () => {
    await post({ productId: 'p1', size: 'S', quantity: '3' });
    expect(state.session.get('cart')).toEqual([{ productId: 'p1', size: 'S', quantity: 3 }]);
    await post({ productId: 'p1', size: 'S', intent: 'remove' });
    expect(state.session.get('cart')).toEqual([]);
  });
});
