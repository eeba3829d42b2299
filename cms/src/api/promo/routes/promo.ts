const admin = { auth: false as const, middlewares: ['global::admin-only'] };

export default {
  routes: [
    { method: 'POST', path: '/promos/apply', handler: 'api::promo.promo.apply', config: { auth: false } },
    { method: 'POST', path: '/promos', handler: 'api::promo.promo.create', config: admin },
    { method: 'GET', path: '/promos', handler: 'api::promo.promo.list', config: admin },
  ],
};
