import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { SIZES } from '@pointe/config';
import { CATEGORY_UID, PRODUCT_UID, SIZE_STOCK_UID } from '../api/product/services/product-rows';
import { isPostgres } from './dialect';
import { columnOf, componentLinkOf, joinTableOf, tableOf, type ColumnOf } from './names';

/**
 * The search's own columns per product, denormalised into one narrow table beside Strapi's (PostgreSQL
 * only): the category, the price in piastres, "in stock", the sizes and the sizes in stock as bit masks
 * (bit i = SIZES[i]), the colour and brand with their lower-case keys, and when the product was
 * created. A filtered search's count and facets are one grouped scan of it (search-facets.ts, ADR 040);
 * narrow, so that scan reads little: the full-text documents are a table of their own (full-text.ts).
 *
 * **Kept exact by the database itself**: statement-level triggers on the products table, the size rows
 * (the `shop.size-stock` component table), the products' component links and the category links refresh
 * the products a statement touched, in that statement's transaction. So every write path is covered
 * without any of them knowing: the Strapi panel (document service), the shop's admin editor, orders
 * taking stock, cancels and returns giving it back, order edits, the seed, imports, and hand-written SQL
 * (the benches' bulk loads). The refresh locks the products' rows here first, so two transactions
 * changing sizes of one product one after the other each recount from what the other committed.
 * `cms/tests/api/search-columns.test.ts` checks it through orders, cancels and the document service.
 *
 * Made again at a start (under the start-up lock) when missing or when this file's SQL changed (its hash
 * is the table's comment: the table is derived, so it is dropped and filled afresh), then filled from the
 * products: a full refresh, also run when the row counts differ.
 */
/** The search's own columns per product (PostgreSQL). */
export const SEARCH_TABLE = 'products_search';

/** Whether the table was set up without error at this start (PostgreSQL only): the search counts from it then. */
let ready = false;
export const searchColumnsReady = (): boolean => ready;

/** A size's bit in the table's masks (bit i = SIZES[i]); 0 for a size the shop does not sell. */
export const sizeBit = (size: string): number => {
  const index = (SIZES as readonly string[]).indexOf(size);
  return index < 0 ? 0 : 1 << index;
};

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Deletes the rows `where` picks (alias t). */
const deleteGone = (where: string) => `DELETE FROM ${SEARCH_TABLE} t WHERE ${where}`;

/** The search's columns, in the table's order (after `product_id`). */
const COLUMNS = ['category_id', 'price_piastres', 'in_stock', 'size_mask', 'stock_mask', 'colour', 'colour_key', 'colour_ar', 'swatch', 'brand', 'brand_key'] as const;

/**
 * The search's columns of the products aliased `p`, as a select list both databases run: what
 * PostgreSQL's table holds, and what SQLite computes in place of it (searchRows). A product lists each
 * size once (every write path refuses a repeat), so the sum of its sizes' bits is their mask.
 */
function searchColumnsSelect(strapi: Core.Strapi): string {
  const product = (attribute: ColumnOf<typeof PRODUCT_UID>) => `p.${columnOf(strapi, PRODUCT_UID, attribute)}`;
  const sizeStock = (attribute: ColumnOf<typeof SIZE_STOCK_UID>) => `s.${columnOf(strapi, SIZE_STOCK_UID, attribute)}`;
  const sizeLink = componentLinkOf(strapi, PRODUCT_UID, 'sizes');
  const categoryLink = joinTableOf(strapi, PRODUCT_UID, 'category');
  const bit = `CASE ${sizeStock('size')} ${SIZES.map((name) => `WHEN ${literal(name)} THEN ${sizeBit(name)}`).join(' ')} ELSE 0 END`;
  const maskOf = (bitSql: string) =>
    `CAST(coalesce((SELECT sum(${bitSql}) FROM ${sizeLink.name} l JOIN ${tableOf(strapi, SIZE_STOCK_UID)} s ON ${sizeStock('id')} = l.${sizeLink.componentColumn}
       WHERE l.${sizeLink.ownerColumn} = ${product('id')} AND l.${sizeLink.fieldColumn} = ${literal(sizeLink.field)} AND l.${sizeLink.typeColumn} = ${literal(sizeLink.componentType)}), 0) AS smallint)`;
  const keyOf = (column: string) => `CASE WHEN coalesce(trim(${column}), '') <> '' THEN lower(${column}) END`;
  // Unused here but checked: the category's table must exist for the link to mean anything.
  void tableOf(strapi, CATEGORY_UID);
  const values: Record<(typeof COLUMNS)[number], string> = {
    category_id: `(SELECT min(c.${categoryLink.targetColumn}) FROM ${categoryLink.name} c WHERE c.${categoryLink.ownerColumn} = ${product('id')})`,
    price_piastres: `CAST(round(coalesce(${product('price')}, 0) * 100) AS bigint)`,
    in_stock: `coalesce(${product('countInStock')}, 0) > 0`,
    size_mask: maskOf(bit),
    stock_mask: maskOf(`CASE WHEN ${sizeStock('countInStock')} > 0 THEN ${bit} ELSE 0 END`),
    colour: product('colour'),
    colour_key: keyOf(product('colour')),
    colour_ar: `nullif(trim(${product('colourAr')}), '')`,
    swatch: `nullif(trim(${product('swatch')}), '')`,
    brand: product('brand'),
    brand_key: keyOf(product('brand')),
  };
  return [`${product('id')} AS product_id`, ...COLUMNS.map((column) => `${values[column]} AS ${column}`)].join(',\n       ');
}

/**
 * The rows a search's count and facets are read from (search-facets.ts), named as the table: the
 * table itself on PostgreSQL; on SQLite (or when the table could not be set up) the same columns
 * computed from the products as the search reads them, a product at a time.
 */
export function searchRows(strapi: Core.Strapi): Knex.QueryBuilder {
  const knex = strapi.db.connection;
  if (ready) return knex(SEARCH_TABLE);
  return knex.from(knex.raw(`(SELECT ${searchColumnsSelect(strapi)} FROM ${tableOf(strapi, PRODUCT_UID)} p) AS ${SEARCH_TABLE}`));
}

/** The SQL that creates the table, its indexes, the refresh function and the triggers (run in one transaction). */
export function searchColumnsSql(strapi: Core.Strapi): string[] {
  const products = tableOf(strapi, PRODUCT_UID);
  const sizeRows = tableOf(strapi, SIZE_STOCK_UID);
  const sizeLink = componentLinkOf(strapi, PRODUCT_UID, 'sizes');
  const categoryLink = joinTableOf(strapi, PRODUCT_UID, 'category');
  const isSizeLink = (alias: string) => `${alias}.${sizeLink.fieldColumn} = ${literal(sizeLink.field)} AND ${alias}.${sizeLink.typeColumn} = ${literal(sizeLink.componentType)}`;
  const productId = columnOf(strapi, PRODUCT_UID, 'id');
  const productStock = columnOf(strapi, PRODUCT_UID, 'countInStock');
  const sizeRowId = columnOf(strapi, SIZE_STOCK_UID, 'id');
  const sizeName = columnOf(strapi, SIZE_STOCK_UID, 'size');
  const sizeCount = columnOf(strapi, SIZE_STOCK_UID, 'countInStock');
  const columns = COLUMNS;
  /**
   * `updatedIdsSql`, when given, picks an UPDATE's products from the changed rows (old and new joined
   * by id) instead of every product it touched: an order taking stock changes a count, and the search
   * only changes when a count reaches or leaves 0 (issue 24: two refreshes per order otherwise).
   */
  const trigger = (name: string, table: string, idsSql: (changed: string) => string, updatedIdsSql?: string) => {
    const fn = `${SEARCH_TABLE}_from_${name}`;
    return [
      `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
       BEGIN
         IF TG_OP = 'UPDATE' THEN
           PERFORM ${SEARCH_TABLE}_refresh(ARRAY(${updatedIdsSql ?? `${idsSql('changed')} UNION ${idsSql('changed_old')}`}));
         ELSE
           PERFORM ${SEARCH_TABLE}_refresh(ARRAY(${idsSql('changed')}));
         END IF;
         RETURN NULL;
       END $fn$`,
      `DROP TRIGGER IF EXISTS ${fn}_insert ON ${table}`,
      `DROP TRIGGER IF EXISTS ${fn}_update ON ${table}`,
      `DROP TRIGGER IF EXISTS ${fn}_delete ON ${table}`,
      `CREATE TRIGGER ${fn}_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      `CREATE TRIGGER ${fn}_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
      `CREATE TRIGGER ${fn}_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    ];
  };
  return [
    // Derived data: made afresh whenever this SQL changes (a new column would not reach an old table).
    // `products_search_gone` (products deleted, for ADR 030's copies in memory) went with those copies.
    `DROP TABLE IF EXISTS ${SEARCH_TABLE}, ${SEARCH_TABLE}_gone`,
    `CREATE TABLE ${SEARCH_TABLE} (
       product_id integer PRIMARY KEY,
       category_id integer,
       price_piastres bigint NOT NULL,
       in_stock boolean NOT NULL,
       size_mask smallint NOT NULL,
       stock_mask smallint NOT NULL,
       colour text,
       colour_key text,
       colour_ar text,
       swatch text,
       brand text,
       brand_key text
     )`,
    `CREATE OR REPLACE FUNCTION ${SEARCH_TABLE}_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
     BEGIN
       IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
       -- The ids as a set joined (each product once), not "= ANY(ids)": a bulk load's 200,000 ids
       -- would be compared with every row one by one.
       -- Lock first: a transaction refreshing the same products waits here, and the statements below
       -- then read with a new snapshot (READ COMMITTED), so they see what that transaction committed.
       PERFORM 1 FROM ${SEARCH_TABLE} t WHERE t.product_id IN (SELECT unnest(ids)) ORDER BY t.product_id FOR UPDATE;
       ${deleteGone(`t.product_id IN (SELECT unnest(ids)) AND NOT EXISTS (SELECT 1 FROM ${products} p WHERE p.${productId} = t.product_id)`)};
       INSERT INTO ${SEARCH_TABLE} (product_id, ${columns.join(', ')})
       SELECT ${searchColumnsSelect(strapi)}
       FROM ${products} p WHERE p.${productId} IN (SELECT unnest(ids))
       ON CONFLICT (product_id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}
       -- A row whose columns did not change is not rewritten: an order taking 1 of 9 units changes
       -- nothing here (issue 24: two refreshes per order otherwise, the size rows' and the products').
       WHERE (${columns.map((column) => `${SEARCH_TABLE}.${column}`).join(', ')}) IS DISTINCT FROM (${columns.map((column) => `EXCLUDED.${column}`).join(', ')});
     END $fn$`,
    ...trigger(
      'products',
      products,
      (changed) => `SELECT ${productId} FROM ${changed}`,
      // Every column but the count compared as JSON (whatever the search text reads), the count by "in stock".
      `SELECT n.${productId} FROM changed n JOIN changed_old o ON o.${productId} = n.${productId}
       WHERE to_jsonb(n) - ${literal(productStock)} IS DISTINCT FROM to_jsonb(o) - ${literal(productStock)}
          OR (coalesce(n.${productStock}, 0) > 0) IS DISTINCT FROM (coalesce(o.${productStock}, 0) > 0)`,
    ),
    ...trigger(
      'size_rows',
      sizeRows,
      (changed) => `SELECT l.${sizeLink.ownerColumn} FROM ${sizeLink.name} l WHERE ${isSizeLink('l')} AND l.${sizeLink.componentColumn} IN (SELECT ${sizeRowId} FROM ${changed})`,
      // The masks read a size row's size and whether it has stock: nothing else of it.
      `SELECT l.${sizeLink.ownerColumn} FROM ${sizeLink.name} l WHERE ${isSizeLink('l')} AND l.${sizeLink.componentColumn} IN (
         SELECT n.${sizeRowId} FROM changed n JOIN changed_old o ON o.${sizeRowId} = n.${sizeRowId}
         WHERE (n.${sizeName}, coalesce(n.${sizeCount}, 0) > 0) IS DISTINCT FROM (o.${sizeName}, coalesce(o.${sizeCount}, 0) > 0))`,
    ),
    ...trigger('size_links', sizeLink.name, (changed) => `SELECT l.${sizeLink.ownerColumn} FROM ${changed} l WHERE ${isSizeLink('l')}`),
    ...trigger('category_links', categoryLink.name, (changed) => `SELECT ${categoryLink.ownerColumn} FROM ${changed}`),
  ];
}

/** Every product refreshed, and rows of products no longer there dropped (the first start, or after the SQL changed). */
async function refreshAll(knex: Core.Strapi['db']['connection'], strapi: Core.Strapi): Promise<void> {
  const products = tableOf(strapi, PRODUCT_UID);
  const id = columnOf(strapi, PRODUCT_UID, 'id');
  await knex.raw(deleteGone(`t.product_id NOT IN (SELECT ${id} FROM ${products})`));
  await knex.raw(`SELECT ${SEARCH_TABLE}_refresh(ARRAY(SELECT ${id} FROM ${products}))`);
}

/** Creates or updates the table and its triggers when needed, and fills it; on failure the search keeps its slower SQL (never stops the shop). */
export async function ensureSearchColumns(strapi: Core.Strapi): Promise<void> {
  ready = false;
  if (!isPostgres(strapi)) return;
  const knex = strapi.db.connection;
  try {
    const statements = searchColumnsSql(strapi);
    const version = createHash('sha256').update(statements.join(';')).digest('hex').slice(0, 16);
    const products = tableOf(strapi, PRODUCT_UID);
    const state = await knex.raw(
      `SELECT obj_description(to_regclass(?), 'pg_class') AS version,
              (SELECT count(*) FROM pg_trigger WHERE tgname LIKE ? AND NOT tgisinternal) AS triggers`,
      [SEARCH_TABLE, `${SEARCH_TABLE}_from_%`],
    );
    const row = state.rows[0] as { version: string | null; triggers: string | number };
    const current = row.version === version && Number(row.triggers) === 12;
    if (!current) {
      await knex.transaction(async (trx) => {
        for (const sql of statements) await trx.raw(sql);
        await trx.raw(`COMMENT ON TABLE ${SEARCH_TABLE} IS '${version}'`);
        await refreshAll(trx, strapi);
      });
    } else {
      const counts = await knex.raw(`SELECT (SELECT count(*) FROM ${products}) AS products, (SELECT count(*) FROM ${SEARCH_TABLE}) AS searched`);
      const { products: productCount, searched } = counts.rows[0] as { products: string; searched: string };
      if (productCount !== searched) await knex.transaction((trx) => refreshAll(trx, strapi));
    }
    ready = true;
  } catch (error) {
    // Searches still answer: their counts and facets with a query each, as on SQLite.
    strapi.log.error(`The search's own columns could not be set up; searches count with slower queries until a start sets them up: ${(error as Error).message}`);
  }
}
