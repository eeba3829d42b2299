import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../scripts/lib/mailbox';
import { connectTo, startTestStack, type RunningStack } from '../../../scripts/lib/test-stack';
import { checkoutLoad, expectNoLostPartialOrDuplicateOrders, latency, prepareShop, shopState, type LoadShop } from './checkout-load';

/**
 * The mail server down for ten minutes under a checkout load (issue 24; `npm run test:long`), with the
 * outbox's own retry schedule (ADR 025: 30 s, doubling, 8 attempts over about an hour): every order is
 * answered at once and none is lost or doubled; once the mail server is back, every order's
 * confirmation arrives exactly once and none is given up. SMTP_OUTAGE_SECONDS shortens the outage.
 */
const OUTAGE_SECONDS = Number(process.env.SMTP_OUTAGE_SECONDS ?? 600);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stack: RunningStack;
let shop: LoadShop;

beforeAll(async () => {
  stack = await startTestStack({ purpose: 'long_smtp_outage', env: { AUTH_RATE_LIMIT_PER_IP: '100000' } });
  shop = await prepareShop(stack.cmsUrl, { shoppers: 4 });
}, 300_000);

afterAll(async () => {
  await stack?.stop();
}, 120_000);

describe('the mail server is down for ten minutes during a checkout load', () => {
  it('answers every order, then sends each confirmation exactly once when it is back, giving none up', async () => {
    const before = await shopState(stack, shop);
    const since = Date.now();
    await stack.mailbox.stop();
    const load = checkoutLoad({ url: () => stack.cmsUrl }, shop, { workers: 4, ratePerSecond: 2 });
    await sleep(OUTAGE_SECONDS * 1000);
    const report = await load.stop();
    const db = await connectTo(stack.database.env);
    try {
      /** The outbox's mails written since the outage began, counted per status. */
      const outboxStatuses = async () =>
        (await db.query<{ status: string; count: string }>(`SELECT status, count(*) FROM outbox_mails WHERE created_at >= to_timestamp($1 / 1000.0) GROUP BY status`, [since])).rows;
      const waiting = await outboxStatuses();
      await stack.mailbox.start();
      const backAt = Date.now();

      const placed = (
        await db.query<{ order_number: number; email: string }>(
          `SELECT o.order_number, u.email FROM orders o JOIN orders_user_lnk l ON l.order_id = o.id JOIN up_users u ON u.id = l.user_id WHERE o.document_id = ANY($1)`,
          [[...report.orders.values()]],
        )
      ).rows;
      const emails = [...new Set(placed.map((row) => row.email))];
      const received = async () => (await Promise.all(emails.map((email) => mailsTo(stack.mailbox.directory, email, { since })))).flat();
      // The earliest orders' next attempt comes at most one doubling after the outage ended.
      const deadline = backAt + (OUTAGE_SECONDS + 120) * 1000;
      while ((await received()).length < placed.length && Date.now() < deadline) await sleep(10_000);
      await sleep(10_000);
      const mails = await received();
      const statuses = await outboxStatuses();
      console.log('SMTP outage under load', {
        outageSeconds: OUTAGE_SECONDS,
        orders: report.orders.size,
        latency: latency(report.answers),
        mailsWaitingAtTheEnd: waiting,
        allSentAfterSeconds: Math.round((Date.now() - backAt) / 1000),
        outboxAfter: statuses,
      });

      expect(report.unexpected).toEqual([]);
      expect(report.networkErrors).toBe(0);
      expect(report.unavailable).toBe(0);
      expect(report.orders.size).toBeGreaterThan(OUTAGE_SECONDS);
      // The mail server was not in the orders' way.
      expect(latency(report.answers).p95).toBeLessThan(2000);
      expect(waiting.map((row) => row.status)).toEqual(['pending']);
      await expectNoLostPartialOrDuplicateOrders(stack, shop, before, report);
      // Each order's confirmation exactly once (its subject carries the order number), none given up.
      const numbers = mails.map((mail) => Number(/\d+/.exec(mail.subject ?? '')?.[0]));
      expect(numbers.sort((a, b) => a - b)).toEqual(placed.map((row) => row.order_number).sort((a, b) => a - b));
      expect(statuses.map((row) => row.status)).toEqual(['sent']);
    } finally {
      await db.end();
      await stack.mailbox.start().catch(() => undefined);
    }
  }, (OUTAGE_SECONDS * 2 + 600) * 1000);
});
