import { courierCashJson, settlementCreatedJson, settlementListJson, type SettlementBody } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

/** The couriers' cash (admin pages, with the admin's client). Every call is also checked for isAdmin by the CMS itself. */

/** Cash collected by couriers and not yet settled, per courier, and the overdue orders. */
export const getCourierCash = (cms: CmsClient) => cms.request('/courier/cash', courierCashJson);

export const listSettlements = (cms: CmsClient) => cms.request('/courier/settlements', settlementListJson);

/** Records a courier's settlement: order numbers, or a CSV's text (`csv`) the CMS reads and checks. */
export const recordSettlement = (cms: CmsClient, body: Omit<SettlementBody, 'lines'> | (Omit<SettlementBody, 'orderNumbers' | 'lines'> & { csv: string })) =>
  cms.request('/courier/settlements', settlementCreatedJson, { method: 'POST', body });
