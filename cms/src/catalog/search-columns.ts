import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { SIZES } from '@pointe/config';
import { CATEGORY_UID, PRODUCT_UID, SIZE_STOCK_UID } from '../api/product/services/product-rows';
import { isPostgres } from '../database/dialect';
import { SEARCH_TABLE } from '../database/full-text';
import { columnOf, componentLinkOf, joinTableOf, tableOf, type ColumnOf } from '../database/names';
import { SearchIndex, sizeBit, type SearchChanges, type SearchRow } from './search-index';

/**
 * The search's own columns per product, denormalised into one narrow table beside Strapi's (PostgreSQL
 * only): the category, the price in piastres, "in stock", the sizes and the sizes in stock as bit masks
 * (bit i = SIZES[i]), the colour and brand with their lower-case keys, the product's full-text document
 * (database/full-text.ts: GIN-indexed, the search's words are matched there) and when the product was created. Each CMS
 * process keeps a copy in memory (src/catalog/search-index.ts, ADR 030) that answers a filtered search's
 * count, facets and page: each row says which transaction last wrote it (`changed_by`), and deleted
 * products are listed in `products_search_gone`, so a process reads only what changed since its last read.
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
/** The products deleted, by the transaction that deleted them (the in-memory copies drop them). */
const GONE_TABLE = `${SEARCH_TABLE}_gone`;

/** This process's copy of the table, once the table is set up without error at start (PostgreSQL only). */
let index: SearchIndex | null = null;
export const searchIndex = (): SearchIndex | null => index;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Deletes the rows `where` picks (alias t), listing their products in the gone table by the deleting transaction. */
const deleteGone = (where: string) => `WITH gone AS (DELETE FROM ${SEARCH_TABLE} t WHERE ${where} RETURNING t.product_id)
       INSERT INTO ${GONE_TABLE} (product_id) SELECT product_id FROM gone
       ON CONFLICT (product_id) DO UPDATE SET changed_by = pg_current_xact_id()`;

/** The SQL that creates the table, its indexes, the refresh function and the triggers (run in one transaction). */
export function searchColumnsSql(strapi: Core.Strapi, searchDocument: string): string[] {
  const products = tableOf(strapi, PRODUCT_UID);
  const product = (attribute: ColumnOf<typeof PRODUCT_UID>) => `p.${columnOf(strapi, PRODUCT_UID, attribute)}`;
  const sizeRows = tableOf(strapi, SIZE_STOCK_UID);
  const sizeStock = (attribute: ColumnOf<typeof SIZE_STOCK_UID>) => `s.${columnOf(strapi, SIZE_STOCK_UID, attribute)}`;
  const sizeLink = componentLinkOf(strapi, PRODUCT_UID, 'sizes');
  const categoryLink = joinTableOf(strapi, PRODUCT_UID, 'category');
  const isSizeLink = (alias: string) => `${alias}.${sizeLink.fieldColumn} = ${literal(sizeLink.field)} AND ${alias}.${sizeLink.typeColumn} = ${literal(sizeLink.componentType)}`;
  const bitOf = (size: string) => `CASE ${size} ${SIZES.map((name) => `WHEN ${literal(name)} THEN ${sizeBit(name)}`).join(' ')} ELSE 0 END`;
  const productId = columnOf(strapi, PRODUCT_UID, 'id');
  const productStock = columnOf(strapi, PRODUCT_UID, 'countInStock');
  const sizeRowId = columnOf(strapi, SIZE_STOCK_UID, 'id');
  const sizeName = columnOf(strapi, SIZE_STOCK_UID, 'size');
  const sizeCount = columnOf(strapi, SIZE_STOCK_UID, 'countInStock');
  // Unused here but checked: the category's table must exist for the link to mean anything.
  void tableOf(strapi, CATEGORY_UID);
  const columns = ['category_id', 'price_piastres', 'in_stock', 'size_mask', 'stock_mask', 'colour', 'colour_key', 'colour_ar', 'swatch', 'brand', 'brand_key', 'search_document', 'created_at'];
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
    `DROP TABLE IF EXISTS ${SEARCH_TABLE}, ${GONE_TABLE}`,
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
       brand_key text,
       search_document tsvector NOT NULL,
       created_at timestamptz,
       -- The transaction that last wrote the row: a copy in memory reads the rows its last read could not see.
       changed_by xid8 NOT NULL DEFAULT pg_current_xact_id()
     )`,
    `CREATE INDEX ${SEARCH_TABLE}_changed_by_idx ON ${SEARCH_TABLE} (changed_by)`,
    `CREATE INDEX ${SEARCH_TABLE}_document_idx ON ${SEARCH_TABLE} USING gin (search_document)`,
    `CREATE TABLE ${GONE_TABLE} (product_id integer PRIMARY KEY, changed_by xid8 NOT NULL DEFAULT pg_current_xact_id())`,
    `CREATE INDEX ${GONE_TABLE}_changed_by_idx ON ${GONE_TABLE} (changed_by)`,
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
       SELECT ${product('id')},
              (SELECT min(c.${categoryLink.targetColumn}) FROM ${categoryLink.name} c WHERE c.${categoryLink.ownerColumn} = ${product('id')}),
              round(coalesce(${product('price')}, 0) * 100)::bigint,
              coalesce(${product('countInStock')}, 0) > 0,
              coalesce(z.size_mask, 0),
              coalesce(z.stock_mask, 0),
              ${product('colour')},
              CASE WHEN coalesce(trim(${product('colour')}), '') <> '' THEN lower(${product('colour')}) END,
              nullif(trim(${product('colourAr')}), ''),
              nullif(trim(${product('swatch')}), ''),
              ${product('brand')},
              CASE WHEN coalesce(trim(${product('brand')}), '') <> '' THEN lower(${product('brand')}) END,
              ${searchDocument},
              ${product('createdAt')}
       FROM (SELECT DISTINCT unnest(ids) AS id) w JOIN ${products} p ON ${product('id')} = w.id
       LEFT JOIN LATERAL (
         SELECT bit_or(${bitOf(sizeStock('size'))})::smallint AS size_mask,
                bit_or(CASE WHEN ${sizeStock('countInStock')} > 0 THEN ${bitOf(sizeStock('size'))} ELSE 0 END)::smallint AS stock_mask
         FROM ${sizeLink.name} l JOIN ${sizeRows} s ON ${sizeStock('id')} = l.${sizeLink.componentColumn}
         WHERE l.${sizeLink.ownerColumn} = ${product('id')} AND ${isSizeLink('l')}
       ) z ON true
       ON CONFLICT (product_id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, changed_by = pg_current_xact_id()
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

/**
 * What was written to the table since `snapshot` (a pg_snapshot's text; null: every row), with the
 * snapshot of this read, in one statement so both are one view. A row is new to the reader when the
 * transaction that wrote it was not committed in the last read's snapshot: its id is at least that
 * snapshot's xmin (the index range) and not visible in it (however late it committed).
 */
async function readChanges(knex: Core.Strapi['db']['connection'], snapshot: string | null): Promise<SearchChanges> {
  const since = (alias: string) =>
    snapshot === null ? 'true' : `${alias}.changed_by >= pg_snapshot_xmin(CAST(? AS pg_snapshot)) AND NOT pg_visible_in_snapshot(${alias}.changed_by, CAST(? AS pg_snapshot))`;
  const result = await knex.raw(
    `SELECT s.snapshot, s.gone, t.product_id, t.category_id, t.price_piastres, t.in_stock, t.size_mask, t.stock_mask,
            t.colour, t.colour_key, t.colour_ar, t.swatch, t.brand, t.brand_key,
            (extract(epoch FROM t.created_at) * 1000000)::float8 AS created
     FROM (SELECT pg_current_snapshot()::text AS snapshot,
                  ARRAY(SELECT g.product_id FROM ${GONE_TABLE} g WHERE ${snapshot === null ? 'false' : since('g')}) AS gone) s
     LEFT JOIN ${SEARCH_TABLE} t ON ${since('t')}`,
    snapshot === null ? [] : [snapshot, snapshot, snapshot, snapshot],
  );
  const rows = result.rows as Array<SearchRow & { snapshot: string; gone: number[] }>;
  return { snapshot: rows[0]!.snapshot, gone: rows[0]!.gone, rows: rows.filter((row) => row.product_id !== null) };
}

/** Creates or updates the table and its triggers when needed, and fills it; on failure the search keeps its slower SQL (never stops the shop). */
export async function ensureSearchColumns(strapi: Core.Strapi, searchDocument: string): Promise<void> {
  index = null;
  if (!isPostgres(strapi)) return;
  const knex = strapi.db.connection;
  try {
    const statements = searchColumnsSql(strapi, searchDocument);
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
    index = new SearchIndex((snapshot) => readChanges(knex, snapshot));
    // Read now rather than at the first shopper's search (about a second at 100,000 products).
    index.refresh().catch((error: unknown) => strapi.log.warn(`The search's first read failed; the next search reads again: ${(error as Error).message}`));
  } catch (error) {
    // Filters and sorting still answer (with the slower SQL); a search with words needs the table's documents.
    strapi.log.error(`The search's own columns could not be set up; searches with words fail until a start sets them up: ${(error as Error).message}`);
  }
}
