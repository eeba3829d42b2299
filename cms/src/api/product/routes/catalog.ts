/**
 * The public catalogue part of the shop's /api contract. There is no core router for products,
 * so nothing else competes for /products/:id; the fixed paths are listed before it all the same.
 */
const publicRoute = (path: string, action: string) => ({
  method: 'GET' as const,
  path,
  handler: `api::product.product.${action}`,
  config: { auth: false as const },
});

export default {
  routes: [
    publicRoute('/products', 'list'),
    publicRoute('/products/search', 'search'),
    publicRoute('/products/categories', 'categories'),
    publicRoute('/products/slug/:slug', 'findBySlug'),
    publicRoute('/products/:id', 'findOne'),
  ],
};
