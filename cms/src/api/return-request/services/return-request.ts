import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  ADMIN_PAGE_SIZE,
  DEFAULT_RETURN_WINDOW_DAYS,
  PAYMENT_METHODS,
  canChangeReturnStatus,
  coded,
  exchangePrice,
  givesReturnedStockBack,
  holdsUnits,
  mayRefund,
  refundCap,
  refundMethodNames,
  refundsByMethod,
  releasesReservation,
  reservesExchangeStock,
  returnStatusConflict,
  returnWindow,
  returnableUnits,
  shippingRefundable,
  summariseReturns,
  RETURNS_SUMMARY_DAYS,
  toEgp,
  toLocale,
  toPiastres,
  type CodedError,
  type ExchangeOptionJson,
  type Locale,
  type OrderEventJson,
  type OrderReturnsJson,
  type RefundBody,
  type RefundJson,
  type ReturnEventJson,
  type ReturnFilter,
  type ReturnJson,
  type ReturnLineJson,
  type ReturnReason,
  type ReturnRequestBody,
  type ReturnStatus,
  type ReturnStatusBody,
  type ReturnsSummaryJson,
  type Size,
} from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { columnOf, tableOf, type ColumnOf } from '../../../database/names';
import { whereVersionIs } from '../../../database/conditions';
import { jsonArrayAppend, jsonArrayAppendAll } from '../../../database/json-array';
import { nextOrderNumber } from '../../../database/order-numbers';
import { lockOrder } from '../../../database/order-rollups';
import { queueMail } from '../../../email/mailer';
import { returnStatusMail, type ReturnMailEvent } from '../../../email/return-status';
import { envInt, storefrontUrl } from '../../../utils/env';
import { getService } from '../../../utils/services';
import { PRODUCT_UID } from '../../product/services/product';
import { ORDER_UID, type OrderItem, type OrderRow } from '../../order/services/order';
import { grantStoreCreditForRefund } from './store-credit-link';

export const RETURN_UID = 'api::return-request.return-request';

type Actor = ReturnEventJson['by'];

/** A returned line as stored: the order line's snapshot, the exchange's product (row and document ids) and size. */
interface StoredLine extends ReturnLineJson {
  /** The product's row id when asked (stock moves by row id); the exchange's too. */
  productRowId: number | null;
  exchangeRowId: number | null;
}

interface ReturnRow {
  id: number;
  documentId: string;
  order: Pick<OrderRow, 'id' | 'documentId' | 'orderNumber'> | null;
  user: { id: number; documentId: string; name: string | null; email?: string } | null;
  lines: StoredLine[] | string;
  reason: ReturnReason;
  reasonText: string | null;
  returnStatus: ReturnStatus;
  rejectionReason: string | null;
  refunds: RefundJson[] | string | null;
  refundCap: number | string;
  /** The store credit its exchanges to cheaper colours give back when received (issue 36); null on older rows. */
  exchangeCredit: number | string | null;
  events: ReturnEventJson[] | string | null;
  version: number | null;
  exchangeOrder: { documentId: string } | null;
  language: Locale | null;
  createdAt: string | Date;
}

const populateReturn = {
  order: { select: ['id', 'documentId', 'orderNumber'] },
  user: { select: ['id', 'documentId', 'name', 'email'] },
  exchangeOrder: { select: ['documentId'] },
} as const;

const parsed = <T>(value: T[] | string | null | undefined): T[] => {
  const list = typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
  return Array.isArray(list) ? list : [];
};

const sumPiastres = (refunds: readonly RefundJson[]) => refunds.reduce((sum, refund) => sum + toPiastres(refund.amount), 0);

export function toReturnJson(row: ReturnRow): ReturnJson {
  const refunds = parsed(row.refunds);
  return {
    _id: row.documentId,
    orderId: row.order?.documentId ?? '',
    orderNumber: Number(row.order?.orderNumber ?? 1),
    user: row.user ? { _id: row.user.documentId, name: row.user.name ?? '' } : null,
    lines: parsed(row.lines).map(({ productRowId: _row, exchangeRowId: _exchange, ...line }) => line),
    reason: row.reason,
    reasonText: row.reasonText ?? '',
    status: row.returnStatus,
    rejectionReason: row.rejectionReason ?? '',
    refunds,
    refundCap: Number(row.refundCap),
    refunded: toEgp(sumPiastres(refunds)),
    exchangeCredit: Number(row.exchangeCredit ?? 0),
    events: parsed(row.events),
    version: Number(row.version ?? 0),
    exchangeOrderId: row.exchangeOrder?.documentId ?? null,
    language: toLocale(row.language),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Why a change was refused inside its transaction: rolls it back. */
class ReturnRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly refusal: CodedError,
  ) {
    super(refusal.code);
  }
}

export type ReturnResult<T = ReturnJson> = { value: T } | { status: 400 | 404 | 409; error: CodedError };

const NOT_FOUND = { status: 404 as const, error: coded('returnNotFound') };
const ORDER_NOT_FOUND = { status: 404 as const, error: coded('orderNotFound') };

interface ProductWithSizes {
  id: number;
  documentId: string;
  name: string;
  nameAr: string | null;
  slug: string;
  price: number | string | null;
  colour: string | null;
  colourAr: string | null;
  sizes: Array<{ size: Size; countInStock: number | null }> | null;
  family: { products: ProductWithSizes[] | null } | null;
}

/**
 * Returns and exchanges asked by the shopper (issue 23, ADR 023). Every change of a return is ONE
 * compare-and-set (`UPDATE … WHERE id = ? AND version = ? AND return_status = ?`) in ONE transaction
 * with the stock it moves: approving takes the exchange sizes, rejecting an approved return gives
 * them back, receiving gives the returned sizes back and turns the exchange lines into a 0 EGP
 * order whose stock was already taken. Two staff clicking at once: one UPDATE matches, the other
 * rolls back with 409, so each unit moves exactly once. Emails go after the commit.
 */
const returnRequestService = ({ strapi }: { strapi: Core.Strapi }) => {
  const returns = () => strapi.db.query(RETURN_UID);
  const orders = () => strapi.db.query(ORDER_UID);
  const inventory = () => getService(strapi, 'api::order.inventory');
  const column = (attribute: ColumnOf<typeof RETURN_UID>) => columnOf(strapi, RETURN_UID, attribute);
  const windowDays = () => envInt('RETURN_WINDOW_DAYS', DEFAULT_RETURN_WINDOW_DAYS);

  const readRow = async (documentId: string): Promise<ReturnRow | null> => returns().findOne({ where: { documentId }, populate: populateReturn });

  const readOrder = async (documentId: string): Promise<(OrderRow & { user?: { id: number; email?: string } | null }) | null> =>
    orders().findOne({ where: { documentId }, populate: { user: { select: ['id', 'documentId', 'name', 'email'] } } });

  /** The products of these document ids with their sizes and their colour family's products (with sizes). */
  const productsWithFamilies = async (documentIds: string[]): Promise<ProductWithSizes[]> =>
    strapi.db.query(PRODUCT_UID).findMany({
      where: { documentId: { $in: documentIds } },
      select: ['id', 'documentId', 'name', 'nameAr', 'slug', 'price', 'colour', 'colourAr'],
      populate: {
        sizes: { select: ['size', 'countInStock'] },
        family: {
          select: ['id'],
          populate: { products: { select: ['id', 'documentId', 'name', 'nameAr', 'slug', 'price', 'colour', 'colourAr'], populate: { sizes: { select: ['size', 'countInStock'] } } } },
        },
      },
    });

  /** The product itself first, then its colour siblings. */
  const choicesOf = (product: ProductWithSizes): ProductWithSizes[] => [product, ...(product.family?.products ?? []).filter((other) => other.id !== product.id)];

  /** What an exchange of `line` to `choice` costs: dearer colours are refused, cheaper ones give the difference back (config's exchangePrice). */
  const priceOf = (order: OrderRow, line: number, quantity: number, product: ProductWithSizes, choice: ProductWithSizes) =>
    exchangePrice({ orderItems: order.orderItems, discount: Number(order.discount), shippingPrice: Number(order.shippingPrice) }, line, quantity, {
      sameProduct: choice.id === product.id,
      price: Number(choice.price ?? 0),
    });

  /** The sizes this line may be exchanged for, with stock: never a colour dearer than the line (the shopper is not offered what would be refused). */
  /** The product and size the line itself holds: exchanging it for itself is no exchange. */
  const isSameAsReturned = (order: OrderRow, line: number, choice: { documentId: string }, size: string) =>
    choice.documentId === order.orderItems[line]!._id && size === order.orderItems[line]!.size;

  const optionsOf = (order: OrderRow, line: number, product: ProductWithSizes | undefined): ExchangeOptionJson[] =>
    product
      ? choicesOf(product).flatMap((choice) =>
          (priceOf(order, line, 1, product, choice).costsMore ? [] : (choice.sizes ?? []))
            // In stock, and not the very size being returned (no exchange of an S for an S).
            .filter((entry) => Number(entry.countInStock ?? 0) > 0 && !isSameAsReturned(order, line, choice, entry.size))
            .map((entry) => ({
              productId: choice.documentId,
              slug: choice.slug,
              name: choice.name,
              nameAr: choice.nameAr ?? '',
              colour: choice.colour ?? '',
              colourAr: choice.colourAr ?? '',
              size: entry.size,
              inStock: Number(entry.countInStock),
              price: Number(choice.price ?? 0),
            })),
        )
      : [];

  const returnsOfOrder = async (orderId: number): Promise<ReturnRow[]> =>
    returns().findMany({ where: { order: { id: orderId } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], populate: populateReturn });

  const tellShopper = (row: ReturnRow, event: ReturnMailEvent) => {
    const email = row.user?.email;
    if (!email) return;
    const locale = toLocale(row.language);
    // Written to the outbox once the change committed (ADR 025); the outbox sends it and retries.
    queueMail(strapi, returnStatusMail(toReturnJson(row), event, email, row.user?.name ?? '', storefrontUrl(), locale)).catch((error: unknown) =>
      strapi.log.error(`Could not queue the return email for ${row.documentId}: ${(error as Error).message}`),
    );
  };

  /** Runs `work` in a transaction and waits for its COMMIT (as placing an order does); a ReturnRefused becomes the answer. */
  const inTransaction = async <T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<{ value: T } | { status: 400 | 404 | 409; error: CodedError }> => {
    try {
      let transaction: { executionPromise?: Promise<unknown> } | undefined;
      const value = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
        transaction = trx as { executionPromise?: Promise<unknown> };
        return work(trx);
      });
      await transaction?.executionPromise;
      return { value };
    } catch (error) {
      if (error instanceof ReturnRefused) return { status: error.status, error: error.refusal };
      throw error;
    }
  };

  /**
   * The compare-and-set of a change: the row moves from its status at its version to `to`, with its
   * events appended and the version + 1. Throws 409 when another change won.
   */
  const compareAndSet = async (trx: Knex.Transaction, row: ReturnRow, to: ReturnStatus, events: readonly ReturnEventJson[], extra: Record<string, unknown> = {}) => {
    const version = Number(row.version ?? 0);
    const updated = await trx(tableOf(strapi, RETURN_UID))
      .where(column('id'), row.id)
      .where(column('returnStatus'), row.returnStatus)
      .modify((atVersion) => whereVersionIs(atVersion, column('version'), version))
      .update({ [column('returnStatus')]: to, [column('version')]: version + 1, [column('events')]: jsonArrayAppendAll(strapi, trx, column('events'), events), [column('updatedAt')]: new Date(), ...extra });
    if (updated !== 1) throw new ReturnRefused(409, coded('returnChangedMeanwhile'));
  };

  const exchangeStock = (lines: StoredLine[]) =>
    lines.filter((line) => line.resolution === 'exchange' && line.exchange && line.exchangeRowId !== null).map((line) => ({ productId: line.exchangeRowId!, size: line.exchange!.size, quantity: line.quantity }));

  /** The 0 EGP order of the exchange lines, `confirmed`, its stock already taken at approval. Its row id. */
  const createExchangeOrder = async (trx: Knex.Transaction, row: ReturnRow, lines: StoredLine[], at: string): Promise<number> => {
    const original = (await orders().findOne({ where: { id: row.order!.id } })) as OrderRow & { mobileKey?: string | null };
    const items: OrderItem[] = lines
      .filter((line) => line.resolution === 'exchange' && line.exchange)
      .map((line) => {
        const source = original.orderItems[line.line];
        return {
          _id: line.exchange!.productId,
          name: line.exchange!.name,
          slug: line.exchange!.slug,
          image: source?._id === line.exchange!.productId ? source.image : '',
          price: 0,
          size: line.exchange!.size,
          quantity: line.quantity,
          nameAr: line.exchange!.nameAr,
        };
      });
    const event: OrderEventJson = { type: 'status', from: null, to: 'confirmed', outcome: null, by: 'admin', note: `Exchange for return ${row.documentId} of order ${row.order!.orderNumber}`, at };
    const created: { id: number } = await orders().create({
      data: {
        orderNumber: await nextOrderNumber(strapi, trx),
        user: row.user?.id ?? null,
        orderItems: items,
        shippingAddress: original.shippingAddress,
        paymentMethod: PAYMENT_METHODS[0],
        itemsPrice: 0,
        shippingPrice: 0,
        taxPrice: 0,
        discount: 0,
        totalPrice: 0,
        promoCode: null,
        isPaid: false,
        isDelivered: false,
        orderStatus: 'confirmed',
        trackingNumber: '',
        events: [event],
        language: toLocale(row.language),
        mobileKey: original.mobileKey ?? null,
        version: 0,
      },
    });
    await returns().update({ where: { id: row.id }, data: { exchangeOrder: created.id } });
    return created.id;
  };

  /**
   * The difference of exchanges to cheaper colours (fixed when asked), given as store credit when the
   * parcel is received, in the receipt's transaction: once, as the compare-and-set lets one receipt
   * through and the ledger's unique key (`exchange:<return>`) refuses a second entry.
   */
  const creditExchange = async (trx: Knex.Transaction, row: ReturnRow) => {
    const credit = toPiastres(Number(row.exchangeCredit ?? 0));
    if (credit <= 0) return;
    if (!row.user) {
      strapi.log.warn(`Return ${row.documentId}: ${toEgp(credit)} EGP of exchange difference not credited, its account is gone.`);
      return;
    }
    await getService(strapi, 'api::store-credit.store-credit').grant(trx, { userId: row.user.id, amountPiastres: credit, kind: 'exchange', returnId: row.id, note: `Exchange difference, return ${row.documentId}` });
  };

  return {
    toReturnJson,

    /** GET /api/orders/:id/returns: for the owner or an admin, else null (404). */
    async forOrder(orderDocumentId: string, viewer: ShopUser, now = new Date()): Promise<OrderReturnsJson | null> {
      const order = await readOrder(orderDocumentId);
      if (!order || (!viewer.isAdmin && order.user?.id !== viewer.id)) return null;
      const rows = await returnsOfOrder(order.id);
      const list = rows.map(toReturnJson);
      const left = returnableUnits(order, list);
      const products = await productsWithFamilies([...new Set(order.orderItems.map((item) => item._id))]);
      const byDocumentId = new Map(products.map((product) => [product.documentId, product]));
      const delivered = order.orderStatus === 'delivered';
      return {
        returns: list,
        window: delivered ? returnWindow(order.deliveredAt, now, windowDays()) : { open: false, until: order.deliveredAt ? returnWindow(order.deliveredAt, now, windowDays()).until : null },
        lines: order.orderItems.map((item, line) => ({ line, returnable: delivered ? left[line]! : 0, exchangeOptions: optionsOf(order, line, byDocumentId.get(item._id)) })),
      };
    },

    /** POST /api/orders/:id/returns (the order's owner). */
    async create(orderDocumentId: string, user: ShopUser, body: ReturnRequestBody, now = new Date()): Promise<ReturnResult> {
      const order = await readOrder(orderDocumentId);
      if (!order || order.user?.id !== user.id) return ORDER_NOT_FOUND;
      const current = order.orderStatus ?? 'pending';
      if (current !== 'delivered') return { status: 409, error: coded('returnOrderNotDelivered', { current }) };
      const window = returnWindow(order.deliveredAt, now, windowDays());
      if (!window.open) return { status: 409, error: coded('returnWindowClosed', { until: window.until ?? '' }) };
      if (body.lines.some((line) => !order.orderItems[line.line])) return { status: 400, error: coded('returnLineInvalid') };

      const products = await productsWithFamilies([...new Set(body.lines.map((line) => order.orderItems[line.line]!._id))]);
      const byDocumentId = new Map(products.map((product) => [product.documentId, product]));
      const lines: StoredLine[] = [];
      let exchangeCredit = 0;
      for (const wanted of body.lines) {
        const item = order.orderItems[wanted.line]!;
        const product = byDocumentId.get(item._id);
        let exchange: ReturnLineJson['exchange'] = null;
        let exchangeRowId: number | null = null;
        if (wanted.resolution === 'exchange') {
          const size = wanted.exchangeSize!;
          const choice = product ? choicesOf(product).find((candidate) => (wanted.exchangeProduct ? candidate.slug === wanted.exchangeProduct : candidate.id === product.id)) : undefined;
          if (product && wanted.exchangeProduct && !choice) return { status: 400, error: coded('returnExchangeProductInvalid') };
          const stock = choice?.sizes?.find((entry) => entry.size === size);
          if (!choice || !stock || Number(stock.countInStock ?? 0) < wanted.quantity || isSameAsReturned(order, wanted.line, choice, size)) {
            return { status: 409, error: coded('exchangeSizeUnavailable', { size }) };
          }
          // Another colour is compared by price (issue 36): a dearer one refused, a cheaper one's difference credited when received.
          const price = priceOf(order, wanted.line, wanted.quantity, product!, choice);
          if (price.costsMore) {
            return { status: 409, error: coded('exchangeCostsMore', { price: Number(item.price).toFixed(2), exchangePrice: Number(choice.price ?? 0).toFixed(2) }) };
          }
          exchangeCredit += price.credit;
          exchange = { productId: choice.documentId, name: choice.name, nameAr: choice.nameAr ?? '', slug: choice.slug, size, price: Number(choice.price ?? 0) };
          exchangeRowId = choice.id;
        }
        lines.push({
          line: wanted.line,
          productId: item._id,
          name: item.name,
          nameAr: item.nameAr ?? '',
          slug: item.slug,
          size: item.size as Size,
          price: Number(item.price),
          quantity: wanted.quantity,
          resolution: wanted.resolution,
          exchange,
          productRowId: product?.id ?? null,
          exchangeRowId,
        });
      }

      const at = now.toISOString();
      const result = await inTransaction(async (trx) => {
        // The order row locked: two requests of one order at once count each other's units.
        await lockOrder(strapi, trx, order.id, { id: columnOf(strapi, ORDER_UID, 'id') });
        const earlier = (await returnsOfOrder(order.id)).map(toReturnJson);
        const left = returnableUnits(order, earlier);
        for (const line of lines) {
          if (line.quantity > left[line.line]!) throw new ReturnRefused(409, coded('returnTooManyUnits', { line: line.line, max: left[line.line]! }));
        }
        const defects = earlier.filter((other) => other.reason === 'defect' && holdsUnits(other.status));
        const shippingBack = body.reason === 'defect' && !shippingRefundable(order, defects) && shippingRefundable(order, [...defects, { lines }]);
        const cap = refundCap({ orderItems: order.orderItems, discount: Number(order.discount), shippingPrice: Number(order.shippingPrice) }, lines, shippingBack);
        const event: ReturnEventJson = { type: 'status', from: null, to: 'requested', by: 'shopper', note: '', at };
        const created: { documentId: string } = await returns().create({
          data: {
            order: order.id,
            user: user.id,
            lines,
            reason: body.reason,
            reasonText: body.reasonText,
            returnStatus: 'requested',
            rejectionReason: '',
            refunds: [],
            refundCap: toEgp(cap),
            exchangeCredit: toEgp(exchangeCredit),
            events: [event],
            version: 0,
            language: toLocale(order.language),
          },
        });
        return created.documentId;
      });
      if ('error' in result) return result;
      const row = (await readRow(result.value))!;
      tellShopper(row, { status: 'requested' });
      return { value: toReturnJson(row) };
    },

    /** GET /api/returns/:id: for the owner or an admin, else null (404). */
    async findForViewer(documentId: string, viewer: ShopUser): Promise<ReturnJson | null> {
      const row = await readRow(documentId);
      if (!row || (!viewer.isAdmin && row.user?.id !== viewer.id)) return null;
      return toReturnJson(row);
    },

    /** GET /api/returns (admin): oldest first, one status or all. */
    async adminList(page: number, filter: ReturnFilter) {
      const where = filter === 'all' ? {} : { returnStatus: filter };
      const [total, rows] = await Promise.all([
        returns().count({ where }),
        returns().findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE, populate: populateReturn }) as Promise<ReturnRow[]>,
      ]);
      return { returns: rows.map(toReturnJson), page, pages: Math.ceil(total / ADMIN_PAGE_SIZE) };
    },

    /**
     * GET /api/returns/summary (admin): the last RETURNS_SUMMARY_DAYS of returns and exchanges by
     * reason and by product (config's summariseReturns). Returns are few next to orders: one range
     * of the created_at index, the counting in JavaScript.
     */
    async summary(): Promise<ReturnsSummaryJson> {
      const since = new Date(Date.now() - RETURNS_SUMMARY_DAYS * 24 * 60 * 60 * 1000);
      const rows: Array<Pick<ReturnRow, 'reason' | 'lines'>> = await returns().findMany({
        where: { createdAt: { $gte: since }, returnStatus: { $ne: 'rejected' } },
        select: ['reason', 'lines'],
      });
      const { byReason, byProduct } = summariseReturns(rows.map((row) => ({ reason: row.reason, lines: parsed(row.lines) })));
      // Each refund writes its request's updatedAt, so these hold every refund of the window, whenever the request was made.
      const refunded: Array<Pick<ReturnRow, 'refunds'>> = await returns().findMany({
        where: { updatedAt: { $gte: since }, returnStatus: { $in: ['received', 'refunded'] } },
        select: ['refunds'],
      });
      const byRefundMethod = refundsByMethod(refunded.flatMap((row) => parsed(row.refunds)), since);
      return { days: RETURNS_SUMMARY_DAYS, since: since.toISOString(), byReason, byProduct, byRefundMethod };
    },

    /** PUT /api/returns/:id/status (admin): approve, reject, picked up, received, with the stock each moves. */
    async changeStatus(documentId: string, body: ReturnStatusBody, by: Actor = 'admin'): Promise<ReturnResult> {
      const row = await readRow(documentId);
      if (!row) return NOT_FOUND;
      const from = row.returnStatus;
      if (!canChangeReturnStatus(from, body.status)) return { status: 409, error: returnStatusConflict(from, body.status) };
      if (Number(row.version ?? 0) !== body.version) return { status: 409, error: coded('returnChangedMeanwhile') };
      const lines = parsed(row.lines);
      const at = new Date().toISOString();
      const allExchanges = lines.every((line) => line.resolution === 'exchange');
      const to: ReturnStatus = body.status === 'received' && allExchanges ? 'exchanged' : body.status;
      const events: ReturnEventJson[] = [{ type: 'status', from, to: body.status, by, note: body.status === 'rejected' ? body.reason : '', at }];
      if (to !== body.status) events.push({ type: 'status', from: body.status, to, by: 'system', note: '', at });

      const result = await inTransaction(async (trx) => {
        await compareAndSet(trx, row, to, events, body.status === 'rejected' ? { [column('rejectionReason')]: body.reason } : {});
        if (reservesExchangeStock(body.status) && !(await inventory().adjust(trx, exchangeStock(lines)))) throw new ReturnRefused(409, coded('exchangeStockGone'));
        if (releasesReservation(from, body.status)) await inventory().giveBack(trx, exchangeStock(lines));
        if (givesReturnedStockBack(body.status)) {
          const back = lines.filter((line) => line.productRowId !== null).map((line) => ({ productId: line.productRowId!, size: line.size, quantity: line.quantity }));
          // The exchange order's row before the stock, as a new order writes its row (database/order-rollups.ts lockOrder).
          if (lines.some((line) => line.resolution === 'exchange')) await createExchangeOrder(trx, row, lines, at);
          await inventory().giveBack(trx, back);
          await creditExchange(trx, row);
        }
        return true;
      });
      if ('error' in result) return result;
      const changed = (await readRow(documentId))!;
      tellShopper(changed, { status: to as Exclude<ReturnStatus, 'refunded'> });
      const touched = [...new Set([...lines.map((line) => line.productId), ...lines.flatMap((line) => (line.exchange ? [line.exchange.productId] : []))])];
      if (givesReturnedStockBack(body.status) || releasesReservation(from, body.status)) getService(strapi, 'api::stock-alert.stock-alert').sendWhenCommitted(touched);
      return { value: toReturnJson(changed) };
    },

    /** POST /api/returns/:id/refunds (admin): one refund, never above what is left of the cap. */
    async refund(documentId: string, body: RefundBody): Promise<ReturnResult> {
      const row = await readRow(documentId);
      if (!row) return NOT_FOUND;
      if (!mayRefund(row.returnStatus)) return { status: 409, error: coded('refundNotYet', { current: row.returnStatus }) };
      if (Number(row.version ?? 0) !== body.version) return { status: 409, error: coded('returnChangedMeanwhile') };
      const refunds = parsed(row.refunds);
      const left = toPiastres(Number(row.refundCap)) - sumPiastres(refunds);
      const amount = toPiastres(body.amount);
      if (amount > left) return { status: 409, error: coded('refundAboveCap', { left: String(toEgp(Math.max(left, 0))) }) };
      // Back to the card or wallet (issue 40): the provider makes it first, and its refund id is the reference.
      let reference = body.reference;
      if (body.method === 'online') {
        if (!row.order) return { status: 409, error: coded('refundNotOnline') };
        const online = await getService(strapi, 'api::payment.payment').refundOnline(row.order.id, amount);
        if ('error' in online) return online;
        reference = `Paymob refund ${online.refundId}`;
      }
      const at = new Date().toISOString();
      const refund: RefundJson = { method: body.method, amount: body.amount, reference, at };
      const full = amount === left;
      const events: ReturnEventJson[] = [{ type: 'refund', from: null, to: null, by: 'admin', note: `${toEgp(amount)} EGP, ${refundMethodNames.en[body.method]}${reference ? `, ${reference}` : ''}`, at }];
      if (full) events.push({ type: 'status', from: 'received', to: 'refunded', by: 'system', note: '', at });
      const result = await inTransaction(async (trx) => {
        await compareAndSet(trx, row, full ? 'refunded' : 'received', events, { [column('refunds')]: jsonArrayAppend(strapi, trx, column('refunds'), refund) });
        if (body.method === 'store-credit' && row.user) {
          await grantStoreCreditForRefund(strapi, trx, { userId: row.user.id, amountPiastres: amount, returnId: row.id, refundNumber: refunds.length + 1, note: `Return ${row.documentId}` });
        }
        return true;
      });
      if ('error' in result) {
        if (body.method === 'online') strapi.log.error(`Return ${documentId}: ${reference} was made, but the return changed meanwhile and does not record it. Record it by hand.`);
        return result;
      }
      const changed = (await readRow(documentId))!;
      tellShopper(changed, { status: 'refunded', amount: body.amount, method: refundMethodNames[toLocale(changed.language)][body.method] });
      return { value: toReturnJson(changed) };
    },
  };
};

export type ReturnRequestService = ReturnType<typeof returnRequestService>;
export default returnRequestService;
