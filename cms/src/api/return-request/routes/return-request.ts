/** Return routes (issue 23): the shopper's on her order, staff's queue and actions. Admin ones are checked on the CMS. */
const route = (method: 'GET' | 'POST' | 'PUT', path: string, action: string, middleware: 'signed-in' | 'admin-only') => ({
  method,
  path,
  handler: `api::return-request.return-request.${action}`,
  config: { auth: false as const, middlewares: [`global::${middleware}`] },
});

export default {
  routes: [
    route('GET', '/orders/:id/returns', 'forOrder', 'signed-in'),
    route('POST', '/orders/:id/returns', 'create', 'signed-in'),
    route('GET', '/returns', 'adminList', 'admin-only'),
    // Before /returns/:id, which would take `summary` for an id.
    route('GET', '/returns/summary', 'summary', 'admin-only'),
    route('PUT', '/returns/:id/status', 'changeStatus', 'admin-only'),
    route('POST', '/returns/:id/refunds', 'refund', 'admin-only'),
    route('GET', '/returns/:id', 'findOne', 'signed-in'),
  ],
};
