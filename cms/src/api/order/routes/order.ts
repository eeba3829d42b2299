/** Order routes. Fixed paths come before /orders/:id; admin ones are checked on the CMS. */
const route = (method: 'GET' | 'POST' | 'PUT', path: string, action: string, middleware: 'signed-in' | 'admin-only') => ({
  method,
  path,
  handler: `api::order.order.${action}`,
  config: { auth: false as const, middlewares: [`global::${middleware}`] },
});

export default {
  routes: [
    route('POST', '/orders', 'create', 'signed-in'),
    route('GET', '/orders', 'adminList', 'admin-only'),
    route('GET', '/orders/mine', 'mine', 'signed-in'),
    route('GET', '/orders/summary', 'summary', 'admin-only'),
    route('GET', '/orders/by-number/:number', 'findByNumber', 'admin-only'),
    route('GET', '/orders/labels', 'labels', 'admin-only'),
    route('GET', '/orders/courier-export', 'courierExport', 'admin-only'),
    route('PUT', '/orders/:id/pay', 'markPaid', 'admin-only'),
    route('PUT', '/orders/:id/deliver', 'markDelivered', 'admin-only'),
    route('PUT', '/orders/:id/status', 'changeStatus', 'admin-only'),
    route('PUT', '/orders/:id/lines', 'editLines', 'admin-only'),
    route('POST', '/orders/:id/calls', 'recordCall', 'admin-only'),
    route('POST', '/orders/:id/cancel', 'cancel', 'signed-in'),
    route('GET', '/orders/:id', 'findOne', 'signed-in'),
  ],
};
