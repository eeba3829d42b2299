import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  DEFAULT_COURIER_SETTLEMENT_DAYS,
  ShopError,
  coded,
  toEgp,
  toPiastres,
  type CodedError,
  type CashDifferenceJson,
  type CourierCashJson,
  type SettlementBody,
  type SettlementJson,
} from '@pointe/config';
import { sumOfFirstNonNull } from '../../../database/aggregates';
import { columnOf, tableOf, type ColumnOf } from '../../../database/names';
import { envInt } from '../../../utils/env';
import { ORDER_UID } from '../../order/services/order';

export const SETTLEMENT_UID = 'api::courier.settlement';

interface SettlementRow {
  documentId: string;
  courier: string;
  settledOn: string | Date;
  amount: number | string;
  /** What its orders had to collect (issue 36); null on settlements from before it was kept. */
  expected?: number | string | null;
  orderNumbers: number[] | string;
  note: string | null;
  createdAt: string | Date;
}

const dateOnly = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export function toSettlementJson(row: SettlementRow): SettlementJson {
  const amount = toPiastres(Number(row.amount));
  const expected = row.expected === null || row.expected === undefined ? amount : toPiastres(Number(row.expected));
  return {
    _id: row.documentId,
    courier: row.courier,
    settledOn: dateOnly(row.settledOn),
    amount: Number(row.amount),
    orderNumbers: (typeof row.orderNumbers === 'string' ? (JSON.parse(row.orderNumbers) as number[]) : row.orderNumbers).map(Number),
    note: row.note ?? '',
    createdAt: new Date(row.createdAt).toISOString(),
    expected: toEgp(expected),
    difference: toEgp(amount - expected),
  };
}

export type RecordResult = { settlement: SettlementJson } | { status: 400 | 409; error: CodedError };

/**
 * A courier's settlements: the cash it hands over, checked against the cash it said it collected.
 * A settlement is recorded only if it adds up exactly (in piastres): every order known, its cash
 * collected by that courier, covered by no other settlement, and the amount the sum of their cash.
 * The check and the marking of the orders happen in ONE transaction, and the marking is a
 * compare-and-set (`… WHERE cash_settled_at IS NULL`): two settlements racing for one order, one wins.
 */
const settlementService = ({ strapi }: { strapi: Core.Strapi }) => {
  const order = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);
  const ordersTable = () => tableOf(strapi, ORDER_UID);

  const unsettled = (knex: Knex | Knex.Transaction) =>
    knex(ordersTable()).whereNotNull(order('cashCollected')).whereNull(order('cashSettledAt')).where(order('orderStatus'), 'delivered');

  return {
    async record(body: SettlementBody, recordedBy: string): Promise<RecordResult> {
      const lines = body.lines ?? (body.orderNumbers ?? []).map((orderNumber) => ({ orderNumber, amount: undefined as number | undefined }));
      const numbers = lines.map((line) => line.orderNumber);
      const repeated = numbers.find((number, index) => numbers.indexOf(number) !== index);
      if (repeated !== undefined) return { status: 400, error: coded('settlementOrderRepeated', { orderNumber: repeated }) };
      try {
        const row = await strapi.db.transaction(async ({ trx }) => {
          const found: Array<{ id: number; orderNumber: number; courier: string | null; cashCollected: unknown; cashExpected: unknown; cashSettledAt: unknown; orderStatus: string }> = await trx(ordersTable())
            .whereIn(order('orderNumber'), numbers)
            .select({
              id: order('id'),
              orderNumber: order('orderNumber'),
              courier: order('courier'),
              cashCollected: order('cashCollected'),
              cashExpected: order('cashExpected'),
              cashSettledAt: order('cashSettledAt'),
              orderStatus: order('orderStatus'),
            });
          const byNumber = new Map(found.map((row) => [Number(row.orderNumber), row]));
          let collected = 0;
          // What the orders had to collect: a settlement of short cash adds up (the courier hands over
          // what it reported) but is recorded with what was due, never as paid in full (issue 36).
          let expected = 0;
          for (const line of lines) {
            const row = byNumber.get(line.orderNumber);
            if (!row) throw new ShopError('settlementOrderUnknown', { orderNumber: line.orderNumber });
            if (row.cashCollected === null || row.courier !== body.courier || row.orderStatus !== 'delivered') {
              throw new ShopError('settlementOrderNotCollected', { orderNumber: line.orderNumber, courier: body.courier });
            }
            if (row.cashSettledAt) throw new ShopError('settlementOrderSettled', { orderNumber: line.orderNumber });
            const cash = toPiastres(Number(row.cashCollected));
            if (line.amount !== undefined && toPiastres(line.amount) !== cash) {
              throw new ShopError('settlementLineMismatch', { orderNumber: line.orderNumber, amount: String(line.amount), collected: String(toEgp(cash)) });
            }
            collected += cash;
            expected += row.cashExpected === null || row.cashExpected === undefined ? cash : toPiastres(Number(row.cashExpected));
          }
          if (toPiastres(body.amount) !== collected) {
            throw new ShopError('settlementAmountMismatch', { amount: String(body.amount), collected: String(toEgp(collected)) });
          }
          const created: SettlementRow = await strapi.db.query(SETTLEMENT_UID).create({
            data: { courier: body.courier, settledOn: body.settledOn, amount: body.amount, expected: toEgp(expected), orderNumbers: numbers, note: body.note, recordedBy },
          });
          const marked = await trx(ordersTable())
            .whereIn(order('id'), found.map((row) => row.id))
            .whereNull(order('cashSettledAt'))
            .update({ [order('cashSettledAt')]: new Date(), [order('cashSettlement')]: created.documentId });
          // Another settlement took one of them since the read: this one is refused whole (rolled back).
          if (marked !== found.length) throw new ShopError('settlementOrderSettled', { orderNumber: numbers[0]! });
          return created;
        });
        return { settlement: toSettlementJson(row) };
      } catch (error) {
        if (error instanceof ShopError) return { status: 409, error: error.coded };
        throw error;
      }
    },

    async list(): Promise<SettlementJson[]> {
      const rows: SettlementRow[] = await strapi.db.query(SETTLEMENT_UID).findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: 100 });
      return rows.map(toSettlementJson);
    },

    /** Cash collected by couriers that no settlement covers, per courier; and the overdue orders (oldest first). */
    async cash(now = new Date()): Promise<CourierCashJson> {
      const knex = strapi.db.connection;
      const overdueDays = envInt('COURIER_SETTLEMENT_DAYS', DEFAULT_COURIER_SETTLEMENT_DAYS);
      const rows: Array<{ courier: string | null; orders: number | string; amount: number | string | null; expected: number | string | null }> = await unsettled(knex)
        .groupBy(order('courier'))
        .orderBy(order('courier'))
        .select({ courier: order('courier') })
        .count({ orders: '*' })
        .sum({ amount: order('cashCollected') })
        // Orders from before the amount due was kept count as paid in full: no difference is known.
        .select({ expected: sumOfFirstNonNull(knex, [order('cashExpected'), order('cashCollected')]) });
      const couriers = rows.map((row) => {
        const amount = toPiastres(Number(row.amount ?? 0));
        const expected = toPiastres(Number(row.expected ?? 0));
        return { courier: row.courier ?? '', orders: Number(row.orders), amount: toEgp(amount), expected: toEgp(expected), difference: toEgp(amount - expected) };
      });
      const cutoff = new Date(now.getTime() - overdueDays * 24 * 60 * 60 * 1000);
      const overdue: Array<{ documentId: string; orderNumber: number; courier: string | null; cashCollected: unknown; deliveredAt: string | Date | null }> = await unsettled(knex)
        .where(order('deliveredAt'), '<', cutoff)
        .orderBy(order('deliveredAt'))
        .limit(100)
        .select({
          documentId: order('documentId'),
          orderNumber: order('orderNumber'),
          courier: order('courier'),
          cashCollected: order('cashCollected'),
          deliveredAt: order('deliveredAt'),
        });
      const differences: Array<{ documentId: string; orderNumber: number; courier: string | null; cashCollected: unknown; cashExpected: unknown; deliveredAt: string | Date | null; cashSettledAt: unknown }> = await knex(
        ordersTable(),
      )
        .where(order('cashCollected'), '<>', knex.ref(order('cashExpected')))
        .orderBy([
          { column: order('deliveredAt'), order: 'desc' },
          { column: order('id'), order: 'desc' },
        ])
        .limit(100)
        .select({
          documentId: order('documentId'),
          orderNumber: order('orderNumber'),
          courier: order('courier'),
          cashCollected: order('cashCollected'),
          cashExpected: order('cashExpected'),
          deliveredAt: order('deliveredAt'),
          cashSettledAt: order('cashSettledAt'),
        });
      return {
        couriers,
        total: toEgp(couriers.reduce((sum, row) => sum + toPiastres(row.amount), 0)),
        differences: differences.map((row): CashDifferenceJson => {
          const collected = toPiastres(Number(row.cashCollected));
          const expected = toPiastres(Number(row.cashExpected));
          return {
            _id: row.documentId,
            orderNumber: Number(row.orderNumber),
            courier: row.courier ?? '',
            cashExpected: toEgp(expected),
            cashCollected: toEgp(collected),
            difference: toEgp(collected - expected),
            deliveredAt: row.deliveredAt ? new Date(row.deliveredAt).toISOString() : null,
            settled: Boolean(row.cashSettledAt),
          };
        }),
        overdueDays,
        overdue: overdue.map((row) => ({
          _id: row.documentId,
          orderNumber: Number(row.orderNumber),
          courier: row.courier ?? '',
          cashCollected: Number(row.cashCollected),
          deliveredAt: row.deliveredAt ? new Date(row.deliveredAt).toISOString() : null,
        })),
      };
    },
  };
};

export type SettlementService = ReturnType<typeof settlementService>;
export default settlementService;
