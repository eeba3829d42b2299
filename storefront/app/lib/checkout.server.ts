import { redirect } from '@remix-run/node';
import { paymentMethodSchema, shippingAddressSchema, type PaymentMethod, type ShippingAddress } from '@pointe/config';
import { localeOfRequest, localePath } from '~/i18n/locale';
import { getSession, requireSignedIn, type ShopSession, type SignedIn } from './session.server';

/*
 * The checkout's guards: shipping needs a signed-in shopper, payment a complete address,
 * place order a payment method. Each sends the shopper to the step that is missing, in the
 * language of the page they asked for.
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
  if (!address.success) throw redirect(localePath(localeOfRequest(request), '/shipping'));
  return { ...step, shippingAddress: address.data };
}

export async function requirePlaceOrderStep(request: Request): Promise<PlaceOrderStep> {
  const step = await requirePaymentStep(request);
  const payment = paymentMethodSchema.safeParse(step.session.get('paymentMethod'));
  if (!payment.success) throw redirect(localePath(localeOfRequest(request), '/payment'));
  return { ...step, paymentMethod: payment.data };
}
