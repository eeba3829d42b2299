import { z } from 'zod';
import { DISCOUNT_TYPES, type OrderFilter, type ProductUpdate, type PromoCreate } from '@pointe/config';
import { catalogueCache } from '~/lib/cache.server';
import { cmsRequest } from '~/lib/cms.server';
import { orderSchema } from './order.server';
import { productSchema } from './product.server';

/** The admin pages' calls. Every one is also checked for isAdmin by the CMS itself. */

const summarySchema = z.object({
  users: z.array(z.object({ numUsers: z.number() })),
  orders: z.array(z.object({ numOrders: z.number(), totalSales: z.number() })),
  dailyOrders: z.array(z.object({ _id: z.string(), orders: z.number(), sales: z.number() })),
  productCategories: z.array(z.object({ _id: z.string(), count: z.number() })),
});
export type Summary = z.infer<typeof summarySchema>;

const pageOf = { page: z.number().int(), pages: z.number().int() };

const promoSchema = z.object({
  _id: z.string(),
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  usedCount: z.number(),
});
export type Promo = z.infer<typeof promoSchema>;

const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  orderCount: z.number(),
});

const productAnswer = z.object({ message: z.string(), product: productSchema });

export const getSummary = (token: string) => cmsRequest('/orders/summary', summarySchema, { token });

export const listAdminProducts = (token: string, page: number) =>
  cmsRequest('/products/admin', z.object({ products: z.array(productSchema), ...pageOf }), { token, query: { page } });

/** Product writes clear the catalogue cache, so the shop shows them at once. */
async function changingCatalogue<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    catalogueCache.clear();
  }
}

export const createProduct = async (token: string) =>
  (await changingCatalogue(cmsRequest('/products', productAnswer, { method: 'POST', token }))).product;

export const updateProduct = async (token: string, id: string, body: ProductUpdate) =>
  (await changingCatalogue(cmsRequest(`/products/${encodeURIComponent(id)}`, productAnswer, { method: 'PUT', token, body }))).product;

export const deleteProduct = (token: string, id: string) =>
  changingCatalogue(cmsRequest(`/products/${encodeURIComponent(id)}`, z.object({ message: z.string() }), { method: 'DELETE', token }));

/** Stores a picture in the CMS media library; answers its URL. */
export async function uploadProductImage(token: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await cmsRequest('/products/images', z.object({ url: z.string() }), { method: 'POST', token, body: form })).url;
}

export const listPromos = (token: string) => cmsRequest('/promos', z.array(promoSchema), { token });

export const createPromo = (token: string, body: PromoCreate) =>
  cmsRequest('/promos', z.object({ message: z.string(), promo: promoSchema }), { method: 'POST', token, body });

export const listAdminOrders = (token: string, page: number, status: OrderFilter) =>
  cmsRequest('/orders', z.object({ orders: z.array(orderSchema), ...pageOf }), { token, query: { page, status } });

export const markOrder = (token: string, id: string, what: 'pay' | 'deliver') =>
  cmsRequest(`/orders/${encodeURIComponent(id)}/${what}`, orderSchema, { method: 'PUT', token });

export const listAdminUsers = (token: string, page: number) =>
  cmsRequest('/users/admin', z.object({ users: z.array(adminUserSchema), ...pageOf }), { token, query: { page } });
