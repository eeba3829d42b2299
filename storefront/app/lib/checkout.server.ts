import { redirect } from '@remix-run/node';
import { orderPaymentMethodSchema, shippingAddressSchema, type OrderPaymentMethod, type ShippingAddress } from '@pointe/config';
import { localePath } from '~/i18n/locale';
import type { ShopArgs } from '~/load-context';
import { requireSignedIn, type ShopSession, type Shopper } from './session.server';

/*
 * The checkout's guards: shipping needs a signed-in shopper, payment a complete address,
 * place order a payment method. Each sends the shopper to the step that is missing, in the
 * language of the page they asked for.
 */

export type ShippingStep = Shopper & { session: ShopSession };
export type PaymentStep = ShippingStep & { shippingAddress: ShippingAddress };
export type PlaceOrderStep = PaymentStep & { paymentMethod: OrderPaymentMethod };

export async function requireShippingStep(args: ShopArgs): Promise<ShippingStep> {
  const signedIn = await requireSignedIn(args);
  return { ...signedIn, session: await args.context.session() };
}

export async function requirePaymentStep(args: ShopArgs): Promise<PaymentStep> {
  const step = await requireShippingStep(args);
  const address = shippingAddressSchema.safeParse(step.session.get('shippingAddress'));
  if (!address.success) throw redirect(localePath(args.context.locale, '/shipping'));
  return { ...step, shippingAddress: address.data };
}

export async function requirePlaceOrderStep(args: ShopArgs): Promise<PlaceOrderStep> {
  const step = await requirePaymentStep(args);
  const payment = orderPaymentMethodSchema.safeParse(step.session.get('paymentMethod'));
  if (!payment.success) throw redirect(localePath(args.context.locale, '/payment'));
  return { ...step, paymentMethod: payment.data };
}
