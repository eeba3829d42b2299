/**
 * Cache-Control for pages anyone may see. A visitor without cookies gets a short shared cache with
 * stale-while-revalidate; anyone with cookies (a toast, later a session or cart) gets a private,
 * always-revalidated page, so a personalised header is never served to someone else.
 */
export function publicPageHeaders(request: Request): HeadersInit {
  const personal = Boolean(request.headers.get('Cookie'));
  return {
    'Cache-Control': personal ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=300',
    Vary: 'Cookie',
  };
}
