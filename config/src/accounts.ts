/** Account forms and request bodies: one schema each, used by the storefront form and the CMS route. */
import { z } from 'zod';
import { ERROR_MESSAGES, errorMessage } from './error-codes.js';
import { localeField } from './locale-field.js';

export const PASSWORDS_DO_NOT_MATCH = ERROR_MESSAGES.passwordsDoNotMatch;
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads at most 72 bytes; longer passwords would be silently cut, so they are refused. */
export const PASSWORD_MAX_BYTES = 72;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export const emailSchema = z
  .string({ message: ERROR_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, ERROR_MESSAGES.emailRequired)
  .max(254, ERROR_MESSAGES.emailTooLong)
  .pipe(z.email({ message: ERROR_MESSAGES.emailInvalid }));

export const passwordSchema = z
  .string({ message: ERROR_MESSAGES.passwordRequired })
  .min(1, ERROR_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, errorMessage('passwordTooShort', { min: PASSWORD_MIN_LENGTH }))
  .refine((password) => utf8Length(password) <= PASSWORD_MAX_BYTES, errorMessage('passwordTooManyBytes', { max: PASSWORD_MAX_BYTES }));

export const nameSchema = z
  .string({ message: ERROR_MESSAGES.nameRequired })
  .trim()
  .min(1, ERROR_MESSAGES.nameRequired)
  .max(100, errorMessage('nameTooLong', { max: 100 }));

/** Sign-in checks presence only: the password rules are for choosing a password, not for typing one. */
export const signinBody = z.object({
  email: emailSchema,
  password: z
    .string({ message: ERROR_MESSAGES.passwordRequired })
    .min(1, ERROR_MESSAGES.passwordRequired)
    .max(1024, ERROR_MESSAGES.passwordTooLong),
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
const mismatch = { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] };

/** The storefront forms: the bodies above plus a matching confirmation where a password is chosen. */
export const signinForm = signinBody;
export const signupForm = signupBody.extend(confirmation).refine(confirmationMatches, mismatch);
export const profileForm = profileBody.extend(confirmation).refine(confirmationMatches, mismatch);
export const forgotPasswordForm = forgotPasswordBody;
export const resetPasswordForm = resetPasswordBody.extend(confirmation).refine(confirmationMatches, mismatch);

export type SigninBody = z.output<typeof signinBody>;
export type SignupBody = z.output<typeof signupBody>;
export type ProfileBody = z.output<typeof profileBody>;

/** The first problem, as one message (for toasts and `{ message }` answers). */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? ERROR_MESSAGES.invalidInput;
}

/** Every field's first problem, for inline form errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
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
