import { messageJson, stockAlertsWaitingJson, type Locale, type Size, type StockAlertsWaitingJson } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

/**
 * "Email me when it's back": a visitor's client (`context.cms`, limited per her IP) sends the email she
 * typed; a signed-in shopper's client sends none, and the CMS uses her account's.
 */
export async function askForStockAlert(cms: CmsClient, request: { productId: string; size: Size; email?: string; locale: Locale }): Promise<string> {
  return (await cms.request('/stock-alerts', messageJson, { method: 'POST', body: request })).message;
}

/** The admin products page: how many shoppers wait for each size of these products. */
export async function waitingForProducts(cms: CmsClient, productIds: readonly string[]): Promise<StockAlertsWaitingJson['waiting']> {
  if (productIds.length === 0) return [];
  return (await cms.request('/stock-alerts/waiting', stockAlertsWaitingJson, { query: { ids: productIds.join(',') } })).waiting;
}
