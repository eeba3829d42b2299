import { z } from 'zod';
import { errorJson, formatPrice, lineQuantityText, promoCodeSchema } from '@pointe/config';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { errorTextFor } from '~/i18n/errors';
import { messagesFor } from '~/i18n/messages';
import { CmsError } from '~/lib/cms.server';
import type { ShopSession } from '~/lib/session.server';
import type { ShopLoadContext } from '~/load-context';
import { cartLines, removeCartLine, setCartLine, viewCart } from './cart.server';
import { applyPromo } from './promo.server';
import { getProductById } from './product.server';

/**
 * The cart page's buttons: one line's quantity or removal, and the promo code. A line is one form
 * whose − and + buttons send the new `quantity` and whose Remove button sends `intent=remove`, so a
 * quantity without an intent is a quantity change.
 */
export const cartIntent = z.preprocess(
  (fields) => (fields && typeof fields === 'object' && !('intent' in fields && fields.intent) && 'quantity' in fields ? { ...fields, intent: 'quantity' } : fields),
  z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('quantity'), productId: z.string().default(''), size: z.string().default(''), quantity: z.string().default('') }),
    z.object({ intent: z.literal('remove'), productId: z.string().default(''), size: z.string().default('') }),
    z.object({ intent: z.literal('apply-promo'), code: z.string().default('') }),
    z.object({ intent: z.literal('remove-promo') }),
  ]),
);
export type CartIntent = z.output<typeof cartIntent>;

/** What to tell the shopper after a cart button, if anything. */
export type CartNotice = { type: 'success' | 'error'; message: string } | null;

/**
 * Applies one cart button to the session's cart; the notice is in `locale`, the language of the page,
 * and a promo code is asked of the CMS with the request's client (`cms`). A request that makes no
 * sense just shows the cart again.
 */
export async function changeCart(
  session: ShopSession,
  intent: CartIntent,
  { cms, locale }: Pick<ShopLoadContext, 'cms' | 'locale'>,
): Promise<CartNotice> {
  const words = messagesFor(checkoutMessages, locale);
  switch (intent.intent) {
    case 'quantity': {
      const line = cartLines(session).find((entry) => entry.productId === intent.productId && entry.size === intent.size);
      // The shared rule reads '٣' as 3 (Arabic keyboards) and refuses fractions, 0 and more than a line holds.
      const quantity = lineQuantityText.safeParse(intent.quantity);
      if (!line || !quantity.success) return null;
      const product = await getProductById(line.productId);
      const stock = product.sizes.find((entry) => entry.size === line.size)?.countInStock ?? 0;
      if (quantity.data > stock) return { type: 'error', message: errorTextFor(locale, errorJson({ code: 'outOfStock' })) };
      setCartLine(session, { ...line, quantity: quantity.data });
      return null;
    }
    case 'remove':
      removeCartLine(session, intent.productId, intent.size);
      return null;
    case 'apply-promo': {
      // A code that doesn't apply just clears the promo, without a message (the error catalogue).
      session.unset('promoCode');
      const code = promoCodeSchema.safeParse(intent.code);
      if (!code.success) return null;
      const cart = await viewCart(session, cms);
      const applied = await applyPromo(cms, code.data, cart.totals.itemsPrice).catch((error: unknown) => {
        if (error instanceof CmsError && error.status < 500) return null;
        throw error;
      });
      if (!applied) return null;
      session.set('promoCode', applied.code);
      return { type: 'success', message: words.promoAppliedToast(applied.code, formatPrice(applied.discount, locale)) };
    }
    case 'remove-promo':
      session.unset('promoCode');
      return null;
  }
}
