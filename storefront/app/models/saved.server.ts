import { messageJson, savedItemsJson, type SavedItemsJson } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

/** The signed-in shopper's saved products (her client only). */
export function listSavedItems(cms: CmsClient): Promise<SavedItemsJson> {
  return cms.request('/saved-items', savedItemsJson);
}

export async function saveItem(cms: CmsClient, productId: string): Promise<void> {
  await cms.request('/saved-items', messageJson, { method: 'POST', body: { productId } });
}

export async function removeSavedItem(cms: CmsClient, productId: string): Promise<void> {
  await cms.request(`/saved-items/${encodeURIComponent(productId)}`, messageJson, { method: 'DELETE' });
}
