/** What the calls to Paymob and Fawry share (paymob.ts, fawry.ts). */

/** A refusal or failure of a payment provider's API, in its own words (for the log and the staff). */
export class ProviderError extends Error {
  constructor(
    readonly provider: 'Paymob' | 'Fawry',
    readonly status: number,
    readonly detail: string,
  ) {
    super(`${provider} answered ${status}: ${detail}`);
  }
}

/** How long a call to a provider may take before the shopper is told to try again. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** The answer's JSON object, or null when it is not one (a proxy's error page), and its text for the error's words. */
export async function readAnswer(response: Response): Promise<{ body: Record<string, unknown> | null; text: string }> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return { body: parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null, text };
  } catch {
    return { body: null, text };
  }
}

/**
 * A provider's settings that go together: their trimmed values, or null when none is set (the shop
 * has no such provider); throws, naming the missing ones, when only some are (the CMS then does not start).
 */
export function settingsTogether<Name extends string>(provider: string, given: Readonly<Record<Name, string | undefined>>): Record<Name, string> | null {
  const values = Object.fromEntries(Object.entries<string | undefined>(given).map(([name, text]) => [name, text?.trim() ?? ''])) as Record<Name, string>;
  const missing = Object.entries(values).filter(([, text]) => text === '').map(([name]) => name);
  if (missing.length === Object.keys(values).length) return null;
  if (missing.length > 0) throw new Error(`${provider} needs ${missing.join(', ')} as well (see .env.example).`);
  return values;
}
