import { z } from 'zod';

/**
 * Multi-button forms: each button sends `intent`, optionally with a row index after a colon
 * (`image-up:2`), so one form can carry a button per row and still work without JavaScript.
 */
const SEPARATOR = ':';

/** The value a button sends for an intent, with the row it acts on if any. */
export function intentValue(intent: string, index?: number): string {
  return index === undefined ? intent : `${intent}${SEPARATOR}${index}`;
}

/** A row index as sent by a button: a whole number from 0. */
export const rowIndex = z.coerce.number().int().min(0);

/**
 * Reads the pressed button's intent (and the form's other text fields) with the form's own schema,
 * usually a discriminated union on `intent`. An unknown intent, or fields that don't fit it, is a
 * request no page of ours sends: it is answered with a 400, never guessed at.
 */
export function readIntent<Schema extends z.ZodType>(form: FormData, schema: Schema): z.output<Schema> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    // The first value of a name wins, as with FormData.get (repeated names are the route's to read).
    if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  }
  const [intent = '', index] = (fields.intent ?? '').split(SEPARATOR);
  const parsed = schema.safeParse({ ...fields, intent, ...(index === undefined ? {} : { index }) });
  if (!parsed.success) throw new Response('Unknown action', { status: 400 });
  return parsed.data;
}
