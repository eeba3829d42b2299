/**
 * The catalogue part of the shop's /api contract. There is no core router for products,
 * so nothing else competes for /products/:id; the fixed paths are listed before it all the same.
 */
const publicRoute = (path: string, action: string) => ({
  method: 'GET' as const,
  path,
  handler: `api::product.product.${action}`,
  config: { auth: false as const },
});

/** Product management for the shop's admins (checked on the CMS by global::admin-only). */
const adminRoute = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, action: string) => ({
  method,
  path,
  handler: `api::product.product.${action}`,
  config: { auth: false as const, middlewares: ['global::admin-only'] },
});

export default {
  routes: [
    publicRoute('/products', 'list'),
    publicRoute('/products/search', 'search'),
    publicRoute('/products/suggestions', 'suggestions'),
    publicRoute('/products/categories', 'categories'),
    publicRoute('/products/category-names', 'categoryNames'),
    publicRoute('/products/by-ids', 'findByIds'),
    adminRoute('GET', '/products/admin', 'adminList'),
    adminRoute('GET', '/products/families', 'families'),
    adminRoute('GET', '/products/searches', 'searches'),
    adminRoute('POST', '/products/images', 'uploadImage'),
    publicRoute('/products/slug/:slug', 'findBySlug'),
    publicRoute('/products/:id', 'findOne'),
    adminRoute('POST', '/products', 'create'),
    adminRoute('PUT', '/products/:id', 'update'),
    adminRoute('DELETE', '/products/:id', 'remove'),
  ],
};
