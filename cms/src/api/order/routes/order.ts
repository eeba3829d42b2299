/** The shopper's order routes; all need a signed-in user. Fixed paths come before /orders/:id. */
const signedIn = (method: 'GET' | 'POST', path: string, action: string) => ({
  method,
  path,
  handler: `api::order.order.${action}`,
  config: { auth: false as const, middlewares: ['global::signed-in'] },
});

export default {
  routes: [signedIn('POST', '/orders', 'create'), signedIn('GET', '/orders/mine', 'mine'), signedIn('GET', '/orders/:id', 'findOne')],
};
