import type { Context } from 'koa';
import type { MessageJson } from '@pointe/config';

/** Ends a request with the contract's refusal shape: a 4xx status and `{ message }`. */
export function refuse(ctx: Context, status: 400 | 401 | 403 | 404 | 409 | 429, message: string): void {
  ctx.status = status;
  ctx.body = { message } satisfies MessageJson;
}
