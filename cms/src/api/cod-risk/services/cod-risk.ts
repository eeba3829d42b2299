import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  DEFAULT_COD_RULES,
  codEditRefusal,
  codRefusal,
  isNumberBlocked,
  type CodCounts,
  type CodNumberJson,
  type CodRiskJson,
  type CodRules,
  type CodRulesBody,
  type CodRulesJson,
  type CodedError,
} from '@pointe/config';
import { isPostgres } from '../../../database/dialect';
import { columnOf, joinTableOf, tableOf } from '../../../database/names';
import { quoted, type Sql } from '../../../database/sql';

const ORDER_UID = 'api::order.order';
export const COD_RULE_UID = 'api::cod-risk.cod-rule';
export const COD_LIFT_UID = 'api::cod-risk.cod-lift';

/** The first key of the per-number advisory locks ("Pcod"); the second is the number's hash. */
const COD_LOCK_KEY = 0x50636f64;

interface RuleRow {
  id: number;
  maxCodTotal: number | string | null;
  refusalsToBlock: number | null;
}
interface LiftRow {
  id: number;
  mobileNumber: string;
  refusedAtLift: number;
  createdAt: string | Date;
}
type CountRow = { key: unknown; placed: unknown; delivered: unknown; refused: unknown };

const NONE: CodCounts = { placed: 0, delivered: 0, refused: 0 };
const toCounts = (row: CountRow | undefined): CodCounts =>
  row ? { placed: Number(row.placed), delivered: Number(row.delivered ?? 0), refused: Number(row.refused ?? 0) } : { ...NONE };

/**
 * Cash-on-delivery risk (issue 22, ADR 019): a number's and an account's orders placed, delivered and
 * refused, the shop's rules, and the blocks the staff lifted. `refusal` runs inside the order
 * transaction on what the order's first statement read (`orderColumns`): a block put back is seen by
 * every order that starts after its commit. Placing an order changes no number's refusals, so racing
 * orders cannot slip past a block either (ADR 029: the per-number lock is now the lift changes' alone).
 */
const codRiskService = ({ strapi }: { strapi: Core.Strapi }) => {
  const column = (attribute: 'id' | 'mobileKey' | 'orderStatus' | 'isDelivered' | 'documentId') => columnOf(strapi, ORDER_UID, attribute);
  const lifts = () => strapi.db.query(COD_LIFT_UID);

  /** Refused: at the door, returned or not (a return after delivery is no refusal). */
  const refusedSum = (prefix: string) =>
    `sum(CASE WHEN ${prefix}${column('orderStatus')} = 'refused' OR (${prefix}${column('orderStatus')} = 'returned' AND NOT coalesce(${prefix}${column('isDelivered')}, false)) THEN 1 ELSE 0 END)`;
  /** Placed, delivered (cash collected, even if returned later) and refused. */
  const sums = (knex: Knex | Knex.Transaction, prefix: string) => [
    knex.raw('count(*) AS placed'),
    knex.raw(`sum(CASE WHEN ${prefix}${column('isDelivered')} THEN 1 ELSE 0 END) AS delivered`),
    knex.raw(`${refusedSum(prefix)} AS refused`),
  ];

  /** Each number's counts: one query on the mobile_key index. */
  const countsByMobile = async (knex: Knex | Knex.Transaction, mobiles: string[]): Promise<Map<string, CodCounts>> => {
    if (mobiles.length === 0) return new Map();
    const rows: CountRow[] = await knex(tableOf(strapi, ORDER_UID))
      .select({ key: column('mobileKey') }, ...sums(knex, ''))
      .whereIn(column('mobileKey'), mobiles)
      .groupBy(column('mobileKey'));
    return new Map(rows.map((row) => [String(row.key), toCounts(row)]));
  };

  /** Each account's counts: one query through the order–user link table. */
  const countsByUser = async (userIds: number[]): Promise<Map<number, CodCounts>> => {
    if (userIds.length === 0) return new Map();
    const knex = strapi.db.connection;
    const link = joinTableOf(strapi, ORDER_UID, 'user');
    const rows: CountRow[] = await knex(`${tableOf(strapi, ORDER_UID)} as o`)
      .join(`${link.name} as l`, `l.${link.ownerColumn}`, `o.${column('id')}`)
      .select({ key: `l.${link.targetColumn}` }, ...sums(knex, 'o.'))
      .whereIn(`l.${link.targetColumn}`, userIds)
      .groupBy(`l.${link.targetColumn}`);
    return new Map(rows.map((row) => [Number(row.key), toCounts(row)]));
  };

  const toRules = (row: Pick<RuleRow, 'maxCodTotal' | 'refusalsToBlock'> | null | undefined): CodRules => {
    if (!row) return { ...DEFAULT_COD_RULES };
    return {
      maxCodTotal: row.maxCodTotal === null || row.maxCodTotal === undefined ? null : Number(row.maxCodTotal),
      refusalsToBlock: Number(row.refusalsToBlock ?? DEFAULT_COD_RULES.refusalsToBlock),
    };
  };
  const readRules = async (): Promise<CodRules> => toRules(await strapi.db.query(COD_RULE_UID).findOne({}));

  /**
   * For an order (issue 24: no statement of its own): the shop's rules and the number's refusals as
   * columns of the order's first statement (order.ts). The rules table holds one row, or none (the defaults).
   */
  const orderColumns = (mobile: string): Record<'codMaxTotal' | 'codRefusalsToBlock' | 'codRefused', Sql> => {
    const rule = (attribute: 'maxCodTotal' | 'refusalsToBlock'): Sql => ({
      text: `SELECT ${quoted(columnOf(strapi, COD_RULE_UID, attribute))} FROM ${quoted(tableOf(strapi, COD_RULE_UID))} ORDER BY ${quoted(columnOf(strapi, COD_RULE_UID, 'id'))} LIMIT 1`,
      values: [],
    });
    // Only the refused and returned orders are read, from the partial index that holds them alone
    // (database/indexes.ts; its predicate is this condition, word for word): a number's delivered and
    // pending orders, however many, cost its next order nothing.
    const refused: Sql = {
      text: `SELECT ${refusedSum('')} FROM ${quoted(tableOf(strapi, ORDER_UID))} WHERE ${quoted(column('mobileKey'))} = ? AND ${quoted(column('orderStatus'))} IN ('refused', 'returned')`,
      values: [mobile],
    };
    return { codMaxTotal: rule('maxCodTotal'), codRefusalsToBlock: rule('refusalsToBlock'), codRefused: refused };
  };

  /** Serialises the lift changes of one number (PostgreSQL; SQLite has one writer). */
  const lockNumber = async (trx: Knex.Transaction, mobile: string) => {
    if (isPostgres(strapi)) await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [COD_LOCK_KEY, mobile]);
  };

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
    orderColumns,

    /**
     * Inside the order transaction: why this order may not be paid cash on delivery, or null, from
     * `orderColumns`' answers. No lock: placing an order changes no number's refusals, and a block put
     * back (setLift) is committed before any order that starts after it reads these columns.
     */
    async refusal(answers: Partial<Record<keyof ReturnType<typeof orderColumns>, unknown>>, mobile: string, total: number): Promise<CodedError | null> {
      const rules = toRules({ maxCodTotal: answers.codMaxTotal as RuleRow['maxCodTotal'], refusalsToBlock: answers.codRefusalsToBlock as RuleRow['refusalsToBlock'] });
      const refused = Number(answers.codRefused ?? 0);
      const lift: LiftRow | null = refused >= rules.refusalsToBlock ? await lifts().findOne({ where: { mobileNumber: mobile } }) : null;
      return codRefusal(rules, { total, refused, liftedAtRefusals: lift?.refusedAtLift ?? null });
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
      if (row) await rules.update({ where: { id: row.id }, data: body });
      else await rules.create({ data: body });
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
