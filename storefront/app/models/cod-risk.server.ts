import { codNumberJson, codRiskJson, codRulesJson, type CodRulesBody } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

/** The cash-on-delivery risk rules' calls, with the admin's client; the CMS checks the admin role itself (ADR 019). */

export const getCodRules = (cms: CmsClient) => cms.request('/cod-rules', codRulesJson);

export const saveCodRules = (cms: CmsClient, body: CodRulesBody) => cms.request('/cod-rules', codRulesJson, { method: 'PUT', body });

/** Lifts a number's block (true) or puts it back (false). */
export const setCodLift = (cms: CmsClient, mobile: string, lifted: boolean) =>
  cms.request(`/cod-rules/numbers/${encodeURIComponent(mobile)}`, codNumberJson, { method: 'PUT', body: { lifted } });

/** Each order's number and account history, for the admin's order cards (one call per page). */
export async function codRiskOf(cms: CmsClient, orderIds: string[]) {
  if (orderIds.length === 0) return {};
  const { risks } = await cms.request('/cod-risk', codRiskJson, { query: { orders: orderIds.join(',') } });
  return Object.fromEntries(risks.map((risk) => [risk.orderId, risk]));
}
