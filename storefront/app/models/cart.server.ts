import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, orderTotals, toPiastres, type OrderTotals, type Size } from '@pointe/config';
import { CmsError, type CmsClient } from '~/lib/cms.server';
import type { CartLine, ShopSession } from '~/lib/session.server';
import { applyPromo } from './promo.server';
import { getProductsByIds } from './product.server';
import { cartShippingRule } from './shipping.server';

export interface CartItem {
  productId: string;
  name: string;
  /** The editors' Arabic name, shown on Arabic pages (English where there is none). */
  nameAr?: string | null;
  slug: string;
  image: string;
  price: number;
  size: Size;
  quantity: number;
  /** Units of this size in stock now: the most this line may hold. */
  stock: number;
}

export interface CartView {
  items: CartItem[];
  count: number;
  promo: { code: string; discount: number } | null;
  totals: OrderTotals;
  /** True when no address is chosen yet and the open zones' fees differ: the shipping shown is the lowest ("from"). */
  shippingFrom: boolean;
  /** The governorate whose delivery days are promised: hers once chosen, else the first open one. */
  delivery: { name: string; nameAr: string; deliveryDays: number } | null;
}

export function cartLines(session: ShopSession): CartLine[] {
  return session.get('cart') ?? [];
}

/** Total quantity: the header badge. */
export function cartCount(session: ShopSession): number {
  return cartLines(session).reduce((sum, line) => sum + line.quantity, 0);
}

/** Sets a line's quantity: adding the same product and size again replaces the line, it does not add to it. */
export function setCartLine(session: ShopSession, line: CartLine): void {
  const lines = cartLines(session).filter((entry) => !(entry.productId === line.productId && entry.size === line.size));
  const quantity = Math.min(Math.max(1, Math.floor(line.quantity)), MAX_LINE_QUANTITY);
  session.set('cart', [...lines, { ...line, quantity }].slice(-MAX_ORDER_LINES));
}

export function removeCartLine(session: ShopSession, productId: string, size: string): void {
  session.set(
    'cart',
    cartLines(session).filter((entry) => !(entry.productId === productId && entry.size === size)),
  );
}

/** After an order: the cart and its promo are done with (the address and payment method are kept). */
export function clearCart(session: ShopSession): void {
  session.unset('cart');
  session.unset('promoCode');
}

/**
 * The cart with today's names, prices and stock from the CMS. Lines whose product or size no longer
 * exists are dropped. The promo's discount is recomputed by the CMS for this subtotal; a code that no
 * longer applies (expired, used up) is cleared silently: the cart shows no discount and no error.
 */
export async function viewCart(session: ShopSession, cms: CmsClient): Promise<CartView> {
  const lines = cartLines(session);
  // One read for all the cart's products: fresh stock and prices, never the catalogue cache.
  const found = await getProductsByIds([...new Set(lines.map((line) => line.productId))]);
  const products = new Map(found.map((product) => [product._id, product]));
  const items: CartItem[] = lines.flatMap((line) => {
    const product = products.get(line.productId);
    const size = product?.sizes.find((entry) => entry.size === line.size);
    if (!product || !size) return [];
    return [
      {
        productId: product._id,
        name: product.name,
        nameAr: product.nameAr,
        slug: product.slug,
        image: product.image[0] ?? '',
        price: product.price,
        size: line.size,
        quantity: line.quantity,
        stock: size.countInStock,
      },
    ];
  });
  if (items.length !== lines.length) {
    session.set(
      'cart',
      lines.filter((line) => items.some((item) => item.productId === line.productId && item.size === line.size)),
    );
  }

  const subtotal = orderTotals(items).itemsPrice;
  let promo: CartView['promo'] = null;
  const code = session.get('promoCode');
  if (code && items.length > 0) {
    const applied = await applyPromo(cms, code, subtotal).catch((error: unknown) => {
      if (error instanceof CmsError && error.status < 500) return null;
      throw error;
    });
    if (applied) promo = { code: applied.code, discount: applied.discount };
    else session.unset('promoCode');
  }
  // Priced with the chosen governorate's zone, as the CMS will price the order.
  const shipping = await cartShippingRule(session.get('shippingAddress')?.city);
  return {
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    promo,
    totals: orderTotals(items, promo ? toPiastres(promo.discount) : 0, shipping.rule),
    shippingFrom: shipping.from,
    delivery: shipping.delivery && { name: shipping.delivery.name, nameAr: shipping.delivery.nameAr, deliveryDays: shipping.delivery.deliveryDays },
  };
}
