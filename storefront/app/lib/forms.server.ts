import type { z } from 'zod';
import { fieldErrors, refusalJson } from '@pointe/config';
import type { Refusal } from '~/i18n/errors';

/**
 * Each refused field's first problem in the wire's shape: the English words written here on the server
 * from config's English table, with the code and values the page writes other languages from.
 */
export type FieldErrors = Readonly<Record<string, Refusal>>;

export type FormResult<Data> =
  | { ok: true; data: Data; values: Record<string, string> }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** Fields never echoed back into a re-rendered form. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword']);

/** Every field's first problem, for inline form errors (shown with `useFieldErrors`). */
export function shopFieldErrors(error: z.ZodError): FieldErrors {
  return Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, refusal]) => [field, refusalJson(refusal)]));
}

/**
 * Reads a submitted form and checks it with its shared schema. The values come back (minus
 * passwords) so a re-rendered form keeps what the shopper typed, with or without JavaScript.
 */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<FormResult<z.output<Schema>>> {
  const form = await request.formData();
  const raw: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') raw[key] = value;
  const values = Object.fromEntries(Object.entries(raw).filter(([key]) => !SECRET_FIELDS.has(key)));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, errors: shopFieldErrors(parsed.error), values };
}
