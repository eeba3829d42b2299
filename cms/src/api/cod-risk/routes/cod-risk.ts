/** Cash-on-delivery risk rules: admin only, checked on the CMS (ADR 019). */
const admin = { auth: false as const, middlewares: ['global::admin-only'] };

export default {
  routes: [
    { method: 'GET', path: '/cod-rules', handler: 'api::cod-risk.cod-risk.rules', config: admin },
    { method: 'PUT', path: '/cod-rules', handler: 'api::cod-risk.cod-risk.saveRules', config: admin },
    { method: 'GET', path: '/cod-rules/numbers/:mobile', handler: 'api::cod-risk.cod-risk.number', config: admin },
    { method: 'PUT', path: '/cod-rules/numbers/:mobile', handler: 'api::cod-risk.cod-risk.setLift', config: admin },
    { method: 'GET', path: '/cod-risk', handler: 'api::cod-risk.cod-risk.forOrders', config: admin },
  ],
};
