import { messageJson, productIdField, savedItemsJson, type SavedItemsJson } from '@pointe/config';
import { CmsError, type CmsClient } from '~/lib/cms.server';

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

/**
 * The product a visitor tapped a heart for before she signed in (the sign-in and sign-up pages carry
 * it as `save`), saved with her new session: whether it was. A product gone meanwhile is not an error
 * of her sign-in: it is simply not saved.
 */
export async function saveAfterSignIn(cms: CmsClient, waiting: unknown): Promise<boolean> {
  const productId = productIdField.safeParse(waiting);
  if (!productId.success) return false;
  try {
    await saveItem(cms, productId.data);
    return true;
  } catch (error) {
    if (error instanceof CmsError) return false;
    throw error;
  }
}
