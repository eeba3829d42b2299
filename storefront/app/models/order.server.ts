import { z } from 'zod';
import { SIZES, shippingAddressSchema, type OrderBody } from '@pointe/config';
import { cmsRequest } from '~/lib/cms.server';

export const orderSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  orderItems: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      slug: z.string(),
      image: z.string(),
      price: z.number(),
      size: z.enum(SIZES),
      quantity: z.number().int(),
    }),
  ),
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.string(),
  itemsPrice: z.number(),
  shippingPrice: z.number(),
  taxPrice: z.number(),
  discount: z.number(),
  promoCode: z.string(),
  totalPrice: z.number(),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  isDelivered: z.boolean(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});

export type Order = z.infer<typeof orderSchema>;

/**
 * Places the order. The idempotency key makes a double click or a retried request return the same
 * order instead of a second one. Amounts are the CMS's: nothing priced here is sent.
 */
export async function placeOrder(body: OrderBody, token: string, idempotencyKey: string): Promise<Order> {
  const answer = await cmsRequest('/orders', z.object({ order: orderSchema }), {
    method: 'POST',
    body,
    token,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.order;
}

export function getOrder(id: string, token: string): Promise<Order> {
  return cmsRequest(`/orders/${encodeURIComponent(id)}`, orderSchema, { token });
}

export function listMyOrders(token: string): Promise<Order[]> {
  return cmsRequest('/orders/mine', z.array(orderSchema), { token });
}
