import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { orderJson, orderPlacedJson, type OrderJson } from '@pointe/config';
import { connectTo } from '../../../scripts/lib/test-stack';
import { expectContract } from '../helpers/contract';
import { createProduct, demoAdmin, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/**
 * Issue 24: every transaction that changes an order takes its locks in one order (lockOrder in
 * cms/src/database/order-rollups.ts): the order's row, its stock rows, then the dashboard's rollups
 * (its UPDATE's trigger), as a new order takes its stock and then the rollups. A cancel or an edit
 * that updated its row first deadlocked with new orders of the same sizes when two connections
 * shared a rollup slot: a 500 for one of them (seen in CI under load, 2026-11-27).
 */
let admin: TestUser;
let shopper: TestUser;
let product: TestProduct;

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
  product = await createProduct(99.5, [
    { size: 'S', countInStock: 100000 },
    { size: 'M', countInStock: 100000 },
  ]);
});

async function place(): Promise<OrderJson> {
  const response = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product, size: 'S', quantity: 1 }]) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectContract(orderPlacedJson, response.body).order;
}

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
  it('a cancel holds its stock rows before it waits for the rollups', async () => {
    const order = await place();
    const cancelled = await whileRollupsAreHeld(() => api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'cancelled' } }), ['S']);
    expect(cancelled.status).toBe('cancelled');
  });

  it('an edit holds the stock rows of both sizes before it waits for the rollups', async () => {
    const order = await place();
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

  it('new orders, edits and cancels of the same sizes at once all go through', async () => {
    const stockOf = async () => (await api(`/api/products/${product._id}`)).body as { sizes: Array<{ size: string; countInStock: number }> };
    const before = await stockOf();
    const failures: string[] = [];
    const life = async (round: number) => {
      const order = await place();
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
