import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  ORDER_STATUSES,
  adminOrdersPageJson,
  errorMessage,
  orderJson,
  orderPlacedJson,
  orderSummaryJson,
  type OrderJson,
  type OrderStatus,
} from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { onSqlite, sql } from '../helpers/database';
import { connectTo } from '../../../scripts/lib/test-stack';
import { createProduct, demoAdmin, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/** Issue 24's dashboard at a million orders: the rollups (ADR 026) and the admin list's cursor. */
let admin: TestUser;
let shopper: TestUser;
let product: TestProduct;

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
  product = await createProduct(135.25, [
    { size: 'S', countInStock: 100000 },
    { size: 'M', countInStock: 100000 },
  ]);
});

/** A small seeded random (mulberry32): a failure names its seed, and the same seed replays it. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function place(quantity: number): Promise<OrderJson> {
  const response = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product, size: 'S', quantity }]) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectContract(orderPlacedJson, response.body).order;
}

async function setStatus(order: OrderJson, status: OrderStatus): Promise<OrderJson> {
  const json = status === 'shipped' ? { status, trackingNumber: 'EG123456789' } : { status };
  const response = await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return expectContract(orderJson, response.body);
}

/** The changes that lead from `pending` to each status. */
const PATHS: Record<Exclude<OrderStatus, 'awaiting-payment'>, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  refused: ['confirmed', 'shipped', 'refused'],
  returned: ['confirmed', 'shipped', 'refused', 'returned'],
  cancelled: ['cancelled'],
};

/** One order's random life: placed, maybe edited, moved along to a random status, maybe returned after delivery. */
async function randomLife(random: () => number): Promise<void> {
  let order = await place(1 + Math.floor(random() * 3));
  if (random() < 0.3) {
    const response = await api(`/api/orders/${order._id}/lines`, {
      method: 'PUT',
      token: admin.token,
      json: { version: order.version ?? 0, orderItems: [{ _id: product._id, size: 'M', quantity: 1 + Math.floor(random() * 4) }] },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    order = expectContract(orderJson, response.body);
  }
  const statuses = Object.keys(PATHS) as Array<keyof typeof PATHS>;
  const status = statuses[Math.floor(random() * statuses.length)]!;
  for (const step of PATHS[status]) order = await setStatus(order, step);
  if (status === 'delivered' && random() < 0.4) await setStatus(order, 'returned');
}

type Row = Record<string, string | number | null>;
const rollupsOf = async () => ({
  statuses: await sql<Row>(
    `SELECT status, sum(orders)::int AS orders, sum(sales)::numeric(14,2)::text AS sales, sum(cash)::numeric(14,2)::text AS cash, sum(unpaid)::int AS unpaid, sum(undelivered)::int AS undelivered
     FROM orders_rollup_statuses GROUP BY status HAVING sum(orders) <> 0 ORDER BY status`,
  ),
  days: await sql<Row>(`SELECT day::text, sum(orders)::int AS orders, sum(sales)::numeric(14,2)::text AS sales FROM orders_rollup_days GROUP BY day HAVING sum(orders) <> 0 ORDER BY day`),
  settled: await sql<Row>(
    `SELECT hour::text, sum(settled)::int AS settled, sum(refused)::int AS refused FROM orders_rollup_settled GROUP BY hour HAVING sum(settled) <> 0 ORDER BY hour`,
  ),
});

/** The same figures, counted afresh from the orders table. */
const scanOf = async () => ({
  statuses: await sql<Row>(
    `SELECT COALESCE(order_status, 'pending') AS status, count(*)::int AS orders, sum(total_price)::numeric(14,2)::text AS sales,
            sum(GREATEST(total_price - COALESCE(store_credit_used, 0), 0))::numeric(14,2)::text AS cash,
            count(*) FILTER (WHERE is_paid = false)::int AS unpaid, count(*) FILTER (WHERE is_delivered = false)::int AS undelivered
     FROM orders GROUP BY 1 ORDER BY 1`,
  ),
  days: await sql<Row>(
    `SELECT ((created_at AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Cairo')::date::text AS day, count(*)::int AS orders, sum(total_price)::numeric(14,2)::text AS sales
     FROM orders GROUP BY 1 ORDER BY 1`,
  ),
  settled: await sql<Row>(
    `SELECT date_trunc('hour', settled_at)::text AS hour, count(*)::int AS settled,
            count(*) FILTER (WHERE order_status = 'refused' OR (order_status = 'returned' AND NOT COALESCE(is_delivered, false)))::int AS refused
     FROM orders WHERE settled_at IS NOT NULL GROUP BY 1 ORDER BY 1`,
  ),
});

// The rollups and their triggers are PostgreSQL's (database/order-rollups.ts); SQLite's summary scans the orders.
describe.skipIf(onSqlite())('the rollups (ADR 026)', () => {
  it('stay equal to a fresh scan after a random mix of orders, edits, cancels, refusals, returns, SQL updates and deletes', async () => {
    const seed = Number(process.env.ROLLUPS_SEED ?? Date.now() % 100000);
    const random = randomFrom(seed);
    // Four writers at a time, so the triggers run on several connections (slots) at once.
    for (let round = 0; round < 6; round += 1) await Promise.all(Array.from({ length: 4 }, () => randomLife(random)));

    // Writers the shop's code never sees: a hand-written UPDATE, a bulk INSERT (as the bench's), DELETEs.
    await sql(`UPDATE orders SET settled_at = settled_at - interval '40 days', created_at = created_at - interval '3 days'
               WHERE id IN (SELECT id FROM orders WHERE settled_at IS NOT NULL ORDER BY id DESC LIMIT 3)`);
    await sql(
      `INSERT INTO orders (document_id, order_items, shipping_address, payment_method, items_price, shipping_price, tax_price, discount, total_price,
                           is_paid, is_delivered, order_status, tracking_number, events, settled_at, created_at, updated_at, published_at)
       SELECT 'rollupsorder' || g || '-' || $1, '[]'::jsonb, '{}'::jsonb, 'Cash On Delivery', 100 + g, 50, 0, 0, 150.5 + g, g % 3 = 0, g % 3 = 0,
              (ARRAY['delivered', 'refused', 'pending'])[1 + g % 3], '', '[]'::jsonb, CASE WHEN g % 3 < 2 THEN now() - (g || ' hours')::interval END,
              now() - (g || ' days')::interval, now(), now()
       FROM generate_series(1, 50) AS g`,
      [seed],
    );
    const bulk = `document_id LIKE 'rollupsorder%'`;
    await sql(`DELETE FROM orders WHERE id IN (SELECT id FROM orders WHERE ${bulk} ORDER BY random() LIMIT 5)`);

    const scan = await scanOf();
    expect(await rollupsOf(), `seed ${seed}`).toEqual(scan);

    // The rebuild gives the same figures (in one slot).
    await sql('SELECT orders_rollups_rebuild()');
    expect(await rollupsOf(), `seed ${seed}`).toEqual(scan);
    expect((await sql<{ slots: number }>('SELECT count(DISTINCT slot)::int AS slots FROM orders_rollup_statuses'))[0]!.slots).toBe(1);

    // And the summary answers with them.
    const summary = expectContract(orderSummaryJson, (await api('/api/orders/summary', { token: admin.token })).body);
    const counted = Object.fromEntries(scan.statuses.map((row) => [row.status, row.orders]));
    expect(summary.cashOnDelivery.statusCounts).toEqual(Object.fromEntries(ORDER_STATUSES.map((status) => [status, counted[status] ?? 0])));
    expect(summary.orders[0]!.numOrders).toBe(scan.statuses.reduce((sum, row) => sum + Number(row.orders), 0));
    expect(summary.dailyOrders).toEqual(scan.days.map((row) => ({ _id: row.day, orders: row.orders, sales: Number(row.sales) })));
    const [door] = await sql<{ settled: number; refused: number }>(
      `SELECT count(*)::int AS settled, count(*) FILTER (WHERE order_status = 'refused' OR (order_status = 'returned' AND NOT COALESCE(is_delivered, false)))::int AS refused
       FROM orders WHERE settled_at >= now() - interval '30 days'`,
    );
    expect(summary.cashOnDelivery).toMatchObject({ settledLast30Days: door!.settled, refusedLast30Days: door!.refused });

    // The bulk rows go (they are no orders the shop could show), in one DELETE.
    await sql(`DELETE FROM orders WHERE ${bulk}`);
    expect(await rollupsOf(), `seed ${seed}`).toEqual(await scanOf());
  }, 180_000);

  it('an UPDATE that changes nothing counted writes no rollup row', async () => {
    const order = await place(1);
    const versions = async () =>
      (await sql<{ versions: string }>(`SELECT string_agg(xmin::text, ',' ORDER BY status, slot) AS versions FROM orders_rollup_statuses`))[0]!.versions;
    const before = await versions();
    await sql(`UPDATE orders SET tracking_number = 'unchanged totals' WHERE document_id = $1`, [order._id]);
    expect(await versions()).toBe(before);
    await sql(`UPDATE orders SET total_price = total_price + 1 WHERE document_id = $1`, [order._id]);
    expect(await versions()).not.toBe(before);
    expect(await rollupsOf()).toEqual(await scanOf());
  });
});

describe('GET /api/orders?after= (the keyset cursor)', () => {
  const list = async (query: string) => expectContract(adminOrdersPageJson, (await api(`/api/orders?${query}`, { token: admin.token })).body);

  it.each(['all', 'pending', 'delivered', 'unpaid'] as const)('walks every %s order once, in the offset pages’ order', async (status) => {
    const expected = await sql<{ document_id: string }>(
      `SELECT document_id FROM orders WHERE ${
        status === 'all' ? 'true' : status === 'unpaid' ? 'is_paid = false' : `order_status = '${status}'`
      } ORDER BY created_at ${status === 'pending' ? 'ASC' : 'DESC'}, id ${status === 'pending' ? 'ASC' : 'DESC'}`,
    );
    const walked: string[] = [];
    let page = await list(`status=${status}`);
    expect(page.pages).toBe(Math.ceil(expected.length / ADMIN_PAGE_SIZE));
    for (let number = 1; ; number += 1) {
      walked.push(...page.orders.map((order) => order._id));
      // The same page by offset.
      expect((await list(`status=${status}&page=${number}`)).orders.map((order) => order._id)).toEqual(page.orders.map((order) => order._id));
      if (page.next === null) break;
      expect(page.next).toBe(page.orders.at(-1)!._id);
      page = await list(`status=${status}&page=${number + 1}&after=${page.next}`);
      expect(page.page).toBe(number + 1);
    }
    expect(walked).toEqual(expected.map((row) => row.document_id));
  });

  it('refuses an unknown or overlong cursor (400), and an empty one is no cursor', async () => {
    const unknown = await api('/api/orders?after=nosuchorder', { token: admin.token });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(refusal(errorMessage('afterUnknown')));
    expect((await api(`/api/orders?after=${'x'.repeat(121)}`, { token: admin.token })).status).toBe(400);
    expect((await list('after=')).orders.map((order) => order._id)).toEqual((await list('')).orders.map((order) => order._id));
  });
});

/** Whether another transaction holds a row of the product's `size` (FOR UPDATE NOWAIT fails at once then). */
async function sizeRowHeld(size: string): Promise<boolean> {
  const client = await connectTo(inject('databaseEnv'));
  try {
    await client.query('BEGIN');
    await client.query(
      `SELECT s.id FROM components_shop_size_stocks s JOIN products_cmps c ON c.cmp_id = s.id JOIN products p ON p.id = c.entity_id
       WHERE p.document_id = $1 AND s.size = $2 FOR UPDATE OF s NOWAIT`,
      [product._id, size],
    );
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return true;
    throw error;
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
  }
}

/** Runs `change` while a transaction of the test holds the rollup tables; checks which sizes it holds meanwhile. */
async function whileRollupsAreHeld(change: () => Promise<{ status: number; body: unknown }>, sizes: string[]) {
  const holder = await connectTo(inject('databaseEnv'));
  await holder.query('BEGIN');
  await holder.query('LOCK TABLE orders_rollup_days, orders_rollup_statuses, orders_rollup_settled IN EXCLUSIVE MODE');
  const changed = change();
  try {
    for (const size of sizes) await expect.poll(() => sizeRowHeld(size), { timeout: 10_000, message: `size ${size} held before the rollups` }).toBe(true);
  } finally {
    await holder.query('ROLLBACK');
    await holder.end();
  }
  const response = await changed;
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return expectContract(orderJson, response.body);
}

describe('an order change takes its locks in one order', () => {
  // Every transaction that changes an order takes its locks in one order (lockOrder): the order's row,
  // its stock rows, then the rollups (its UPDATE's trigger). A new order writes its row first, into
  // rollup slots of its own, and takes its stock last. A cancel or an edit that updated its row first
  // deadlocked with new orders of the same sizes when two connections shared a slot: a 500 for one of
  // them (seen in CI under load, 2026-11-27).
  it.skipIf(onSqlite())('a cancel holds its stock rows before it waits for the rollups', async () => {
    const order = await place(1);
    const cancelled = await whileRollupsAreHeld(() => api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'cancelled' } }), ['S']);
    expect(cancelled.status).toBe('cancelled');
  });

  it.skipIf(onSqlite())('an edit holds the stock rows of both sizes before it waits for the rollups', async () => {
    const order = await place(1);
    const edited = await whileRollupsAreHeld(
      () =>
        api(`/api/orders/${order._id}/lines`, {
          method: 'PUT',
          token: admin.token,
          json: { version: order.version ?? 0, orderItems: [{ _id: product._id, size: 'M', quantity: 2 }] },
        }),
      ['S', 'M'],
    );
    expect(edited.orderItems.map((item) => [item.size, item.quantity])).toEqual([['M', 2]]);
  });

  it.skipIf(onSqlite())('a new order writes its row before it takes its stock rows', async () => {
    // Its stock rows stay locked until the commit: taken last, they are held for the fewest round trips.
    const holder = await connectTo(inject('databaseEnv'));
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE orders_rollup_days, orders_rollup_statuses, orders_rollup_settled IN EXCLUSIVE MODE');
    const placing = api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product, size: 'S', quantity: 1 }]) });
    try {
      // Its INSERT waits for the rollups ...
      await expect
        .poll(async () => (await sql<{ waiting: string }>(`SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE 'insert into "orders"%'`))[0]!.waiting, { timeout: 10_000 })
        .toBe('1');
      // ... holding no size row, so a change that holds that size and waits for the rollups cannot deadlock with it.
      expect(await sizeRowHeld('S')).toBe(false);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await placing).status).toBe(201);
  });

  it.skipIf(onSqlite())('new orders add into rollup slots that no change of an order uses', async () => {
    // A new order's INSERT comes before its stock rows, a change's UPDATE after them: if the two shared
    // a rollup row, each could hold what the other waits for.
    type SlotRow = { status: string; slot: number; orders: string };
    const rows = async () => new Map((await sql<SlotRow>('SELECT status, slot, orders FROM orders_rollup_statuses')).map((row) => [`${row.status} ${row.slot}`, row]));
    const changedSlots = (before: Map<string, SlotRow>, after: Map<string, SlotRow>) =>
      [...after].filter(([key, row]) => before.get(key)?.orders !== row.orders).map(([, row]) => Number(row.slot));
    const beforePlacing = await rows();
    const order = await place(1);
    const placed = changedSlots(beforePlacing, await rows());
    const beforeCancel = await rows();
    await setStatus(order, 'cancelled');
    const cancelled = changedSlots(beforeCancel, await rows());
    expect(placed.length).toBeGreaterThan(0);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(Math.min(...placed)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...cancelled)).toBeLessThan(8);
  });

  it('new orders, edits and cancels of the same sizes at once all go through', async () => {
    const stockOf = async () => (await api(`/api/products/${product._id}`)).body as { sizes: Array<{ size: string; countInStock: number }> };
    const before = await stockOf();
    const failures: string[] = [];
    const life = async (round: number) => {
      const order = await place(1);
      if (round % 2 === 0) {
        const edit = await api(`/api/orders/${order._id}/lines`, {
          method: 'PUT',
          token: admin.token,
          json: { version: order.version ?? 0, orderItems: [{ _id: product._id, size: 'M', quantity: 2 }] },
        });
        if (edit.status !== 200) failures.push(`edit ${edit.status} ${JSON.stringify(edit.body)}`);
      }
      const cancel = await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'cancelled' } });
      if (cancel.status !== 200) failures.push(`cancel ${cancel.status} ${JSON.stringify(cancel.body)}`);
    };
    // Eight at a time: more connections than the rollups have slots, so some share one.
    for (let round = 0; round < 6; round += 1) await Promise.all(Array.from({ length: 8 }, () => life(round)));
    expect(failures).toEqual([]);
    // Every unit taken came back.
    expect((await stockOf()).sizes).toEqual(before.sizes);
  }, 120_000);
});
