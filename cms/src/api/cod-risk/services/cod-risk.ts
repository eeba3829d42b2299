import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import {
  DEFAULT_COD_RULES,
  HELD_ORDER_STATUSES,
  addressHoldKey,
  codEditRefusal,
  codHoldRefusal,
  codLimitRefusal,
  codNumberRefusal,
  isNumberBlocked,
  type CodCounts,
  type CodNumberJson,
  type CodRiskJson,
  type CodRules,
  type CodRulesBody,
  type CodRulesJson,
  type CodedError,
  type ShippingAddress,
} from '@pointe/config';
import { lockHolds } from '../../../database/cod-holds';
import { advisoryXactLock } from '../../../database/advisory-lock';
import { countWhen, isTrue, refusedAtTheDoor } from '../../../database/aggregates';
import { whereSubqueryIn } from '../../../database/conditions';
import { columnOf, joinTableOf, tableOf } from '../../../database/names';
import { envCount } from '../../../utils/env';
import { prepared } from '../../../database/prepared';

const ORDER_UID = 'api::order.order';
export const COD_RULE_UID = 'api::cod-risk.cod-rule';
export const COD_LIFT_UID = 'api::cod-risk.cod-lift';

/** The first key of the per-number advisory locks ("Pcod"); the second is the number's hash. */
const COD_LOCK_KEY = 0x50636f64;

interface RuleRow {
  id: number;
  maxCodTotal: number | string | null;
  refusalsToBlock: number | null;
  /** Null: the shop's default (COD_MAX_PENDING_ORDERS); 0: no cap. */
  maxPendingOrders?: number | null;
  /** Null: the shop's default (COD_MAX_UNITS_PER_LINE); 0: no cap. */
  maxUnitsPerLine?: number | null;
  /** Null or 0: no fee. */
  codFee?: number | string | null;
}
type CapAttribute = 'maxPendingOrders' | 'maxUnitsPerLine';

/**
 * The caps until the staff save the rules page: config's defaults, or the operator's
 * (COD_MAX_PENDING_ORDERS, COD_MAX_UNITS_PER_LINE; 0 for no cap). As stored: 0 is no cap.
 */
const defaultCap = (attribute: CapAttribute): number =>
  attribute === 'maxPendingOrders'
    ? envCount('COD_MAX_PENDING_ORDERS', DEFAULT_COD_RULES.maxPendingOrders ?? 0)
    : envCount('COD_MAX_UNITS_PER_LINE', DEFAULT_COD_RULES.maxUnitsPerLine ?? 0);
/** A stored cap (null: the default) as the rules say it: null for no cap. */
const capOf = (attribute: CapAttribute, stored: unknown): number | null => {
  const cap = stored === null || stored === undefined ? defaultCap(attribute) : Number(stored);
  return cap > 0 ? cap : null;
};

/** Who a new order's pending orders are counted for: its account, its mobile number, its address. */
export interface OrderHolders {
  userId: number;
  mobile: string;
  /** addressKeyOf(the order's address): stored with the order. */
  addressKey: string;
}

/** The key an order's address is counted under (stored as the order's `addressKey`): a hash of config's addressHoldKey. */
export const addressKeyOf = (address: ShippingAddress): string => createHash('sha256').update(addressHoldKey(address)).digest('base64url');

const holdKeys = (holders: OrderHolders) => ({ account: `u:${holders.userId}`, mobile: `m:${holders.mobile}`, address: `a:${holders.addressKey}` });
interface LiftRow {
  id: number;
  mobileNumber: string;
  refusedAtLift: number;
  createdAt: string | Date;
}
/** What a new order's transaction read of the COD rules and its holders (readForOrder). */
export interface CodForOrder {
  rules: CodRules;
  /** The number's refused orders. */
  refused: number;
  /** Its account's, number's and address's pending orders, each counted up to the cap (0 without one). */
  pending: { account: number; mobile: number; address: number };
}

type CountRow = { key: unknown; placed: unknown; delivered: unknown; refused: unknown };

const NONE: CodCounts = { placed: 0, delivered: 0, refused: 0 };
const toCounts = (row: CountRow | undefined): CodCounts =>
  row ? { placed: Number(row.placed), delivered: Number(row.delivered ?? 0), refused: Number(row.refused ?? 0) } : { ...NONE };

/**
 * Cash-on-delivery risk (issue 22, ADR 019): a number's and an account's orders placed, delivered and
 * refused, the shop's rules, and the blocks the staff lifted. `refusal` runs inside the order
 * transaction on what the order read (`readForOrder`): a block put back is seen by
 * every order that starts after its commit. Placing an order changes no number's refusals, so racing
 * orders cannot slip past a block either (ADR 029: the per-number lock is now the lift changes' alone).
 */
const codRiskService = ({ strapi }: { strapi: Core.Strapi }) => {
  const column = (attribute: 'id' | 'mobileKey' | 'addressKey' | 'orderStatus' | 'isDelivered' | 'documentId') => columnOf(strapi, ORDER_UID, attribute);
  const lifts = () => strapi.db.query(COD_LIFT_UID);

  /** Placed, delivered (cash collected, even if returned later) and refused (at the door: refusedAtTheDoor). */
  const withCounts = (knex: Knex | Knex.Transaction, query: Knex.QueryBuilder, prefix: '' | 'o.'): Knex.QueryBuilder =>
    query.count({ placed: '*' }).select({
      delivered: countWhen(knex, isTrue(knex, `${prefix}${column('isDelivered')}`)),
      refused: countWhen(knex, refusedAtTheDoor(knex, { status: `${prefix}${column('orderStatus')}`, isDelivered: `${prefix}${column('isDelivered')}` })),
    });

  /** Each number's counts: one query on the mobile_key index. */
  const countsByMobile = async (knex: Knex | Knex.Transaction, mobiles: string[]): Promise<Map<string, CodCounts>> => {
    if (mobiles.length === 0) return new Map();
    const rows: CountRow[] = await withCounts(knex, knex(tableOf(strapi, ORDER_UID)).select({ key: column('mobileKey') }), '')
      .whereIn(column('mobileKey'), mobiles)
      .groupBy(column('mobileKey'));
    return new Map(rows.map((row) => [String(row.key), toCounts(row)]));
  };

  /** Each account's counts: one query through the order–user link table. */
  const countsByUser = async (userIds: number[]): Promise<Map<number, CodCounts>> => {
    if (userIds.length === 0) return new Map();
    const knex = strapi.db.connection;
    const link = joinTableOf(strapi, ORDER_UID, 'user');
    const orders = knex(`${tableOf(strapi, ORDER_UID)} as o`)
      .join(`${link.name} as l`, `l.${link.ownerColumn}`, `o.${column('id')}`)
      .select({ key: `l.${link.targetColumn}` });
    const rows: CountRow[] = await withCounts(knex, orders, 'o.')
      .whereIn(`l.${link.targetColumn}`, userIds)
      .groupBy(`l.${link.targetColumn}`);
    return new Map(rows.map((row) => [Number(row.key), toCounts(row)]));
  };

  const toRules = (row: Omit<RuleRow, 'id'> | null | undefined): CodRules => ({
    maxCodTotal: row?.maxCodTotal === null || row?.maxCodTotal === undefined ? null : Number(row.maxCodTotal),
    refusalsToBlock: Number(row?.refusalsToBlock ?? DEFAULT_COD_RULES.refusalsToBlock),
    maxPendingOrders: capOf('maxPendingOrders', row?.maxPendingOrders),
    maxUnitsPerLine: capOf('maxUnitsPerLine', row?.maxUnitsPerLine),
    codFee: Number(row?.codFee ?? 0),
  });
  const readRules = async (): Promise<CodRules> => toRules(await strapi.db.query(COD_RULE_UID).findOne({}));

  /**
   * For a new order, inside its transaction (issue 24's reads, now the query builder's): the shop's
   * rules, the number's refusals and, with a cap on unconfirmed orders, the pending orders of its
   * account, number and address, each counted up to the cap after its holder's row is taken
   * (database/cod-holds.ts), so racing orders for the same holder are counted one after the other.
   * The rules table holds one row, or none (the defaults).
   */
  const readForOrder = async (trx: Knex.Transaction, holders: OrderHolders): Promise<CodForOrder> => {
    const orders = tableOf(strapi, ORDER_UID);
    // One statement: the rules row's columns (none: the defaults) and the number's refusals, read
    // from the partial index that holds only refused and returned orders (database/indexes.ts): a
    // number's delivered and pending orders, however many, cost its next order nothing.
    const rule = (attribute: keyof Omit<RuleRow, 'id'>) =>
      trx(tableOf(strapi, COD_RULE_UID)).select(columnOf(strapi, COD_RULE_UID, attribute)).orderBy(columnOf(strapi, COD_RULE_UID, 'id')).limit(1);
    const refusedOrders = trx(orders)
      .where(column('mobileKey'), holders.mobile)
      .whereIn(column('orderStatus'), ['refused', 'returned'])
      .where((refusal) => refusal.where(column('orderStatus'), 'refused').orWhereNull(column('isDelivered')).orWhere(column('isDelivered'), false))
      .count('*');
    const read: (Omit<RuleRow, 'id'> & { refused: unknown }) | undefined = await prepared(trx.queryBuilder(), 'cod_for_order')
      .select({
        maxCodTotal: rule('maxCodTotal'),
        refusalsToBlock: rule('refusalsToBlock'),
        maxPendingOrders: rule('maxPendingOrders'),
        maxUnitsPerLine: rule('maxUnitsPerLine'),
        codFee: rule('codFee'),
        refused: refusedOrders,
      })
      .first();
    const rules = toRules(read);
    const refused = Number(read?.refused ?? 0);
    const cap = rules.maxPendingOrders;
    if (cap === null) return { rules, refused, pending: { account: 0, mobile: 0, address: 0 } };
    await lockHolds(trx, Object.values(holdKeys(holders)));
    // Each count stops at the cap: a holder's pending orders, however many, cost no more than that.
    const upToCap = (query: Knex.QueryBuilder, alias: string) => trx.count('*').from(query.limit(cap).as(alias));
    // Held: pending, or awaiting its online payment (HELD_ORDER_STATUSES): both keep their units from others.
    const pendingBy = (attribute: 'mobileKey' | 'addressKey', key: string) =>
      trx(orders).where(column(attribute), key).whereIn(column('orderStatus'), HELD_ORDER_STATUSES).select(column('id'));
    const link = joinTableOf(strapi, ORDER_UID, 'user');
    // The account's through its own link rows, each order's status then read by its id: a scalar
    // subquery, which neither database turns into a join. A plain join let PostgreSQL, with
    // statistics older than a burst of orders (a new shop's first minutes), walk every pending
    // order in the shop instead: 23–46 ms an order at 3,300 pending (2026-11-28, EXPLAIN ANALYZE).
    const statusOfLinked = trx({ o: orders }).select(`o.${column('orderStatus')}`).where(`o.${column('id')}`, trx.ref(`l.${link.ownerColumn}`));
    const pendingOfAccount = whereSubqueryIn(trx({ l: link.name }).where(`l.${link.targetColumn}`, holders.userId), statusOfLinked, HELD_ORDER_STATUSES).select(`l.${link.ownerColumn}`);
    const pending: Record<keyof CodForOrder['pending'], unknown> | undefined = await prepared(trx.queryBuilder(), 'cod_pending_for_order')
      .select({
        account: upToCap(pendingOfAccount, 'account_held'),
        mobile: upToCap(pendingBy('mobileKey', holders.mobile), 'mobile_held'),
        address: upToCap(pendingBy('addressKey', holders.addressKey), 'address_held'),
      })
      .first();
    return { rules, refused, pending: { account: Number(pending?.account ?? 0), mobile: Number(pending?.mobile ?? 0), address: Number(pending?.address ?? 0) } };
  };

  /** Serialises the lift changes of one number (PostgreSQL; SQLite has one writer). */
  const lockNumber = (trx: Knex.Transaction, mobile: string) => advisoryXactLock(strapi, trx, COD_LOCK_KEY, mobile);

  const standing = async (trx: Knex.Transaction | Knex, mobile: string, rules: CodRules): Promise<CodNumberJson> => {
    const counts = (await countsByMobile(trx, [mobile])).get(mobile) ?? { ...NONE };
    const lift: LiftRow | null = await lifts().findOne({ where: { mobileNumber: mobile } });
    return { mobileNumber: mobile, counts, blocked: isNumberBlocked(rules, counts.refused, lift?.refusedAtLift ?? null), lifted: lift !== null };
  };

  const transaction = async <T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> => {
    let handle: { executionPromise?: Promise<unknown> } | undefined;
    const result = await strapi.db.transaction(async ({ trx }) => {
      handle = trx as { executionPromise?: Promise<unknown> };
      return work(trx as Knex.Transaction);
    });
    // As for orders: a failed COMMIT is only reported here.
    await handle?.executionPromise;
    return result;
  };

  return {
    readForOrder,

    /**
     * Inside the order transaction, from `readForOrder`: why this order may not be placed for what it
     * is, before anything about its amount (or its promo code) is known: a line over the units cap,
     * an account, number or address at its cap of pending orders, a blocked number. No lock for the
     * block: placing an order changes no number's refusals, and a block put back (setLift) is
     * committed before any order that starts after it reads them.
     */
    async holdRefusal(read: CodForOrder, holders: OrderHolders, largestLine: number, { cashOnDelivery } = { cashOnDelivery: true }): Promise<CodedError | null> {
      const held = codHoldRefusal(read.rules, { largestLine, pending: read.pending });
      if (held) return held;
      // A number with refusals may still pay first: nothing is left to refuse at the door (issue 40).
      if (!cashOnDelivery) return null;
      const lift: LiftRow | null = read.refused >= read.rules.refusalsToBlock ? await lifts().findOne({ where: { mobileNumber: holders.mobile } }) : null;
      return codNumberRefusal(read.rules, read.refused, lift?.refusedAtLift ?? null);
    },

    /** The cash-on-delivery fee staff set, in EGP (0: none): the checkout shows it before she chooses. */
    async codFee(): Promise<number> {
      return (await readRules()).codFee;
    },

    /** Why this much cash may not be collected on delivery (the shop's limit), or null. */
    cashRefusal(read: CodForOrder, cash: number): CodedError | null {
      return codLimitRefusal(read.rules, cash);
    },

    /** For staff's edit of an order's lines (order-edits.ts): config's codEditRefusal with the shop's rules. */
    async editRefusal(cashBefore: number, cashAfter: number): Promise<CodedError | null> {
      return codEditRefusal(await readRules(), cashBefore, cashAfter);
    },

    async rules(): Promise<CodRulesJson> {
      const rows: LiftRow[] = await lifts().findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: 500 });
      return {
        ...(await readRules()),
        lifts: rows.map((row) => ({ mobileNumber: row.mobileNumber, refusedAtLift: Number(row.refusedAtLift), liftedAt: new Date(row.createdAt).toISOString() })),
      };
    },

    async saveRules(body: CodRulesBody): Promise<CodRulesJson> {
      const rules = strapi.db.query(COD_RULE_UID);
      const row: RuleRow | null = await rules.findOne({});
      // A cap left out stays as it is; null (no cap) is stored as 0, since a null column means the default.
      const data: Omit<RuleRow, 'id'> = { maxCodTotal: body.maxCodTotal, refusalsToBlock: body.refusalsToBlock };
      for (const attribute of ['maxPendingOrders', 'maxUnitsPerLine'] as const) {
        const cap = body[attribute];
        if (cap !== undefined) data[attribute] = cap ?? 0;
      }
      // Left out: unchanged; null: no fee.
      if (body.codFee !== undefined) data.codFee = body.codFee ?? 0;
      if (row) await rules.update({ where: { id: row.id }, data });
      else await rules.create({ data });
      return this.rules();
    },

    /** One number's standing. */
    async number(mobile: string): Promise<CodNumberJson> {
      return standing(strapi.db.connection, mobile, await readRules());
    },

    /** Lifts the block of a number (for the refusals it has now) or puts it back. Idempotent. */
    async setLift(mobile: string, lifted: boolean): Promise<CodNumberJson> {
      return transaction(async (trx) => {
        await lockNumber(trx, mobile);
        const rules = await readRules();
        const counts = (await countsByMobile(trx, [mobile])).get(mobile) ?? NONE;
        const existing: LiftRow | null = await lifts().findOne({ where: { mobileNumber: mobile } });
        if (!lifted && existing) await lifts().delete({ where: { id: existing.id } });
        if (lifted && existing) await lifts().update({ where: { id: existing.id }, data: { refusedAtLift: counts.refused } });
        if (lifted && !existing) await lifts().create({ data: { mobileNumber: mobile, refusedAtLift: counts.refused } });
        return standing(trx, mobile, rules);
      });
    },

    /** For the admin's order cards: each order's number and account history, in three queries whatever the page. */
    async forOrders(documentIds: string[]): Promise<CodRiskJson> {
      if (documentIds.length === 0) return { risks: [] };
      const rows: Array<{ documentId: string; mobileKey: string | null; user?: { id: number } | null }> = await strapi.db.query(ORDER_UID).findMany({
        where: { documentId: { $in: documentIds } },
        select: ['documentId', 'mobileKey'],
        populate: { user: { select: ['id'] } },
      });
      const knex = strapi.db.connection;
      const mobiles = [...new Set(rows.flatMap((row) => (row.mobileKey ? [row.mobileKey] : [])))];
      const [rules, byMobile, byUser, liftRows] = await Promise.all([
        readRules(),
        countsByMobile(knex, mobiles),
        countsByUser([...new Set(rows.flatMap((row) => (row.user ? [Number(row.user.id)] : [])))]),
        mobiles.length ? (lifts().findMany({ where: { mobileNumber: { $in: mobiles } } }) as Promise<LiftRow[]>) : Promise.resolve([] as LiftRow[]),
      ]);
      const liftOf = new Map(liftRows.map((row) => [row.mobileNumber, Number(row.refusedAtLift)]));
      const byId = new Map(rows.map((row) => [row.documentId, row]));
      return {
        risks: documentIds.flatMap((id) => {
          const row = byId.get(id);
          if (!row) return [];
          const mobile = row.mobileKey ?? '';
          const counts = byMobile.get(mobile) ?? { ...NONE };
          const lift = liftOf.get(mobile);
          return [
            {
              orderId: id,
              mobileNumber: mobile,
              counts,
              blocked: isNumberBlocked(rules, counts.refused, lift ?? null),
              lifted: lift !== undefined,
              account: row.user ? (byUser.get(Number(row.user.id)) ?? { ...NONE }) : null,
            },
          ];
        }),
      };
    },
  };
};

export type CodRiskService = ReturnType<typeof codRiskService>;
export default codRiskService;
