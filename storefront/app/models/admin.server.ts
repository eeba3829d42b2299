import {
  adminOrdersPageJson,
  adminProductsPageJson,
  adminUsersPageJson,
  imageUploadJson,
  messageJson,
  orderJson,
  orderSummaryJson,
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
import { cmsRequest } from '~/lib/cms.server';

/** The admin pages' calls. Every one is also checked for isAdmin by the CMS itself. */

export const getSummary = (token: string) => cmsRequest('/orders/summary', orderSummaryJson, { token });

export const listAdminProducts = (token: string, page: number) => cmsRequest('/products/admin', adminProductsPageJson, { token, query: { page } });

/** Product writes are announced to this process's catalogue caches, so the shop shows them at once (the CMS tells the other processes). */
async function changingCatalogue<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    catalogueEvents.changed();
  }
}

export const createProduct = async (token: string) =>
  (await changingCatalogue(cmsRequest('/products', productSavedJson, { method: 'POST', token }))).product;

export const updateProduct = async (token: string, id: string, body: ProductUpdate) =>
  (await changingCatalogue(cmsRequest(`/products/${encodeURIComponent(id)}`, productSavedJson, { method: 'PUT', token, body }))).product;

export const deleteProduct = (token: string, id: string) =>
  changingCatalogue(cmsRequest(`/products/${encodeURIComponent(id)}`, messageJson, { method: 'DELETE', token }));

/** Stores a picture in the CMS media library; answers its URL. */
export async function uploadProductImage(token: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await cmsRequest('/products/images', imageUploadJson, { method: 'POST', token, body: form })).url;
}

export const listPromos = (token: string) => cmsRequest('/promos', promoListJson, { token });

export const createPromo = (token: string, body: PromoCreate) => cmsRequest('/promos', promoCreatedJson, { method: 'POST', token, body });

export const listAdminOrders = (token: string, page: number, status: OrderFilter) =>
  cmsRequest('/orders', adminOrdersPageJson, { token, query: { page, status } });

/** Moves an order along its life cycle; the CMS refuses (409) a change its table does not allow. */
export const changeOrderStatus = (token: string, id: string, body: OrderStatusChange) =>
  cmsRequest(`/orders/${encodeURIComponent(id)}/status`, orderJson, { method: 'PUT', token, body });

/** Records one attempt to reach the shopper by phone. */
export const recordOrderCall = (token: string, id: string, body: OrderCall) =>
  cmsRequest(`/orders/${encodeURIComponent(id)}/calls`, orderJson, { method: 'POST', token, body });

export const listAdminUsers = (token: string, page: number) => cmsRequest('/users/admin', adminUsersPageJson, { token, query: { page } });
