/** "Email me when it's back" (docs/api.md): anyone may ask; staff see how many wait. */
export default {
  routes: [
    {
      method: 'POST' as const,
      path: '/stock-alerts',
      handler: 'api::stock-alert.stock-alert.subscribe',
      config: { auth: false as const },
    },
    {
      method: 'GET' as const,
      path: '/stock-alerts/waiting',
      handler: 'api::stock-alert.stock-alert.waiting',
      config: { auth: false as const, middlewares: ['global::admin-only'] },
    },
  ],
};
