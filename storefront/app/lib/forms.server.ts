import type { z } from 'zod';
import type { ShopError } from '~/i18n/errors';

/** Each refused field's first problem: its English message and, when the schema gave one, its stable code. */
export type FieldErrors = Readonly<Record<string, ShopError>>;

export type FormResult<Data> =
  | { ok: true; data: Data; values: Record<string, string> }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/** Fields never echoed back into a re-rendered form. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword']);

/** A schema's issue as the page shows it; a custom issue may name its code in `params.code`. */
function shopErrorOf(issue: z.core.$ZodIssue): ShopError {
  const code = issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : undefined;
  return code ? { message: issue.message, code } : { message: issue.message };
}

/** Every field's first problem, for inline form errors (shown with `useFieldErrors`). */
export function shopFieldErrors(error: z.ZodError): FieldErrors {
  const errors: Record<string, ShopError> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= shopErrorOf(issue);
  }
  return errors;
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
