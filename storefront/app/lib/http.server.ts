/**
 * Cache-Control for shared pages (routes whose `handle` says `sharedPage`), set by entry.server: the
 * same for everyone but the header. A catalogue change must show within a second for every visitor,
 * so no browser or shared cache may reuse a page without asking first: `no-cache` means "store it,
 * but revalidate every time". Revalidating is cheap for visitors without cookies: the storefront's
 * page microcache answers with an ETag, and a matching If-None-Match gets a 304 (and the microcache is
 * emptied on every catalogue change, so a 304 is never stale). Visitors with cookies (a toast, a
 * session or a cart) get `private`, so a personalised header is never stored by a shared cache and
 * served to someone else.
 */
export function setSharedPageHeaders(request: Request, headers: Headers): void {
  const personal = Boolean(request.headers.get('Cookie'));
  headers.set('Cache-Control', personal ? 'private, no-cache' : 'public, no-cache');
  headers.set('Vary', 'Cookie');
}
