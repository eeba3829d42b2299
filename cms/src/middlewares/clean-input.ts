import type { Core } from '@strapi/strapi';
import { errorJson } from '@pointe/config';

const NUL_IN_URL = /%00/i;

/**
 * How deep a request body may nest objects and arrays. The shop's own bodies go 3 or 4 levels deep
 * (an order's lines), Strapi's panel a few more; code that walks a body recursively (JSON.stringify
 * below, Strapi's sanitizers and validators) overflows the stack at a few thousand levels, which a
 * 10 KB body such as `{"a":[[[[…]]]]}` reaches. So the limit leaves room for any real body and
 * stays far from any overflow.
 */
export const MAX_BODY_DEPTH = 64;

/**
 * Whether `value` nests objects or arrays more than `max` levels deep (the top object or array is
 * level 1). A loop over an explicit stack, not recursion, so it cannot overflow on the very input
 * it is there to refuse; it stops at the first level too deep.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ node: object; depth: number }> = [];
  if (typeof value === 'object' && value !== null) stack.push({ node: value, depth: 1 });
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.depth > max) return true;
    for (const child of Object.values(item.node)) {
      if (typeof child === 'object' && child !== null) stack.push({ node: child as object, depth: item.depth + 1 });
    }
  }
  return false;
}

/**
 * Refuses with a 400 what the rest of the pipeline cannot take, right after strapi::body parsed the
 * body (parsing itself is safe: V8's JSON.parse does not recurse) and before anything else reads it:
 * - a body nested deeper than MAX_BODY_DEPTH, on every route (the panel's too): recursive code
 *   further on would throw "Maximum call stack size exceeded", a 500;
 * - on /api, the NUL character: PostgreSQL text can't hold it, so a NUL in a path, query or JSON body
 *   would fail deep in a query as a 500. The shop never needs one.
 * (Query strings need no depth check: strapi::query's qs stops nesting at 20 levels.)
 */
const cleanInput: Core.MiddlewareFactory = () => async (ctx, next) => {
  const body: unknown = ctx.request.body;
  if (nestedDeeperThan(body, MAX_BODY_DEPTH)) {
    ctx.status = 400;
    ctx.body = errorJson({ code: 'requestTooDeep', params: { max: MAX_BODY_DEPTH } });
    return;
  }
  if (ctx.path.startsWith('/api/')) {
    // Safe to serialise now: the body is at most MAX_BODY_DEPTH deep.
    const bodyHasNul = typeof body === 'object' && body !== null && JSON.stringify(body).includes('\\u0000');
    if (NUL_IN_URL.test(ctx.url) || ctx.url.includes('\0') || bodyHasNul) {
      ctx.status = 400;
      ctx.body = errorJson({ code: 'requestCharacter' });
      return;
    }
  }
  await next();
};

export default cleanInput;
