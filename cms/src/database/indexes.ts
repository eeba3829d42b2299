import type { Core } from '@strapi/strapi';
import { HELD_ORDER_STATUSES } from '@pointe/config';
import { ORDER_UID } from '../api/order/services/order';
import { PRODUCT_UID, SIZE_STOCK_UID } from '../api/product/services/product-rows';
import { isPostgres } from './dialect';
import { columnOf, joinTableOf, tableOf, type ColumnOf } from './names';

const USER_UID = 'plugin::users-permissions.user';
const CREDIT_UID = 'api::store-credit.store-credit-entry';
const RETURN_UID = 'api::return-request.return-request';
const ENDED_SESSION_UID = 'api::account.ended-session';

/**
 * Indexes for what the shop queries. Created at every boot with IF NOT EXISTS, so this is safe to
 * re-run and needs no migration bookkeeping. The b-tree ones serve sorting and filters (the search's
 * words have the full-text index: full-text.ts). A change of the searched expression needs a new index name (and
 * the old one dropped): IF NOT EXISTS would otherwise keep the old index under the old name.
 */
export async function ensureIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const products = tableOf(strapi, PRODUCT_UID);
  const orders = tableOf(strapi, ORDER_UID);
  const users = tableOf(strapi, USER_UID);
  const alerts = tableOf(strapi, 'api::stock-alert.stock-alert');
  const saved = tableOf(strapi, 'api::saved-item.saved-item');
  const outbox = tableOf(strapi, 'api::outbox.outbox-mail');
  const returns = tableOf(strapi, RETURN_UID);
  const outboxColumn = (attribute: ColumnOf<'api::outbox.outbox-mail'>) => columnOf(strapi, 'api::outbox.outbox-mail', attribute);
  const product = (attribute: ColumnOf<typeof PRODUCT_UID>) => columnOf(strapi, PRODUCT_UID, attribute);
  const sizeRows = tableOf(strapi, SIZE_STOCK_UID);
  const sizeStock = (attribute: ColumnOf<typeof SIZE_STOCK_UID>) => columnOf(strapi, SIZE_STOCK_UID, attribute);
  const order = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);
  const creditLink = joinTableOf(strapi, CREDIT_UID, 'user');
  const endedSessions = tableOf(strapi, ENDED_SESSION_UID);
  const endedSession = (attribute: ColumnOf<typeof ENDED_SESSION_UID>) => columnOf(strapi, ENDED_SESSION_UID, attribute);
  const statements = [
    `CREATE INDEX IF NOT EXISTS ${products}_created_at_idx ON ${products} (${product('createdAt')} DESC, ${product('id')} DESC)`,
    `CREATE INDEX IF NOT EXISTS ${products}_price_idx ON ${products} (${product('price')}, ${product('id')})`,
    // The search's colour and brand filters and facets match whatever the letter case (lower(col) IN (…)).
    `CREATE INDEX IF NOT EXISTS ${products}_colour_lower_idx ON ${products} (lower(${product('colour')}))`,
    `CREATE INDEX IF NOT EXISTS ${products}_brand_lower_idx ON ${products} (lower(${product('brand')}))`,
    // One account per email (emails are stored trimmed and lower-case); also makes racing sign-ups safe.
    `CREATE UNIQUE INDEX IF NOT EXISTS ${users}_email_unique ON ${users} (${columnOf(strapi, USER_UID, 'email')})`,
    // Idempotency-Key replays (user id + key) find the first order; the unique index makes racing replays safe.
    `CREATE UNIQUE INDEX IF NOT EXISTS ${orders}_idempotency_key_unique ON ${orders} (${order('idempotencyKey')})`,
    `CREATE INDEX IF NOT EXISTS ${orders}_created_at_idx ON ${orders} (${order('createdAt')} DESC, ${order('id')} DESC)`,
    // The admin's list per status (pending oldest first, the others newest first), the counts per
    // status, and the automatic cancel's search for old pending orders.
    `CREATE INDEX IF NOT EXISTS ${orders}_status_created_at_idx ON ${orders} (${order('orderStatus')}, ${order('createdAt')}, ${order('id')})`,
    // The admin's unpaid and undelivered lists, newest first, and their keyset pages (ADR 026): in a shop
    // where most orders end delivered, these are the few, and walking every order for them would scan.
    `CREATE INDEX IF NOT EXISTS ${orders}_unpaid_created_at_idx ON ${orders} (${order('createdAt')} DESC, ${order('id')} DESC) WHERE ${order('isPaid')} = false`,
    `CREATE INDEX IF NOT EXISTS ${orders}_undelivered_created_at_idx ON ${orders} (${order('createdAt')} DESC, ${order('id')} DESC) WHERE ${order('isDelivered')} = false`,
    // The dashboard's refusal rate over the last 30 days (the first, partial hour of the window: ADR 026).
    `CREATE INDEX IF NOT EXISTS ${orders}_settled_at_idx ON ${orders} (${order('settledAt')})`,
    // One waiting back-in-stock request per (product, size, email): the key is cleared once the request is used.
    `CREATE UNIQUE INDEX IF NOT EXISTS ${alerts}_pending_key_unique ON ${alerts} (${columnOf(strapi, 'api::stock-alert.stock-alert', 'pendingKey')})`,
    // The restock's search for waiting requests, and the admin's counts of them.
    `CREATE INDEX IF NOT EXISTS ${alerts}_notified_at_idx ON ${alerts} (${columnOf(strapi, 'api::stock-alert.stock-alert', 'notifiedAt')})`,
    // A product saved twice by one shopper is one saved item (racing saves too).
    // A mobile number's orders placed, delivered and refused (the COD risk rules): one index range, never a scan of the address JSON.
    `CREATE INDEX IF NOT EXISTS ${orders}_mobile_key_idx ON ${orders} (${order('mobileKey')}, ${order('orderStatus')})`,
    // Its refusals alone, for every new order (cod-risk orderColumns): the index above served them by
    // reading every order of the number, its status only a filter in the order statement's cached plan
    // (2,000 rows and 0.8 ms for a number with 2,000 orders, 2026-11-27). Only refused and returned orders are in it.
    `CREATE INDEX IF NOT EXISTS ${orders}_mobile_key_refused_idx ON ${orders} (${order('mobileKey')}) WHERE ${order('orderStatus')} IN ('refused', 'returned')`,
    // An address's held orders, for every new order (the cap on unconfirmed orders, cod-risk readForOrder):
    // pending and awaiting payment ones only. It replaces the index of pending ones alone (issue 40).
    `CREATE INDEX IF NOT EXISTS ${orders}_address_key_held_idx ON ${orders} (${order('addressKey')}) WHERE ${order('orderStatus')} IN (${HELD_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`,
    `DROP INDEX IF EXISTS ${orders}_address_key_pending_idx`,
    // One lifted block per mobile number (racing lifts too).
    `CREATE UNIQUE INDEX IF NOT EXISTS ${tableOf(strapi, 'api::cod-risk.cod-lift')}_mobile_unique ON ${tableOf(strapi, 'api::cod-risk.cod-lift')} (${columnOf(strapi, 'api::cod-risk.cod-lift', 'mobileNumber')})`,
    `CREATE UNIQUE INDEX IF NOT EXISTS ${saved}_owner_key_unique ON ${saved} (${columnOf(strapi, 'api::saved-item.saved-item', 'ownerKey')})`,
    // A courier's event id is recorded once (courier + id): a replay racing the first delivery finds it.
    `CREATE UNIQUE INDEX IF NOT EXISTS ${tableOf(strapi, 'api::courier.courier-event')}_event_key_unique ON ${tableOf(strapi, 'api::courier.courier-event')} (${columnOf(strapi, 'api::courier.courier-event', 'eventKey')})`,
    // The unsettled cash per courier (orders with cash collected and no settlement).
    `CREATE INDEX IF NOT EXISTS ${orders}_cash_settled_at_idx ON ${orders} (${order('cashSettledAt')}, ${order('courier')})`,
    // The cash view's differences (issue 36): the few orders whose courier reported other than the amount due, newest first.
    `CREATE INDEX IF NOT EXISTS ${orders}_cash_difference_idx ON ${orders} (${order('deliveredAt')} DESC, ${order('id')} DESC) WHERE ${order('cashCollected')} <> ${order('cashExpected')}`,
    // A provider's notice is kept once per (provider, transaction, outcome): a repeat racing the first finds it (issue 40).
    `CREATE UNIQUE INDEX IF NOT EXISTS ${tableOf(strapi, 'api::payment.payment-notice')}_notice_key_unique ON ${tableOf(strapi, 'api::payment.payment-notice')} (${columnOf(strapi, 'api::payment.payment-notice', 'noticeKey')})`,
    // A notice finds its payment by the provider's order id (Paymob) or our reference (Fawry); the hold job by its end.
    `CREATE INDEX IF NOT EXISTS ${tableOf(strapi, 'api::payment.payment')}_provider_order_idx ON ${tableOf(strapi, 'api::payment.payment')} (${columnOf(strapi, 'api::payment.payment', 'providerOrderId')})`,
    `CREATE UNIQUE INDEX IF NOT EXISTS ${tableOf(strapi, 'api::payment.payment')}_reference_unique ON ${tableOf(strapi, 'api::payment.payment')} (${columnOf(strapi, 'api::payment.payment', 'reference')})`,
    `CREATE INDEX IF NOT EXISTS ${tableOf(strapi, 'api::payment.payment')}_state_hold_idx ON ${tableOf(strapi, 'api::payment.payment')} (${columnOf(strapi, 'api::payment.payment', 'state')}, ${columnOf(strapi, 'api::payment.payment', 'holdUntil')})`,
    // The outbox worker's search for due mails, and the admin's list per status (ADR 025).
    `CREATE INDEX IF NOT EXISTS ${outbox}_status_next_attempt_idx ON ${outbox} (${outboxColumn('status')}, ${outboxColumn('nextAttemptAt')}, ${outboxColumn('id')})`,
    // The dashboard's returns of the last 30 days (issue 23).
    `CREATE INDEX IF NOT EXISTS ${returns}_created_at_idx ON ${returns} (${columnOf(strapi, RETURN_UID, 'createdAt')})`,
    // A shopper's store credit ledger (ADR 024): her entries by user, and one entry per order spent, order given back and return refunded.
    `CREATE INDEX IF NOT EXISTS ${creditLink.name}_user_idx ON ${creditLink.name} (${creditLink.targetColumn}, ${creditLink.ownerColumn})`,
    `CREATE UNIQUE INDEX IF NOT EXISTS ${tableOf(strapi, CREDIT_UID)}_entry_key_unique ON ${tableOf(strapi, CREDIT_UID)} (${columnOf(strapi, CREDIT_UID, 'entryKey')})`,
    // A session is ended once (racing sign-outs too); a signed-in user's ended sessions are read with her row, and the
    // expired ones are deleted by date (issue 36).
    `CREATE UNIQUE INDEX IF NOT EXISTS ${endedSessions}_session_id_unique ON ${endedSessions} (${endedSession('sessionId')})`,
    `CREATE INDEX IF NOT EXISTS ${endedSessions}_user_id_idx ON ${endedSessions} (${endedSession('userId')}, ${endedSession('keptUntil')})`,
    `CREATE INDEX IF NOT EXISTS ${endedSessions}_kept_until_idx ON ${endedSessions} (${endedSession('keptUntil')})`,
  ];
  // The size rows by size and stock, and by id with both, for SQLite's search (its size filter, and its
  // sizes' masks computed in place: ADR 040): index-only reads. SQLite only: on PostgreSQL the search's
  // count and facets read its own columns, so nothing reads them, while every order's stock UPDATE
  // wrote to both (no measurable change in orders/s: 2026-11-27).
  const sizeStockIndexes = [`${sizeRows}_size_stock_idx`, `${sizeRows}_id_size_stock_idx`];
  if (!isPostgres(strapi)) {
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${sizeStockIndexes[0]} ON ${sizeRows} (${sizeStock('size')}, ${sizeStock('countInStock')}, ${sizeStock('id')})`,
      `CREATE INDEX IF NOT EXISTS ${sizeStockIndexes[1]} ON ${sizeRows} (${sizeStock('id')}, ${sizeStock('size')}, ${sizeStock('countInStock')})`,
    );
  }
  if (isPostgres(strapi)) {
    statements.push(
      ...sizeStockIndexes.map((name) => `DROP INDEX IF EXISTS ${name}`),
      // The trigram indexes of the products' text from before the full-text index (ADR 039): no search
      // reads them, while every product write wrote them.
      `DROP INDEX IF EXISTS ${products}_search_colour_trgm_idx`,
      `DROP INDEX IF EXISTS ${products}_search_trgm_idx`,
      `DROP INDEX IF EXISTS ${products}_search_text_trgm_idx`,
      // No parallel workers for queries driven by the products table (a table setting, not a server
      // one: other tables keep theirs). A search page walks its order's index and stops after a page,
      // yet for a deep page of a rare filter the planner chose two workers, and starting them cost far
      // more than the walk (size=One Size&page=20: 214-640 ms on a busy machine, 13-60 ms without); a
      // first visit's count and four facets already run at once on their own connections, so workers
      // only add processes on our 2 cores (measured faster without). docs/performance.md, 2026-11-25.
      `ALTER TABLE ${products} SET (parallel_workers = 0)`,
      // Room in each page for a product's next version: every order rewrites its stock total, and an
      // update that finds no room in the row's page writes an entry in each of the table's indexes
      // instead of none. Under the order bench 21 % of those updates were
      // such, 10 % with this (2026-11-27). A product row is about 2 KB: half-full pages hold two.
      // Pages already full (a shop from before) get the room as their rows move.
      `ALTER TABLE ${products} SET (fillfactor = 50)`,
    );
  }
  for (const sql of statements) {
    try {
      await knex.raw(sql);
    } catch (error) {
      // An index that cannot be made slows a query; it must not stop the shop.
      strapi.log.warn(`Index step failed (${sql}): ${(error as Error).message}`);
    }
  }
}
