/**
 * The shopper's own confirmation link (ADR 018): public (the signed token is the proof), refused
 * tokens rate-limited per IP in the controller.
 */
const route = (method: 'GET' | 'POST', path: string, action: string) => ({
  method,
  path,
  handler: `api::order.order-link.${action}`,
  config: { auth: false as const },
});

export default {
  routes: [
    route('GET', '/order-links/:token', 'view'),
    route('POST', '/order-links/:token/confirm', 'confirm'),
    route('POST', '/order-links/:token/cancel', 'cancel'),
  ],
};
