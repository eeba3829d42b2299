/** Account forms and request bodies: one schema each, used by the storefront form and the CMS route. */
import { z } from 'zod';
import { issue, issueError, type CodedError } from './error-codes.js';
import { localeField } from './locale-field.js';
import { visibleText } from './visible-text.js';

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; longer passwords would be silently cut, so they are refused. */
export const PASSWORD_MAX_BYTES = 72;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export const emailSchema = z
  .string({ message: issue('emailRequired') })
  .trim()
  .toLowerCase()
  .min(1, issue('emailRequired'))
  .max(254, issue('emailTooLong'))
  .pipe(z.email({ message: issue('emailInvalid') }));

export const passwordSchema = z
  .string({ message: issue('passwordRequired') })
  .min(1, issue('passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, issue('passwordTooShort', { min: PASSWORD_MIN_LENGTH }))
  .refine((password) => utf8Length(password) <= PASSWORD_MAX_BYTES, issue('passwordTooManyBytes', { max: PASSWORD_MAX_BYTES }));

/** A person's name: its invisible controls taken out (visible-text.ts), then trimmed. */
export const nameSchema = visibleText(issue('nameRequired'))
  .trim()
  .min(1, issue('nameRequired'))
  .max(100, issue('nameTooLong', { max: 100 }));

/** Sign-in checks presence only: the password rules are for choosing a password, not for typing one. */
export const signinBody = z.object({
  email: emailSchema,
  password: z
    .string({ message: issue('passwordRequired') })
    .min(1, issue('passwordRequired'))
    .max(1024, issue('passwordTooLong')),
});

export const signupBody = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema, locale: localeField });

/** An empty password keeps the current one. */
export const profileBody = z.object({
  name: nameSchema,
  email: emailSchema,
  password: z
    .union([z.literal(''), passwordSchema])
    .optional()
    .transform((password) => password || undefined),
});

export const forgotPasswordBody = z.object({ email: emailSchema });
export const resetPasswordBody = z.object({ password: passwordSchema });

const confirmationMatches = (form: { password?: string; confirmPassword?: string }) =>
  (form.password ?? '') === (form.confirmPassword ?? '');
const confirmation = { confirmPassword: z.string().optional() };
const mismatch = { message: issue('passwordsDoNotMatch'), path: ['confirmPassword'] };

/** The storefront forms: the bodies above plus a matching confirmation where a password is chosen. */
export const signinForm = signinBody;
export const signupForm = signupBody.extend(confirmation).refine(confirmationMatches, mismatch);
export const profileForm = profileBody.extend(confirmation).refine(confirmationMatches, mismatch);
export const forgotPasswordForm = forgotPasswordBody;
export const resetPasswordForm = resetPasswordBody.extend(confirmation).refine(confirmationMatches, mismatch);

export type SigninBody = z.output<typeof signinBody>;
export type SignupBody = z.output<typeof signupBody>;
export type ProfileBody = z.output<typeof profileBody>;

/**
 * A schema's refusal: the coded error of an issue, or, for a message zod wrote itself (a check
 * without a code of ours), that message as it is. A refusal has its code; zod's words have none.
 */
export type SchemaRefusal = CodedError | { message: string };

const refusalOf = (problem: { message: string }): SchemaRefusal => issueError(problem) ?? { message: problem.message };

/** The first problem (for toasts and `{ message, code, params }` answers). */
export function firstIssue(error: z.ZodError): SchemaRefusal {
  const first = error.issues[0];
  return first ? refusalOf(first) : { code: 'invalidInput' };
}

/** Every field's first problem, for inline form errors. */
export function fieldErrors(error: z.ZodError): Record<string, SchemaRefusal> {
  const errors: Record<string, SchemaRefusal> = {};
  for (const problem of error.issues) {
    const key = String(problem.path[0] ?? 'form');
    errors[key] ??= refusalOf(problem);
  }
  return errors;
}

/** A path a browser would read as another site: '//host' or '/\\host' (protocol-relative). */
const offSite = (path: string) => path.startsWith('//') || path.startsWith('/\\');

/**
 * Only same-site, relative paths are followed after sign-in (no open redirect):
 * '/shipping' and '/ar/shipping' are kept; 'https://evil.example', '//evil.example' and
 * '/\\evil.example' become the fallback. The path is checked again once resolved, because dot
 * segments can make one: '/ar/..//evil.example' resolves to '//evil.example'.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || offSite(target)) return fallback;
  try {
    const url = new URL(target, 'http://same.site');
    if (url.origin !== 'http://same.site' || offSite(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
