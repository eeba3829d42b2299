import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  DEFAULT_PAYMENT_HOLD_MINUTES,
  adminOrdersPageJson,
  cairoDayOf,
  paymentSettlementJson,
  instapayStatementJson,
  orderJson,
  orderPlacedJson,
  orderSummaryJson,
  paymentMethodsJson,
  paymentOptionsJson,
  paymentReturnJson,
  productJson,
  returnJson,
  toPiastres,
  type OnlinePaymentMethod,
  type OrderJson,
  type PaymentJson,
} from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { sql } from '../helpers/database';
import { createProduct, createPromo, demoAdmin, editorToken, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api, cmsUrl } from '../helpers/http';
import { TEST_FAWRY, TEST_INSTAPAY, TEST_PAYMOB } from '../helpers/payments';
import { PAYMOB_SAMPLE_TRANSACTION, startFakePaymob, type FakePaymob } from '../fakes/paymob';
import { startFakeFawry, type FakeFawry } from '../fakes/fawry';
import { paymobHmac, processedCallbackValues } from '../../src/payments/paymob-hmac';
import { mailsTo, waitForMail } from '../../../scripts/lib/mailbox';

let admin: TestUser;
let shopper: TestUser;
let product: TestProduct;
let paymob: FakePaymob;
let fawry: FakeFawry;

beforeAll(async () => {
  const ports = inject('paymentPorts');
  paymob = await startFakePaymob(TEST_PAYMOB, ports.paymob);
  fawry = await startFakeFawry(TEST_FAWRY, ports.fawry);
  admin = await demoAdmin();
  shopper = await newShopper();
  product = await createProduct(250, [{ size: 'S', countInStock: 1_000 }]);
});

afterAll(async () => {
  // The suite's other files share this CMS: they see a new shop again, Cash On Delivery only.
  for (const method of ['card', 'wallet', 'fawry', 'instapay'] as const) await setOption(method, { isOn: false, holdMinutes: DEFAULT_PAYMENT_HOLD_MINUTES[method] });
  await paymob.close();
  await fawry.close();
});

const setOption = (method: string, body: unknown, token = admin.token) => api(`/api/admin/payment-methods/${method}`, { method: 'PUT', token, json: body });

const stockOfS = async () => {
  const { sizes } = expectContract(productJson, (await api(`/api/products/${product._id}`)).body);
  return sizes.find((row) => row.size === 'S')!.countInStock;
};

const readOrder = async (id: string) => expectContract(orderJson, (await api(`/api/orders/${id}`, { token: admin.token })).body);

/** Places an order of `quantity` units paid by `method`: the order and its payment. */
async function placePaid(method: OnlinePaymentMethod, quantity = 1, promoCode?: string): Promise<{ order: OrderJson; payment: PaymentJson }> {
  const response = await api('/api/orders', { method: 'POST', token: shopper.token, json: { ...orderBody([{ product, size: 'S', quantity }], promoCode), paymentMethod: method } });
  expect(response.status).toBe(201);
  const placed = expectContract(orderPlacedJson, response.body);
  expect(placed.payment).toBeDefined();
  return { order: placed.order, payment: placed.payment! };
}

/** The fake Paymob's intention of this payment (the hosted page's client secret is in its checkout URL). */
const intentionOf = (payment: PaymentJson) => {
  const secret = new URL(payment.checkoutUrl!).searchParams.get('clientSecret');
  const intention = [...paymob.intentions.values()].find((candidate) => candidate.clientSecret === secret);
  expect(intention).toBeDefined();
  return intention!;
};

/** A processed callback as Paymob would sign it, for a transaction the test shapes. */
const paymobCallback = (obj: Record<string, unknown>, secret = TEST_PAYMOB.hmacSecret) => {
  const body = { type: 'TRANSACTION', obj: { ...PAYMOB_SAMPLE_TRANSACTION, ...obj } };
  const hmac = paymobHmac(secret, processedCallbackValues(body)!);
  return api(`/api/payments/paymob/callback?hmac=${hmac}`, { method: 'POST', json: body });
};

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('the hold job did not get to it in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

describe('a new shop offers Cash On Delivery only', () => {
  it('lists no online method, refuses one in an order as the spec refuses any other method, and shows staff every method off', async () => {
    expect(expectContract(paymentMethodsJson, (await api('/api/payments/methods')).body)).toEqual({ methods: [] });
    const card = await api('/api/orders', { method: 'POST', token: shopper.token, json: { ...orderBody([{ product, size: 'S', quantity: 1 }]), paymentMethod: 'card' } });
    expect(card.status).toBe(400);
    expect(card.body).toEqual(refusal('Payment method is required'));
    const options = expectContract(paymentOptionsJson, (await api('/api/admin/payment-methods', { token: admin.token })).body);
    expect(options.methods).toEqual([
      { method: 'card', isOn: false, holdMinutes: 30, available: true },
      { method: 'wallet', isOn: false, holdMinutes: 30, available: true },
      { method: 'installments', isOn: false, holdMinutes: 30, available: true },
      { method: 'fawry', isOn: false, holdMinutes: 2880, available: true },
      { method: 'instapay', isOn: false, holdMinutes: 1440, available: true },
    ]);
  });

  it('lets only admins switch methods, and refuses bad switches with a message', async () => {
    expect((await setOption('card', { isOn: true }, shopper.token)).status).toBe(403);
    expect((await api('/api/admin/payment-methods', { token: shopper.token })).status).toBe(403);
    expect(await setOption('cheque', { isOn: true })).toMatchObject({ status: 404, body: refusal('The payment method must be one of card, wallet, installments, fawry, instapay') });
    expect(await setOption('card', { isOn: 'maybe' })).toMatchObject({ status: 400, body: refusal('isOn must be true or false') });
    expect(await setOption('card', { holdMinutes: 2 })).toMatchObject({ status: 400, body: refusal('The hold is whole minutes from 5 to 10080') });
    expect(expectContract(paymentMethodsJson, (await api('/api/payments/methods')).body).methods).toEqual([]);
  });
});

describe('paying by card through Paymob', () => {
  beforeAll(async () => {
    const switched = await setOption('card', { isOn: 'true' });
    expect(switched.status).toBe(200);
    expect(expectContract(paymentOptionsJson, switched.body).methods[0]).toEqual({ method: 'card', isOn: true, holdMinutes: 30, available: true });
    expect(expectContract(paymentMethodsJson, (await api('/api/payments/methods')).body).methods).toEqual([{ method: 'card', holdMinutes: 30 }]);
  });

  it('holds the stock while awaiting payment, sends her to the hosted page, and confirms the order once when the signed callback comes twice', async () => {
    const before = await stockOfS();
    const { order, payment } = await placePaid('card', 2);
    expect(order.status).toBe('awaiting-payment');
    expect(order.isPaid).toBe(false);
    expect(payment).toMatchObject({ method: 'card', state: 'awaiting', amount: order.totalPrice, paidAt: null });
    expect(new Date(payment.holdUntil).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(payment.checkoutUrl).toMatch(new RegExp(`^${paymob.url}/unifiedcheckout/\\?publicKey=${TEST_PAYMOB.publicKey}&clientSecret=`));
    expect(await stockOfS()).toBe(before - 2);
    // The intention is for the amount the server computed, with the order's billing data and our callback.
    const intention = intentionOf(payment);
    expect(intention.amountPiastres).toBe(toPiastres(order.totalPrice));
    // Paymob's checkout offers the card integration only: she chose a card.
    expect(intention.integrationIds).toEqual([4097558]);
    expect(intention.billingData).toMatchObject({ email: shopper.email, phone_number: order.shippingAddress.mobileNumber, first_name: 'Mona', last_name: 'Adel' });
    expect(intention.notificationUrl).toBe(`${cmsUrl()}/api/payments/paymob/callback`);
    const page = await fetch(payment.checkoutUrl!);
    expect(await page.text()).toContain('Pay — succeeds');

    const { answers, redirect } = await paymob.complete(intention.id, 'paid', 'twice');
    expect(answers).toEqual([200, 200]);
    const paid = await readOrder(order._id);
    expect(paid).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.events.filter((event) => event.to === 'confirmed')).toHaveLength(1);
    expect(paid.events.at(-1)).toMatchObject({ from: 'awaiting-payment', to: 'confirmed', by: 'system' });
    expect(await stockOfS()).toBe(before - 2);
    // Two emails: what to pay (no self-confirm link, no "we will call"), then confirmed with nothing to pay at the door.
    const due = await waitForMail(inject('mailboxDirectory'), shopper.email, { subject: `pay for your order ${order.orderNumber} (${order._id})` });
    expect(due.text).toContain(`Your order is waiting for its payment of EGP\u00a0${order.totalPrice.toFixed(2)}. Pay online before `);
    expect(due.text).toContain(`/order/${order._id}`);
    const mail = await waitForMail(inject('mailboxDirectory'), shopper.email, { subject: `your order ${order.orderNumber} (${order._id}) is confirmed` });
    expect(mail.text).toContain('your payment arrived and your order is confirmed');
    expect(mail.text).toContain('there is nothing to pay when it is delivered');
    const aboutIt = (await mailsTo(inject('mailboxDirectory'), shopper.email)).filter((each) => (each.subject ?? '').includes(`(${order._id})`));
    // Exactly these two (the outbox may send them in either order when the payment comes at once).
    expect(aboutIt.map((each) => each.subject).sort()).toEqual([`Pointe: pay for your order ${order.orderNumber} (${order._id})`, `Pointe: your order ${order.orderNumber} (${order._id}) is confirmed`].sort());

    // Her browser comes back with the signed query: the page reads the state the callback set.
    const query = new URL(redirect).search;
    const back = await api(`/api/payments/paymob/return${query}`);
    expect(back.status).toBe(200);
    expect(expectContract(paymentReturnJson, back.body)).toMatchObject({ order: { _id: order._id, orderNumber: order.orderNumber, status: 'confirmed' }, payment: { state: 'paid' } });
    // The same query with its amount changed is refused: the browser never says what was paid.
    const tampered = query.replace(/amount_cents=\d+/, 'amount_cents=1');
    expect(await api(`/api/payments/paymob/return${tampered}`)).toMatchObject({ status: 401, body: refusal('Payment signature missing or wrong') });
  });

  it('has nothing to collect at the door once paid: amount due 0, the courier\'s 0 is exact, and delivery keeps the payment\'s date', async () => {
    const { order, payment } = await placePaid('card');
    expect(order.amountDue).toBe(0);
    await paymob.complete(intentionOf(payment).id, 'paid');
    const paid = await readOrder(order._id);
    expect(paid).toMatchObject({ status: 'confirmed', isPaid: true, amountDue: 0 });
    const shipped = await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'shipped', trackingNumber: 'EG-PAID-1' } });
    expect(shipped.status).toBe(200);
    // The courier reports what it collected: nothing.
    const raw = JSON.stringify({ eventId: `evt-${order._id}`, orderNumber: order.orderNumber, event: 'delivered', cashCollected: 0 });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', 'test-courier-secret-0123456789').update(`${timestamp}.${raw}`).digest('hex');
    const delivered = await api('/api/courier/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'x-courier-timestamp': timestamp, 'x-courier-signature': `sha256=${signature}` }, body: raw });
    expect(delivered.status).toBe(200);
    const after = await readOrder(order._id);
    expect(after).toMatchObject({ status: 'delivered', isPaid: true, paidAt: paid.paidAt, cashExpected: 0, cashDifference: 0 });
    expect(after.events.filter((event) => event.type === 'cash')).toEqual([]);
  });

  it("refunds a return of a card order through Paymob, part then more; two refunds at once never pass what was paid; a cash order's cannot go online", async () => {
    const { order, payment } = await placePaid('card', 2);
    const { transaction } = await paymob.complete(intentionOf(payment).id, 'paid');
    for (const json of [{ status: 'shipped', trackingNumber: 'manual' }, { status: 'delivered' }]) {
      expect((await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json })).status).toBe(200);
    }
    const asked = await api(`/api/orders/${order._id}/returns`, { method: 'POST', token: shopper.token, json: { lines: [{ line: 0, quantity: 2, resolution: 'refund' }], reason: 'changed-mind' } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    let request = expectContract(returnJson, asked.body);
    for (const status of ['approved', 'picked-up', 'received']) {
      const moved = await api(`/api/returns/${request._id}/status`, { method: 'PUT', token: admin.token, json: { version: request.version, status } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      request = expectContract(returnJson, moved.body);
    }
    const refund = (amount: number, version = request.version) => api(`/api/returns/${request._id}/refunds`, { method: 'POST', token: admin.token, json: { version, method: 'online', amount } });
    const first = await refund(100);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    request = expectContract(returnJson, first.body);
    expect(request.refunds[0]).toMatchObject({ method: 'online', amount: 100, reference: expect.stringMatching(/^Paymob refund \d+$/) });
    expect(paymob.transactions.get(transaction.id)!.refundedPiastres).toBe(10_000);
    // Two staff refund 300 EGP each at the same moment: 450 EGP is left of the payment, so one goes through.
    const racing = await Promise.all([refund(300), refund(300)]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(paymob.transactions.get(transaction.id)!.refundedPiastres).toBe(40_000);
    expect((await sql<{ refunded: number }>('SELECT refunded_piastres AS refunded FROM payments WHERE reference = $1', [payment.reference]))[0]!.refunded).toBe(40_000);

    // A cash-on-delivery order's return is refunded another way.
    const cash = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product, size: 'S', quantity: 1 }]) });
    const cashOrder = expectContract(orderPlacedJson, cash.body).order;
    for (const json of [{ status: 'confirmed' }, { status: 'shipped', trackingNumber: 'manual' }, { status: 'delivered' }]) {
      expect((await api(`/api/orders/${cashOrder._id}/status`, { method: 'PUT', token: admin.token, json })).status).toBe(200);
    }
    let cashReturn = expectContract(returnJson, (await api(`/api/orders/${cashOrder._id}/returns`, { method: 'POST', token: shopper.token, json: { lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'changed-mind' } })).body);
    for (const status of ['approved', 'picked-up', 'received']) {
      cashReturn = expectContract(returnJson, (await api(`/api/returns/${cashReturn._id}/status`, { method: 'PUT', token: admin.token, json: { version: cashReturn.version, status } })).body);
    }
    const online = await api(`/api/returns/${cashReturn._id}/refunds`, { method: 'POST', token: admin.token, json: { version: cashReturn.version, method: 'online', amount: 10 } });
    expect(online).toMatchObject({ status: 409, body: refusal('This order was not paid online by card or wallet: refund it another way') });
  });

  it("sends a wallet order to Paymob's wallet integration", async () => {
    expect((await setOption('wallet', { isOn: true })).status).toBe(200);
    try {
      const { order, payment } = await placePaid('wallet');
      expect(payment).toMatchObject({ method: 'wallet', state: 'awaiting' });
      expect(order.paymentMethod).toBe('wallet');
      expect(intentionOf(payment).integrationIds).toEqual([4097559]);
    } finally {
      await setOption('wallet', { isOn: false });
    }
  });

  it('releases the stock and the promo use exactly once when the payment is declined', async () => {
    const code = await createPromo({ discountType: 'percentage', discountValue: 10, usageLimit: 5 });
    const before = await stockOfS();
    const { order, payment } = await placePaid('card', 3, code);
    expect(order.discount).toBeGreaterThan(0);
    expect(await stockOfS()).toBe(before - 3);
    const uses = async () => Number((await sql<{ used: number }>('SELECT used_count AS used FROM promos WHERE code = $1', [code]))[0]!.used);
    expect(await uses()).toBe(1);
    const { answers } = await paymob.complete(intentionOf(payment).id, 'declined', 'twice');
    expect(answers).toEqual([200, 200]);
    const released = await readOrder(order._id);
    expect(released).toMatchObject({ status: 'cancelled', isPaid: false });
    expect(released.events.at(-1)).toMatchObject({ from: 'awaiting-payment', to: 'cancelled', by: 'system', note: 'The online payment failed' });
    expect(await stockOfS()).toBe(before);
    expect(await uses()).toBe(0);
    const mail = await waitForMail(inject('mailboxDirectory'), shopper.email, { subject: `(${order._id}) is cancelled` });
    expect(mail.text).toContain('its payment did not go through in time');
  });

  it('refuses a forged callback (401) and changes nothing; a pending one changes nothing either', async () => {
    const { order, payment } = await placePaid('card');
    expect((await paymob.complete(intentionOf(payment).id, 'paid', 'forged')).answers).toEqual([401]);
    expect((await paymob.complete(intentionOf(payment).id, 'pending')).answers).toEqual([200]);
    expect((await readOrder(order._id)).status).toBe('awaiting-payment');
    const unsigned = await api('/api/payments/paymob/callback', { method: 'POST', json: { type: 'TRANSACTION', obj: PAYMOB_SAMPLE_TRANSACTION } });
    expect(unsigned).toMatchObject({ status: 401, body: refusal('Payment signature missing or wrong') });
    expect(await api('/api/payments/paymob/callback?hmac=00', { method: 'POST', json: { type: 'TRANSACTION' } })).toMatchObject({ status: 400, body: refusal('This is not a payment notice the shop can read') });
  });

  it('never takes a payment of another amount or currency as paid, and answers 404 for a payment it does not have', async () => {
    const { order, payment } = await placePaid('card');
    const intention = intentionOf(payment);
    const short = await paymobCallback({ id: 880001, amount_cents: intention.amountPiastres - 100, order: { id: intention.paymobOrderId, merchant_order_id: null } });
    expect(short).toMatchObject({ status: 200, body: { changed: false } });
    const dollars = await paymobCallback({ id: 880002, amount_cents: intention.amountPiastres, currency: 'USD', order: { id: intention.paymobOrderId, merchant_order_id: null } });
    expect(dollars).toMatchObject({ status: 200, body: { changed: false } });
    expect((await readOrder(order._id)).status).toBe('awaiting-payment');
    const flagged = await sql<{ flag: string }>('SELECT flag FROM payments WHERE reference = $1', [payment.reference]);
    expect(flagged[0]?.flag).toBe('amountMismatch');
    // Staff see it on the order.
    expect((await readOrder(order._id)).payment).toMatchObject({ state: 'awaiting', flag: 'amountMismatch' });
    expect(await paymobCallback({ id: 880003, order: { id: 1, merchant_order_id: null } })).toMatchObject({ status: 404, body: refusal('No payment of this shop has this reference') });
  });

  it('applies two copies of one callback arriving at once exactly once', async () => {
    const before = await stockOfS();
    const { order, payment } = await placePaid('card');
    const intention = intentionOf(payment);
    const obj = { id: 880100, amount_cents: intention.amountPiastres, order: { id: intention.paymobOrderId, merchant_order_id: null } };
    const answers = await Promise.all([paymobCallback(obj), paymobCallback(obj), paymobCallback({ ...obj, id: 880101 })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => (answer.body as { changed: boolean }).changed)).toHaveLength(1);
    const paid = await readOrder(order._id);
    expect(paid.status).toBe('confirmed');
    expect(paid.events.filter((event) => event.to === 'confirmed')).toHaveLength(1);
    expect(await stockOfS()).toBe(before - 1);
  });

  it('takes callbacks out of order: a decline delivered after the success changes nothing', async () => {
    const before = await stockOfS();
    const { order, payment } = await placePaid('card');
    // She paid on her second try; the first try's decline reaches the shop last.
    expect((await paymob.complete(intentionOf(payment).id, 'paid')).answers).toEqual([200]);
    expect((await paymob.complete(intentionOf(payment).id, 'declined', 'twice')).answers).toEqual([200, 200]);
    const paid = await readOrder(order._id);
    expect(paid).toMatchObject({ status: 'confirmed', isPaid: true, payment: { state: 'paid', flag: null } });
    expect(paid.events.filter((event) => event.to === 'cancelled')).toHaveLength(0);
    expect(await stockOfS()).toBe(before - 1);
  });

  it('a success callback racing the end of the hold: paid and confirmed once, or released once and the money flagged, never both (8 rounds)', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      const before = await stockOfS();
      const { order, payment } = await placePaid('card');
      await sql('UPDATE payments SET hold_until = $1 WHERE reference = $2', [new Date(Date.now() - 1000), payment.reference]);
      // The hold job runs every 2 s: the callback comes anywhere in its period.
      await new Promise((resolve) => setTimeout(resolve, (round % 4) * 500));
      expect((await paymob.complete(intentionOf(payment).id, 'paid')).answers).toEqual([200]);
      await until(async () => (await readOrder(order._id)).status !== 'awaiting-payment');
      const settled = await readOrder(order._id);
      const [row] = await sql<{ state: string; flag: string | null }>('SELECT state, flag FROM payments WHERE reference = $1', [payment.reference]);
      if (settled.status === 'confirmed') {
        expect([settled.isPaid, row], `round ${round}`).toEqual([true, { state: 'paid', flag: null }]);
        expect(await stockOfS(), `round ${round}`).toBe(before - 1);
      } else {
        expect([settled.status, row], `round ${round}`).toEqual(['cancelled', { state: 'paid', flag: 'paidAfterRelease' }]);
        expect(await stockOfS(), `round ${round}`).toBe(before);
      }
      expect(settled.events.filter((event) => event.from === 'awaiting-payment'), `round ${round}`).toHaveLength(1);
      outcomes.add(settled.status);
    }
    expect([...outcomes].every((status) => status === 'confirmed' || status === 'cancelled')).toBe(true);
  }, 120_000);

  it('never lets staff confirm an order awaiting payment by hand; they may cancel it, and money arriving later is flagged, not taken', async () => {
    const before = await stockOfS();
    const { order, payment } = await placePaid('card');
    const confirm = await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'confirmed' } });
    expect(confirm.status).toBe(409);
    const cancel = await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'cancelled' } });
    expect(cancel.status).toBe(200);
    expect(await stockOfS()).toBe(before);
    expect((await paymob.complete(intentionOf(payment).id, 'paid')).answers).toEqual([200]);
    expect(await readOrder(order._id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOfS()).toBe(before);
    const flagged = await sql<{ flag: string; state: string }>('SELECT flag, state FROM payments WHERE reference = $1', [payment.reference]);
    expect(flagged[0]).toEqual({ flag: 'paidAfterRelease', state: 'paid' });
  });

  it('releases an order whose hold ended without a callback (the hold job), once; a late payment is flagged for staff', async () => {
    const before = await stockOfS();
    const { order, payment } = await placePaid('card', 2);
    await sql('UPDATE payments SET hold_until = $1 WHERE reference = $2', [new Date(Date.now() - 1000), payment.reference]);
    await until(async () => (await readOrder(order._id)).status === 'cancelled');
    const released = await readOrder(order._id);
    expect(released.events.at(-1)).toMatchObject({ from: 'awaiting-payment', to: 'cancelled', by: 'system', note: 'Not paid in time: the stock and promo went back' });
    expect(await stockOfS()).toBe(before);
    expect((await paymob.complete(intentionOf(payment).id, 'paid')).answers).toEqual([200]);
    expect((await readOrder(order._id)).status).toBe('cancelled');
    expect(await stockOfS()).toBe(before);
    // The money is Paymob's to pay out: recorded as paid (the settlement counts it), the order left cancelled for staff.
    expect((await sql<{ flag: string; state: string }>('SELECT flag, state FROM payments WHERE reference = $1', [payment.reference]))[0]).toEqual({ flag: 'paidAfterRelease', state: 'paid' });
    expect((await readOrder(order._id)).payment).toMatchObject({ state: 'paid', flag: 'paidAfterRelease' });

    // Staff give it back through Paymob, all of it, once; she is told.
    const refundLate = (id: string, token = admin.token) => api(`/api/admin/orders/${id}/payment/refund`, { method: 'POST', token });
    expect((await refundLate(order._id, shopper.token)).status).toBe(403);
    const refunded = await refundLate(order._id);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(expectContract(orderJson, refunded.body)).toMatchObject({ status: 'cancelled', payment: { state: 'paid', flag: 'paidAfterRelease', refunded: payment.amount } });
    const transaction = [...paymob.transactions.values()].filter((each) => each.intention.id === intentionOf(payment).id).at(-1)!;
    expect(transaction.refundedPiastres).toBe(toPiastres(payment.amount));
    expect((await refundLate(order._id)).status).toBe(409);
    const told = await waitForMail(inject('mailboxDirectory'), shopper.email, { subject: `your payment for order ${order.orderNumber} (${order._id}) is refunded` });
    expect(told.text).toContain(`We refunded your payment of EGP\u00a0${payment.amount.toFixed(2)} for this order to the card or wallet you paid with`);
    expect((await readOrder(order._id)).status).toBe('cancelled');
    // A paid order on its way is not refunded here (a delivered one goes back through its return); once refused at the door, it is.
    const { order: kept, payment: keptPayment } = await placePaid('card');
    expect((await paymob.complete(intentionOf(keptPayment).id, 'paid')).answers).toEqual([200]);
    expect(await refundLate(kept._id)).toMatchObject({ status: 409, body: { code: 'refundOrderNotEnded' } });
    for (const json of [{ status: 'shipped', trackingNumber: 'EG-REFUSED-1' }, { status: 'refused' }]) {
      expect((await api(`/api/orders/${kept._id}/status`, { method: 'PUT', token: admin.token, json })).status).toBe(200);
    }
    const back = await refundLate(kept._id);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(expectContract(orderJson, back.body)).toMatchObject({ status: 'refused', payment: { state: 'paid', refunded: keptPayment.amount } });
  });

  it('asks Paymob about a payment whose callback never came when its hold ends, and confirms it once', async () => {
    const before = await stockOfS();
    const { order, payment } = await placePaid('card');
    // Paid, but the callback is lost (the CMS was down when Paymob sent it, say).
    expect((await paymob.complete(intentionOf(payment).id, 'paid', 'never')).answers).toEqual([]);
    expect((await readOrder(order._id)).status).toBe('awaiting-payment');
    await sql('UPDATE payments SET hold_until = $1 WHERE reference = $2', [new Date(Date.now() - 1000), payment.reference]);
    await until(async () => (await readOrder(order._id)).status === 'confirmed');
    const paid = await readOrder(order._id);
    expect(paid).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(paid.events.filter((event) => event.to === 'confirmed')).toHaveLength(1);
    expect(await stockOfS()).toBe(before - 1);
    // The callback arriving late after all changes nothing.
    const intention = intentionOf(payment);
    const late = [...paymob.transactions.values()].find((transaction) => transaction.intention.id === intention.id)!;
    expect((await paymobCallback({ id: late.id, amount_cents: intention.amountPiastres, order: { id: intention.paymobOrderId, merchant_order_id: null } })).body).toMatchObject({ changed: false });
  });

  it("cannot be marked paid in the Strapi panel (its payments are read-only there, as orders are)", async () => {
    const { payment } = await placePaid('card');
    const [row] = await sql<{ documentId: string }>('SELECT document_id AS "documentId" FROM payments WHERE reference = $1', [payment.reference]);
    const path = `/content-manager/collection-types/api::payment.payment/${row!.documentId}`;
    const changed = await api(path, { method: 'PUT', token: await editorToken(), json: { state: 'paid' } });
    expect(changed.status).toBe(403);
    expect(JSON.stringify(changed.body)).toContain("Payments can't be created, changed or deleted here");
    expect((await api(path, { method: 'DELETE', token: await editorToken() })).status).toBe(403);
    expect((await sql<{ state: string }>('SELECT state FROM payments WHERE reference = $1', [payment.reference]))[0]?.state).toBe('awaiting');
  });

  it('finishes an order whose payment was recorded when the CMS stopped before confirming it', async () => {
    const { order, payment } = await placePaid('card');
    // As a crash between the payment's commit and the order's change leaves them.
    await sql("UPDATE payments SET state = 'paid', paid_at = $1, transaction_id = 'crash-1' WHERE reference = $2", [new Date(), payment.reference]);
    await until(async () => (await readOrder(order._id)).status === 'confirmed');
    expect(await readOrder(order._id)).toMatchObject({ status: 'confirmed', isPaid: true });
  });
});

describe('paying with a Fawry reference code', () => {
  beforeAll(async () => {
    expect((await setOption('fawry', { isOn: true, holdMinutes: 60 })).status).toBe(200);
  });

  it('gives her a reference to pay at an outlet, and confirms the order when Fawry notifies it paid', async () => {
    const { order, payment } = await placePaid('fawry');
    expect(payment).toMatchObject({ method: 'fawry', state: 'awaiting', checkoutUrl: null });
    const charge = fawry.charges.get(payment.reference);
    expect(charge).toMatchObject({ amountPiastres: toPiastres(order.totalPrice), status: 'UNPAID' });
    // The code she tells the outlet: on her order and in her email.
    expect(payment.outletCode).toBe(charge!.referenceNumber);
    expect((await readOrder(order._id)).payment).toMatchObject({ method: 'fawry', state: 'awaiting', outletCode: charge!.referenceNumber });
    const due = await waitForMail(inject('mailboxDirectory'), shopper.email, { subject: `pay for your order ${order.orderNumber} (${order._id})` });
    expect(due.text).toContain(`with the reference number ${charge!.referenceNumber} before `);
    const notifyUrl = `${cmsUrl()}/api/payments/fawry/notify`;
    expect((await fawry.settle(payment.reference, 'PAID', notifyUrl, 'forged')).answers).toEqual([401]);
    expect((await readOrder(order._id)).status).toBe('awaiting-payment');
    expect((await fawry.settle(payment.reference, 'PAID', notifyUrl, 'twice')).answers).toEqual([200, 200]);
    expect(await readOrder(order._id)).toMatchObject({ status: 'confirmed', isPaid: true });
  });

  it('asks Fawry when the hold ends without a notification: paid is confirmed, unpaid released', async () => {
    const paidOne = await placePaid('fawry');
    const unpaidOne = await placePaid('fawry');
    fawry.charges.get(paidOne.payment.reference)!.status = 'PAID';
    await sql('UPDATE payments SET hold_until = $1 WHERE reference IN ($2, $3)', [new Date(Date.now() - 1000), paidOne.payment.reference, unpaidOne.payment.reference]);
    await until(async () => (await readOrder(unpaidOne.order._id)).status === 'cancelled' && (await readOrder(paidOne.order._id)).status === 'confirmed');
  });
});

describe('staff see the money paid online', () => {
  it("the dashboard's summary counts paid, awaiting and released payments and the refunds, per method, as the payments table holds them", async () => {
    const summary = expectContract(orderSummaryJson, (await api('/api/orders/summary', { token: admin.token })).body);
    const rows = await sql<{ method: string; state: string; count: number | string; amount: number | string; refunded: number | string }>(
      'SELECT method, state, count(*) AS count, sum(amount_piastres) AS amount, sum(refunded_piastres) AS refunded FROM payments GROUP BY method, state',
    );
    const of = (method: string, states: string[]) => rows.filter((row) => row.method === method && states.includes(row.state));
    const total = (list: typeof rows, key: 'count' | 'amount' | 'refunded') => list.reduce((sum, row) => sum + Number(row[key]), 0);
    for (const method of ['card', 'fawry']) {
      expect(summary.payments?.find((row) => row.method === method)).toEqual({
        method,
        paid: total(of(method, ['paid']), 'count'),
        paidAmount: total(of(method, ['paid']), 'amount') / 100,
        awaiting: total(of(method, ['awaiting']), 'count'),
        released: total(of(method, ['failed', 'expired']), 'count'),
        refunded: total(of(method, ['paid', 'awaiting', 'failed', 'expired']), 'refunded') / 100,
      });
    }
    // This file's card refunds came before (a return's 400, and the money after a release given back).
    expect(summary.payments?.find((row) => row.method === 'card')?.refunded).toBeGreaterThan(400);
  });
});


describe('paying by InstaPay transfer', () => {
  beforeAll(async () => {
    expect((await setOption('instapay', { isOn: true })).status).toBe(200);
  });

  const reportTransfer = (orderId: string, body: unknown, token = shopper.token) => api(`/api/orders/${orderId}/payment/transfer`, { method: 'POST', token, json: body });
  const confirmTransfer = (orderId: string, token = admin.token) => api(`/api/admin/orders/${orderId}/payment/confirm`, { method: 'POST', token });
  const applyStatement = (csv: unknown, token = admin.token) => api('/api/admin/payments/instapay/statement', { method: 'POST', token, json: { csv } });

  it("shows where to send it with the order's note, takes her receipt's reference, and staff confirm the order once", async () => {
    const before = await stockOfS();
    const { order, payment } = await placePaid('instapay');
    expect(order.status).toBe('awaiting-payment');
    expect(payment).toMatchObject({
      method: 'instapay',
      state: 'awaiting',
      checkoutUrl: null,
      reference: `Pointe ${order.orderNumber}`,
      payTo: { address: TEST_INSTAPAY.address, link: TEST_INSTAPAY.link, note: `Pointe ${order.orderNumber}` },
      transfer: null,
    });
    expect(new Date(payment.holdUntil).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(await stockOfS()).toBe(before - 1);
    const due = await waitForMail(inject('mailboxDirectory'), shopper.email, { subject: `pay for your order ${order.orderNumber} (${order._id})` });
    expect(due.text).toContain(`InstaPay to ${TEST_INSTAPAY.address} with the note "Pointe ${order.orderNumber}"`);

    // Only her own order, a reference as receipts print it, and only while it waits for a transfer.
    const stranger = await newShopper();
    expect(await reportTransfer(order._id, { reference: 'FT2611280001' }, stranger.token)).toMatchObject({ status: 404, body: refusal('Order Not Found') });
    const badReference = refusal("Enter the transfer's reference from your InstaPay receipt: 4 to 40 letters and digits");
    for (const reference of ['', 'ab', 'x'.repeat(41), '<script>', 12345678, null]) expect(await reportTransfer(order._id, { reference })).toMatchObject({ status: 400, body: badReference });
    expect((await reportTransfer(order._id, [])).status).toBe(400);
    const cash = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product, size: 'S', quantity: 1 }]) });
    const cashId = expectContract(orderPlacedJson, cash.body).order._id;
    expect(await reportTransfer(cashId, { reference: 'FT2611280001' })).toMatchObject({ status: 409, body: refusal('This order is not waiting for an InstaPay transfer') });

    const reported = await reportTransfer(order._id, { reference: '  FT 2611 280001 ' });
    expect(reported.status).toBe(200);
    const withTransfer = expectContract(orderJson, reported.body);
    expect(withTransfer.status).toBe('awaiting-payment');
    expect(withTransfer.payment?.transfer).toMatchObject({ reference: 'FT 2611 280001' });

    // Staff only; then paid, confirmed, and nothing to collect at the door.
    expect((await confirmTransfer(order._id, shopper.token)).status).toBe(403);
    expect((await confirmTransfer(cashId)).status).toBe(409);
    const confirmed = await confirmTransfer(order._id);
    expect(confirmed.status).toBe(200);
    const paid = expectContract(orderJson, confirmed.body);
    expect(paid).toMatchObject({ status: 'confirmed', isPaid: true, amountDue: 0, payment: { state: 'paid', transfer: { reference: 'FT 2611 280001' } } });
    expect(paid.paidAt).not.toBeNull();
    expect(await confirmTransfer(order._id)).toMatchObject({ status: 409, body: refusal('This order is not waiting for an InstaPay transfer') });
    expect((await reportTransfer(order._id, { reference: 'FT2611280002' })).status).toBe(409);
    expect(await stockOfS()).toBe(before - 2);
  });

  it("takes the screenshot of her receipt with its reference, checked by its bytes, kept out of the media library and shown to staff only", async () => {
    const { order } = await placePaid('instapay');
    const upload = (picture: Blob, name: string, token: string | null = shopper.token) => {
      const form = new FormData();
      form.append('reference', 'FT2611290042');
      form.append('screenshot', picture, name);
      return fetch(`${cmsUrl()}/api/orders/${order._id}/payment/transfer`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
    };
    const screenshot = (token = admin.token) => fetch(`${cmsUrl()}/api/admin/orders/${order._id}/payment/screenshot`, { headers: { authorization: `Bearer ${token}` } });
    // A tall phone screenshot, as PNG.
    const png = await sharp({ create: { width: 1080, height: 2400, channels: 3, background: '#2a7' } }).png().toBuffer();

    expect((await screenshot()).status).toBe(404);
    const mediaFiles = Number((await sql<{ count: string }>('SELECT count(*) AS count FROM files'))[0]!.count);
    // Judged by its bytes: a text called .png is refused, and nothing is kept.
    const text = await upload(new Blob(['not a picture'], { type: 'image/png' }), 'receipt.png');
    expect(text.status).toBe(400);
    expect(((await text.json()) as { code: string }).code).toBe('pictureType');
    expect((await readOrder(order._id)).payment?.transfer).toBeNull();
    expect((await upload(new Blob([png], { type: 'image/png' }), 'receipt.png', null)).status).toBe(401);
    expect((await upload(new Blob([png], { type: 'image/png' }), 'receipt.png', (await newShopper()).token)).status).toBe(404);

    const sent = await upload(new Blob([png], { type: 'application/octet-stream' }), 'IMG_2041.PNG');
    expect(sent.status).toBe(200);
    expect(expectContract(orderJson, await sent.json()).payment?.transfer).toMatchObject({ reference: 'FT2611290042', screenshot: true });

    expect((await screenshot(shopper.token)).status).toBe(403);
    const seen = await screenshot();
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    // Made a still WebP of at most 1,600 pixels a side: the picture's own bytes say so.
    const kept = await sharp(Buffer.from(await seen.arrayBuffer())).metadata();
    expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({ format: 'webp', width: 720, height: 1600 });
    // Not a file of the media library, whose files anyone may fetch by their address.
    expect(Number((await sql<{ count: string }>('SELECT count(*) AS count FROM files'))[0]!.count)).toBe(mediaFiles);

    // Her reference corrected without a picture keeps the screenshot.
    const corrected = await reportTransfer(order._id, { reference: 'FT2611290043' });
    expect(expectContract(orderJson, corrected.body).payment?.transfer).toMatchObject({ reference: 'FT2611290043', screenshot: true });
    expect((await screenshot()).status).toBe(200);
  });

  it('releases an unreported transfer when its hold ends, but keeps one she reported for staff', async () => {
    const before = await stockOfS();
    const silent = await placePaid('instapay');
    const told = await placePaid('instapay');
    expect((await reportTransfer(told.order._id, { reference: 'IPN-7781-2200' })).status).toBe(200);
    await sql('UPDATE payments SET hold_until = $1 WHERE reference IN ($2, $3)', [new Date(Date.now() - 1000), silent.payment.reference, told.payment.reference]);
    await until(async () => (await readOrder(silent.order._id)).status === 'cancelled');
    // Two hold-job runs later, hers still waits for staff, its stock still held.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect((await readOrder(told.order._id)).status).toBe('awaiting-payment');
    expect(await stockOfS()).toBe(before - 1);
  });

  it("confirms the transfers a bank statement shows, by her reference or the order's note, for the exact amount only, once", async () => {
    const byReference = await placePaid('instapay');
    const byNote = await placePaid('instapay', 2);
    const short = await placePaid('instapay');
    expect((await reportTransfer(byReference.order._id, { reference: 'FT26113300042' })).status).toBe(200);
    const amount = (order: OrderJson, less = 0) => (order.totalPrice - less).toFixed(2);
    const csv = [
      'Date,Description,Reference,Debit,Credit,Balance',
      `2026-11-28,IPN transfer from MONA ADEL,FT26113300042,,"${Number(amount(byReference.order)).toLocaleString('en-US', { minimumFractionDigits: 2 })}",9000.00`,
      `2026-11-28,IPN transfer POINTE-${byNote.order.orderNumber},FT26113300043,,${amount(byNote.order)},9500.00`,
      `2026-11-28,IPN transfer pointe ${short.order.orderNumber},FT26113300044,,${amount(short.order, 10)},9740.00`,
      '2026-11-28,Card purchase,POS-1,120.00,,9620.00',
      '2026-11-28,IPN transfer rent,FT26113300045,,5000.00,14620.00',
    ].join('\n');
    const first = expectContract(instapayStatementJson, (await applyStatement(csv)).body);
    expect(first.confirmed.map((row) => row.orderNumber).sort()).toEqual([byReference.order.orderNumber, byNote.order.orderNumber].sort());
    expect(first.differing).toEqual([{ _id: short.order._id, orderNumber: short.order.orderNumber, amount: short.order.totalPrice - 10, expected: short.order.totalPrice }]);
    expect(first.unmatched).toBe(1);
    expect(await readOrder(byReference.order._id)).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(await readOrder(byNote.order._id)).toMatchObject({ status: 'confirmed', isPaid: true });
    expect(await readOrder(short.order._id)).toMatchObject({ status: 'awaiting-payment', isPaid: false, payment: { state: 'awaiting', flag: 'amountMismatch' } });
    // The same statement again confirms nothing twice.
    const again = expectContract(instapayStatementJson, (await applyStatement(csv)).body);
    expect(again.confirmed).toEqual([]);
    expect(again.unmatched).toBe(3);
  });

  it('refuses a statement it cannot read, or one sent by a shopper', async () => {
    expect(await applyStatement('Date,Balance\n2026-11-28,100')).toMatchObject({ status: 400, body: refusal('The bank statement needs a first row of column names with an amount (or credit) column and a reference or description column') });
    expect(await applyStatement('Amount,Reference\n"100,FT1')).toMatchObject({ status: 400, body: refusal('The bank statement could not be read at line 2') });
    expect((await applyStatement(42)).status).toBe(400);
    expect((await applyStatement('x'.repeat(200_001))).status).toBe(400);
    expect((await applyStatement('Amount,Reference\n1,FT1', shopper.token)).status).toBe(403);
  });
});

describe('the settlement view', () => {
  it('sums what each provider collected per Cairo day of payment, less its refunds, as the payments table holds it', async () => {
    const settlement = expectContract(paymentSettlementJson, (await api('/api/admin/payments/settlement', { token: admin.token })).body);
    const rows = await sql<{ provider: string; amount: number | string; refunded: number | string; paid_at: string | number | Date }>(
      "SELECT provider, amount_piastres AS amount, refunded_piastres AS refunded, paid_at FROM payments WHERE state = 'paid'",
    );
    const expected = new Map<string, { day: string; provider: string; payments: number; paid: number; refunded: number }>();
    for (const row of rows) {
      const day = cairoDayOf(new Date(typeof row.paid_at === 'string' && /^\d+$/.test(row.paid_at) ? Number(row.paid_at) : row.paid_at));
      const entry = expected.get(`${day} ${row.provider}`) ?? { day, provider: row.provider, payments: 0, paid: 0, refunded: 0 };
      entry.payments += 1;
      entry.paid += Number(row.amount);
      entry.refunded += Number(row.refunded);
      expected.set(`${day} ${row.provider}`, entry);
    }
    expect(settlement.days).toBe(31);
    expect(new Set(settlement.rows.map((row) => row.provider))).toEqual(new Set(['paymob', 'fawry', 'instapay']));
    expect(settlement.rows).toEqual(
      [...expected.values()]
        .sort((a, b) => b.day.localeCompare(a.day) || a.provider.localeCompare(b.provider))
        .map((row) => ({ ...row, paid: row.paid / 100, refunded: row.refunded / 100, net: (row.paid - row.refunded) / 100 })),
    );
    expect((await api('/api/admin/payments/settlement', { token: shopper.token })).status).toBe(403);
  });
});

describe("staff filter the orders list by payment", () => {
  it('lists the orders paid online, and those whose payment staff must look at, counted as the payments table holds them', async () => {
    const list = async (status: string) => expectContract(adminOrdersPageJson, (await api(`/api/orders?status=${status}`, { token: admin.token })).body);
    const [paidRows] = await sql<{ count: number | string }>("SELECT count(DISTINCT l.order_id) AS count FROM payments p JOIN payments_order_lnk l ON l.payment_id = p.id WHERE p.state = 'paid'");
    const [checkRows] = await sql<{ count: number | string }>(
      "SELECT count(DISTINCT l.order_id) AS count FROM payments p JOIN payments_order_lnk l ON l.payment_id = p.id WHERE p.flag IS NOT NULL OR (p.state = 'awaiting' AND p.transfer_reported_at IS NOT NULL)",
    );
    const paid = await list('paid-online');
    expect(paid.paymentCounts).toEqual({ 'paid-online': Number(paidRows!.count), 'payment-to-check': Number(checkRows!.count) });
    expect(Number(paidRows!.count)).toBeGreaterThan(3);
    expect(paid.orders.length).toBe(Math.min(Number(paidRows!.count), ADMIN_PAGE_SIZE));
    // Newest first, as every tab but the call queue; money that came after a release is listed too (flagged).
    const newestPaid = await sql<{ document_id: string }>(
      "SELECT o.document_id FROM orders o WHERE o.id IN (SELECT l.order_id FROM payments p JOIN payments_order_lnk l ON l.payment_id = p.id WHERE p.state = 'paid') ORDER BY o.created_at DESC, o.id DESC LIMIT $1",
      [ADMIN_PAGE_SIZE],
    );
    expect(paid.orders.map((order) => order._id)).toEqual(newestPaid.map((row) => row.document_id));
    expect(paid.orders.every((order) => order.paymentMethod !== 'Cash On Delivery')).toBe(true);
    const toCheck = await list('payment-to-check');
    expect(Number(checkRows!.count)).toBeGreaterThanOrEqual(2);
    expect(toCheck.pages).toBe(Math.ceil(Number(checkRows!.count) / ADMIN_PAGE_SIZE));
    // The flagged InstaPay transfer of another amount, and the transfer reported past its hold, are among them.
    const statuses = new Set(toCheck.orders.map((order) => order.status));
    expect(statuses.has('awaiting-payment')).toBe(true);
    expect((await api('/api/orders?status=paid-online', { token: shopper.token })).status).toBe(403);
  });
});
