export default {
  routes: [{ method: 'POST', path: '/promos/apply', handler: 'api::promo.promo.apply', config: { auth: false } }],
};
