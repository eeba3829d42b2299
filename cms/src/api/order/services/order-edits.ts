import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  coded,
  describeOrderEdit,
  mayEditLines,
  meetsPromoMinimum,
  mergeLines,
  priceOrder,
  withCodFee,
  stockDifference,
  toEgp,
  toLocale,
  toPiastres,
  type CodedError,
  type OrderEventJson,
  type OrderJson,
  type OrderLinesBody,
  type PromoRule,
} from '@pointe/config';
import { whereVersionIs } from '../../../database/conditions';
import { columnOf, tableOf, type ColumnOf } from '../../../database/names';
import { jsonArrayAppend } from '../../../database/json-array';
import { lockOrder } from '../../../database/order-rollups';
import { queueMail } from '../../../email/mailer';
import { orderConfirmationMail } from '../../../email/order-confirmation';
import { shopPictureUrl } from '../../../media/storage';
import { storefrontUrl } from '../../../utils/env';
import { getService } from '../../../utils/services';
import { PRODUCT_UID } from '../../product/services/product';
import { PROMO_UID, type PromoRow } from '../../promo/services/promo';
import { ORDER_UID, OrderRefused, populateOrder, toOrderJson, type OrderItem, type OrderRow, productsForOrder } from './order';

export type EditResult = { order: OrderJson; changed: boolean } | { status: 404 | 409; error: CodedError };

/**
 * Staff edit an order's lines while confirming it (issue 23, ADR 022). The whole new list is priced
 * as placeOrder prices a new order (today's prices, the governorate's zone as it is now, the promo
 * re-checked against its minimum), and written in ONE transaction: a compare-and-set on the order's
 * `version` (and a status still pending or confirmed), then only the difference in stock moves
 * (inventory.adjust: every size row locked at once, nothing below 0). Lines only change through
 * here and every edit adds 1 to `version`, so the lines read before the transaction are the lines
 * the UPDATE replaced: the stock moved is exact. The shopper gets the new order by email after the commit.
 */
const orderEditsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const orders = () => strapi.db.query(ORDER_UID);
  const column = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);

  const readRow = async (documentId: string): Promise<(OrderRow & { version?: number | null }) | null> =>
    orders().findOne({ where: { documentId }, populate: populateOrder });

  /** Product document ids → row ids, read in the transaction (for the stock rows). */
  const productIds = async (trx: Knex.Transaction, documentIds: string[]) => {
    const rows: Array<{ id: number; documentId: string }> = await trx(tableOf(strapi, PRODUCT_UID))
      .whereIn(columnOf(strapi, PRODUCT_UID, 'documentId'), documentIds)
      .select({ id: columnOf(strapi, PRODUCT_UID, 'id'), documentId: columnOf(strapi, PRODUCT_UID, 'documentId') });
    return new Map(rows.map((row) => [row.documentId, Number(row.id)]));
  };

  /** Why the compare-and-set matched nothing, read after it: the status left, or another edit won. */
  const lostRace = async (documentId: string): Promise<{ status: 404 | 409; error: CodedError }> => {
    const now = await readRow(documentId);
    if (!now) return { status: 404, error: coded('orderNotFound') };
    const current = now.orderStatus ?? 'pending';
    return { status: 409, error: mayEditLines(current) ? coded('orderChangedMeanwhile') : coded('orderNotEditable', { current }) };
  };

  return {
    async editLines(documentId: string, body: OrderLinesBody): Promise<EditResult> {
      const row = await readRow(documentId);
      if (!row) return { status: 404, error: coded('orderNotFound') };
      const current = row.orderStatus ?? 'pending';
      if (!mayEditLines(current)) return { status: 409, error: coded('orderNotEditable', { current }) };
      const version = Number(row.version ?? 0);
      if (version !== body.version) return { status: 409, error: coded('orderChangedMeanwhile') };

      const before = row.orderItems.map((item) => ({ ...item, nameAr: item.nameAr ?? '' }));
      const wanted = mergeLines(body.orderItems);
      if (stockDifference(before, wanted).length === 0 && before.length === wanted.length) return { order: toOrderJson(row), changed: false };

      const products = await productsForOrder(strapi, wanted.map((line) => line._id));
      const byDocumentId = new Map(products.map((product) => [product.documentId, product]));
      if (wanted.some((line) => !byDocumentId.has(line._id))) return { status: 409, error: coded('productNoLongerSold') };
      const after: OrderItem[] = wanted
        .map((line) => ({ line, product: byDocumentId.get(line._id)! }))
        .sort((a, b) => a.product.id - b.product.id || a.line.size.localeCompare(b.line.size))
        .map(({ line, product }) => ({
          _id: product.documentId,
          name: product.name,
          slug: product.slug,
          image: shopPictureUrl(product.images?.[0]?.url ?? ''),
          price: Number(product.price),
          size: line.size,
          quantity: line.quantity,
          nameAr: product.nameAr?.trim() ?? '',
        }));

      // The promo as it is now: a promo deleted since, or a total now below its minimum, is dropped
      // (its use given back, the timeline says why). Its limit and expiry were checked when it was claimed.
      let promo: PromoRow | null = null;
      let dropped: { code: string; minimum: number; items: number } | undefined;
      if (row.promoCode) {
        promo = await strapi.db.query(PROMO_UID).findOne({ where: { code: row.promoCode } });
        const items = priceOrder(after).itemsPrice;
        const minimum = Number(promo?.minimumOrder ?? 0);
        if (!promo || !meetsPromoMinimum(minimum, toPiastres(items))) dropped = { code: row.promoCode, minimum, items };
      }
      const promoRule: PromoRule | null = promo && !dropped ? { discountType: promo.discountType, discountValue: Number(promo.discountValue) } : null;

      const now = new Date();
      let edited: OrderRow;
      try {
        let transaction: { executionPromise?: Promise<unknown> } | undefined;
        edited = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
          transaction = trx as { executionPromise?: Promise<unknown> };
          // The compare-and-set: the version read above, and a status that may still be edited.
          const unchanged = (query: Knex.QueryBuilder) =>
            whereVersionIs(query, column('version'), version).whereIn(column('orderStatus'), ['pending', 'confirmed']);
          // The row first, held until the commit, and its UPDATE last (lockOrder says why).
          if (!(await lockOrder(strapi, trx, row.id, { id: column('id') }, unchanged))) throw new OrderRefused(409, coded('orderChangedMeanwhile'));
          const shipping = getService(strapi, 'api::shipping.shipping');
          const governorate = await shipping.forOrder(trx, row.shippingAddress.city);
          if (!governorate) throw new OrderRefused(409, coded('cityInvalid', { choices: await shipping.openNames() }));
          // A cash-on-delivery fee it was placed with stays (issue 40): an edit neither adds nor drops one.
          const fee = toPiastres(Number(row.codFee ?? 0));
          const priced = withCodFee(priceOrder(after, promoRule, governorate.rule), fee, { cashOnDelivery: fee > 0, amountDuePiastres: fee });
          // Store credit she spent on it: never more than the new total (the rest goes back to her below).
          const creditUsed = toPiastres(Number(row.storeCreditUsed ?? 0));
          const creditKept = Math.min(creditUsed, toPiastres(priced.totalPrice));
          // The cash to collect may not grow above the shop's cash-on-delivery limit.
          const cashBefore = toEgp(toPiastres(Number(row.totalPrice)) - creditUsed);
          const codProblem = await getService(strapi, 'api::cod-risk.cod-risk').editRefusal(cashBefore, toEgp(toPiastres(priced.totalPrice) - creditKept));
          if (codProblem) throw new OrderRefused(409, codProblem);
          const note = describeOrderEdit(before, after, { before: Number(row.totalPrice), after: priced.totalPrice }, dropped);
          const event: OrderEventJson = { type: 'edit', from: null, to: null, outcome: null, by: 'admin', note, at: now.toISOString() };
          const difference = stockDifference(before, after);
          const ids = await productIds(trx, [...new Set(difference.map((line) => line._id))]);
          // A product deleted since the order was placed has no stock left to give back to.
          const stock = difference.flatMap((line) => {
            const productId = ids.get(line._id);
            return productId === undefined ? [] : [{ productId, size: line.size, quantity: line.quantity }];
          });
          if (!(await getService(strapi, 'api::order.inventory').adjust(trx, stock))) throw new OrderRefused(409, coded('outOfStock'));
          if (dropped && promo) await getService(strapi, 'api::promo.promo-usage').release(trx, promo.id);
          if (creditKept < creditUsed && row.user?.id !== undefined) {
            const order = { id: row.id, userId: row.user.id, version: version + 1 };
            await getService(strapi, 'api::store-credit.store-credit').giveBackAfterEdit(trx, order, creditUsed - creditKept);
          }
          const updated = await unchanged(trx(tableOf(strapi, ORDER_UID)).where(column('id'), row.id))
            .update({
              [column('orderItems')]: JSON.stringify(after),
              [column('itemsPrice')]: priced.itemsPrice,
              [column('shippingPrice')]: priced.shippingPrice,
              [column('taxPrice')]: priced.taxPrice,
              [column('discount')]: priced.discount,
              [column('totalPrice')]: priced.totalPrice,
              [column('storeCreditUsed')]: toEgp(creditKept),
              [column('promoCode')]: dropped ? null : row.promoCode,
              [column('version')]: version + 1,
              [column('events')]: jsonArrayAppend(strapi, trx, column('events'), event),
              [column('updatedAt')]: now,
            });
          // Only on SQLite, which holds no row: another edit or a status change won meanwhile.
          if (updated !== 1) throw new OrderRefused(409, coded('orderChangedMeanwhile'));
          // The shopper's updated confirmation, to the outbox in this transaction (ADR 025).
          const changed = (await readRow(documentId))!;
          const email = changed.user?.email;
          if (email) await queueMail(strapi, orderConfirmationMail(toOrderJson(changed, 'owner'), email, storefrontUrl(), toLocale(changed.language), undefined, true));
          return changed;
        });
        await transaction?.executionPromise;
      } catch (error) {
        if (error instanceof OrderRefused) {
          if (error.refusal.code === 'orderChangedMeanwhile') return lostRace(documentId);
          return { status: 409, error: error.refusal };
        }
        throw error;
      }

      const order = toOrderJson(edited);
      // Units given back may bring a size back from 0: its waiting shoppers are emailed.
      getService(strapi, 'api::stock-alert.stock-alert').sendWhenCommitted([...new Set([...before, ...after].map((item) => item._id))]);
      return { order, changed: true };
    },
  };
};

export type OrderEditsService = ReturnType<typeof orderEditsService>;
export default orderEditsService;
