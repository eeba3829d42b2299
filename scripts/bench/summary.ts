/**
 * The admin dashboard's summary at scale: N synthetic orders (spread over 90 days, among 1,000
 * users) inserted in bulk with SQL, then GET /api/orders/summary as an admin, one client at a time;
 * then the admin orders list (GET /api/orders): its first page, each status tab, a deep page by
 * `page` (offset) and, where the CMS gives a cursor (`next`), the same deep page by `after`.
 */
import { userInfoJson } from '@pointe/config';
import type pg from 'pg';
import { ORDER_FILTERS } from '@pointe/config';
import { startTestStack, connectTo } from '../lib/test-stack';
import { summarise, timeCalls } from './lib';

/** N orders (90 days, among 1,000 new users) inserted with SQL in one transaction, then ANALYZE. */
export async function insertSyntheticOrders(db: pg.Client, orders: number): Promise<void> {
  const started = performance.now();
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO up_users (document_id, username, email, provider, password, confirmed, blocked, name, is_admin, token_version, created_at, updated_at, published_at)
     SELECT 'benchuser' || g, 'bench' || g || '@example.com', 'bench' || g || '@example.com', 'local', 'x', true, false, 'Bench ' || g, false, 0, now(), now(), now()
     FROM generate_series(1, 1000) AS g`,
  );
  await db.query(
    // Every status in turn (g % 7 = 3 is delivered: paid; 3 and 4, delivered and refused, reached the door).
    `INSERT INTO orders (order_number, document_id, order_items, shipping_address, payment_method, items_price, shipping_price, tax_price, discount, total_price, is_paid, is_delivered,
                         order_status, tracking_number, events, settled_at, created_at, updated_at, published_at)
     SELECT nextval('orders_number_seq'), 'benchorder' || g, '[]'::jsonb, '{}'::jsonb, 'Cash On Delivery', 100 + g % 900, 50, 0, 0, 150 + g % 900, g % 7 = 3, g % 7 = 3,
            (ARRAY['pending', 'confirmed', 'shipped', 'delivered', 'refused', 'returned', 'cancelled'])[1 + g % 7], '', '[]'::jsonb,
            CASE WHEN g % 7 IN (3, 4) THEN now() - ((g % 60) || ' days')::interval END,
            now() - ((g % 90) || ' days')::interval - ((g % 1440) || ' minutes')::interval, now(), now()
     FROM generate_series(1, $1::int) AS g`,
    [orders],
  );
  await db.query(
    `INSERT INTO orders_user_lnk (order_id, user_id)
     SELECT o.id, u.id FROM orders o JOIN up_users u ON u.document_id = 'benchuser' || (1 + o.id % 1000)
     WHERE o.document_id LIKE 'benchorder%'`,
  );
  await db.query('COMMIT');
  await db.query('ANALYZE');
  console.log(`Inserted ${orders} orders in ${Math.round(performance.now() - started)} ms`);
}

/** The load average (1, 5, 15 minutes) when a part ends: the figures mean little on a busy machine. */
const loadAverage = async () => (await import('node:os')).loadavg().map((load) => Math.round(load * 100) / 100);

export async function benchSummary({ orders, requests, listRequests }: { orders: number; requests: number; listRequests: number }) {
  const stack = await startTestStack({ purpose: 'bench_summary', env: { AUTH_RATE_LIMIT_PER_IP: '1000000' } });
  const db = await connectTo(stack.database.env);
  try {
    await insertSyntheticOrders(db, orders);

    const signIn = await fetch(`${stack.cmsUrl}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@pointe.test', password: 'pointe-admin-2026' }),
    });
    const { token } = userInfoJson.parse(await signIn.json());
    const call = async () => {
      const response = await fetch(`${stack.cmsUrl}/api/orders/summary`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`summary answered ${response.status}`);
      await response.arrayBuffer();
    };
    await timeCalls(5, 1, call); // warm-up
    const answer = (await (await fetch(`${stack.cmsUrl}/api/orders/summary`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      orders: Array<{ numOrders: number }>;
      dailyOrders: unknown[];
    };
    const latency = summarise(await timeCalls(requests, 1, call));
    const summaryLoad = await loadAverage();

    // The admin orders list: each case warmed up, then `listRequests` calls, one client.
    const get = async (query: string) => {
      const response = await fetch(`${stack.cmsUrl}/api/orders?${query}`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`GET /api/orders?${query} answered ${response.status}`);
      return (await response.json()) as { orders: Array<{ _id: string }>; next?: string | null };
    };
    const timeList = async (query: string) => {
      await timeCalls(3, 1, () => get(query).then(() => undefined));
      return summarise(await timeCalls(listRequests, 1, () => get(query).then(() => undefined)));
    };
    const deepPage = Math.max(1, Math.floor(orders / 20 / 2));
    const list: Record<string, unknown> = {};
    for (const filter of ORDER_FILTERS) list[filter] = await timeList(`status=${filter}`);
    list[`all, page ${deepPage} by offset`] = await timeList(`page=${deepPage}`);
    const first = await get('status=all');
    if ('next' in first) {
      // The order just before the deep page, newest first: its id is the cursor to that same page.
      const { rows } = await db.query<{ document_id: string }>('SELECT document_id FROM orders ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1', [
        (deepPage - 1) * 20 - 1,
      ]);
      list[`all, page ${deepPage} by cursor`] = await timeList(`page=${deepPage}&after=${rows[0]!.document_id}`);
    }
    return {
      orders,
      numOrders: answer.orders[0]?.numOrders,
      days: answer.dailyOrders.length,
      latency,
      loadAverage: summaryLoad,
      list,
      listLoadAverage: await loadAverage(),
    };
  } finally {
    await db.end();
    await stack.stop();
  }
}
