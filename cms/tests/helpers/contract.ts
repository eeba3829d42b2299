import { expect } from 'vitest';
import { errorCodeOf } from '@pointe/config';

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
 * A refusal as the API gives it: the English message, and its code from config's error table when
 * the table knows the message (`code` is left out otherwise, and `toEqual` then expects none).
 */
export function refusal(message: string): { message: string; code?: string } {
  const code = errorCodeOf(message);
  return code ? { message, code } : { message };
}
