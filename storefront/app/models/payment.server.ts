import {
  instapayStatementJson,
  orderJson,
  paymentSettlementJson,
  paymentMethodsJson,
  paymentOptionsJson,
  paymentReturnJson,
  type InstapayTransferBody,
  type OnlinePaymentMethod,
  type PaymentOptionBody,
  type PaymentReturnJson,
} from '@pointe/config';
import { cmsRequest, type CmsClient } from '~/lib/cms.server';

/**
 * The online methods the checkout may offer beside Cash On Delivery (issue 40): none in a new shop,
 * and what Cash On Delivery costs on top when staff set a fee (0: none). Read for each payment step,
 * so a method staff switch off disappears at once. A CMS that cannot say leaves Cash On Delivery,
 * which needs nothing from it.
 */
export async function paymentOffer(): Promise<{ methods: OnlinePaymentMethod[]; codFee: number }> {
  const answer = await cmsRequest('/payments/methods', paymentMethodsJson).catch(() => ({ methods: [], codFee: undefined }));
  return { methods: answer.methods.map((offer) => offer.method), codFee: answer.codFee ?? 0 };
}

/** The online methods the checkout may offer (paymentOffer). */
export const offeredPaymentMethods = async (): Promise<OnlinePaymentMethod[]> => (await paymentOffer()).methods;

/** The shopper's browser back from Paymob: its query passed on as it came; the CMS checks the signature and answers what the callback set. */
export const paymentReturn = (query: URLSearchParams): Promise<PaymentReturnJson> => cmsRequest('/payments/paymob/return', paymentReturnJson, { query: [...query] });

/** Staff: every online method, switched on or not. */
export const listPaymentOptions = (cms: CmsClient) => cms.request('/admin/payment-methods', paymentOptionsJson);

/** Staff switch a method on or off, or change its hold (the CMS refuses a method without its provider's keys). */
export const setPaymentOption = (cms: CmsClient, method: string, body: PaymentOptionBody) =>
  cms.request(`/admin/payment-methods/${encodeURIComponent(method)}`, paymentOptionsJson, { method: 'PUT', body });

/** She sent an InstaPay transfer: its reference, for staff to check (her own order only), with her receipt's screenshot if she chose one. */
export function reportTransfer(cms: CmsClient, orderId: string, body: InstapayTransferBody, screenshot?: File) {
  let sent: InstapayTransferBody | FormData = body;
  if (screenshot) {
    sent = new FormData();
    sent.append('reference', body.reference);
    sent.append('screenshot', screenshot, screenshot.name);
  }
  return cms.request(`/orders/${encodeURIComponent(orderId)}/payment/transfer`, orderJson, { method: 'POST', body: sent });
}

/** Her receipt's screenshot, for staff: the picture, streamed through. */
export const transferScreenshot = (cms: CmsClient, orderId: string) => cms.file(`/admin/orders/${encodeURIComponent(orderId)}/payment/screenshot`, {});

/** Staff saw her InstaPay transfer arrive: the order is paid and confirmed. */
export const confirmTransfer = (cms: CmsClient, orderId: string) =>
  cms.request(`/admin/orders/${encodeURIComponent(orderId)}/payment/confirm`, orderJson, { method: 'POST' });

/** Staff give back the payment of an order cancelled, refused or returned, through its provider. */
export const refundEndedOrder = (cms: CmsClient, orderId: string) =>
  cms.request(`/admin/orders/${encodeURIComponent(orderId)}/payment/refund`, orderJson, { method: 'POST' });

/** Staff: a bank statement's text confirms the InstaPay transfers it shows. */
export const applyBankStatement = (cms: CmsClient, csv: string) =>
  cms.request('/admin/payments/instapay/statement', instapayStatementJson, { method: 'POST', body: { csv } });

/** Staff: the money paid online per provider and day, the last 31 days. */
export const getPaymentSettlement = (cms: CmsClient) => cms.request('/admin/payments/settlement', paymentSettlementJson);
