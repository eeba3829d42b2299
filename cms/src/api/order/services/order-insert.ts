import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { randomFillSync } from 'node:crypto';
import { isPostgres } from '../../../database/dialect';
import { columnOf, joinTableOf, tableOf, type ColumnOf } from '../../../database/names';
import { runAsOneStatement, type StatementPart } from '../../../database/one-statement';
import { insertRow, quoted } from '../../../database/sql';

// The uid written out: order.ts imports this module (a cycle through ORDER_UID would be undefined at load).
const ORDER_UID = 'api::order.order';

/** The attributes a new order is written with (the rest keep their column's null). */
export type NewOrderValues = Partial<Record<ColumnOf<typeof ORDER_UID>, unknown>>;

/** The new order's values decided before it is written (its number taken in the order's first statement). */
export interface NewOrderIdentity {
  documentId: string;
  orderNumber: number;
  createdAt: Date;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const LETTERS_AND_DIGITS = `${LETTERS}0123456789`;
const DOCUMENT_ID_LENGTH = 24;

/** Random bytes drawn 4 KB at a time: asking the system for 48 bytes per order cost about 1 % of its CMS CPU. */
const randomPool = Buffer.alloc(4096);
let randomPoolNext = randomPool.length;
function randomByte(): number {
  if (randomPoolNext === randomPool.length) {
    randomFillSync(randomPool);
    randomPoolNext = 0;
  }
  return randomPool[randomPoolNext++]!;
}

/** A random character of `alphabet`, unbiased: a byte past the last whole multiple of its size is drawn again. */
function randomCharacter(alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  for (;;) {
    const byte = randomByte();
    if (byte < limit) return alphabet[byte % alphabet.length]!;
  }
}

/**
 * A new order's documentId, in the shape of the ids Strapi's `create` makes (cuid2: 24 characters, a
 * lowercase letter then letters and digits), with 123 random bits. cuid2 mixes a timestamp, a counter
 * and random bytes through SHA-3, so that no id tells its neighbours: 40 µs, 1.8 % of an order's CMS
 * CPU (issue 24). Bytes from the system's cryptographic source tell nothing either, with no hash.
 */
export function newDocumentId(): string {
  let id = randomCharacter(LETTERS);
  while (id.length < DOCUMENT_ID_LENGTH) id += randomCharacter(LETTERS_AND_DIGITS);
  return id;
}

/** JSON attributes go in as text: pg would write a JavaScript array as a PostgreSQL array. */
const toColumnValue = (value: unknown) => (typeof value === 'object' && value !== null && !(value instanceof Date) ? JSON.stringify(value) : value);

/**
 * Writes a new order and its shopper link with knex (issue 24), in the caller's transaction (on
 * PostgreSQL it may be none: one statement is all-or-nothing). Strapi's `create` cost three
 * statements and most of an order's CMS CPU: it reworks every value, inserts, links, then reads the
 * row back. Here nothing is read back but the id: the caller already knows
 * every value. It writes what Strapi's `create` wrote for a type without drafts (a documentId shaped like cuid2,
 * published at creation).
 *
 * On PostgreSQL the order, its user link and the caller's `parts` (its confirmation mail, its stock)
 * are ONE statement of data-modifying CTEs; their answers come back with the id. SQLite takes no
 * parts (the caller writes them after) and two statements.
 */
export async function insertOrder(
  strapi: Core.Strapi,
  trx: Knex,
  order: { values: NewOrderValues; identity: NewOrderIdentity; userId: number },
  parts: ReadonlyArray<StatementPart> = [],
  options: { prepare?: boolean } = {},
): Promise<{ id: number; answers: Record<string, unknown> }> {
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
  const link = joinTableOf(strapi, ORDER_UID, 'user');
  if (isPostgres(strapi)) {
    const insert = insertRow(tableOf(strapi, ORDER_UID), row);
    const linkToUser = { text: `INSERT INTO ${quoted(link.name)} (${quoted(link.ownerColumn)}, ${quoted(link.targetColumn)}) SELECT ${quoted(column('id'))}, ? FROM new_order`, values: [order.userId] };
    const answers = await runAsOneStatement(trx, [
      {
        ctes: [['new_order', { text: `${insert.text} RETURNING ${quoted(column('id'))}`, values: insert.values }], ['user_link', linkToUser]],
        answers: { id: { text: `(SELECT ${quoted(column('id'))} FROM new_order)`, values: [] } },
      },
      ...parts,
    ], options);
    return { id: Number(answers.id), answers };
  }
  if (parts.length > 0) throw new Error('insertOrder: statement parts are for PostgreSQL only');
  const [inserted] = (await trx(tableOf(strapi, ORDER_UID)).insert(row).returning([column('id')])) as Array<Record<string, unknown>>;
  const id = Number(inserted![column('id')]);
  await trx(link.name).insert({ [link.ownerColumn]: id, [link.targetColumn]: order.userId });
  return { id, answers: {} };
}
