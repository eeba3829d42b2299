import { adminReturnsPageJson, orderReturnsJson, returnJson, returnsSummaryJson, type RefundBody, type ReturnFilter, type ReturnStatusBody } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

// Returns and exchanges (issue 23): the shopper's calls on her order, staff's on the queue.

export const getOrderReturns = (cms: CmsClient, orderId: string) => cms.request(`/orders/${encodeURIComponent(orderId)}/returns`, orderReturnsJson);

/** The form's body as it is: the CMS checks it (config's returnRequestBody) and answers 400 with the field. */
export const askReturn = (cms: CmsClient, orderId: string, body: unknown) =>
  cms.request(`/orders/${encodeURIComponent(orderId)}/returns`, returnJson, { method: 'POST', body });

export const getReturn = (cms: CmsClient, id: string) => cms.request(`/returns/${encodeURIComponent(id)}`, returnJson);

export const listReturns = (cms: CmsClient, status: ReturnFilter, page: number) =>
  cms.request(`/returns?status=${encodeURIComponent(status)}&page=${page}`, adminReturnsPageJson);

export const changeReturnStatus = (cms: CmsClient, id: string, body: ReturnStatusBody) =>
  cms.request(`/returns/${encodeURIComponent(id)}/status`, returnJson, { method: 'PUT', body });

export const recordRefund = (cms: CmsClient, id: string, body: RefundBody) => cms.request(`/returns/${encodeURIComponent(id)}/refunds`, returnJson, { method: 'POST', body });

/** The dashboard's returns and exchanges of the last 30 days, by reason and by product. */
export const getReturnsSummary = (cms: CmsClient) => cms.request('/returns/summary', returnsSummaryJson);
