import { expect } from 'vitest';
import { codedErrorOf, errorJson } from '@pointe/config';

/** A contract schema from @pointe/config, as far as the tests need it. */
export interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown[] } };
}

/**
 * Asserts an answer against its contract schema and answers it typed. Exact: the schemas drop
 * fields they do not name, so the parsed answer must equal the answer itself, and a field the
 * contract does not have (a leaked password hash, a Strapi internal) fails the test.
 */
export function expectContract<T>(schema: Contract<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`The answer does not match its contract: ${JSON.stringify(parsed.error.issues.slice(0, 3))}\n${JSON.stringify(body).slice(0, 2000)}`);
  }
  expect(parsed.data, 'the answer has fields the contract does not name').toStrictEqual(body);
  return parsed.data;
}

/**
 * A refusal as the API gives it, for `toEqual`: exactly this English message, and, when the answer
 * has a code, a code and values of config's table that write these very words from the English table
 * (so the code is the refusal's own, and its values are the ones in the words). Nothing else.
 * The exact codes and values are written out by hand in error-codes.test.ts.
 */
export function refusal(message: string) {
  return {
    asymmetricMatch(body: unknown): boolean {
      if (typeof body !== 'object' || body === null) return false;
      const { code, params, ...rest } = body as { code?: unknown; params?: unknown };
      if (JSON.stringify(rest) !== JSON.stringify({ message })) return false;
      if (code === undefined && params === undefined) return true;
      const coded = codedErrorOf(code, params);
      return coded !== undefined && JSON.stringify(errorJson(coded)) === JSON.stringify(body);
    },
    toAsymmetricMatcher: () => `refusal(${JSON.stringify(message)})`,
  };
}
