import type { z } from 'zod';
import { MAX_UPLOAD_FORM_BYTES, PICTURE_SIZE_REFUSAL, SNIFF_BYTES, checkPicture, errorJson, fieldErrors, refusalJson } from '@pointe/config';
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

/** Requests larger than a picture plus the form are refused before they are read. */
export function refuseOversizedUpload(request: Request): void {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_FORM_BYTES) {
    throw new Response(errorJson(PICTURE_SIZE_REFUSAL).message, { status: 413 });
  }
}

/**
 * A chosen picture's refusal (its type by its bytes, its size), for its field; undefined when it may go
 * to the CMS, which decides again (by decoding) whatever passes here.
 */
export async function pictureRefusal(file: File): Promise<Refusal | undefined> {
  const checked = checkPicture(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()), file.size);
  return checked.ok ? undefined : errorJson(checked.error);
}
