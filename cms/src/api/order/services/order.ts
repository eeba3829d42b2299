import type { Core } from '@strapi/strapi';
import { ADMIN_PAGE_SIZE, OUT_OF_STOCK, priceOrder, type OrderBody, type OrderFilter, type OrderJson, type OrderTotals, type ShippingAddress } from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { sendMailLater } from '../../../email/mailer';
import { shopPictureUrl } from '../../../media/storage';
import { orderConfirmationMail } from '../../../email/order-confirmation';
import { storefrontUrl } from '../../../utils/env';
import { getService } from '../../../utils/services';
import { PRODUCT_UID } from '../../product/services/product';
import { PROMO_UID, promoProblem, type PromoRow } from '../../promo/services/promo';

export const ORDER_UID = 'api::order.order';

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

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  const message = String((error as Error).message ?? '');
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique/i.test(message);
};

const orderService = ({ strapi }: { strapi: Core.Strapi }) => {
  const orders = () => strapi.db.query(ORDER_UID);
  const inventory = () => getService(strapi, 'api::order.inventory');
  const promoUsage = () => getService(strapi, 'api::promo.promo-usage');

  /**
   * Tells the shopper an order was placed. The one home of the order's emails: sent in the
   * background, so the answer never waits for (or fails with) the mail server.
   */
  const confirm = (order: OrderJson, user: ShopUser) => {
    sendMailLater(strapi, orderConfirmationMail(order, user.email, storefrontUrl()));
  };

  const findByKey = async (idempotencyKey: string) => {
    const row: OrderRow | null = await orders().findOne({ where: { idempotencyKey }, populate: populateOrder });
    return row ? toOrderJson(row) : null;
  };

  return {
    /**
     * Places an order with the server's own prices (config's priceOrder) and, when it is new, emails
     * the confirmation. In ONE transaction: the order row is inserted (claiming the idempotency key),
     * the stock is taken (inventory.ts: the size rows locked at once in id order, then one UPDATE for
     * the sizes, only where enough is left, and one for the product totals), and the promo's use is
     * counted only while it is valid. Any failure rolls all of it back. A replayed Idempotency-Key
     * answers the first order and sends nothing.
     */
    async placeOrder(user: ShopUser, body: OrderBody, clientKey?: string): Promise<PlaceOrderResult> {
      const idempotencyKey = clientKey ? `${user.id}:${clientKey}` : null;
      if (idempotencyKey) {
        const earlier = await findByKey(idempotencyKey);
        if (earlier) return { order: earlier, created: false };
      }

      // One line per product and size.
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
      // Stored in a stable order: by product, then size.
      const pricedLines = lines
        .filter((line) => line !== null)
        .sort((a, b) => a.product.id - b.product.id || a.size.localeCompare(b.size));

      let promo: PromoRow | null = null;
      if (body.promoCode) {
        promo = await strapi.db.query(PROMO_UID).findOne({ where: { code: body.promoCode } });
        const problem = promoProblem(promo);
        if (problem || !promo) return { status: 409, message: problem ?? 'Invalid promo code' };
      }
      const totals = priceOrder(pricedLines, promo && { discountType: promo.discountType, discountValue: Number(promo.discountValue) });
      const orderItems: OrderItem[] = pricedLines.map(({ product, size, quantity, price }) => ({
        _id: product.documentId,
        name: product.name,
        slug: product.slug,
        image: shopPictureUrl(product.images?.[0]?.url ?? ''),
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

          const stock = pricedLines.map(({ product, size, quantity }) => ({ productId: product.id, size, quantity }));
          if (!(await inventory().take(trx, stock))) throw new OrderRefused(409, OUT_OF_STOCK);
          if (promo && !(await promoUsage().claim(trx, promo.id))) {
            // Used up or expired since it was read (another order won the last use): refuse with the reason.
            throw new OrderRefused(409, promoProblem({ ...promo, usedCount: promo.usageLimit }) ?? 'Invalid promo code');
          }
          return created;
        });
        // Strapi's commit does not report a failed COMMIT (knex passes it to executionPromise). Without
        // this, a COMMIT cut off by a lost database connection answered 201 for an order never stored
        // (found by the outage test that restarts PostgreSQL under load). Now it is a 503, and the retry with the same key is safe.
        await transaction?.executionPromise;
        const order = toOrderJson(row);
        confirm(order, user);
        return { order, created: true };
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
