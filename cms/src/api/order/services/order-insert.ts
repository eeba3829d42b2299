import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { createId } from '@paralleldrive/cuid2';
import { isPostgres } from '../../../database/dialect';
import { columnOf, joinTableOf, tableOf, type ColumnOf } from '../../../database/names';
import { orderNumberValue } from '../../../database/order-numbers';

// The uid written out: order.ts imports this module (a cycle through ORDER_UID would be undefined at load).
const ORDER_UID = 'api::order.order';

/** The attributes a new order is written with (the rest keep their column's null). */
export type NewOrderValues = Partial<Record<ColumnOf<typeof ORDER_UID>, unknown>>;

/** What the database gave the new order. */
export interface InsertedOrder {
  id: number;
  documentId: string;
  orderNumber: number;
  createdAt: Date;
}

/** JSON attributes go in as text: pg would write a JavaScript array as a PostgreSQL array. */
const toColumnValue = (value: unknown) => (typeof value === 'object' && value !== null && !(value instanceof Date) ? JSON.stringify(value) : value);

/**
 * Writes a new order and its shopper link with knex, in the caller's transaction (issue 24): one
 * statement on PostgreSQL. Strapi's `create` cost three and most of an order's CMS CPU: it reworks
 * every value, inserts, links, then reads the row back. Here the order goes in with its number taken
 * in the same statement (PostgreSQL's sequence), and nothing is read back: the caller already knows
 * every value. It writes what Strapi's `create` wrote for a type without drafts (a new documentId,
 * published at creation).
 */
export async function insertOrder(strapi: Core.Strapi, trx: Knex.Transaction, values: NewOrderValues, userId: number): Promise<InsertedOrder> {
  const column = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);
  const now = new Date();
  const documentId = createId();
  const number = orderNumberValue(strapi, trx);
  const row: Record<string, unknown> = Object.fromEntries(
    Object.entries(values).map(([attribute, value]) => [column(attribute as ColumnOf<typeof ORDER_UID>), toColumnValue(value)]),
  );
  Object.assign(row, {
    [column('documentId')]: documentId,
    [column('createdAt')]: now,
    [column('updatedAt')]: now,
    [column('publishedAt')]: now,
    [column('orderNumber')]: 'sql' in number ? number.sql : await number.read,
  });
  const insert = trx(tableOf(strapi, ORDER_UID))
    .insert(row)
    .returning([column('id'), column('orderNumber')]);
  const link = joinTableOf(strapi, ORDER_UID, 'user');
  let inserted: Record<string, unknown> | undefined;
  if (isPostgres(strapi)) {
    // The user link in the same statement (a data-modifying CTE): one round trip, not two.
    const linkToUser = trx.raw('INSERT INTO ?? (??, ??) SELECT ??, ? FROM new_order', [link.name, link.ownerColumn, link.targetColumn, column('id'), userId]);
    [inserted] = (await trx.with('new_order', insert).with('user_link', linkToUser).select('*').from('new_order')) as Array<Record<string, unknown>>;
  } else {
    [inserted] = (await insert) as Array<Record<string, unknown>>;
    await trx(link.name).insert({ [link.ownerColumn]: Number(inserted![column('id')]), [link.targetColumn]: userId });
  }
  return { id: Number(inserted![column('id')]), documentId, orderNumber: Number(inserted![column('orderNumber')]), createdAt: now };
}
