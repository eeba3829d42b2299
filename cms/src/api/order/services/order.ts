import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  ADMIN_PAGE_SIZE,
  OUT_OF_STOCK,
  orderTotals,
  promoDiscountPiastres,
  type OrderBody,
  type OrderFilter,
  type OrderJson,
  type OrderTotals,
  type ShippingAddress,
} from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { PRODUCT_UID } from '../../product/services/product';
import { PROMO_UID, promoProblem, type PromoRow } from '../../promo/services/promo';

export const ORDER_UID = 'api::order.order';

/** Where the sizes' stock lives (Strapi's component tables for Product.sizes). */
const SIZE_STOCK_TABLE = 'components_shop_size_stocks';
const PRODUCT_COMPONENTS_TABLE = 'products_cmps';

export interface OrderItem {
  _id: string;
  name: string;
  slug: string;
  image: string;
  price: number;
  size: string;
  quantity: number;
}

interface OrderRow extends OrderTotals {
  id: number;
  documentId: string;
  user?: { documentId: string; name: string | null } | null;
  orderItems: OrderJson['orderItems'];
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  promoCode: string | null;
  isPaid: boolean | null;
  paidAt: string | Date | null;
  isDelivered: boolean | null;
  deliveredAt: string | Date | null;
  createdAt: string | Date;
}

/** The order as the API answers it (the `orderJson` contract). */
export function toOrderJson(row: OrderRow): OrderJson {
  const time = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    _id: row.documentId,
    user: row.user ? { _id: row.user.documentId, name: row.user.name ?? '' } : null,
    orderItems: row.orderItems,
    shippingAddress: row.shippingAddress,
    paymentMethod: row.paymentMethod,
    itemsPrice: Number(row.itemsPrice),
    shippingPrice: Number(row.shippingPrice),
    taxPrice: Number(row.taxPrice),
    discount: Number(row.discount),
    promoCode: row.promoCode ?? '',
    totalPrice: Number(row.totalPrice),
    isPaid: Boolean(row.isPaid),
    paidAt: time(row.paidAt),
    isDelivered: Boolean(row.isDelivered),
    deliveredAt: time(row.deliveredAt),
    createdAt: time(row.createdAt)!,
  };
}
export type { OrderJson };

/** Why an order could not be placed; rolls the transaction back. */
export class OrderRefused extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

export type PlaceOrderResult = { order: OrderJson; created: boolean } | { status: 400 | 409; message: string };

interface ProductForOrder {
  id: number;
  documentId: string;
  name: string;
  slug: string;
  price: number | string;
  images?: Array<{ url: string }> | null;
}

const populateOrder = { user: { select: ['documentId', 'name'] } } as const;

/** `CASE id WHEN 1 THEN 2 … END`: one statement updates every row by its own amount (PostgreSQL and SQLite). */
const amountById = (knex: Knex, amounts: Map<number, number>) =>
  knex.raw(`CASE id ${[...amounts].map(() => 'WHEN ? THEN CAST(? AS INTEGER)').join(' ')} END`, [...amounts].flat());

/**
 * Takes each line's units from its size and from the product's total, in three statements whatever
 * the number of lines, so the rows stay locked as briefly as possible. The size rows are locked
 * first, all at once and in id order: two carts holding the same products lock them in the same
 * order and cannot deadlock. Not enough stock (or a size the product lacks) refuses the order.
 */
async function takeStock(trx: Knex.Transaction, lines: Array<{ product: { id: number }; size: string; quantity: number }>) {
  const sizes = trx({ s: SIZE_STOCK_TABLE })
    .join({ c: PRODUCT_COMPONENTS_TABLE }, 'c.cmp_id', 's.id')
    .where({ 'c.field': 'sizes', 'c.component_type': 'shop.size-stock' })
    .whereIn(['c.entity_id', 's.size'], lines.map((line) => [line.product.id, line.size]))
    .select('s.id', 'c.entity_id as productId', 's.size', 's.count_in_stock as stock')
    .orderBy('s.id');
  // SQLite has no row locks (a write transaction holds the whole database); PostgreSQL locks here.
  const isPostgres = (trx.client as { dialect: string }).dialect === 'postgresql';
  const locked: Array<{ id: number; productId: number; size: string; stock: number }> = await (isPostgres ? sizes.forUpdate('s') : sizes);
  const bySize = new Map<number, number>();
  const byProduct = new Map<number, number>();
  for (const line of lines) {
    const row = locked.find((candidate) => Number(candidate.productId) === line.product.id && candidate.size === line.size);
    if (!row || Number(row.stock) < line.quantity) throw new OrderRefused(409, OUT_OF_STOCK);
    bySize.set(row.id, line.quantity);
    byProduct.set(line.product.id, (byProduct.get(line.product.id) ?? 0) + line.quantity);
  }
  const taken = await trx(SIZE_STOCK_TABLE)
    .whereIn('id', [...bySize.keys()])
    .where('count_in_stock', '>=', amountById(trx, bySize))
    .update({ count_in_stock: trx.raw('count_in_stock - (?)', [amountById(trx, bySize)]) });
  if (taken !== bySize.size) throw new OrderRefused(409, OUT_OF_STOCK);
  await trx('products')
    .whereIn('id', [...byProduct.keys()])
    .update({ count_in_stock: trx.raw('count_in_stock - (?)', [amountById(trx, byProduct)]) });
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  const message = String((error as Error).message ?? '');
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique/i.test(message);
};

const orderService = ({ strapi }: { strapi: Core.Strapi }) => {
  const orders = () => strapi.db.query(ORDER_UID);

  const findByKey = async (idempotencyKey: string) => {
    const row: OrderRow | null = await orders().findOne({ where: { idempotencyKey }, populate: populateOrder });
    return row ? toOrderJson(row) : null;
  };

  return {
    /**
     * Places an order with the server's own prices. In ONE transaction: the order row is inserted
     * (claiming the idempotency key), each line's size stock is decremented only if enough is left,
     * the product totals follow, and the promo's use is counted only while it is valid. Any failure
     * rolls all of it back. Lines are handled in a fixed order (product, size), so two carts holding
     * the same products lock them in the same order and cannot deadlock.
     */
    async placeOrder(user: ShopUser, body: OrderBody, clientKey?: string): Promise<PlaceOrderResult> {
      const idempotencyKey = clientKey ? `${user.id}:${clientKey}` : null;
      if (idempotencyKey) {
        const earlier = await findByKey(idempotencyKey);
        if (earlier) return { order: earlier, created: false };
      }

      // One line per product and size, in lock order.
      const quantities = new Map<string, { productId: string; size: string; quantity: number }>();
      for (const line of body.orderItems) {
        const key = `${line._id}\u0000${line.size}`;
        const entry = quantities.get(key) ?? { productId: line._id, size: line.size, quantity: 0 };
        entry.quantity += line.quantity;
        quantities.set(key, entry);
      }
      const products: ProductForOrder[] = await strapi.db.query(PRODUCT_UID).findMany({
        where: { documentId: { $in: [...new Set(body.orderItems.map((line) => line._id))] } },
        select: ['id', 'documentId', 'name', 'slug', 'price'],
        populate: { images: { select: ['url'] } },
      });
      const byDocumentId = new Map(products.map((product) => [product.documentId, product]));
      const lines = [...quantities.values()].map((line) => {
        const product = byDocumentId.get(line.productId);
        if (!product) return null;
        return { ...line, product, price: Number(product.price) };
      });
      if (lines.some((line) => line === null)) return { status: 409, message: 'A product in your cart is no longer sold. Please remove it.' };
      const pricedLines = lines
        .filter((line) => line !== null)
        .sort((a, b) => a.product.id - b.product.id || a.size.localeCompare(b.size));

      let promo: PromoRow | null = null;
      let discountPiastres = 0;
      if (body.promoCode) {
        promo = await strapi.db.query(PROMO_UID).findOne({ where: { code: body.promoCode } });
        const problem = promoProblem(promo);
        if (problem || !promo) return { status: 409, message: problem ?? 'Invalid promo code' };
        const items = orderTotals(pricedLines).itemsPrice;
        discountPiastres = promoDiscountPiastres({ discountType: promo.discountType, discountValue: Number(promo.discountValue) }, Math.round(items * 100));
      }
      const totals = orderTotals(pricedLines, discountPiastres);
      const orderItems: OrderItem[] = pricedLines.map(({ product, size, quantity, price }) => ({
        _id: product.documentId,
        name: product.name,
        slug: product.slug,
        image: product.images?.[0]?.url ?? '',
        price,
        size,
        quantity,
      }));

      try {
        let transaction: { executionPromise?: Promise<unknown> } | undefined;
        const row: OrderRow = await strapi.db.transaction(async ({ trx }) => {
          transaction = trx as { executionPromise?: Promise<unknown> };
          const created: OrderRow = await orders().create({
            data: {
              user: user.id,
              orderItems,
              shippingAddress: body.shippingAddress,
              paymentMethod: body.paymentMethod,
              ...totals,
              promoCode: promo?.code ?? null,
              isPaid: false,
              isDelivered: false,
              idempotencyKey,
            },
            populate: populateOrder,
          });

          await takeStock(trx, pricedLines);

          if (promo) {
            const counted = await trx('promos')
              .where('id', promo.id)
              .where((where: Knex.QueryBuilder) => where.whereNull('usage_limit').orWhereRaw('used_count < usage_limit'))
              .where((where: Knex.QueryBuilder) => where.whereNull('expires_at').orWhere('expires_at', '>', new Date()))
              .increment('used_count', 1);
            if (counted !== 1) throw new OrderRefused(409, promoProblem({ ...promo, usedCount: promo.usageLimit }) ?? 'Invalid promo code');
          }
          return created;
        });
        // Strapi's commit does not report a failed COMMIT (knex passes it to executionPromise). Without
        // this, a COMMIT cut off by a lost database connection answered 201 for an order never stored
        // (found by the R11 outage test). Now it is a 503, and the retry with the same key is safe.
        await transaction?.executionPromise;
        return { order: toOrderJson(row), created: true };
      } catch (error) {
        if (error instanceof OrderRefused) return { status: error.status, message: error.message };
        if (idempotencyKey && isUniqueViolation(error)) {
          const earlier = await findByKey(idempotencyKey);
          if (earlier) return { order: earlier, created: false };
        }
        throw error;
      }
    },

    /** One order, for its owner or an admin; null for anyone else (no hint that it exists). */
    async findForViewer(documentId: string, viewer: ShopUser): Promise<OrderJson | null> {
      const row: (OrderRow & { user?: { id: number } }) | null = await orders().findOne({
        where: { documentId },
        populate: { user: { select: ['id', 'documentId', 'name'] } },
      });
      if (!row || (!viewer.isAdmin && row.user?.id !== viewer.id)) return null;
      return toOrderJson(row);
    },

    /** The admin list: a page of orders, newest first, optionally only unpaid or undelivered ones. */
    async adminList(page: number, status: OrderFilter) {
      const where = status === 'unpaid' ? { isPaid: false } : status === 'undelivered' ? { isDelivered: false } : {};
      const total = await orders().count({ where });
      const rows: OrderRow[] = await orders().findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
        populate: populateOrder,
      });
      return { orders: rows.map(toOrderJson), page, pages: Math.ceil(total / ADMIN_PAGE_SIZE) };
    },

    /**
     * Marks an order paid or delivered (cash is collected on delivery). Idempotent: a second call
     * keeps the first paidAt/deliveredAt. Null for an unknown order.
     */
    async mark(documentId: string, what: 'paid' | 'delivered'): Promise<OrderJson | null> {
      const [flag, at] = what === 'paid' ? ['isPaid', 'paidAt'] : ['isDelivered', 'deliveredAt'];
      const row = await orders().findOne({ where: { documentId }, select: ['id', flag] });
      if (!row) return null;
      await orders().updateMany({ where: { id: row.id, [flag]: false }, data: { [flag]: true, [at]: new Date() } });
      const updated: OrderRow = await orders().findOne({ where: { id: row.id }, populate: populateOrder });
      return toOrderJson(updated);
    },

    /**
     * The dashboard's numbers, computed by the database with aggregates (GROUP BY), never by loading
     * orders into memory. Days are Cairo calendar days.
     */
    async summary() {
      const knex = strapi.db.connection;
      const postgres = strapi.db.dialect.client === 'postgres';
      // PostgreSQL stores Strapi datetimes as UTC timestamps; SQLite as epoch milliseconds (dev only: UTC+2).
      const day = postgres
        ? `to_char((created_at AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD')`
        : `strftime('%Y-%m-%d', created_at / 1000, 'unixepoch', '+2 hours')`;
      const link = strapi.db.metadata.get(PRODUCT_UID).attributes.category as unknown as {
        joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
      };
      const [[users], [totals], daily, categories] = await Promise.all([
        knex('up_users').count({ numUsers: '*' }),
        knex('orders').count({ numOrders: '*' }).sum({ totalSales: 'total_price' }),
        knex('orders')
          .select(knex.raw(`${day} AS _id`))
          .count({ orders: '*' })
          .sum({ sales: 'total_price' })
          .groupByRaw('1')
          .orderByRaw('1'),
        knex({ c: 'categories' })
          .join({ l: link.joinTable.name }, `l.${link.joinTable.inverseJoinColumn.name}`, 'c.id')
          .select('c.name AS _id')
          .count({ count: '*' })
          .groupBy('c.name', 'c.position')
          .orderBy([{ column: 'c.position' }, { column: 'c.name' }]),
      ]);
      const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;
      return {
        users: [{ numUsers: Number(users?.numUsers ?? 0) }],
        orders: [{ numOrders: Number(totals?.numOrders ?? 0), totalSales: money(totals?.totalSales) }],
        dailyOrders: (daily as Array<{ _id: string; orders: unknown; sales: unknown }>).map((row) => ({
          _id: row._id,
          orders: Number(row.orders),
          sales: money(row.sales),
        })),
        productCategories: (categories as Array<{ _id: string; count: unknown }>).map((row) => ({ _id: row._id, count: Number(row.count) })),
      };
    },

    /** The shopper's own orders, newest first. */
    async listMine(user: ShopUser): Promise<OrderJson[]> {
      const rows: OrderRow[] = await orders().findMany({
        where: { user: { id: user.id } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        populate: populateOrder,
      });
      return rows.map(toOrderJson);
    },
  };
};

export type OrderService = ReturnType<typeof orderService>;
export default orderService;
