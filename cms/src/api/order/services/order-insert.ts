import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { createId } from '@paralleldrive/cuid2';
import { columnOf, joinTableOf, tableOf, type ColumnOf } from '../../../database/names';
import { nextOrderNumberValue } from '../../../database/order-numbers';
import { prepared } from '../../../database/prepared';

// The uid written out: order.ts imports this module (a cycle through ORDER_UID would be undefined at load).
const ORDER_UID = 'api::order.order';

/** The attributes a new order is written with (the rest keep their column's null). */
export type NewOrderValues = Partial<Record<ColumnOf<typeof ORDER_UID>, unknown>>;

/** The new order's values decided before it is written (its number is taken by its insert). */
export interface NewOrderIdentity {
  documentId: string;
  createdAt: Date;
}

/** A new order's documentId, made as Strapi's own `create` makes it (cuid2, the same package and version). */
export const newDocumentId = (): string => createId();

/** JSON attributes go in as text: pg would write a JavaScript array as a PostgreSQL array. */
const toColumnValue = (value: unknown) => (typeof value === 'object' && value !== null && !(value instanceof Date) ? JSON.stringify(value) : value);

/**
 * Writes a new order and its shopper link with the query builder (issue 24), in the order's
 * transaction: two inserts, nothing read back but its id and the number its insert took (the
 * caller knows every other value). It writes what Strapi's `create` writes for a type without
 * drafts: its documentId, published at creation.
 */
export async function insertOrder(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  order: { values: NewOrderValues; identity: NewOrderIdentity; userId: number },
): Promise<{ id: number; orderNumber: number }> {
  const column = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);
  const { documentId, createdAt } = order.identity;
  const row: Record<string, unknown> = Object.fromEntries(
    Object.entries(order.values).map(([attribute, value]) => [column(attribute as ColumnOf<typeof ORDER_UID>), toColumnValue(value)]),
  );
  Object.assign(row, {
    [column('documentId')]: documentId,
    [column('createdAt')]: createdAt,
    [column('updatedAt')]: createdAt,
    [column('publishedAt')]: createdAt,
    [column('orderNumber')]: nextOrderNumberValue(strapi, trx),
  });
  const [inserted] = (await prepared(trx(tableOf(strapi, ORDER_UID)), 'insert_order').insert(row).returning([column('id'), column('orderNumber')])) as Array<Record<string, unknown>>;
  const id = Number(inserted![column('id')]);
  const link = joinTableOf(strapi, ORDER_UID, 'user');
  await prepared(trx(link.name), 'link_order_user').insert({ [link.ownerColumn]: id, [link.targetColumn]: order.userId });
  return { id, orderNumber: Number(inserted![column('orderNumber')]) };
}
