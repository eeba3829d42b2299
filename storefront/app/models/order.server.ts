import { myOrdersJson, orderJson, orderPlacedJson, type OrderBody, type OrderJson, type OrderPlacedJson } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

// Every call is the signed-in shopper's (`requireSignedIn(…).cms`).

/**
 * Places the order. The idempotency key makes a double click or a retried request return the same
 * order instead of a second one. Amounts are the CMS's: nothing priced here is sent. An order paid
 * online comes with its payment: where she pays.
 */
export async function placeOrder(cms: CmsClient, body: OrderBody, idempotencyKey: string): Promise<Pick<OrderPlacedJson, 'order' | 'payment'>> {
  const answer = await cms.request('/orders', orderPlacedJson, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { order: answer.order, payment: answer.payment };
}

export function getOrder(cms: CmsClient, id: string): Promise<OrderJson> {
  return cms.request(`/orders/${encodeURIComponent(id)}`, orderJson);
}

export function listMyOrders(cms: CmsClient): Promise<OrderJson[]> {
  return cms.request('/orders/mine', myOrdersJson);
}

/** The shopper cancels their own order (while it has not left); another shopper's order is a 404. */
export function cancelMyOrder(cms: CmsClient, id: string): Promise<OrderJson> {
  return cms.request(`/orders/${encodeURIComponent(id)}/cancel`, orderJson, { method: 'POST' });
}

/** Staff: the order with this number (the CMS answers 404 for none, 403 for a shopper). */
export function getOrderByNumber(cms: CmsClient, orderNumber: number): Promise<OrderJson> {
  return cms.request(`/orders/by-number/${orderNumber}`, orderJson);
}
