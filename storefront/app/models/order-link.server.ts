import { orderJson, type OrderJson } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

// The shopper's own confirmation link (ADR 018): no sign-in, the signed token is the proof. Calls go
// as the visitor (her IP), which the CMS limits when a token is refused.

const linkPath = (token: string) => `/order-links/${encodeURIComponent(token)}`;

/** The order the link names, while it waits for confirmation (a spent, forged or expired link is a CmsError). */
export function getLinkedOrder(cms: CmsClient, token: string): Promise<OrderJson> {
  return cms.request(linkPath(token), orderJson);
}

export const SELF_CONFIRM_INTENTS = ['confirm', 'cancel'] as const;
export type SelfConfirmIntent = (typeof SELF_CONFIRM_INTENTS)[number];

export const isSelfConfirmIntent = (value: unknown): value is SelfConfirmIntent => SELF_CONFIRM_INTENTS.includes(value as SelfConfirmIntent);

/** Confirms or cancels the linked order (from `pending` only, once). */
export function answerLinkedOrder(cms: CmsClient, token: string, intent: SelfConfirmIntent): Promise<OrderJson> {
  return cms.request(`${linkPath(token)}/${intent}`, orderJson, { method: 'POST' });
}
