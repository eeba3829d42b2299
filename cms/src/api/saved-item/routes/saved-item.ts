/** The shopper's saved items (docs/api.md): her own only; another shopper's are never found (404). */
const route = (method: 'GET' | 'POST' | 'DELETE', path: string, action: string) => ({
  method,
  path,
  handler: `api::saved-item.saved-item.${action}`,
  config: { auth: false as const, middlewares: ['global::signed-in'] },
});

export default {
  routes: [route('GET', '/saved-items', 'list'), route('POST', '/saved-items', 'save'), route('DELETE', '/saved-items/:productId', 'remove')],
};
