/** Store credit (docs/api.md, ADR 024): the shopper's own balance and entries, and the staff's adjustments. */
const route = (method: 'GET' | 'POST', path: string, action: string, middleware: 'signed-in' | 'admin-only') => ({
  method,
  path,
  handler: `api::store-credit.store-credit.${action}`,
  config: { auth: false as const, middlewares: [`global::${middleware}`] },
});

export default {
  routes: [route('GET', '/users/me/store-credit', 'mine', 'signed-in'), route('POST', '/users/:id/store-credit', 'adjust', 'admin-only')],
};
