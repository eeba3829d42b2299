import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { userInfoJson, type UserInfoJson } from '@pointe/config';
import { expectContract } from './contract';
import { api } from './http';

/** A token for Strapi's own panel API as the demo content editor, logged in once for the suite (global-setup.ts). */
export async function editorToken(): Promise<string> {
  return inject('editorToken');
}

export interface TestProduct {
  _id: string;
  name: string;
  slug: string;
  price: number;
}

export async function createProduct(price: number, sizes: Array<{ size: string; countInStock: number }>): Promise<TestProduct> {
  const name = `Test Product ${randomUUID().slice(0, 8)}`;
  const response = await api<{ data: { documentId: string; slug: string } }>('/content-manager/collection-types/api::product.product', {
    method: 'POST',
    token: await editorToken(),
    json: { name, brand: 'Test Brand', description: 'Made by a test.', price, sizes },
  });
  expect(response.status).toBe(201);
  return { _id: response.body.data.documentId, name, slug: response.body.data.slug, price };
}

export async function createPromo(promo: { discountType: 'percentage' | 'fixed'; discountValue: number; usageLimit?: number; expiresAt?: string; minimumOrder?: number }) {
  const code = `TEST${randomUUID().slice(0, 8).toUpperCase()}`;
  const response = await api('/content-manager/collection-types/api::promo.promo', {
    method: 'POST',
    token: await editorToken(),
    json: { code, usedCount: 0, ...promo },
  });
  expect(response.status).toBe(201);
  return code;
}

export type TestUser = UserInfoJson;

export async function newShopper(): Promise<TestUser> {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const response = await api('/api/users/signup', { method: 'POST', json: { name: 'Test Buyer', email, password: 'buyer-password-1' } });
  expect(response.status).toBe(201);
  return expectContract(userInfoJson, response.body);
}

/** The demo admin as she signed in once for the suite (global-setup.ts): ten files signing her in again would pass the 10-a-minute limit per email. */
export async function demoAdmin(): Promise<TestUser> {
  return expectContract(userInfoJson, inject('demoAdmin'));
}

export const address = {
  fullName: 'Mona Adel',
  mobileNumber: '01012345678',
  streetName: 'Tahrir Street',
  buildingNumber: '12',
  apartmentNumber: '4',
  area: 'Dokki',
  city: 'Giza',
};

/**
 * A mobile number no other order of the run has (015 + 8 random digits): the COD risk rules block a
 * number after 2 refused parcels, so orders that tests refuse must not share the one demo number.
 */
export function uniqueMobile(): string {
  return `015${randomUUID().replace(/\D/g, '').padEnd(8, '7').slice(0, 8)}`;
}

/** An order's body, with its own mobile number (uniqueMobile) unless the test gives one. */
export function orderBody(lines: Array<{ product: TestProduct; size: string; quantity: number }>, promoCode?: string, mobileNumber = uniqueMobile()) {
  return {
    orderItems: lines.map(({ product, size, quantity }) => ({ _id: product._id, name: product.name, size, quantity, price: product.price })),
    shippingAddress: { ...address, mobileNumber },
    paymentMethod: 'Cash On Delivery',
    ...(promoCode ? { promoCode } : {}),
  };
}
