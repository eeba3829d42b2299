/**
 * Shared by the long reliability tests: a shop of its own on a fresh database, and a checkout load
 * where every checkout keeps its Idempotency-Key across retries, the way the storefront does.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ProductSavedJson, UserInfoJson } from '@pointe/config';
import { connectTo, type RunningStack } from '../../../scripts/lib/test-stack';
import { address } from '../helpers/fixtures';
import { callCms, type ApiInit } from '../helpers/http';
import { summarise } from '../../../scripts/bench/lib';

/** The shop's HTTP helper with a 30 s timeout: a request must not hang the load while a server is down. */
export const call = <T = unknown>(cmsUrl: string, path: string, init: ApiInit = {}) =>
  callCms<T>(cmsUrl, path, { signal: AbortSignal.timeout(30_000), ...init });

export interface LoadShop {
  shoppers: string[];
  products: Array<{ _id: string; size: string; stock: number }>;
}

/** Shoppers (tokens) and products with plenty of stock, made through the shop's own API. */
export async function prepareShop(cmsUrl: string, { shoppers = 8, stock = 100_000 } = {}): Promise<LoadShop> {
  const admin = await call<UserInfoJson>(cmsUrl, '/api/users/signin', { method: 'POST', json: { email: 'admin@pointe.test', password: 'pointe-admin-2026' } });
  expect(admin.status).toBe(200);
  const products: LoadShop['products'] = [];
  for (const [index, price] of [120, 340, 990].entries()) {
    const created = await call<ProductSavedJson>(cmsUrl, '/api/products', { method: 'POST', token: admin.body.token });
    const { _id, image } = created.body.product;
    const updated = await call(cmsUrl, `/api/products/${_id}`, {
      method: 'PUT',
      token: admin.body.token,
      json: { name: `Load Product ${index} ${_id}`, slug: `load-product-${index}-${_id.toLowerCase()}`, price, image, category: 'Leotards', brand: 'Load', description: 'For the long tests.', sizes: [{ size: 'M', countInStock: stock }] },
    });
    expect(updated.status).toBe(200);
    products.push({ _id, size: 'M', stock });
  }
  const tokens = await Promise.all(
    Array.from({ length: shoppers }, async (_, index) => {
      const signup = await call<UserInfoJson>(cmsUrl, '/api/users/signup', {
        method: 'POST',
        json: { name: `Load Shopper ${index}`, email: `load-${index}-${randomUUID().slice(0, 6)}@example.com`, password: 'load-password-1' },
      });
      expect(signup.status).toBe(201);
      return signup.body.token;
    }),
  );
  return { shoppers: tokens, products };
}

export interface LoadReport {
  /** Idempotency-Key → the order it made. */
  orders: Map<string, string>;
  refused: number;
  unavailable: number;
  networkErrors: number;
  unexpected: Array<{ status: number; body: unknown }>;
  /** How long each 503 took to arrive: "fail fast". */
  unavailableMs: number[];
  /** Every answer's time, with when it arrived (ms since the start). */
  answers: Array<{ at: number; ms: number; status: number }>;
  unitsOrdered: Map<string, number>;
  /** Every 503 and lost connection, with when it arrived (ms since the start): the error rate during a fault. */
  failures: Array<{ at: number; what: 'unavailable' | 'network' }>;
}

/**
 * `workers` shoppers check out in a loop until `stop()`. A checkout that gets a 503 or loses its
 * connection is retried with the same Idempotency-Key until it gets an order or a clean refusal,
 * so at the end every key has exactly one outcome. `ratePerSecond` paces the starts (the soak).
 */
export function checkoutLoad(target: { url: () => string }, shop: LoadShop, { workers = 8, ratePerSecond }: { workers?: number; ratePerSecond?: number } = {}) {
  const started = performance.now();
  const report: LoadReport = { orders: new Map(), refused: 0, unavailable: 0, networkErrors: 0, unexpected: [], unavailableMs: [], answers: [], unitsOrdered: new Map(), failures: [] };
  let stopping = false;
  let nextStart = started;

  const checkout = async (worker: number) => {
    const key = randomUUID();
    const product = shop.products[Math.floor(Math.random() * shop.products.length)]!;
    const quantity = 1 + Math.floor(Math.random() * 2);
    const body = { orderItems: [{ _id: product._id, size: product.size, quantity }], shippingAddress: address, paymentMethod: 'Cash On Delivery' };
    const deadline = performance.now() + 120_000;
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const answer = await call<{ order?: { _id: string }; message?: string }>(target.url(), '/api/orders', {
          method: 'POST',
          token: shop.shoppers[worker % shop.shoppers.length],
          json: body,
          headers: { 'Idempotency-Key': key },
        });
        const ms = performance.now() - sent;
        report.answers.push({ at: sent - started, ms, status: answer.status });
        if (answer.status === 201 || answer.status === 200) {
          report.orders.set(key, answer.body.order!._id);
          report.unitsOrdered.set(product._id, (report.unitsOrdered.get(product._id) ?? 0) + quantity);
          return;
        }
        if (answer.status === 409) {
          report.refused += 1;
          return;
        }
        if (answer.status === 503 && typeof answer.body?.message === 'string') {
          report.unavailable += 1;
          report.unavailableMs.push(ms);
          report.failures.push({ at: performance.now() - started, what: 'unavailable' });
        } else {
          report.unexpected.push({ status: answer.status, body: answer.body });
          return;
        }
      } catch {
        report.networkErrors += 1; // the CMS is down: its connection was refused or cut
        report.failures.push({ at: performance.now() - started, what: 'network' });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`checkout ${key} had no outcome after 2 minutes`);
  };

  const loops = Array.from({ length: workers }, async (_, worker) => {
    while (!stopping) {
      if (ratePerSecond) {
        const wait = nextStart - performance.now();
        nextStart = Math.max(nextStart, performance.now()) + 1000 / ratePerSecond;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (stopping) break;
      }
      await checkout(worker);
    }
  });

  return {
    report,
    elapsedMs: () => performance.now() - started,
    /** performance.now() when the load started: `at` values are relative to it. */
    startedAt: started,
    async stop(): Promise<LoadReport> {
      stopping = true;
      await Promise.all(loops);
      return report;
    },
  };
}

export interface ShopState {
  orders: Set<string>;
  stock: Map<string, { product: number; size: number }>;
}

/** The orders of the load's products and their stock, straight from PostgreSQL. */
export async function shopState(stack: Pick<RunningStack, 'database'>, shop: LoadShop): Promise<ShopState & { keys: string[] }> {
  const db = await connectTo(stack.database.env);
  try {
    const stored = await db.query<{ document_id: string; idempotency_key: string }>(
      `SELECT DISTINCT o.document_id, o.idempotency_key
       FROM orders o, jsonb_array_elements(o.order_items::jsonb) AS item
       WHERE item->>'_id' = ANY($1)`,
      [shop.products.map((product) => product._id)],
    );
    const stock = new Map<string, { product: number; size: number }>();
    for (const product of shop.products) {
      const { rows } = await db.query<{ product_stock: number; size_stock: number }>(
        `SELECT p.count_in_stock AS product_stock, s.count_in_stock AS size_stock
         FROM products p JOIN products_cmps c ON c.entity_id = p.id AND c.field = 'sizes'
         JOIN components_shop_size_stocks s ON s.id = c.cmp_id
         WHERE p.document_id = $1`,
        [product._id],
      );
      expect(rows).toHaveLength(1);
      stock.set(product._id, { product: rows[0]!.product_stock, size: rows[0]!.size_stock });
    }
    return { orders: new Set(stored.rows.map((row) => row.document_id)), keys: stored.rows.map((row) => row.idempotency_key), stock };
  } finally {
    await db.end();
  }
}

/**
 * The invariants after an outage: the orders stored since `before` are exactly the acknowledged
 * ones (none lost, none made behind the shopper's back), each key made one order, and the stock
 * went down by exactly the units acknowledged.
 */
export async function expectNoLostPartialOrDuplicateOrders(stack: Pick<RunningStack, 'database'>, shop: LoadShop, before: ShopState, report: LoadReport) {
  const after = await shopState(stack, shop);
  const made = [...after.orders].filter((id) => !before.orders.has(id)).sort();
  const acknowledged = [...report.orders.values()].sort();
  const lost = acknowledged.filter((id) => !after.orders.has(id));
  if (lost.length > 0) {
    const db = await connectTo(stack.database.env);
    const rows = await db.query('SELECT id, document_id, idempotency_key, order_items, created_at FROM orders WHERE document_id = ANY($1)', [lost]);
    console.log('LOST', lost, rows.rows, [...report.orders.entries()].filter(([, id]) => lost.includes(id)));
    await db.end();
  }
  expect(made).toEqual(acknowledged);
  expect(new Set(after.keys).size).toBe(after.keys.length);
  for (const product of shop.products) {
    const taken = report.unitsOrdered.get(product._id) ?? 0;
    const was = before.stock.get(product._id)!;
    expect(after.stock.get(product._id)).toEqual({ product: was.product - taken, size: was.size - taken });
  }
}

export const latency = (answers: LoadReport['answers']) => summarise(answers.map((answer) => answer.ms));
