import { amountDue, creditToUse, storeCreditJson, toEgp, toPiastres, type StoreCreditJson } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

/** The signed-in shopper's store credit: her balance and her most recent entries (her client only). */
export function getMyStoreCredit(cms: CmsClient, page = 1): Promise<StoreCreditJson> {
  return cms.request(`/users/me/store-credit?page=${page}`, storeCreditJson);
}

/**
 * What the place order page shows while the box is ticked: the CMS will apply min(balance, total),
 * and the courier collect the rest. Computed here, so the page's script carries none of config's
 * money rules; the CMS decides again when the order is placed.
 */
export function previewStoreCredit(balance: number, totalPrice: number): { balance: number; used: number; due: number } {
  const used = toEgp(creditToUse(toPiastres(balance), toPiastres(totalPrice)));
  return { balance, used, due: amountDue({ totalPrice, storeCreditUsed: used }) };
}
