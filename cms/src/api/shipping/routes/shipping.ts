/** Shipping zones: a public read for the checkout, admin reads and changes (no core router: the panel edits through its own). */
const admin = { auth: false as const, middlewares: ['global::admin-only'] };

export default {
  routes: [
    { method: 'GET' as const, path: '/shipping-zones', handler: 'api::shipping.shipping.open', config: { auth: false as const } },
    { method: 'GET' as const, path: '/admin/shipping-zones', handler: 'api::shipping.shipping.list', config: admin },
    { method: 'PUT' as const, path: '/admin/shipping-zones/:key', handler: 'api::shipping.shipping.updateZone', config: admin },
    { method: 'PUT' as const, path: '/admin/governorates/:key', handler: 'api::shipping.shipping.updateGovernorate', config: admin },
  ],
};
