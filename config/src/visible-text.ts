/**
 * Names and addresses as people see them (issue 36): the invisible controls that change how text is
 * shown without being seen themselves are taken out before a name or an address is checked and
 * stored, so a name cannot display as someone else's on the staff pages, labels and courier files.
 * Taken out: the bidirectional overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069),
 * the direction marks (U+200E, U+200F, U+061C), the zero-width characters (U+200B–U+200D, U+2060–
 * U+2064, U+FEFF, U+180E), the deprecated format characters (U+206A–U+206F), and the C0 and C1
 * control characters; a tab or line break becomes a space (a name or an address line is one line).
 */
import { z } from 'zod';

const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- control characters are what this takes out
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/** The text without its invisible controls (line breaks and tabs as spaces). */
export function stripInvisible(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '');
}

/**
 * A stored name's or address line's schema start: a string (else `message`) without its invisible
 * controls; chain `.trim().min(…).max(…)` as for any string (a name of invisible characters only is empty).
 */
export const visibleText = (message: string) => z.string({ message }).overwrite(stripInvisible);
