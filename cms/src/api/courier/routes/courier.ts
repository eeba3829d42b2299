/**
 * Couriers (docs/api.md, "Couriers"): the webhook is authenticated by its HMAC signature (no user);
 * the settlement and cash routes are for shop admins, checked on the CMS.
 */
const route = (method: 'GET' | 'POST', path: string, action: string, middlewares: string[]) => ({
  method,
  path,
  handler: `api::courier.courier.${action}`,
  config: { auth: false as const, middlewares },
});

export default {
  routes: [
    route('POST', '/courier/webhook', 'webhook', []),
    route('GET', '/courier/cash', 'cash', ['global::admin-only']),
    route('GET', '/courier/settlements', 'settlements', ['global::admin-only']),
    route('POST', '/courier/settlements', 'recordSettlement', ['global::admin-only']),
  ],
};
