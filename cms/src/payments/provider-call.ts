/** What the calls to Paymob and Fawry share (paymob.ts, fawry.ts). */

/** A refusal or failure of a payment provider's API, in its own words (for the log and the staff). */
export class ProviderError extends Error {
  constructor(
    readonly provider: 'Paymob' | 'Fawry',
    readonly status: number,
    detail: string,
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
