import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  STORE_CREDIT_PAGE_SIZE,
  ShopError,
  amountDuePiastres,
  coded,
  creditToUse,
  toEgp,
  toPiastres,
  type CodedError,
  type OrderStatus,
  type Piastres,
  type StoreCreditAdjustment,
  type StoreCreditEntryJson,
  type StoreCreditJson,
  type StoreCreditKind,
} from '@pointe/config';
import { advisoryXactLock } from '../../../database/advisory-lock';
import { columnOf, joinTableOf, tableOf } from '../../../database/names';
import { ORDER_UID } from '../../order/services/order';

export const STORE_CREDIT_UID = 'api::store-credit.store-credit-entry';
const USER_UID = 'plugin::users-permissions.user';

/** The key of the per-shopper lock (with her user id): every write to her ledger takes it first. */
const STORE_CREDIT_LOCK_KEY = 0x50736372; // "Pscr"

/** What a caller writes to a shopper's ledger. `amountPiastres` is signed: positive gives credit, negative spends it. */
export interface StoreCreditGrant {
  userId: number;
  amountPiastres: Piastres;
  kind: StoreCreditKind;
  /** The order (row id) it was spent on or given back from. */
  orderId?: number;
  /** The return request it refunds (issue 23's returns, its row id) and which of its refunds (1, 2, …): one entry per refund; one `exchange` entry per return. */
  returnId?: number;
  refundNumber?: number;
  /** The order's version after the edit that gave credit back (order-edits.ts): one entry per edit. */
  editVersion?: number;
  note?: string;
}

/** The credit an order spends, decided inside the order transaction and checked again when its entry is written. */
export interface OrderCredit {
  /** The credit applied: min(balance, total), 0 when she did not ask for it. */
  usedPiastres: Piastres;
  /** What the courier collects in cash: the total less the credit. */
  amountDuePiastres: Piastres;
  /** Writes the spend entry for the order once it has its row id (nothing when no credit was used). */
  record(orderId: number): Promise<void>;
}

/** An order that spends no credit: its cash on delivery is its total. */
export const noStoreCredit = (totalPiastres: Piastres): OrderCredit => ({
  usedPiastres: 0,
  amountDuePiastres: amountDuePiastres(totalPiastres, 0),
  record: async () => {},
});

interface EntryRow {
  documentId: string;
  amount: number | string;
  kind: StoreCreditKind;
  returnId: number | null;
  note: string | null;
  createdAt: string | Date;
  order?: { documentId: string; orderNumber: number | null } | null;
}

export type AdjustResult = { credit: StoreCreditJson } | { status: 404 | 409; error: CodedError };

/** The statuses that give an order's store credit back: it never reached the shopper (ADR 024). A later `returned` gives nothing more. */
const givesCreditBack = (status: OrderStatus) => status === 'cancelled' || status === 'refused';

/** One entry per order spent, per order given back and per refund of a return: a second write of the same is refused by the unique index. */
const entryKeyOf = (grant: StoreCreditGrant): string | null => {
  if (grant.kind === 'refund' && grant.returnId !== undefined) return `refund:${grant.returnId}:${grant.refundNumber ?? 1}`;
  if (grant.kind === 'exchange' && grant.returnId !== undefined) return `exchange:${grant.returnId}`;
  if (grant.kind === 'order-returned' && grant.orderId !== undefined && grant.editVersion !== undefined) return `order-edit:${grant.orderId}:${grant.editVersion}`;
  if ((grant.kind === 'order' || grant.kind === 'order-returned') && grant.orderId !== undefined) return `${grant.kind}:${grant.orderId}`;
  return null;
};

const toEntryJson = (row: EntryRow): StoreCreditEntryJson => ({
  _id: row.documentId,
  amount: Number(row.amount),
  kind: row.kind,
  orderId: row.order?.documentId ?? '',
  orderNumber: row.order?.orderNumber ? Number(row.order.orderNumber) : null,
  returnId: row.returnId === null || row.returnId === undefined ? null : Number(row.returnId),
  note: row.note ?? '',
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * Store credit (issue 23, ADR 024): a ledger of signed entries per shopper; the balance is their sum.
 * Every write runs inside the caller's transaction and first takes a per-shopper lock
 * (pg_advisory_xact_lock, held until that transaction ends), then reads the balance and writes: two
 * checkouts spending the same credit at once are served one after the other, so the balance can never
 * go below 0. SQLite (the quick start) has one writer at a time.
 */
const storeCreditService = ({ strapi }: { strapi: Core.Strapi }) => {
  const entries = () => strapi.db.query(STORE_CREDIT_UID);

  const lockShopper = async (trx: Knex.Transaction, userId: number) => {
    await advisoryXactLock(strapi, trx, STORE_CREDIT_LOCK_KEY, userId);
  };

  /** How many entries she has and her balance in piastres (their sum): one statement. */
  const ledger = async (userId: number, trx?: Knex.Transaction): Promise<{ entries: number; balance: Piastres }> => {
    const link = joinTableOf(strapi, STORE_CREDIT_UID, 'user');
    const table = tableOf(strapi, STORE_CREDIT_UID);
    const knex = trx ?? strapi.db.connection;
    const row: { entries?: unknown; total?: unknown } | undefined = await knex(table)
      .join(link.name, `${link.name}.${link.ownerColumn}`, `${table}.${columnOf(strapi, STORE_CREDIT_UID, 'id')}`)
      .where(`${link.name}.${link.targetColumn}`, userId)
      .count({ entries: '*' })
      .sum({ total: `${table}.${columnOf(strapi, STORE_CREDIT_UID, 'amount')}` })
      .first();
    // No entries: a sum of nothing is NULL, a balance of 0.
    return { entries: Number(row?.entries ?? 0), balance: toPiastres(Number(row?.total ?? 0)) };
  };

  /** Her balance in piastres: the sum of her entries. */
  const balance = async (userId: number, trx?: Knex.Transaction): Promise<Piastres> => (await ledger(userId, trx)).balance;

  /**
   * Writes one entry to a shopper's ledger inside `trx` (a transaction of strapi.db.transaction).
   * A negative amount that would leave her balance below 0 throws ShopError('storeCreditNotEnough'),
   * which rolls the caller's transaction back. Returns the entry and her balance after it.
   */
  const grant = async (trx: Knex.Transaction, entry: StoreCreditGrant): Promise<{ entry: StoreCreditEntryJson; balancePiastres: Piastres }> => {
    if (!Number.isInteger(entry.amountPiastres) || entry.amountPiastres === 0) throw new Error(`Store credit: not a whole, non-zero amount of piastres: ${entry.amountPiastres}`);
    await lockShopper(trx, entry.userId);
    const before = await balance(entry.userId, trx);
    if (before + entry.amountPiastres < 0) throw new ShopError('storeCreditNotEnough', { balance: toEgp(before).toFixed(2) });
    const row: EntryRow = await entries().create({
      data: {
        user: entry.userId,
        amount: toEgp(entry.amountPiastres),
        kind: entry.kind,
        order: entry.orderId ?? null,
        returnId: entry.returnId ?? null,
        note: entry.note ?? '',
        entryKey: entryKeyOf(entry),
      },
      populate: { order: { select: ['documentId', 'orderNumber'] } },
    });
    return { entry: toEntryJson(row), balancePiastres: before + entry.amountPiastres };
  };

  /**
   * Her balance and a page of her entries, most recent first. The count and the balance come first, in
   * one statement: most shoppers have no entry, and their statement (the place order page asks it on
   * every visit) needs no other.
   */
  const statement = async (userId: number, page = 1): Promise<StoreCreditJson> => {
    const { entries: total, balance: credit } = await ledger(userId);
    const offset = (page - 1) * STORE_CREDIT_PAGE_SIZE;
    const rows: EntryRow[] =
      offset < total
        ? await entries().findMany({
            where: { user: { id: userId } },
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            limit: STORE_CREDIT_PAGE_SIZE,
            offset,
            populate: { order: { select: ['documentId', 'orderNumber'] } },
          })
        : [];
    return { balance: toEgp(credit), entries: rows.map(toEntryJson), page, pages: Math.ceil(total / STORE_CREDIT_PAGE_SIZE) };
  };

  return {
    grant,
    balance,
    statement,

    /**
     * For the order transaction (order.ts): when she asked for it, applies min(balance, total) as her
     * balance reads now, without a lock (her ledger is taken after the order's stock, in the order
     * every path takes them: database/order-rollups.ts lockOrder). `record(orderId)` then writes the
     * spend entry in the same transaction: grant locks her ledger and checks the balance again, and
     * throws storeCreditNotEnough when another spend committed meanwhile (order.ts then places the
     * order again, with the balance as it is now).
     */
    async forOrder(trx: Knex.Transaction, userId: number, totalPiastres: Piastres, use: boolean | undefined): Promise<OrderCredit> {
      const usedPiastres = use ? creditToUse(await balance(userId, trx), totalPiastres) : 0;
      return {
        usedPiastres,
        amountDuePiastres: amountDuePiastres(totalPiastres, usedPiastres),
        record: async (orderId: number) => {
          if (usedPiastres > 0) await grant(trx, { userId, amountPiastres: -usedPiastres, kind: 'order', orderId });
        },
      };
    },

    /**
     * For the life cycle's compare-and-set (life-cycle.ts), inside its transaction: when the order
     * became cancelled or refused, the credit it used goes back to its shopper. The compare-and-set
     * lets one change win, and the entry's unique key refuses a second: exactly once.
     */
    async afterStatusChange(trx: Knex.Transaction, orderId: number, to: OrderStatus): Promise<void> {
      if (!givesCreditBack(to)) return;
      const link = joinTableOf(strapi, ORDER_UID, 'user');
      const row: { used: unknown; userId: unknown } | undefined = await trx(tableOf(strapi, ORDER_UID))
        .leftJoin(link.name, `${link.name}.${link.ownerColumn}`, `${tableOf(strapi, ORDER_UID)}.${columnOf(strapi, ORDER_UID, 'id')}`)
        .where(`${tableOf(strapi, ORDER_UID)}.${columnOf(strapi, ORDER_UID, 'id')}`, orderId)
        .first({ used: columnOf(strapi, ORDER_UID, 'storeCreditUsed'), userId: `${link.name}.${link.targetColumn}` });
      const used = toPiastres(Number(row?.used ?? 0));
      if (used <= 0 || row?.userId === null || row?.userId === undefined) return;
      await grant(trx, { userId: Number(row.userId), amountPiastres: used, kind: 'order-returned', orderId, note: `Order ${to}` });
    },

    /**
     * For an edit of an order's lines (order-edits.ts), inside its transaction, after its
     * compare-and-set: the credit the order no longer keeps (it never keeps more than its new total)
     * goes back to its shopper, one entry per edit (keyed by the order's new version). A later cancel
     * gives back what it still keeps.
     */
    async giveBackAfterEdit(trx: Knex.Transaction, order: { id: number; userId: number; version: number }, amountPiastres: Piastres): Promise<void> {
      await grant(trx, { userId: order.userId, amountPiastres, kind: 'order-returned', orderId: order.id, editVersion: order.version, note: 'Order edited' });
    },

    /** POST /api/users/:id/store-credit (admin): a goodwill adjustment, never leaving her balance below 0. */
    async adjust(userDocumentId: string, body: StoreCreditAdjustment, by: string): Promise<AdjustResult> {
      const user: { id: number } | null = await strapi.db.query(USER_UID).findOne({ where: { documentId: userDocumentId }, select: ['id'] });
      if (!user) return { status: 404, error: coded('accountNotFound') };
      try {
        await strapi.db.transaction(({ trx }) =>
          grant(trx, { userId: user.id, amountPiastres: toPiastres(body.amount), kind: 'adjustment', note: body.note || `Adjustment by ${by}` }),
        );
      } catch (error) {
        if (error instanceof ShopError) return { status: 409, error: error.coded };
        throw error;
      }
      return { credit: await statement(user.id) };
    },
  };
};

export type StoreCreditService = ReturnType<typeof storeCreditService>;
export default storeCreditService;
