/** The outbox of emails (docs/api.md, "Outbox"): admins see the mails given up and send them again. */
const admin = { auth: false as const, middlewares: ['global::admin-only'] };

export default {
  routes: [
    { method: 'GET' as const, path: '/admin/outbox', handler: 'api::outbox.outbox.list', config: admin },
    { method: 'POST' as const, path: '/admin/outbox/:id/retry', handler: 'api::outbox.outbox.retry', config: admin },
  ],
};
