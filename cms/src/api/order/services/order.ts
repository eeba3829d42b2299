import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  ADMIN_PAGE_SIZE,
  priceOrder,
  withCodFee,
  meetsPromoMinimum,
  toPiastres,
  type OrderBody,
  type OrderEventJson,
  type OrderFilter,
  type OrderJson,
  type OrderStatus,
  type AdminOrdersPageJson,
  type OrderTotals,
  type Locale,
  type Size,
  type ShippingAddress,
  toLocale,
  coded,
  governorateName,
  type CodedError,
  normaliseMobile,
  amountDue,
  toEgp,
  ShopError,
  isOnlinePaymentMethod,
  type PaymentJson,
} from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { listDirection, orderCounts, orderPageIds, paymentFilterCounts } from '../../../database/order-pages';
import { insertOrder, newDocumentId, type NewOrderIdentity } from './order-insert';
import { noStoreCredit } from '../../store-credit/services/store-credit';
import { confirmLinkSecret, signConfirmLink } from '../../../auth/confirm-link';
import { queueMail, shopLink } from '../../../email/mailer';
import { emailMessages } from '../../../email/messages';
import { sendSmsLater } from '../../../sms/sms';
import { shopPictureUrl } from '../../../media/storage';
import { orderConfirmationMail } from '../../../email/order-confirmation';
import { storefrontUrl } from '../../../utils/env';
import { getService } from '../../../utils/services';
import { productsForOrderRows, type ProductForOrderRow, type SizeStockRow } from '../../product/services/product-rows';
import { promoProblem, type PromoRow } from '../../promo/services/promo';
import { addressKeyOf, type OrderHolders } from '../../cod-risk/services/cod-risk';
import type { PaymentRow } from '../../payment/services/payment';

export const ORDER_UID = 'api::order.order';

/** One line as an order keeps it (both languages' names: the Arabic pages and emails show `nameAr`, '' without one). */
export type OrderItem = OrderJson['orderItems'][number];

export interface OrderRow extends OrderTotals {
  id: number;
  documentId: string;
  /** Null only before the start-up numbering ran (database/order-numbers.ts). */
  orderNumber: number | null;
  user?: { id?: number; documentId: string; name: string | null; email?: string } | null;
  /** `nameAr` and `cityAr` are missing on orders placed before they were kept. */
  orderItems: Array<Omit<OrderJson['orderItems'][number], 'nameAr'> & { nameAr?: string }>;
  shippingAddress: ShippingAddress & { cityAr?: string };
  paymentMethod: string;
  promoCode: string | null;
  isPaid: boolean | null;
  paidAt: string | Date | null;
  isDelivered: boolean | null;
  deliveredAt: string | Date | null;
  /**
   * The life-cycle status (`status` in the API). Not named `status` in Strapi: its panel writes its
   * draft/published state over any field of that name. Null only before the start-up migration ran.
   */
  orderStatus: OrderStatus | null;
  trackingNumber: string | null;
  /** The language the shopper ordered in: their emails about this order are in it. Null on rows from before languages (English). */
  language?: Locale | null;
  /** JSON text on SQLite when read with knex; parsed by Strapi's query engine. */
  events: OrderEventJson[] | string | null;
  createdAt: string | Date;
  /** Set by the courier webhook: who carried it and the cash collected (decimal, a string on PostgreSQL). */
  courier?: string | null;
  cashCollected?: number | string | null;
  /** What the courier had to collect when it reported its cash (issue 36: config's checkCash); null before. */
  cashExpected?: number | string | null;
  /** Counts the staff's edits of the lines (ADR 022); null on rows from before it. */
  version?: number | null;
  /** The store credit it spent (decimal EGP, a string on PostgreSQL; ADR 024); null on rows from before it. */
  storeCreditUsed?: number | string | null;
  /** The return this order is the exchange of (issue 23), when populated. */
  exchangeFor?: { documentId: string } | null;
}

/**
 * Who reads the order: staff see every event with its note; the owner sees the status changes with
 * their dates, without staff notes and call attempts.
 */
export type OrderView = 'staff' | 'owner';

export const viewOf = (viewer: Pick<ShopUser, 'isAdmin'>): OrderView => (viewer.isAdmin ? 'staff' : 'owner');

const eventsOf = (row: Pick<OrderRow, 'events'>): OrderEventJson[] => {
  const events = typeof row.events === 'string' ? (JSON.parse(row.events) as OrderEventJson[]) : row.events;
  return Array.isArray(events) ? events : [];
};

/** The cash the courier had to collect and its difference from what it reported (null until it reported; in piastres, then EGP). */
const cashFields = (row: Pick<OrderRow, 'cashCollected' | 'cashExpected'>): Pick<OrderJson, 'cashExpected' | 'cashDifference'> => {
  const known = (value: number | string | null | undefined): value is number | string => value !== null && value !== undefined;
  if (!known(row.cashExpected)) return { cashExpected: null, cashDifference: null };
  const expected = toPiastres(Number(row.cashExpected));
  return { cashExpected: toEgp(expected), cashDifference: known(row.cashCollected) ? toEgp(toPiastres(Number(row.cashCollected)) - expected) : null };
};

/** The order as the API answers it (the `orderJson` contract). */
export function toOrderJson(row: OrderRow, view: OrderView = 'staff'): OrderJson {
  const time = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);
  const events = eventsOf(row).map((event) => ({
    type: event.type,
    from: event.from,
    to: event.to,
    outcome: event.outcome,
    by: event.by,
    note: event.note,
    at: event.at,
  }));
  return {
    _id: row.documentId,
    orderNumber: Number(row.orderNumber),
    user: row.user ? { _id: row.user.documentId, name: row.user.name ?? '' } : null,
    // Orders from before both languages were kept: '' (the pages fall back to the English name) and the governorate's Arabic name from the table.
    orderItems: row.orderItems.map((item) => ({ ...item, nameAr: item.nameAr ?? '' })),
    shippingAddress: { ...row.shippingAddress, cityAr: row.shippingAddress.cityAr ?? governorateName(row.shippingAddress.city, 'ar') },
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
    status: row.orderStatus ?? 'pending',
    trackingNumber: row.trackingNumber ?? '',
    events: view === 'staff' ? events : events.filter((event) => event.type === 'status').map((event) => ({ ...event, note: '' })),
    createdAt: time(row.createdAt)!,
    courier: row.courier ?? '',
    cashCollected: row.cashCollected === null || row.cashCollected === undefined ? null : Number(row.cashCollected),
    ...cashFields(row),
    version: Number(row.version ?? 0),
    storeCreditUsed: Number(row.storeCreditUsed ?? 0),
    amountDue: amountDue({ totalPrice: Number(row.totalPrice), storeCreditUsed: Number(row.storeCreditUsed ?? 0), paymentMethod: row.paymentMethod }),
    ...(Number(row.codFee ?? 0) > 0 ? { codFee: Number(row.codFee) } : {}),
    ...(row.exchangeFor ? { exchangeFor: row.exchangeFor.documentId } : {}),
  };
}
export type { OrderJson };

/** Why an order could not be placed; rolls the transaction back. */
export class OrderRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 409 | 429,
    readonly refusal: CodedError,
  ) {
    super(refusal.code);
  }
}

export type PlaceOrderResult = { order: OrderJson; created: boolean; payment?: PaymentJson } | { status: 400 | 403 | 409 | 429; error: CodedError };

/** A product as an order line needs it (placing an order, and staff's edits of its lines). */
export interface ProductForOrder {
  id: number;
  documentId: string;
  name: string;
  nameAr: string | null;
  slug: string;
  price: number | string;
  images?: Array<{ url: string }> | null;
  /** Its size rows of the sizes asked for (productsForOrder's `sizes`). */
  sizes: SizeStockRow[];
}

const toProductsForOrder = (rows: ProductForOrderRow[]): ProductForOrder[] => rows.map((row) => ({ ...row, slug: row.slug ?? '', price: row.price ?? 0 }));

/** The products of these order lines (by the shop's `_id`) with their rows of `sizes`, in one query, in the caller's transaction when it has one. */
export async function productsForOrder(strapi: Core.Strapi, documentIds: string[], options: { trx?: Knex; sizes?: readonly string[] } = {}): Promise<ProductForOrder[]> {
  return toProductsForOrder(await productsForOrderRows(strapi, options.trx ?? strapi.db.connection, documentIds, options.sizes));
}

/**
 * How many times an order is placed when her store credit's balance changed between its reading and
 * its entry (placeNew): each failed attempt means another spend of hers committed meanwhile.
 */
const CREDIT_ATTEMPTS = 5;

export const populateOrder = { user: { select: ['id', 'documentId', 'name', 'email'] }, exchangeFor: { select: ['documentId'] } } as const;

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code;
  const message = String((error as Error).message ?? '');
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique/i.test(message);
};

/** The storefront page where the shopper confirms or cancels this order herself, in her language. */
export const selfConfirmLink = (documentId: string, locale: Locale): string =>
  shopLink(storefrontUrl(), locale, `/confirm/${signConfirmLink(documentId, confirmLinkSecret())}`);

const orderService = ({ strapi }: { strapi: Core.Strapi }) => {
  const orders = () => strapi.db.query(ORDER_UID);
  const inventory = () => getService(strapi, 'api::order.inventory');
  const promoUsage = () => getService(strapi, 'api::promo.promo-usage');
  const codRisk = () => getService(strapi, 'api::cod-risk.cod-risk');
  const payments = () => getService(strapi, 'api::payment.payment');

  /**
   * Tells the shopper an order was placed. The email is written to the outbox in the order's
   * transaction (ADR 025): it goes only if the order commits, and the answer never waits for (or
   * fails with) the mail server. The order keeps both languages' names: the email shows the
   * shopper's. The same signed link by email and by SMS (after the commit): she may confirm or
   * cancel it herself (ADR 018).
   */
  const confirmationMail = (order: OrderJson, user: ShopUser, locale: Locale, link: string) => orderConfirmationMail(order, user.email, storefrontUrl(), locale, link);
  const confirmBySms = (order: OrderJson, locale: Locale, link: string) => {
    const text = emailMessages[locale].confirmSms(String(order.orderNumber), link);
    sendSmsLater(strapi, { to: order.shippingAddress.mobileNumber, text });
  };

  const findByKey = async (idempotencyKey: string) => {
    const row: OrderRow | null = await orders().findOne({ where: { idempotencyKey }, populate: populateOrder });
    return row ? toOrderJson(row, 'owner') : null;
  };

  /**
   * One attempt at placing the order (placeOrder says how). A replayed key fails at the unique index
   * on the insert, which rolls it all back: the order that key placed is the answer.
   */
  const placeNew = async (user: ShopUser, body: OrderBody, idempotencyKey: string | null, client: string): Promise<PlaceOrderResult> => {
    // One line per product and size.
    const quantities = new Map<string, { productId: string; size: Size; quantity: number }>();
    for (const line of body.orderItems) {
      const key = `${line._id}\u0000${line.size}`;
      const entry = quantities.get(key) ?? { productId: line._id, size: line.size, quantity: 0 };
      entry.quantity += line.quantity;
      quantities.set(key, entry);
    }
    const productIds = [...new Set(body.orderItems.map((line) => line._id))];
    const language = toLocale(body.locale);
    // The schema only lets Egyptian mobiles through; the fallback never matches another order's number.
    const mobileKey = normaliseMobile(body.shippingAddress.mobileNumber) ?? body.shippingAddress.mobileNumber;
    // Whose unconfirmed orders this one joins (the caps of the COD rules).
    const holders: OrderHolders = { userId: user.id, mobile: mobileKey, addressKey: addressKeyOf(body.shippingAddress) };
    const largestLine = Math.max(...[...quantities.values()].map((line) => line.quantity));
    // Paid online (issue 40): only a method staff switched on (a new shop has none, and answers as the spec's).
    const method = body.paymentMethod;
    const online = isOnlinePaymentMethod(method) ? (await payments().offered()).find((offer) => offer.method === method) : undefined;
    if (isOnlinePaymentMethod(method) && !online) return { status: 400, error: coded('paymentMethodRequired') };
    // Its id and its self-confirm link, made once: the mail and the SMS carry the same link.
    const documentId = newDocumentId();
    const confirmLink = selfConfirmLink(documentId, language);
    /**
     * The order, in one transaction on either database: what it reads (its holders' rows taken
     * first, with a cap on unconfirmed orders), its row, its mail, and then what it shares with
     * other orders: its stock (size rows, then product totals, each in id order), its promo's use,
     * its store credit. Cancels, returns and edits take those in the same order, so none can deadlock.
     */
    const placeIn = async (trx: Knex.Transaction): Promise<{ order: OrderJson; payment: PaymentRow | null }> => {
      const shipping = getService(strapi, 'api::shipping.shipping');
      const byDocumentId = new Map((await productsForOrder(strapi, productIds, { trx, sizes: [...quantities.values()].map((line) => line.size) })).map((product) => [product.documentId, product]));
      const lines = [...quantities.values()].map((line) => {
        const product = byDocumentId.get(line.productId);
        return product ? { ...line, product, price: Number(product.price) } : null;
      });
      if (lines.some((line) => line === null)) throw new OrderRefused(409, coded('productNoLongerSold'));
      // Stored in a stable order: by product, then size.
      const pricedLines = lines
        .filter((line) => line !== null)
        .sort((a, b) => a.product.id - b.product.id || a.size.localeCompare(b.size));

      // A fee changed later never changes this order: it keeps its amounts and both names.
      const governorate = await shipping.forOrder(trx, body.shippingAddress.city);
      // Everything that does not depend on the promo code is checked before the code is read (issue
      // 36): a refusal that came after a wrong code but before a right one told a guesser, without
      // counting, which codes exist. A closed governorate gets the spec's refusal, naming the open
      // ones (the spec's three in a new shop); then the caps on unconfirmed orders and a blocked number.
      if (!governorate) throw new OrderRefused(400, coded('cityInvalid', { choices: await shipping.openNames() }));
      const cod = await codRisk().readForOrder(trx, holders);
      const holdProblem = await codRisk().holdRefusal(cod, holders, largestLine, { cashOnDelivery: !online });
      if (holdProblem) throw new OrderRefused(403, holdProblem);
      // The code, judged as POST /api/promos/apply judges it: a wrong one counts against the client's limit.
      let promo: PromoRow | null = null;
      if (body.promoCode) {
        const judged = await getService(strapi, 'api::promo.promo').judge(body.promoCode, client);
        if ('error' in judged) throw new OrderRefused(judged.status, judged.error);
        promo = judged.promo;
      }
      const promoRule = promo && { discountType: promo.discountType, discountValue: Number(promo.discountValue) };
      const orderItems: OrderItem[] = pricedLines.map(({ product, size, quantity, price }) => ({
        _id: product.documentId,
        name: product.name,
        slug: product.slug,
        image: shopPictureUrl(product.images?.[0]?.url ?? ''),
        price,
        size,
        quantity,
        nameAr: product.nameAr?.trim() ?? '',
      }));

      const priced = priceOrder(pricedLines, promoRule, governorate.rule);
      const minimum = Number(promo?.minimumOrder ?? 0);
      if (promo && !meetsPromoMinimum(minimum, toPiastres(priced.itemsPrice))) throw new OrderRefused(409, coded('promoBelowMinimum', { minimum }));
      const stock = pricedLines.map(({ product, size, quantity }) => ({ sizeId: product.sizes.find((row) => row.size === size)?.id, productId: product.id, quantity }));
      // A size the product lacks (an editor removed it) cannot be served either.
      const sizeRows = stock.flatMap(({ sizeId, ...line }) => (sizeId === undefined ? [] : [{ ...line, sizeId }]));
      if (sizeRows.length < stock.length) throw new OrderRefused(409, coded('outOfStock'));
      // Store credit she asked to use pays part of it (ADR 024), as her balance reads now (its entry,
      // below, checks it again); cash on delivery the rest, which the COD rules decide on.
      const creditFor = async (total: number) =>
        body.useStoreCredit ? getService(strapi, 'api::store-credit.store-credit').forOrder(trx, user.id, toPiastres(total), true) : noStoreCredit(toPiastres(total));
      const before = await creditFor(priced.totalPrice);
      // The cash-on-delivery fee staff set (issue 40), when she pays at the door and something is left to pay there.
      const totals = withCodFee(priced, toPiastres(cod.rules.codFee), { cashOnDelivery: !online, amountDuePiastres: before.amountDuePiastres });
      const credit = totals === priced ? before : await creditFor(totals.totalPrice);
      // Paying first: what is left after the credit is paid online, so the COD limit does not apply (nothing left: nothing to pay online).
      const payNow = online && credit.amountDuePiastres > 0 ? online : null;
      const codProblem = payNow ? null : codRisk().cashRefusal(cod, toEgp(credit.amountDuePiastres));
      if (codProblem) throw new OrderRefused(403, codProblem);
      const status = payNow ? ('awaiting-payment' as const) : ('pending' as const);
      const placedEvent: OrderEventJson = { type: 'status', from: null, to: status, outcome: null, by: 'shopper', note: '', at: new Date().toISOString() };
      const identity: NewOrderIdentity = { documentId, createdAt: new Date() };
      const written = {
        orderItems,
        shippingAddress: { ...body.shippingAddress, cityAr: governorate.nameAr },
        paymentMethod: body.paymentMethod,
        ...totals,
        // Always written (0 without a fee): the insert is one prepared statement.
        codFee: totals.codFee ?? 0,
        storeCreditUsed: toEgp(credit.usedPiastres),
        promoCode: promo?.code ?? null,
        isPaid: false,
        isDelivered: false,
        orderStatus: status,
        trackingNumber: '',
        events: [placedEvent],
        language,
        idempotencyKey,
        mobileKey,
        addressKey: holders.addressKey,
        version: 0,
      };
      // Its row first: a replayed Idempotency-Key fails here, at the key's unique index, and rolls it all back.
      const { id, orderNumber } = await insertOrder(strapi, trx, { values: written, identity, userId: user.id });
      // Nothing read back (issue 24): the row is what was written, its shopper the signed-in one, and a new order is no exchange.
      const placed = toOrderJson(
        {
          ...written,
          ...identity,
          id,
          orderNumber,
          paidAt: null,
          deliveredAt: null,
          user: { id: user.id, documentId: user.documentId, name: user.name, email: user.email },
          exchangeFor: null,
        },
        'owner',
      );
      // Its confirmation mail, in the outbox in this transaction (ADR 025): sent only if the order commits.
      // An order paid online is told when its payment comes (the life cycle's confirmed mail), not asked to confirm.
      const payment = payNow ? await payments().open(id, orderNumber, payNow.method, credit.amountDuePiastres, payNow.holdMinutes) : null;
      if (!payment) await queueMail(strapi, confirmationMail(placed, user, language, confirmLink));
      // Then the rows other orders share, in the order every path takes them (database/order-rollups.ts
      // lockOrder): the stock, the promo's use, the store credit. Last, because each stays locked until
      // the commit: every round trip after the stock is time that other orders for those sizes wait.
      if (!(await inventory().take(trx, sizeRows))) throw new OrderRefused(409, coded('outOfStock'));
      if (promo && !(await promoUsage().claim(trx, promo.id))) {
        // Used up or expired since it was read (another order won the last use): refuse with the reason.
        throw new OrderRefused(409, promoProblem({ ...promo, usedCount: promo.usageLimit }) ?? coded('promoInvalid'));
      }
      await credit.record(id);
      return { order: placed, payment };
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        let transaction: { executionPromise?: Promise<unknown> } | undefined;
        const { order, payment } = await strapi.db.transaction(async ({ trx }) => {
          transaction = trx as { executionPromise?: Promise<unknown> };
          return placeIn(trx as Knex.Transaction);
        });
        // Strapi's commit does not report a failed COMMIT (knex passes it to executionPromise). Without
        // this, a COMMIT cut off by a lost database connection answered 201 for an order never stored
        // (found by the outage test that restarts PostgreSQL under load). Now it is a 503, and the retry with the same key is safe.
        await transaction?.executionPromise;
        if (!payment) {
          confirmBySms(order, language, confirmLink);
          return { order, created: true };
        }
        // Where she pays, asked of the provider once the order is stored (a provider that is down never loses the order).
        const started = await payments().startCheckout(payment, { order, email: user.email, amountPiastres: Number(payment.amountPiastres), locale: language });
        return { order, created: true, payment: payments().json(started) };
      } catch (error) {
        // Another spend of her credit committed between its reading and its entry: place it again
        // with the balance as it is now (each attempt that fails means one more spend went through).
        if (error instanceof ShopError && error.coded.code === 'storeCreditNotEnough') {
          if (attempt < CREDIT_ATTEMPTS) continue;
          return { status: 409, error: error.coded };
        }
        if (error instanceof OrderRefused) return { status: error.status, error: error.refusal };
        if (idempotencyKey && isUniqueViolation(error)) {
          const earlier = await findByKey(idempotencyKey);
          if (earlier) return { order: earlier, created: false };
        }
        throw error;
      }
    }
  };

  /** One order's answer with its online payment, when it has one (issue 40). */
  const withPayment = async (row: Pick<OrderRow, 'id' | 'paymentMethod'>, order: OrderJson): Promise<OrderJson> => {
    if (!isOnlinePaymentMethod(row.paymentMethod)) return order;
    const payment = await payments().ofOrder(row.id);
    return payment ? { ...order, payment: payments().json(payment) } : order;
  };

  /** How many orders are in each status: one GROUP BY, every status present. */
  return {
    /**
     * Places an order with the server's own prices (config's priceOrder) and, when it is new, emails
     * the confirmation: one transaction, the same on both databases (placeIn, ADR 036). The order
     * row claims the idempotency key; the stock is taken only where enough is left; a promo's use is
     * counted only while it is valid. Any refusal or failure undoes all of it. A replayed
     * Idempotency-Key answers the first order and sends nothing.
     */
    async placeOrder(user: ShopUser, body: OrderBody, clientKey: string | undefined, client: string): Promise<PlaceOrderResult> {
      const idempotencyKey = clientKey ? `${user.id}:${clientKey}` : null;
      const result = await placeNew(user, body, idempotencyKey, client);
      // The key is looked up only when this attempt did not place the order (issue 24: no read
      // before every insert). A replay fails at the key's unique index, or is refused first (a
      // promo used up, the stock gone since): either way it answers the order its key placed.
      if ('error' in result && idempotencyKey) {
        const earlier = await findByKey(idempotencyKey);
        if (earlier) return { order: earlier, created: false };
      }
      return result;
    },

    /** One order, for its owner or an admin; null for anyone else (no hint that it exists). */
    async findForViewer(documentId: string, viewer: ShopUser): Promise<OrderJson | null> {
      const row: (OrderRow & { user?: { id: number } }) | null = await orders().findOne({
        where: { documentId },
        populate: { user: { select: ['id', 'documentId', 'name'] }, exchangeFor: populateOrder.exchangeFor },
      });
      if (!row || (!viewer.isAdmin && row.user?.id !== viewer.id)) return null;
      return withPayment(row, toOrderJson(row, viewOf(viewer)));
    },

    /** One order by its number, as staff see it (admin only); null when no order has it. */
    async findByNumber(orderNumber: number): Promise<OrderJson | null> {
      const row: OrderRow | null = await orders().findOne({ where: { orderNumber }, populate: populateOrder });
      return row ? withPayment(row, toOrderJson(row)) : null;
    },

    /**
     * One order as its shopper sees it, for the holder of its signed link (ADR 018): the link is the
     * proof, no sign-in. Null for an unknown order.
     */
    async findForLink(documentId: string): Promise<OrderJson | null> {
      const row: OrderRow | null = await orders().findOne({ where: { documentId }, populate: populateOrder });
      return row ? withPayment(row, toOrderJson(row, 'owner')) : null;
    },

    /**
     * The admin list: a page of orders in one status (or unpaid, undelivered, all), newest first,
     * except the pending ones: the queue of calls to make, oldest first. With the count per status,
     * and `next`, the cursor of the following page (database/order-pages.ts). Null for an unknown cursor.
     */
    async adminList(page: number, filter: OrderFilter, after?: string): Promise<AdminOrdersPageJson | null> {
      const [found, { statusCounts, listed }, paymentCounts] = await Promise.all([orderPageIds(strapi, filter, { page, after }), orderCounts(strapi, filter), paymentFilterCounts(strapi)]);
      if (!found) return null;
      const direction = listDirection(filter);
      const rows = (
        found.ids.length === 0
          ? []
          : await orders().findMany({ where: { id: { $in: found.ids } }, orderBy: [{ createdAt: direction }, { id: direction }], populate: populateOrder })
      ) as OrderRow[];
      const list = rows.map((row) => toOrderJson(row));
      return { orders: list, statusCounts, paymentCounts, page, pages: Math.ceil(listed / ADMIN_PAGE_SIZE), next: found.more ? (list.at(-1)?._id ?? null) : null };
    },

    /** The shopper's own orders, newest first. */
    async listMine(user: ShopUser): Promise<OrderJson[]> {
      const rows: OrderRow[] = await orders().findMany({
        where: { user: { id: user.id } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        populate: populateOrder,
      });
      return rows.map((row) => toOrderJson(row, viewOf(user)));
    },
  };
};

export type OrderService = ReturnType<typeof orderService>;
export default orderService;
