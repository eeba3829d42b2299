import type { ErrorCode } from '@pointe/config';

/**
 * The words of refusals the shop does not write itself: Strapi's and Koa's (an unknown route's
 * "Not Found"), given to pages in their language by our code for the same refusal. This is the ONE
 * place where a message is read for its meaning, and only for third-party words: the shop's own
 * refusals carry their code from the service or schema that made them (config/src/error-codes.ts).
 * A third-party message not listed here goes as it is, without a code.
 */
const THIRD_PARTY_MESSAGES: ReadonlyMap<string, ErrorCode> = new Map([
  // Koa's answer to a route nothing handles, and Strapi's NotFoundError default.
  ['Not Found', 'notFound'],
]);

export function codeOfThirdPartyMessage(message: string): ErrorCode | undefined {
  return THIRD_PARTY_MESSAGES.get(message);
}
