import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { answerClientError } from '@pointe/config';
import { normaliseProductInput, type ProductInput } from './catalog/product-input';
import { PRODUCT_UID } from './api/product/services/product';
import { ensureFullText } from './database/full-text';
import { ORDER_UID } from './api/order/services/order';
import { createCatalogueEvents, followCatalogueWrites, type CatalogueEvents } from './catalog/catalogue-events';
import { ensureIndexes } from './database/indexes';
import { ensureSearchTallies } from './database/search-tallies';
import { ensureSearchColumns } from './database/search-columns';
import { checkStrapiMetadata } from './database/names';
import { migrateOrderStatuses } from './database/order-statuses';
import { ensureOrderNumbers } from './database/order-numbers';
import { ensureOrderRollups } from './database/order-rollups';
import { fillMobileKeys } from './database/mobile-keys';
import { fillMissingLanguages } from './database/languages';
import { scheduleAutoCancel } from './jobs/auto-cancel';
import { schedulePaymentHolds } from './jobs/payment-holds';
import { TEST_PAYMOB_PATH, playsPaymob } from './payments/providers';
import { startOutboxWorker, type OutboxWorker } from './jobs/outbox';
import { holdAdvisoryLock, START_UP_LOCK_KEY, type HeldLock } from './database/advisory-lock';
import { catalogueIsEmpty, seedCatalogue } from './seed/catalogue';
import { configureAdminPanel, ensureSuperAdmin } from './admin-panel';
import { configureSizeChartPanel } from './size-chart-panel';
import { configureSynonymPanel } from './search-synonym-panel';
import { configureShippingPanel } from './shipping-panel';
import { closeCoreUserRoutes } from './auth/permissions';
import { useJwtSecretKey } from './auth/jwt-secret';
import { confirmLinkSecret } from './auth/confirm-link';
import { startSms } from './sms/sms';
import { courierSecrets } from './courier/signature';
import { closeSharedRedis } from './utils/redis';
import { startSignedInUsers, stopSignedInUsers } from './auth/signed-in-users';
import { closePasswordPool } from './auth/passwords';
import { ensureCodHolds } from './database/cod-holds';
import { keepSqliteStatistics } from './database/sqlite-statistics';
import { getService } from './utils/services';

const READ_ACTIONS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

export const ORDERS_READ_ONLY =
  "Orders can't be created, changed or deleted here: use the shop's admin pages (Admin › Orders), which keep stock and promo uses exact.";

/** Payments and their notices move only by the providers' signed messages (issue 40): a row written here could confirm an unpaid order. */
export const PAYMENTS_READ_ONLY = "Payments can't be created, changed or deleted here: only the payment provider's signed messages change them.";
const PAYMENT_RECORDS = new Set(['api::payment.payment', 'api::payment.payment-notice', 'api::payment.transfer-screenshot']);

/**
 * Held from the end of `register` to the end of `bootstrap`: with several CMS processes on one
 * PostgreSQL database, only one at a time creates the schema (Strapi's sync runs between the two
 * phases), Strapi's roles, our indexes, the super-admin, the permissions and the demo seed; the next
 * one waits, then finds it all done and skips it.
 */
let startUpLock: HeldLock | undefined;
let catalogueEvents: CatalogueEvents | undefined;
let autoCancel: ReturnType<typeof scheduleAutoCancel> | undefined;
let paymentHolds: ReturnType<typeof schedulePaymentHolds> | undefined;
let outboxWorker: OutboxWorker | undefined;
let sqliteStatistics: { stop(): void } | undefined;

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // A malformed COURIER_WEBHOOK_SECRETS stops the start here, with the fix in the message.
    courierSecrets();
    // Product rules hold for every writer: Strapi's panel, the seed and the shop's admin API.
    strapi.documents.use(async (context, next) => {
      // Orders change only through the order routes (each change a compare-and-set with its stock and
      // promo use). Strapi's panel writes through this document service, so here it may only read,
      // whatever the editor's role. The shop's own code writes with the query engine. A PolicyError
      // (a 403): Strapi replaces the message of any other ForbiddenError thrown under a route by "Forbidden".
      if (context.uid === ORDER_UID && !READ_ACTIONS.has(context.action)) throw new errors.PolicyError(ORDERS_READ_ONLY);
      if (PAYMENT_RECORDS.has(context.uid) && !READ_ACTIONS.has(context.action)) throw new errors.PolicyError(PAYMENTS_READ_ONLY);
      if (context.uid === PRODUCT_UID && (context.action === 'create' || context.action === 'update')) {
        const params = context.params as { data?: ProductInput };
        if (params.data) normaliseProductInput(params.data, context.action);
      }
      const result = await next();
      // A size raised from 0 by the panel or the shop's product editor (both write here): whoever
      // waits for it is emailed once the write has committed (the one path of every restock).
      if (context.uid === PRODUCT_UID && context.action === 'update') {
        const { documentId } = context.params as { documentId?: unknown };
        if (typeof documentId === 'string') getService(strapi, 'api::stock-alert.stock-alert').sendWhenCommitted([documentId]);
      }
      return result;
    });
    // Last in `register`, so the lock is held before Strapi's bootstrap syncs the schema (two
    // processes creating the same tables at once fail) and runs the plugins' one-time set-up.
    startUpLock = await holdAdvisoryLock(strapi, START_UP_LOCK_KEY, 'its start-up');
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    useJwtSecretKey(strapi);
    // What Node's HTTP parser refuses (headers over its limit, an unreadable request) is answered in JSON too.
    strapi.server.httpServer.on('clientError', answerClientError);
    // Settings an order needs, checked now: a missing secret or SMS provider stops the start, not an order.
    confirmLinkSecret();
    strapi.log.info(`SMS provider: ${startSms(strapi).name}`);
    // Payment providers' keys: some of a provider's set without the rest stops the start (issue 40).
    getService(strapi, 'api::payment.payment').settings();
    if (playsPaymob(process.env)) strapi.log.warn(`PAYMOB_TEST_PROVIDER is on: card payments go to the CMS's own test page (${TEST_PAYMOB_PATH}), and no money moves. Never in a real shop.`);
    // Before the seed: its writes are announced too (a storefront may already be serving an empty shop).
    // Every catalogue write empties the search counts of every CMS process and the storefronts' caches.
    catalogueEvents = createCatalogueEvents(strapi.log);
    followCatalogueWrites(strapi, catalogueEvents);
    startSignedInUsers(strapi);
    try {
      // First: after a Strapi upgrade that reshaped its metadata, stop here with what changed, before any hand-written SQL runs.
      checkStrapiMetadata(strapi);
      await migrateOrderStatuses(strapi);
      await ensureOrderNumbers(strapi);
      await fillMobileKeys(strapi);
      await fillMissingLanguages(strapi);
      await ensureIndexes(strapi);
      await ensureSearchColumns(strapi);
      await ensureFullText(strapi);
      await ensureSearchTallies(strapi);
      await ensureOrderRollups(strapi);
      await ensureCodHolds(strapi);
      await closeCoreUserRoutes(strapi);
      await ensureSuperAdmin(strapi);
      await configureAdminPanel(strapi);
      await configureSizeChartPanel(strapi);
      await configureShippingPanel(strapi);
      await configureSynonymPanel(strapi);
      // Every start: adds any zone or governorate missing (a new shop gets the spec's three cities open), never changes one.
      const governorates = await getService(strapi, 'api::shipping.shipping').seed();
      if (governorates > 0) strapi.log.info(`Seeded ${governorates} shipping zones and governorates.`);
      // Once in a shop's life: the Egyptian words shoppers type (staff edit or delete them in the panel).
      const synonyms = await getService(strapi, 'api::search-synonym.search-synonym').seed();
      if (synonyms > 0) strapi.log.info(`Seeded ${synonyms} search synonyms.`);
      // Every start: one switch per online payment method, off (a new shop offers Cash On Delivery only).
      await getService(strapi, 'api::payment.payment').seedOptions();
      if (process.env.SEED_ON_EMPTY !== 'false' && (await catalogueIsEmpty(strapi))) {
        const { created } = await seedCatalogue(strapi);
        strapi.log.info(`Seeded the demo catalogue: ${created} products.`);
      }
      // Last: the planner's statistics of what is now there, the seeded catalogue too.
      sqliteStatistics = await keepSqliteStatistics(strapi);
    } finally {
      await startUpLock?.release();
      startUpLock = undefined;
    }
    autoCancel = scheduleAutoCancel(strapi);
    paymentHolds = schedulePaymentHolds(strapi);
    // Every process sends the outbox's mails (ADR 025), the ones written before it started too.
    outboxWorker = startOutboxWorker(strapi);
  },

  async destroy() {
    await autoCancel?.stop();
    await paymentHolds?.stop();
    sqliteStatistics?.stop();
    await outboxWorker?.stop();
    await startUpLock?.release();
    // A script (the seed) ends right after its last write: announce it before going.
    await catalogueEvents?.close();
    catalogueEvents = undefined;
    stopSignedInUsers();
    // An open Redis socket would keep the process (a seed script, a test) alive after Strapi stops.
    await closeSharedRedis();
    await closePasswordPool();
  },
};
