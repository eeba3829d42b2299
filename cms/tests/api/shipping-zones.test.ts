import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminShippingZonesJson, orderJson, orderPlacedJson, shippingOptionsJson } from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { sql } from '../helpers/database';
import { address, demoAdmin, editorToken, newShopper, orderBody, type TestProduct } from '../helpers/fixtures';
import { api } from '../helpers/http';

/** A product with an Arabic name, made in the panel as an editor would. */
async function arabicProduct(price: number): Promise<TestProduct> {
  const name = `Zone Leotard ${randomUUID().slice(0, 8)}`;
  const response = await api<{ data: { documentId: string; slug: string } }>('/content-manager/collection-types/api::product.product', {
    method: 'POST',
    token: await editorToken(),
    json: { name, nameAr: 'ليوتارد المناطق', brand: 'Test Brand', description: 'Made by a test.', price, sizes: [{ size: 'S', countInStock: 50 }] },
  });
  expect(response.status).toBe(201);
  return { _id: response.body.data.documentId, name, slug: response.body.data.slug, price };
}

const adminToken = async () => (await demoAdmin()).token;
const setZone = async (key: string, body: unknown) => api(`/api/admin/shipping-zones/${key}`, { method: 'PUT', token: await adminToken(), json: body });
const setOpen = async (key: string, isOpen: unknown) => api(`/api/admin/governorates/${key}`, { method: 'PUT', token: await adminToken(), json: { isOpen } });
const aswanBody = (product: TestProduct, quantity = 1) => ({
  ...orderBody([{ product, size: 'S', quantity }]),
  shippingAddress: { ...address, city: 'Aswan', area: 'كورنيش النيل ٣' },
});

// Other files order to Giza: only Upper Egypt is changed here, and put back as the seed left it.
afterAll(async () => {
  await setOpen('aswan', false);
  await setZone('upper-egypt', { shippingPrice: 75, freeShippingAbove: 1500, deliveryDays: 5 });
});

describe('shipping zones', () => {
  it('are seeded once: 6 zones, 27 governorates, the spec three open at 50 / 1,500', async () => {
    const [counts] = await sql<{ zones: string; governorates: string }>(
      'SELECT (SELECT count(*) FROM shipping_zones) AS zones, (SELECT count(*) FROM governorates) AS governorates',
    );
    expect({ zones: Number(counts!.zones), governorates: Number(counts!.governorates) }).toEqual({ zones: 6, governorates: 27 });
    const response = await api('/api/shipping-zones');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    const { governorates } = expectContract(shippingOptionsJson, response.body);
    expect(governorates.filter((governorate) => ['Alexandria', 'Cairo', 'Giza'].includes(governorate.name))).toEqual([
      expect.objectContaining({ name: 'Cairo', nameAr: 'القاهرة', shippingPrice: 50, freeShippingAbove: 1500 }),
      expect.objectContaining({ name: 'Giza', nameAr: 'الجيزة', shippingPrice: 50, freeShippingAbove: 1500 }),
      expect.objectContaining({ name: 'Alexandria', nameAr: 'الإسكندرية', shippingPrice: 50, freeShippingAbove: 1500 }),
    ]);
  });

  it('are read and changed by admins only', async () => {
    const shopper = await newShopper();
    expect((await api('/api/admin/shipping-zones')).status).toBe(401);
    expect((await api('/api/admin/shipping-zones', { token: shopper.token })).body).toEqual(refusal('Admins only'));
    const put = await api('/api/admin/governorates/aswan', { method: 'PUT', token: shopper.token, json: { isOpen: true } });
    expect(put.status).toBe(403);
    const zones = expectContract(adminShippingZonesJson, (await api('/api/admin/shipping-zones', { token: await adminToken() })).body).zones;
    expect(zones.map((zone) => zone.key)).toEqual(['greater-cairo', 'alexandria', 'delta', 'canal', 'upper-egypt', 'sinai-red-sea']);
    expect(zones.flatMap((zone) => zone.governorates)).toHaveLength(27);
  });

  it('refuse bad input with coded 400s and unknown keys with 404', async () => {
    for (const body of [
      { shippingPrice: -1, freeShippingAbove: 1500, deliveryDays: 5 },
      { shippingPrice: 'abc', freeShippingAbove: 1500, deliveryDays: 5 },
      { shippingPrice: 10.005, freeShippingAbove: 1500, deliveryDays: 5 },
      { shippingPrice: 85, freeShippingAbove: 1500, deliveryDays: 0 },
      { shippingPrice: 85, freeShippingAbove: 1500, deliveryDays: 1.5 },
      { shippingPrice: 85, deliveryDays: 5 },
      {},
    ]) {
      const response = await setZone('upper-egypt', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as { code: string }).code).toMatch(/^(shippingPriceInvalid|freeShippingAboveInvalid|deliveryDaysInvalid)$/);
    }
    expect((await setZone('atlantis', { shippingPrice: 85, freeShippingAbove: 1500, deliveryDays: 5 })).body).toEqual(refusal('Shipping zone not found'));
    expect((await setOpen('aswan', 'maybe')).body).toEqual(refusal('isOpen must be true or false'));
    expect((await setOpen('atlantis', true)).status).toBe(404);
  });

  it('price the order from its governorate: closed refused, opened at its zone fee, tampered totals ignored, later fees not applied', async () => {
    const shopper = await newShopper();
    const product = await arabicProduct(400);
    // Closed: the spec's refusal, naming the open governorates.
    const closed = await api('/api/orders', { method: 'POST', token: shopper.token, json: aswanBody(product) });
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ code: 'cityInvalid' });
    expect((closed.body as { params: { choices: string[] } }).params.choices).not.toContain('Aswan');

    // The admin opens Aswan at 85 EGP (form-style text, Arabic-Indic digits too).
    expect((await setZone('upper-egypt', { shippingPrice: '٨٥', freeShippingAbove: '2000', deliveryDays: '5' })).status).toBe(200);
    const opened = expectContract(adminShippingZonesJson, (await setOpen('aswan', true)).body);
    expect(opened.zones.find((zone) => zone.key === 'upper-egypt')).toMatchObject({ shippingPrice: 85, freeShippingAbove: 2000 });
    const open = expectContract(shippingOptionsJson, (await api('/api/shipping-zones')).body).governorates;
    expect(open.find((governorate) => governorate.name === 'Aswan')).toEqual({
      key: 'aswan', name: 'Aswan', nameAr: 'أسوان', zone: 'upper-egypt', shippingPrice: 85, freeShippingAbove: 2000, deliveryDays: 5,
    });

    const placed = await api('/api/orders', {
      method: 'POST',
      token: shopper.token,
      json: { ...aswanBody(product, 2), shippingPrice: 0, itemsPrice: 1, totalPrice: 1, locale: 'ar' },
    });
    expect(placed.status).toBe(201);
    const { order } = expectContract(orderPlacedJson, placed.body);
    expect(order).toMatchObject({ itemsPrice: 800, shippingPrice: 85, totalPrice: 885 });
    expect(order.shippingAddress).toMatchObject({ city: 'Aswan', cityAr: 'أسوان', area: 'كورنيش النيل ٣' });
    expect(order.orderItems[0]).toMatchObject({ name: product.name, nameAr: 'ليوتارد المناطق' });
    // Above the zone's own threshold (2,000), shipping is free.
    const large = await api('/api/orders', { method: 'POST', token: shopper.token, json: aswanBody(product, 6) });
    expect(expectContract(orderPlacedJson, large.body).order).toMatchObject({ itemsPrice: 2400, shippingPrice: 0, totalPrice: 2400 });

    // A new fee prices the next order, never the one placed.
    await setZone('upper-egypt', { shippingPrice: 95, freeShippingAbove: 2000, deliveryDays: 4 });
    const again = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: shopper.token })).body);
    expect(again).toMatchObject({ shippingPrice: 85, totalPrice: 885 });
    expect(again.shippingAddress.cityAr).toBe('أسوان');
    const next = await api('/api/orders', { method: 'POST', token: shopper.token, json: aswanBody(product) });
    expect(expectContract(orderPlacedJson, next.body).order).toMatchObject({ shippingPrice: 95, totalPrice: 495 });

    // Closed again: refused again, and Giza (the other files' city) still at 50.
    await setOpen('aswan', false);
    expect((await api('/api/orders', { method: 'POST', token: shopper.token, json: aswanBody(product) })).status).toBe(400);
    const giza = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product, size: 'S', quantity: 1 }]) });
    expect(expectContract(orderPlacedJson, giza.body).order).toMatchObject({ shippingPrice: 50, shippingAddress: { city: 'Giza', cityAr: 'الجيزة' } });
  });

  it('keeps the spec refusal for a city outside the 27', async () => {
    const shopper = await newShopper();
    const product = await arabicProduct(100);
    const response = await api('/api/orders', {
      method: 'POST',
      token: shopper.token,
      json: { ...orderBody([{ product, size: 'S', quantity: 1 }]), shippingAddress: { ...address, city: 'Paris' } },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal('City must be one of Alexandria, Cairo, Giza'));
  });
});
