import type { Core } from '@strapi/strapi';
import { errorJson } from '@pointe/config';



const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
// PostgreSQL: connection exceptions (class 08) and a server shutting down or starting (57P01-57P03).
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123])$/;
// "Transaction query already complete": knex ended our transaction because its connection died.
const CONNECTION_MESSAGES =
  /Connection terminated|Timeout acquiring a connection|not queryable|the database system is (starting up|shutting down)|Transaction query already complete/i;

/** Whether an error (or one it wraps) means the database could not be reached, rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, name, cause } = current as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
    if (name === 'KnexTimeoutError' || (typeof message === 'string' && CONNECTION_MESSAGES.test(message))) return true;
    current = cause;
  }
  return false;
}

/**
 * When PostgreSQL is down or restarting, /api answers 503 with a message and Retry-After at once,
 * instead of a 500: the client can tell "try again" from "broken". Transactions that were cut off
 * are rolled back by PostgreSQL, and a retried checkout with the same Idempotency-Key finds the
 * order if it did commit. The pool reconnects by itself when the database is back.
 */
const databaseUnavailable: Core.MiddlewareFactory = (_config, { strapi }) => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!ctx.path.startsWith('/api/') || !isDatabaseUnavailable(error)) throw error;
    strapi.log.warn(`Database unavailable during ${ctx.method} ${ctx.path}: ${(error as Error).message}`);
    ctx.status = 503;
    ctx.set('Retry-After', '2');
    ctx.body = errorJson({ code: 'cmsUnavailable' });
  }
};

export default databaseUnavailable;
