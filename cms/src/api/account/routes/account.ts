/**
 * The shop's /api/users/* contract. Routes under src/api are registered before the
 * users-permissions plugin's, so these win over its /users/:id routes.
 */
const route = (method: 'GET' | 'POST' | 'PUT', path: string, action: string, middlewares: string[] = []) => ({
  method,
  path,
  handler: `api::account.account.${action}`,
  config: { auth: false as const, middlewares },
});

export default {
  routes: [
    route('POST', '/users/signin', 'signin'),
    route('POST', '/users/signup', 'signup'),
    route('PUT', '/users/profile', 'updateProfile', ['global::signed-in']),
    route('POST', '/users/signout', 'signOut', ['global::signed-in']),
    route('POST', '/users/forgot-password', 'forgotPassword'),
    route('POST', '/users/reset-password/:token', 'resetPassword'),
    route('GET', '/users/admin', 'adminList', ['global::admin-only']),
  ],
};
