/**
 * Order placement under load: concurrent shoppers placing orders for the same few products on the
 * real CMS (PostgreSQL) for a fixed time, then an integrity check: units ordered = stock taken, no
 * negative stock, one order per success, and every stored total equal to the server's arithmetic.
 */
import { orderTotals, userInfoJson } from '@pointe/config';
import { connectTo, startTestStack } from '../lib/test-stack';
import { summarise } from './lib';

const STOCK = 1_000_000;

export async function benchOrders({ clients, seconds }: { clients: number; seconds: number }) {
  const stack = await startTestStack({ purpose: 'bench_orders', env: { AUTH_RATE_LIMIT_PER_IP: '1000000' } });
  const db = await connectTo(stack.database.env);
  try {
    // Three seeded products, each with a large stock in its first size.
    const { rows: products } = await db.query<{ id: number; document_id: string; price: string; size: string }>(
      `SELECT DISTINCT ON (p.id) p.id, p.document_id, p.price, s.size
       FROM products p JOIN products_cmps pc ON pc.entity_id = p.id AND pc.field = 'sizes'
       JOIN components_shop_size_stocks s ON s.id = pc.cmp_id
       ORDER BY p.id, pc."order" LIMIT 3`,
    );
    for (const product of products) {
      await db.query(
        `UPDATE components_shop_size_stocks SET count_in_stock = $3
         WHERE size = $2 AND id IN (SELECT cmp_id FROM products_cmps WHERE entity_id = $1 AND field = 'sizes')`,
        [product.id, product.size, STOCK],
      );
    }
    const signup = await fetch(`${stack.cmsUrl}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Buyer', email: `bench-${Date.now()}@example.com`, password: 'bench-password-1' }),
    });
    const { token } = userInfoJson.parse(await signup.json());
    const body = JSON.stringify({
      orderItems: products.map((product, index) => ({ _id: product.document_id, size: product.size, quantity: index + 1 })),
      shippingAddress: { fullName: 'Bench', mobileNumber: '01012345678', streetName: 'A', buildingNumber: '1', apartmentNumber: '1', area: 'B', city: 'Cairo' },
      paymentMethod: 'Cash On Delivery',
    });

    const samples: number[] = [];
    let failures = 0;
    const deadline = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < deadline) {
          const started = performance.now();
          const response = await fetch(`${stack.cmsUrl}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          await response.arrayBuffer();
          if (response.status === 201) samples.push(performance.now() - started);
          else failures += 1;
        }
      }),
    );

    const expectedTotal = orderTotals(products.map((product, index) => ({ price: Number(product.price), quantity: index + 1 }))).totalPrice;
    const { rows: [orders] } = await db.query<{ count: string; wrong: string }>(
      `SELECT count(*) AS count, count(*) FILTER (WHERE total_price <> $1) AS wrong FROM orders`,
      [expectedTotal],
    );
    const { rows: stock } = await db.query<{ entity_id: number; size: string; count_in_stock: number }>(
      `SELECT pc.entity_id, s.size, s.count_in_stock FROM components_shop_size_stocks s JOIN products_cmps pc ON pc.cmp_id = s.id
       WHERE pc.entity_id = ANY($1)`,
      [products.map((product) => product.id)],
    );
    const ordered = samples.length;
    const integrity = {
      ordersStored: Number(orders!.count),
      ordersAnswered201: ordered,
      wrongTotals: Number(orders!.wrong),
      stockTakenMatches: products.every(
        (product, index) =>
          stock.find((row) => row.entity_id === product.id && row.size === product.size)?.count_in_stock === STOCK - ordered * (index + 1),
      ),
    };
    return { clients, seconds, ordersPerSecond: Math.round((ordered / seconds) * 10) / 10, failures, latency: summarise(samples), integrity };
  } finally {
    await db.end();
    await stack.stop();
  }
}
