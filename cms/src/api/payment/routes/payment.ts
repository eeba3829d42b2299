/**
 * Paying online (docs/api.md, "Paying online"; issue 40): the methods a shopper may choose, the
 * providers' notices, authenticated by their signatures (no user), and InstaPay transfers, reported
 * by their shopper and confirmed by staff.
 */
const route = (method: 'GET' | 'POST' | 'PUT', path: string, action: string, middlewares: string[] = []) => ({
  method,
  path,
  handler: `api::payment.payment.${action}`,
  config: { auth: false as const, middlewares },
});

export default {
  routes: [
    route('GET', '/payments/methods', 'methods'),
    route('POST', '/payments/paymob/callback', 'paymobCallback'),
    route('GET', '/payments/paymob/return', 'paymobReturn'),
    route('POST', '/payments/fawry/notify', 'fawryNotify'),
    route('GET', '/admin/payment-methods', 'options', ['global::admin-only']),
    route('PUT', '/admin/payment-methods/:method', 'setOption', ['global::admin-only']),
    route('POST', '/orders/:id/payment/transfer', 'reportTransfer', ['global::signed-in']),
    route('POST', '/admin/orders/:id/payment/confirm', 'confirmTransfer', ['global::admin-only']),
    route('GET', '/admin/orders/:id/payment/screenshot', 'transferScreenshot', ['global::admin-only']),
    route('POST', '/admin/orders/:id/payment/refund', 'refundEndedOrder', ['global::admin-only']),
    route('POST', '/admin/payments/instapay/statement', 'applyStatement', ['global::admin-only']),
    route('GET', '/admin/payments/settlement', 'settlement', ['global::admin-only']),
  ],
};
