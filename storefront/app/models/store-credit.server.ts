import { storeCreditJson, type StoreCreditJson } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

/** The signed-in shopper's store credit: her balance and her most recent entries (her client only). */
export function getMyStoreCredit(cms: CmsClient, page = 1): Promise<StoreCreditJson> {
  return cms.request(`/users/me/store-credit?page=${page}`, storeCreditJson);
}
