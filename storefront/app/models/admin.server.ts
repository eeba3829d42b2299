import {
  adminOrdersPageJson,
  adminProductsPageJson,
  adminUsersPageJson,
  imageUploadJson,
  messageJson,
  orderJson,
  orderSummaryJson,
  searchTalliesJson,
  productFamiliesJson,
  productSavedJson,
  promoCreatedJson,
  promoListJson,
  type OrderCall,
  type OrderFilter,
  type OrderStatusChange,
  type ProductUpdate,
  type PromoCreate,
} from '@pointe/config';
import { catalogueEvents } from '~/lib/catalogue-events.server';
import type { CmsClient } from '~/lib/cms.server';

/** The admin pages' calls, with the admin's client (`requireAdmin(…).cms`). Every one is also checked for isAdmin by the CMS itself. */

export const getSummary = (cms: CmsClient) => cms.request('/orders/summary', orderSummaryJson);

/** What shoppers searched for lately (the dashboard's searches). */
export const getSearchTallies = (cms: CmsClient) => cms.request('/products/searches', searchTalliesJson);

export const listAdminProducts = (cms: CmsClient, page: number) => cms.request('/products/admin', adminProductsPageJson, { query: { page } });

/** Product writes are announced to this process's catalogue caches, so the shop shows them at once (the CMS tells the other processes). */
async function changingCatalogue<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    catalogueEvents.changed();
  }
}

/** The colour families, by name, for the product editor's choice. */
export const listProductFamilies = (cms: CmsClient) => cms.request('/products/families', productFamiliesJson);

export const createProduct = async (cms: CmsClient) =>
  (await changingCatalogue(cms.request('/products', productSavedJson, { method: 'POST' }))).product;

export const updateProduct = async (cms: CmsClient, id: string, body: ProductUpdate) =>
  (await changingCatalogue(cms.request(`/products/${encodeURIComponent(id)}`, productSavedJson, { method: 'PUT', body }))).product;

export const deleteProduct = (cms: CmsClient, id: string) =>
  changingCatalogue(cms.request(`/products/${encodeURIComponent(id)}`, messageJson, { method: 'DELETE' }));

/** Stores a picture in the CMS media library; answers its URL. */
export async function uploadProductImage(cms: CmsClient, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await cms.request('/products/images', imageUploadJson, { method: 'POST', body: form })).url;
}

export const listPromos = (cms: CmsClient) => cms.request('/promos', promoListJson);

export const createPromo = (cms: CmsClient, body: PromoCreate) => cms.request('/promos', promoCreatedJson, { method: 'POST', body });

export const listAdminOrders = (cms: CmsClient, page: number, status: OrderFilter) =>
  cms.request('/orders', adminOrdersPageJson, { query: { page, status } });

/** Moves an order along its life cycle; the CMS refuses (409) a change its table does not allow. */
export const changeOrderStatus = (cms: CmsClient, id: string, body: OrderStatusChange) =>
  cms.request(`/orders/${encodeURIComponent(id)}/status`, orderJson, { method: 'PUT', body });

/** Records one attempt to reach the shopper by phone. */
export const recordOrderCall = (cms: CmsClient, id: string, body: OrderCall) =>
  cms.request(`/orders/${encodeURIComponent(id)}/calls`, orderJson, { method: 'POST', body });

export const listAdminUsers = (cms: CmsClient, page: number) => cms.request('/users/admin', adminUsersPageJson, { query: { page } });
