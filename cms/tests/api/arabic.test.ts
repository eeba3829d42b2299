import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { orderPlacedJson, productJson, productSavedJson, userInfoJson, type OrderJson, type ProductJson, type ProductPageJson } from '@pointe/config';
import { resetLinkIn, waitForMail } from '../../../scripts/lib/mailbox';
import { expectContract, refusal } from '../helpers/contract';
import { onSqlite, sql } from '../helpers/database';
import { demoAdmin, editorToken, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/** The Arabic content, the shopper's language and the emails in it (ADR 010). */

const mailbox = () => inject('mailboxDirectory');
const PASSWORD = 'arabic-password-1';

/** A word in Arabic letters no other product has: the search tests find exactly this product by it. */
const arabicWord = () =>
  `تجربة${[...randomUUID().replaceAll('-', '').slice(0, 8)].map((digit) => 'ابتثجحخدذرزسشصضط'[Number.parseInt(digit, 16)]).join('')}`;

let admin: TestUser;

beforeAll(async () => {
  admin = await demoAdmin();
});

async function signUp(locale?: unknown): Promise<TestUser> {
  const email = `arabic-${randomUUID().slice(0, 8)}@example.com`;
  const response = await api('/api/users/signup', { method: 'POST', json: { name: 'نور علي', email, password: PASSWORD, ...(locale === undefined ? {} : { locale }) } });
  expect(response.status).toBe(201);
  return expectContract(userInfoJson, response.body);
}

const languageOfUser = async (email: string) => (await sql<{ language: string }>('SELECT language FROM up_users WHERE email = $1', [email]))[0]?.language;
const languageOfOrder = async (id: string) => (await sql<{ language: string }>('SELECT language FROM orders WHERE document_id = $1', [id]))[0]?.language;

/** An admin-made product with Arabic words, in stock, in Skirts & Tutus. */
async function arabicProduct(nameAr: string): Promise<ProductJson> {
  const created = await api<{ product: ProductJson }>('/api/products', { method: 'POST', token: admin.token });
  expect(created.status).toBe(201);
  const { _id, image } = created.body.product;
  const stamp = randomUUID().slice(0, 8);
  const response = await api(`/api/products/${_id}`, {
    method: 'PUT',
    token: admin.token,
    json: {
      name: `Arabic Test Skirt ${stamp}`,
      slug: `arabic-test-skirt-${stamp}`,
      price: 300,
      image,
      category: 'Skirts & Tutus',
      brand: 'Test Brand',
      description: 'A skirt made by a test.',
      nameAr,
      descriptionAr: `جيبة من صنع اختبار، ${nameAr}.`,
      sizes: [{ size: 'S', countInStock: 100 }, { size: 'One Size', countInStock: 100 }],
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return expectContract(productSavedJson, response.body).product;
}

const searchFor = async (text: string) => (await api<ProductPageJson>(`/api/products/search?query=${encodeURIComponent(text)}`)).body;

describe('Arabic product words', () => {
  it('an admin saves the Arabic name and description; they round-trip, are searched, kept when left out and cleared when sent empty', async () => {
    const word = arabicWord();
    const product = await arabicProduct(`جيبة ${word}`);
    expect(product).toMatchObject({ nameAr: `جيبة ${word}`, descriptionAr: `جيبة من صنع اختبار، جيبة ${word}.`, categoryAr: 'جيبات وتوتو' });
    expect(expectContract(productJson, (await api(`/api/products/${product._id}`)).body)).toEqual(product);

    // Found by an Arabic word of its name (any page language: search takes no locale), and by English still.
    expect((await searchFor(word)).products.map((found) => found._id)).toEqual([product._id]);
    expect((await searchFor(product.name.toUpperCase())).products.map((found) => found._id)).toEqual([product._id]);

    const rest = { name: product.name, slug: product.slug, price: 300, image: product.image, category: 'Skirts & Tutus', brand: 'Test Brand', description: 'Changed in English only.', sizes: product.sizes };
    const kept = await api(`/api/products/${product._id}`, { method: 'PUT', token: admin.token, json: rest });
    expect(expectContract(productSavedJson, kept.body).product).toMatchObject({ description: 'Changed in English only.', nameAr: product.nameAr, descriptionAr: product.descriptionAr });

    const cleared = await api(`/api/products/${product._id}`, { method: 'PUT', token: admin.token, json: { ...rest, nameAr: '  ', descriptionAr: '' } });
    expect(expectContract(productSavedJson, cleared.body).product).toMatchObject({ nameAr: null, descriptionAr: null, categoryAr: 'جيبات وتوتو' });
    expect((await searchFor(word)).countProducts).toBe(0);

    expect((await api(`/api/products/${product._id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
  });

  // The full-text index is PostgreSQL's GIN over its table of documents; SQLite's is an FTS5 table (database/full-text.ts).
  it.skipIf(onSqlite())('the full-text index covers the Arabic and the colour columns, and the trigram indexes from before are gone', async () => {
    const indexes = await sql<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'products_search_documents' AND indexdef LIKE '%USING gin (search_document)%'`);
    expect(indexes.map((index) => index.indexname)).toEqual(['products_search_documents_idx']);
    const velvet = await sql<{ words: string }>(
      `SELECT s.search_document::text AS words FROM products_search_documents s JOIN products p ON p.id = s.product_id WHERE p.name = 'Long Sleeve Velvet Leotard'`,
    );
    // The Arabic name folded (ة as ه), the colour in both languages, the description.
    expect(velvet[0]!.words).toMatch(/'قطيفه':\d+A/);
    expect(velvet[0]!.words).toMatch(/'plum':\d+B/);
    expect(velvet[0]!.words).toMatch(/'برقوقي':\d+B/);
    expect(await sql(`SELECT indexname FROM pg_indexes WHERE tablename = 'products' AND indexdef LIKE '%gin_trgm_ops%'`)).toEqual([]);
  });

  it('an Arabic name that is too long is refused with a message', async () => {
    const product = await arabicProduct(`جيبة ${arabicWord()}`);
    const response = await api(`/api/products/${product._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { name: product.name, slug: product.slug, price: 1, image: product.image, category: 'Skirts & Tutus', brand: 'B', description: 'D', sizes: [], nameAr: 'ج'.repeat(121) },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal('Arabic name must be at most 120 characters'));
    await api(`/api/products/${product._id}`, { method: 'DELETE', token: admin.token });
  });

  it("an editor's Arabic name from Strapi's panel reaches the API", async () => {
    const word = arabicWord();
    const response = await api<{ data: { documentId: string } }>('/content-manager/collection-types/api::product.product', {
      method: 'POST',
      token: await editorToken(),
      json: { name: `Panel Product ${randomUUID().slice(0, 8)}`, nameAr: `منتج ${word}`, brand: 'Test Brand', description: 'Made in the panel.', price: 10, sizes: [] },
    });
    expect(response.status).toBe(201);
    const product = expectContract(productJson, (await api(`/api/products/${response.body.data.documentId}`)).body);
    expect(product).toMatchObject({ nameAr: `منتج ${word}`, descriptionAr: null, categoryAr: null });
  });
});

describe("the shopper's language", () => {
  it('sign-up stores it (English when missing or unknown, never an error)', async () => {
    const arabic = await signUp('ar');
    const missing = await signUp();
    const unknown = await signUp('fr');
    const wrongType = await signUp(['ar']);
    expect(await languageOfUser(arabic.email)).toBe('ar');
    for (const user of [missing, unknown, wrongType]) expect(await languageOfUser(user.email)).toBe('en');
  });

  it('a shopper who signed up in Arabic gets the reset email in Arabic, linking to the Arabic reset page', async () => {
    const user = await signUp('ar');
    const since = Date.now();
    expect((await api('/api/users/forgot-password', { method: 'POST', json: { email: user.email } })).status).toBe(200);
    const mail = await waitForMail(mailbox(), user.email, { since });
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور | Pointe');
    expect(mail.text).toContain('أهلاً نور علي،');
    expect(mail.text).toContain('افتح هذا الرابط خلال ساعة واحدة');
    const link = resetLinkIn(mail);
    expect(link).toMatch(/\/ar\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain(`href="${link}"`);
    // The link's token works like any other.
    const reset = await api(`/api/users/reset-password/${link.split('/').at(-1)}`, { method: 'POST', json: { password: 'new-arabic-password' } });
    expect(reset.status).toBe(200);
  });

  it('a shopper with an unknown language gets the English reset email, as before', async () => {
    const user = await signUp('xx');
    const since = Date.now();
    await api('/api/users/forgot-password', { method: 'POST', json: { email: user.email } });
    const mail = await waitForMail(mailbox(), user.email, { since });
    expect(mail.subject).toBe('Pointe: reset your password');
    expect(resetLinkIn(mail)).not.toContain('/ar/');
    expect(mail.html).toContain('dir="ltr"');
  });
});

describe('order emails in the language of the order', () => {
  let product: ProductJson;

  beforeAll(async () => {
    product = await arabicProduct('جيبة شيفون للاختبار');
  });

  const place = async (buyer: TestUser, locale: unknown, size = 'One Size'): Promise<OrderJson> => {
    const item: TestProduct = { _id: product._id, name: product.name, slug: product.slug, price: product.price };
    const response = await api('/api/orders', { method: 'POST', token: buyer.token, json: { ...orderBody([{ product: item, size, quantity: 2 }]), locale } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return expectContract(orderPlacedJson, response.body).order;
  };

  const setStatus = (id: string, json: Record<string, unknown>) => api(`/api/orders/${id}/status`, { method: 'PUT', token: admin.token, json });

  it('an order placed in Arabic is stored so; its received, confirmed, shipped and delivered emails are Arabic, right to left, with /ar links', async () => {
    // Signed up in English, ordering in Arabic: the order's language decides its emails.
    const buyer = await signUp('en');
    let since = Date.now();
    const order = await place(buyer, 'ar');
    expect(await languageOfOrder(order._id)).toBe('ar');
    expect(order).not.toHaveProperty('language');

    const received = await waitForMail(mailbox(), buyer.email, { since });
    expect(received.subject).toBe(`استلمنا طلبك رقم ${order.orderNumber} (${order._id}) | Pointe`);
    expect(received.text).toContain(`سنتصل بك على الرقم ${order.shippingAddress.mobileNumber} لتأكيد طلبك قبل شحنه.`);
    // The product's Arabic name and size, prices in Arabic (Latin digits, the pound's Arabic symbol).
    expect(received.text).toContain('2 × جيبة شيفون للاختبار (مقاس واحد): 600.00');
    expect(received.text).toMatch(/الإجمالي: 650\.00\s?ج\.م\./);
    expect(received.text).toContain('الجيزة');
    expect(received.text).toContain(`/ar/order/${order._id}`);
    expect(received.html).toContain('dir="rtl"');
    expect(received.html).toContain('lang="ar-EG"');
    expect(received.html).toContain(`/ar/order/${order._id}`);
    // The phone number is isolated, so it never reorders inside the Arabic sentence.
    expect(received.html).toContain(`<bdi>${order.shippingAddress.mobileNumber}</bdi>`);

    const expectMail = async (body: Record<string, unknown>, subject: string, text: string) => {
      since = Date.now();
      expect((await setStatus(order._id, body)).status).toBe(200);
      const mail = await waitForMail(mailbox(), buyer.email, { since });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(text);
      expect(mail.text).toContain(`/ar/order/${order._id}`);
      expect(mail.html).toContain('dir="rtl"');
      return mail;
    };
    await expectMail({ status: 'confirmed' }, `تم تأكيد طلبك رقم ${order.orderNumber} (${order._id}) | Pointe`, 'شكراً لتأكيد طلبك هاتفياً.');
    const shipped = await expectMail({ status: 'shipped', trackingNumber: 'EG-1' }, `طلبك رقم ${order.orderNumber} (${order._id}) في الطريق إليك | Pointe`, 'رقم التتبع: EG-1.');
    // The tracking number keeps its order inside the Arabic sentence.
    expect(shipped.html).toContain('<bdi>EG-1</bdi>');
    await expectMail({ status: 'delivered' }, `تم توصيل طلبك رقم ${order.orderNumber} (${order._id}) | Pointe`, 'تم توصيل طلبك واستلمنا مبلغ');
  });

  it('the cancelled email of an Arabic order says in Arabic who cancelled', async () => {
    const buyer = await signUp('ar');
    let since = Date.now();
    const order = await place(buyer, 'ar', 'S');
    await waitForMail(mailbox(), buyer.email, { since });
    since = Date.now();
    expect((await api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: buyer.token })).status).toBe(200);
    const mail = await waitForMail(mailbox(), buyer.email, { since });
    expect(mail.subject).toBe(`تم إلغاء طلبك رقم ${order.orderNumber} (${order._id}) | Pointe`);
    expect(mail.text).toContain('لقد ألغيت هذا الطلب.');
  });

  it.each([['missing', undefined], ['unknown', 'de'], ['not a string', 7]])('an order whose language is %s is English, not an error', async (_case, locale) => {
    // Signed up in Arabic, but the order says nothing usable: English, as before languages existed.
    const buyer = await signUp('ar');
    const since = Date.now();
    const order = await place(buyer, locale, 'S');
    expect(await languageOfOrder(order._id)).toBe('en');
    const mail = await waitForMail(mailbox(), buyer.email, { since });
    expect(mail.subject).toBe(`Pointe: we received your order ${order.orderNumber} (${order._id})`);
    expect(mail.text).toContain(`2 × ${product.name} (S)`);
    expect(mail.text).not.toContain('/ar/');
  });
});
