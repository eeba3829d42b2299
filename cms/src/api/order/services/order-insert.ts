import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { createId } from '@paralleldrive/cuid2';
import { columnOf, joinTableOf, tableOf, type ColumnOf } from '../../../database/names';

// The uid written out: order.ts imports this module (a cycle through ORDER_UID would be undefined at load).
const ORDER_UID = 'api::order.order';

/** The attributes a new order is written with (the rest keep their column's null). */
export type NewOrderValues = Partial<Record<ColumnOf<typeof ORDER_UID>, unknown>>;

/** The new order's values decided before it is written. */
export interface NewOrderIdentity {
  documentId: string;
  orderNumber: number;
  createdAt: Date;
}

/** A new order's documentId, made as Strapi's own `create` makes it (cuid2, the same package and version). */
export const newDocumentId = (): string => createId();

/** JSON attributes go in as text: pg would write a JavaScript array as a PostgreSQL array. */
const toColumnValue = (value: unknown) => (typeof value === 'object' && value !== null && !(value instanceof Date) ? JSON.stringify(value) : value);

/**
 * Writes a new order and its shopper link with the query builder (issue 24), in the order's
 * transaction: two inserts, nothing read back but the id (the caller knows every value). It writes
 * what Strapi's `create` writes for a type without drafts: its documentId, published at creation.
 */
export async function insertOrder(strapi: Core.Strapi, trx: Knex.Transaction, order: { values: NewOrderValues; identity: NewOrderIdentity; userId: number }): Promise<number> {
  const column = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);
  const { documentId, orderNumber, createdAt } = order.identity;
  const row: Record<string, unknown> = Object.fromEntries(
    Object.entries(order.values).map(([attribute, value]) => [column(attribute as ColumnOf<typeof ORDER_UID>), toColumnValue(value)]),
  );
  Object.assign(row, {
    [column('documentId')]: documentId,
    [column('createdAt')]: createdAt,
    [column('updatedAt')]: createdAt,
    [column('publishedAt')]: createdAt,
    [column('orderNumber')]: orderNumber,
  });
  const [inserted] = (await trx(tableOf(strapi, ORDER_UID)).insert(row).returning([column('id')])) as Array<Record<string, unknown>>;
  const id = Number(inserted![column('id')]);
  const link = joinTableOf(strapi, ORDER_UID, 'user');
  await trx(link.name).insert({ [link.ownerColumn]: id, [link.targetColumn]: order.userId });
  return id;
}
