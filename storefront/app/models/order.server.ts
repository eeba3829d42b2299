import { myOrdersJson, orderJson, orderPlacedJson, type OrderBody, type OrderJson } from '@pointe/config';
import { cmsRequest } from '~/lib/cms.server';

/**
 * Places the order. The idempotency key makes a double click or a retried request return the same
 * order instead of a second one. Amounts are the CMS's: nothing priced here is sent.
 */
export async function placeOrder(body: OrderBody, token: string, idempotencyKey: string): Promise<OrderJson> {
  const answer = await cmsRequest('/orders', orderPlacedJson, {
    method: 'POST',
    body,
    token,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.order;
}

export function getOrder(id: string, token: string): Promise<OrderJson> {
  return cmsRequest(`/orders/${encodeURIComponent(id)}`, orderJson, { token });
}

export function listMyOrders(token: string): Promise<OrderJson[]> {
  return cmsRequest('/orders/mine', myOrdersJson, { token });
}

/** The shopper cancels their own order (while it has not left); another shopper's order is a 404. */
export function cancelMyOrder(id: string, token: string): Promise<OrderJson> {
  return cmsRequest(`/orders/${encodeURIComponent(id)}/cancel`, orderJson, { method: 'POST', token });
}
