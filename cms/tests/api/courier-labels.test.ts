import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { COURIER_EXPORT_COLUMNS, MAX_ORDERS_PER_DOCUMENT, errorMessage, orderPlacedJson, type OrderJson } from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { address, createProduct, demoAdmin, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api, cmsUrl, newClientIp } from '../helpers/http';

/**
 * Labels, packing slips and the courier export (issue 22): admin-only files for chosen orders. The
 * PDF is read back with poppler's pdftotext, so the Arabic must come out as the words themselves
 * (letters joined and in reading order), not as glyphs in drawing order.
 */
let admin: TestUser;
let shopper: TestUser;
let product: TestProduct;
let confirmed: OrderJson;
let pending: OrderJson;
let formula: OrderJson;

const arabicAddress = { ...address, fullName: 'منى عادل', streetName: 'شارع النيل', area: 'الدقي' };

async function place(shippingAddress: typeof address & { floor?: string; landmark?: string }): Promise<OrderJson> {
  const response = await api('/api/orders', { method: 'POST', token: shopper.token, json: { ...orderBody([{ product, size: 'S', quantity: 2 }]), shippingAddress } });
  expect(response.status).toBe(201);
  return expectContract(orderPlacedJson, response.body).order;
}

const confirm = async (order: OrderJson) => {
  expect((await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'confirmed' } })).status).toBe(200);
};

/** A file answer, its bytes untouched (the JSON helper reads text). */
async function download(pathAndQuery: string, token = admin.token) {
  const response = await fetch(`${cmsUrl()}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': newClientIp() } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const pdfText = (pdf: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'courier-labels-')), 'labels.pdf');
  writeFileSync(file, pdf);
  // Without the bidi marks poppler writes around right-to-left runs.
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
};

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
  product = await createProduct(300, [{ size: 'S', countInStock: 1000 }]);
  confirmed = await place(arabicAddress);
  // With the optional lines couriers ask for (issue 37).
  pending = await place({ ...address, floor: '3', landmark: 'Metro Market' });
  formula = await place({ ...address, fullName: '=HYPERLINK("http://evil.example")' });
  await confirm(confirmed);
  await confirm(formula);
});

describe('labels and packing slips', { timeout: 120_000 }, () => {
  it('answers one PDF whose text holds the order number and the Arabic address, words in reading order', async () => {
    const response = await download(`/api/orders/labels?ids=${confirmed._id},${pending._id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pointe-labels.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = pdfText(response.bytes);
    expect(text.split('\f').filter((page) => page.trim())).toHaveLength(2);
    expect(text).toContain(String(confirmed.orderNumber));
    expect(text).toContain(String(pending.orderNumber));
    for (const words of ['شارع النيل', 'الدقي', 'الجيزة', 'منى عادل', 'المبلغ المطلوب تحصيله']) expect(text).toContain(words);
    expect(text).toContain('Cash to collect: EGP 650.00');
    expect(text).toContain('01012345678');
    // The optional floor and landmark, where she gave them, in the address the driver reads.
    expect(text).toMatch(/Building \d+, Floor 3, Apartment \d+, near Metro Market,/);
  });

  it('makes A4 packing slips with the lines', async () => {
    const response = await download(`/api/orders/labels?ids=${confirmed._id}&kind=slips`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pointe-slips.pdf"');
    const text = pdfText(response.bytes);
    expect(text).toContain(String(confirmed.orderNumber));
    expect(text).toContain('شارع النيل');
    expect(text).toContain(`2 × ${product.name} (S)`);
  });

  it('refuses bad selections with a JSON message', async () => {
    const unknown = await api(`/api/orders/labels?ids=${confirmed._id},nosuchorder`, { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(refusal(errorMessage('orderNotFound')));
    const none = await api('/api/orders/labels', { token: admin.token });
    expect(none.status).toBe(400);
    expect(none.body).toEqual(refusal(errorMessage('orderIdsRequired')));
    const empty = await api('/api/orders/labels?ids=,,', { token: admin.token });
    expect(empty.status).toBe(400);
    const many = Array.from({ length: MAX_ORDERS_PER_DOCUMENT + 1 }, (_, index) => `order${index}`).join(',');
    const tooMany = await api(`/api/orders/labels?ids=${many}`, { token: admin.token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual(refusal(errorMessage('tooManyOrderIds', { max: MAX_ORDERS_PER_DOCUMENT })));
    const kind = await api(`/api/orders/labels?ids=${confirmed._id}&kind=stickers`, { token: admin.token });
    expect(kind.status).toBe(400);
    expect(kind.body).toEqual(refusal(errorMessage('documentKindInvalid', { choices: ['labels', 'slips'] })));
  });
});

describe('the courier export', () => {
  it('lists the selected confirmed orders in the documented columns, formulas escaped', async () => {
    const response = await download(`/api/orders/courier-export?ids=${confirmed._id}&ids=${pending._id}&ids=${formula._id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pointe-courier.csv"');
    const text = response.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(COURIER_EXPORT_COLUMNS.join(','));
    expect(lines[0]).toBe('Receiver Name,Phone,Governorate,Area,Address,COD Amount,Order Number,Item Count,Notes');
    // The pending order is not ready for the courier: two rows, in the order asked.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`منى عادل,01012345678,Giza,الدقي,"شارع النيل, Building 12, Apartment 4",650.00,${confirmed.orderNumber},2,2 x ${product.name} (S)`);
    expect(lines[2]?.startsWith(`"'=HYPERLINK(""http://evil.example"")",01012345678,Giza,Dokki,`)).toBe(true);
    expect(lines[2]).toContain(`,${formula.orderNumber},2,`);
  });

  it('as XLSX: the same rows as typed cells, the phone keeping its 0, the amounts numbers, a formula-like name plain text', async () => {
    const response = await download(`/api/orders/courier-export?ids=${confirmed._id}&ids=${pending._id}&ids=${formula._id}&format=xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pointe-courier.xlsx"');
    const rows = await readSheet(response.bytes);
    expect(rows[0]).toEqual([...COURIER_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(['منى عادل', '01012345678', 'Giza', 'الدقي', 'شارع النيل, Building 12, Apartment 4', 650, confirmed.orderNumber, 2, `2 x ${product.name} (S)`]);
    // Text, not a formula: a formula cell would read as its (absent) result.
    expect(rows[2]?.[0]).toBe('=HYPERLINK("http://evil.example")');
    expect(rows[2]?.[6]).toBe(formula.orderNumber);
  });

  it('refuses a format it does not write', async () => {
    const response = await api(`/api/orders/courier-export?ids=${confirmed._id}&format=pdf`, { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(errorMessage('exportFormatInvalid', { choices: ['csv', 'xlsx'] })));
  });

  it('refuses a selection without a confirmed order', async () => {
    const response = await api(`/api/orders/courier-export?ids=${pending._id}`, { token: admin.token });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(refusal(errorMessage('noConfirmedOrders')));
  });
});

describe('staff only', () => {
  it.each(['/api/orders/labels', '/api/orders/courier-export'])('%s refuses anyone but an admin', async (route) => {
    const query = `${route}?ids=${confirmed._id}`;
    expect((await api(query)).status).toBe(401);
    const asShopper = await api(query, { token: shopper.token });
    expect(asShopper.status).toBe(403);
    expect(asShopper.body).toEqual(refusal(errorMessage('adminsOnly')));
  });
});
