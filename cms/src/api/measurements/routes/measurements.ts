/**
 * GET and PUT /api/users/measurements: the signed-in shopper's saved measurements. Routes under
 * src/api are registered before the users-permissions plugin's, so these win over its /users/:id.
 */
const route = (method: 'GET' | 'PUT', action: string) => ({
  method,
  path: '/users/measurements',
  handler: `api::measurements.measurements.${action}`,
  config: { auth: false as const, middlewares: ['global::signed-in'] },
});

export default { routes: [route('GET', 'mine'), route('PUT', 'save')] };
