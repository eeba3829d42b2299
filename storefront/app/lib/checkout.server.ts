import { redirect } from '@remix-run/node';
import { paymentMethodSchema, shippingAddressSchema, type PaymentMethod, type ShippingAddress } from '@pointe/config';
import { getSession, requireSignedIn, type ShopSession, type SignedIn } from './session.server';

/*
 * The checkout's guards: shipping needs a signed-in shopper, payment a complete address,
 * place order a payment method. Each sends the shopper to the step that is missing.
 */

export type ShippingStep = SignedIn & { session: ShopSession };
export type PaymentStep = ShippingStep & { shippingAddress: ShippingAddress };
export type PlaceOrderStep = PaymentStep & { paymentMethod: PaymentMethod };

export async function requireShippingStep(request: Request): Promise<ShippingStep> {
  const signedIn = await requireSignedIn(request);
  return { ...signedIn, session: await getSession(request) };
}

export async function requirePaymentStep(request: Request): Promise<PaymentStep> {
  const step = await requireShippingStep(request);
  const address = shippingAddressSchema.safeParse(step.session.get('shippingAddress'));
  if (!address.success) throw redirect('/shipping');
  return { ...step, shippingAddress: address.data };
}

export async function requirePlaceOrderStep(request: Request): Promise<PlaceOrderStep> {
  const step = await requirePaymentStep(request);
  const payment = paymentMethodSchema.safeParse(step.session.get('paymentMethod'));
  if (!payment.success) throw redirect('/payment');
  return { ...step, paymentMethod: payment.data };
}
