import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ARABIC_FOLDED, ARABIC_MARKS, ARABIC_VARIANTS } from '../catalog/arabic-folding';
import type { WordTerms } from '../catalog/search-terms';
import type { ScoreTier, SearchField } from '../catalog/search-rank';
import { PRODUCT_UID } from '../api/product/services/product-rows';
import { isPostgres } from './dialect';
import { columnOf, tableOf, type ColumnOf } from './names';

/**
 * The search's full-text index, the database's own (ADR 039): on PostgreSQL a table of a `tsvector` per
 * product, GIN-indexed; on SQLite an FTS5 table; each kept by triggers on the products. Both hold
 * the same three weighted fields, folded the same way, and answer the same two questions: which words
 * the catalogue holds (its vocabulary) and which products hold any of a word's terms
 * (catalog/search-terms.ts decides which terms a shopper's word means, the same for both).
 */

/** PostgreSQL's table of documents (a product's id and its weighted `tsvector`). */
const DOCUMENT_TABLE = 'products_search_documents';
/** SQLite's full-text table (rowid = the product's id) and its vocabulary. */
const FTS_TABLE = 'products_search_fts';
const FTS_WORDS = `${FTS_TABLE}_words`;

/**
 * The Arabic folding of catalog/arabic-folding.ts in SQL, around `expression`: translate() on
 * PostgreSQL, nested replace() on SQLite. Its letters are the module's constants, never input.
 */
export function foldArabicSql(strapi: Core.Strapi, expression: string): string {
  if (isPostgres(strapi)) return `translate(${expression}, '${ARABIC_VARIANTS}${ARABIC_MARKS}', '${ARABIC_FOLDED}')`;
  const pairs: Array<[string, string]> = [...[...ARABIC_VARIANTS].map((char, index): [string, string] => [char, ARABIC_FOLDED[index]!]), ...[...ARABIC_MARKS].map((char): [string, string] => [char, ''])];
  return pairs.reduce((sql, [from, to]) => `replace(${sql}, '${from}', '${to}')`, expression);
}

/**
 * The searched fields of a product (columns prefixed with `alias`), each as one folded text: its name
 * in both languages; its brand and colour (names in both languages: "navy leotard" finds the navy
 * one); its description in both languages. Best match weighs them in this order.
 */
export function searchFieldsSql(strapi: Core.Strapi, alias: string): { name: string; details: string; description: string } {
  const text = (attributes: Array<ColumnOf<typeof PRODUCT_UID>>) =>
    foldArabicSql(strapi, `(${attributes.map((attribute) => `coalesce(${alias}${columnOf(strapi, PRODUCT_UID, attribute)}, '')`).join(" || ' ' || ")})`);
  return { name: text(['name', 'nameAr']), details: text(['brand', 'colour', 'colourAr']), description: text(['description', 'descriptionAr']) };
}

/** PostgreSQL: the product's weighted document (name A, brand and colour B, description C). */
function searchDocumentSql(strapi: Core.Strapi, alias: string): string {
  const fields = searchFieldsSql(strapi, alias);
  return `setweight(to_tsvector('simple', ${fields.name}), 'A') || setweight(to_tsvector('simple', ${fields.details}), 'B') || setweight(to_tsvector('simple', ${fields.description}), 'C')`;
}

/** Each field's weight in PostgreSQL's document (searchDocumentSql). */
const WEIGHT_OF: Record<SearchField, string> = { name: 'A', details: 'B', description: 'C' };

/** Terms as a query of the database's engine, in one field or any: any token, a word beginning with a prefix, or a phrase. */
function queryText(strapi: Core.Strapi, { field, tokens, prefixes, phrases }: Omit<ScoreTier, 'score'>): string {
  if (isPostgres(strapi)) {
    // tsquery input: quoted lexemes, taken as they are (no parser runs on a cast); ':A' keeps a lexeme to the name.
    const weight = field === null ? '' : WEIGHT_OF[field];
    const quoted = (token: string) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
    const lexeme = (token: string) => (weight ? `${quoted(token)}:${weight}` : quoted(token));
    const prefix = (token: string) => `${quoted(token)}:*${weight}`;
    return [...tokens.map(lexeme), ...prefixes.map(prefix), ...phrases.map((phrase) => `(${phrase.map(lexeme).join(' <-> ')})`)].join(' | ');
  }
  // FTS5: quoted strings (its tokenizer folds them as it folded the text), "…"* a prefix, "a b" a phrase, "name : (…)" one column.
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const any = [...tokens.map(quoted), ...prefixes.map((prefix) => `${quoted(prefix)}*`), ...phrases.map((phrase) => quoted(phrase.join(' ')))].join(' OR ');
  return field === null ? any : `${field} : (${any})`;
}

/** A word's terms in any field: its tokens, the word as a prefix, its phrases. */
const anyFieldOf = (terms: WordTerms): Omit<ScoreTier, 'score'> => ({ field: null, tokens: terms.tokens.map(({ token }) => token), prefixes: [terms.word], phrases: terms.phrases });

/** Any term of any tier, in any field, each once (a query the planner estimates as it is). */
function anyTermOf(tiers: ScoreTier[]): Omit<ScoreTier, 'score'> {
  const unique = <Item>(items: Item[], key: (item: Item) => string) => [...new Map(items.map((item) => [key(item), item])).values()];
  return {
    field: null,
    tokens: unique(tiers.flatMap((tier) => tier.tokens), String),
    prefixes: unique(tiers.flatMap((tier) => tier.prefixes), String),
    phrases: unique(tiers.flatMap((tier) => tier.phrases), (phrase) => phrase.join(' ')),
  };
}

/** The ids of the products holding any of a word's terms (a subquery). */
export function productsWithWord(strapi: Core.Strapi, knex: Knex, terms: WordTerms): Knex.QueryBuilder {
  if (isPostgres(strapi)) return knex(DOCUMENT_TABLE).select('product_id').whereRaw('search_document @@ CAST(? AS tsquery)', [queryText(strapi, anyFieldOf(terms))]);
  return knex(FTS_TABLE).select('rowid').whereRaw(`${FTS_TABLE} MATCH ?`, [queryText(strapi, anyFieldOf(terms))]);
}

/**
 * The products matching any tier, each with the score of the best tier it matches (search-rank.ts),
 * as a subquery of `product_id` and `score`: on PostgreSQL the tiers tried in order on each matching
 * document; on SQLite each tier a MATCH (FTS5 allows MATCH in a WHERE alone), the best kept.
 */
function productScores(strapi: Core.Strapi, knex: Knex, tiers: ScoreTier[]): Knex.QueryBuilder {
  const queries = tiers.map((tier) => queryText(strapi, tier));
  if (isPostgres(strapi)) {
    const cases = tiers.map(() => 'WHEN search_document @@ CAST(? AS tsquery) THEN CAST(? AS integer)').join(' ');
    return knex(DOCUMENT_TABLE)
      .select('product_id')
      .select(knex.raw(`CASE ${cases} ELSE 0 END AS score`, tiers.flatMap((tier, index) => [queries[index]!, tier.score])))
      // The products holding any tier's terms in any field: the index answers that alone, without
      // reading each document again (a field is a weight, which only the document knows).
      .whereRaw('search_document @@ CAST(? AS tsquery)', [queryText(strapi, anyTermOf(tiers))]);
  }
  const [first, ...rest] = tiers.map((tier, index) =>
    knex(FTS_TABLE)
      .select({ product_id: 'rowid' })
      .select(knex.raw('? AS score', [tier.score]))
      .whereRaw(`${FTS_TABLE} MATCH ?`, [queries[index]!]),
  );
  // SQLite's compound SELECTs take no parentheses around their members: unwrapped.
  const union = rest.length === 0 ? first! : first!.unionAll(rest, false);
  return knex.from(union.as('tiers')).select('product_id').max({ score: 'score' }).groupBy('product_id');
}

/** A search's word as Best match scores it: its tiers in the full-text index, and the categories it names with their scores. */
export interface RankedWord {
  tiers: ScoreTier[];
  namedCategories: ReadonlyMap<number, number>;
}

/**
 * Best match (search-rank.ts) on a query of products (`productId` its id column): each word's
 * products joined with their scores in the full-text index, in the same statement, so the index is
 * read once per word. A product is kept when each word is in it or names its category (read through
 * `categoryLink`); it scores, per word, the better of the two, plus `together`'s bonus; the highest
 * first, then by `thenBy` (newest first). Only the page asked for leaves the database.
 */
export function orderByBestMatch(
  strapi: Core.Strapi,
  products: Knex.QueryBuilder,
  { productId, categoryLink, thenBy }: { productId: string; categoryLink: { name: string; ownerColumn: string; targetColumn: string }; thenBy: Array<{ column: string; order: 'asc' | 'desc' }> },
  words: RankedWord[],
  together: ScoreTier | null,
): Knex.QueryBuilder {
  const knex = strapi.db.connection;
  const greatest = isPostgres(strapi) ? 'GREATEST' : 'max';
  const naming = words.some((word) => word.namedCategories.size > 0);
  if (naming) products.leftJoin({ named_category: categoryLink.name }, `named_category.${categoryLink.ownerColumn}`, productId);
  const category = `named_category.${categoryLink.targetColumn}`;
  const terms: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  words.forEach(({ tiers, namedCategories }, index) => {
    const alias = `word_${index}`;
    products.leftJoin(productScores(strapi, knex, tiers).as(alias), `${alias}.product_id`, productId);
    products.where((where) => {
      where.whereNotNull(`${alias}.product_id`);
      if (namedCategories.size > 0) where.orWhereIn(category, [...namedCategories.keys()]);
    });
    if (namedCategories.size === 0) {
      terms.push(`coalesce(??, 0)`);
      bindings.push(`${alias}.score`);
    } else {
      terms.push(`${greatest}(coalesce(??, 0), CASE ?? ${[...namedCategories].map(() => 'WHEN ? THEN ?').join(' ')} ELSE 0 END)`);
      bindings.push(`${alias}.score`, category, ...[...namedCategories].flat());
    }
  });
  if (together !== null) {
    products.leftJoin(productScores(strapi, knex, [together]).as('together'), 'together.product_id', productId);
    terms.push('coalesce(??, 0)');
    bindings.push('together.score');
  }
  return products.orderByRaw(`${terms.join(' + ')} DESC`, bindings).orderBy(thenBy);
}

/**
 * Every word the catalogue's products hold, as the index holds them; on PostgreSQL without its
 * numbers (the vocabulary leaves them out: search-terms.ts), read by one scan of the documents
 * (about 0.3 s at 100,000 products).
 */
export async function readVocabulary(strapi: Core.Strapi): Promise<string[]> {
  const knex = strapi.db.connection;
  if (isPostgres(strapi)) {
    const result = await knex.raw(`SELECT word FROM ts_stat('SELECT search_document FROM ${DOCUMENT_TABLE}') WHERE word !~ '^[0-9.,/-]+$'`);
    return (result.rows as Array<{ word: string }>).map((row) => row.word);
  }
  const rows: Array<{ term: string }> = await knex(FTS_WORDS).select('term');
  return rows.map((row) => row.term);
}

/** The product columns the documents read: a change of another (an order's stock) leaves them alone. */
const SEARCHED = ['name', 'nameAr', 'brand', 'colour', 'colourAr', 'description', 'descriptionAr'] as const;

/** Makes the database's full-text index and the triggers that keep it, and fills it (ensurePostgresFullText, ensureSqliteFullText). */
export async function ensureFullText(strapi: Core.Strapi): Promise<void> {
  await (isPostgres(strapi) ? ensurePostgresFullText(strapi) : ensureSqliteFullText(strapi));
}

/**
 * PostgreSQL: the documents' table, its GIN index, a refresh function (`…_refresh(ids)`: the products'
 * documents written again, those of products gone deleted; a bulk load calls it) and row triggers on
 * the products calling it. Made at a start when missing or when its SQL changed (its hash is the
 * table's comment: the table is derived, so it is filled afresh); documents missing are written then.
 */
async function ensurePostgresFullText(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const products = tableOf(strapi, PRODUCT_UID);
  const id = columnOf(strapi, PRODUCT_UID, 'id');
  const searched = SEARCHED.map((attribute) => columnOf(strapi, PRODUCT_UID, attribute));
  const refresh = `${DOCUMENT_TABLE}_refresh`;
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${DOCUMENT_TABLE} (product_id integer PRIMARY KEY, search_document tsvector NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS ${DOCUMENT_TABLE}_idx ON ${DOCUMENT_TABLE} USING gin (search_document)`,
    // The ids as a set joined (each product once), not "= ANY(ids)": a bulk load's 100,000 ids would be compared with every row.
    `CREATE OR REPLACE FUNCTION ${refresh}(ids integer[]) RETURNS void LANGUAGE sql AS $fn$
       DELETE FROM ${DOCUMENT_TABLE} d WHERE d.product_id IN (SELECT unnest(ids)) AND NOT EXISTS (SELECT 1 FROM ${products} p WHERE p.${id} = d.product_id);
       INSERT INTO ${DOCUMENT_TABLE} (product_id, search_document)
       SELECT p.${id}, ${searchDocumentSql(strapi, 'p.')} FROM ${products} p WHERE p.${id} IN (SELECT unnest(ids))
       ON CONFLICT (product_id) DO UPDATE SET search_document = EXCLUDED.search_document;
     $fn$`,
    `CREATE OR REPLACE FUNCTION ${DOCUMENT_TABLE}_from_products() RETURNS trigger LANGUAGE plpgsql AS $fn$
     BEGIN
       IF TG_OP = 'DELETE' THEN
         DELETE FROM ${DOCUMENT_TABLE} WHERE product_id = OLD.${id};
       ELSE
         PERFORM ${refresh}(ARRAY[NEW.${id}]);
       END IF;
       RETURN NULL;
     END $fn$`,
    `DROP TRIGGER IF EXISTS ${DOCUMENT_TABLE}_insert ON ${products}`,
    `DROP TRIGGER IF EXISTS ${DOCUMENT_TABLE}_update ON ${products}`,
    `DROP TRIGGER IF EXISTS ${DOCUMENT_TABLE}_delete ON ${products}`,
    `CREATE TRIGGER ${DOCUMENT_TABLE}_insert AFTER INSERT ON ${products} FOR EACH ROW EXECUTE FUNCTION ${DOCUMENT_TABLE}_from_products()`,
    `CREATE TRIGGER ${DOCUMENT_TABLE}_update AFTER UPDATE OF ${searched.join(', ')} ON ${products} FOR EACH ROW EXECUTE FUNCTION ${DOCUMENT_TABLE}_from_products()`,
    `CREATE TRIGGER ${DOCUMENT_TABLE}_delete AFTER DELETE ON ${products} FOR EACH ROW EXECUTE FUNCTION ${DOCUMENT_TABLE}_from_products()`,
  ];
  const version = createHash('sha256').update(statements.join(';')).digest('hex').slice(0, 16);
  await knex.transaction(async (trx) => {
    const current = await trx.raw(`SELECT obj_description(to_regclass(?), 'pg_class') AS version`, [DOCUMENT_TABLE]);
    if ((current.rows[0] as { version: string | null }).version !== version) {
      for (const statement of statements) await trx.raw(statement);
      await trx.raw(`TRUNCATE ${DOCUMENT_TABLE}`);
      await trx.raw(`COMMENT ON TABLE ${DOCUMENT_TABLE} IS '${version}'`);
    }
    // Products without a document (the first start, a version changed, a bulk load with triggers off).
    await trx.raw(`SELECT ${refresh}(ARRAY(SELECT p.${id} FROM ${products} p WHERE NOT EXISTS (SELECT 1 FROM ${DOCUMENT_TABLE} d WHERE d.product_id = p.${id})))`);
    await trx.raw(`DELETE FROM ${DOCUMENT_TABLE} d WHERE NOT EXISTS (SELECT 1 FROM ${products} p WHERE p.${id} = d.product_id)`);
  });
}

/**
 * SQLite: the full-text table, its vocabulary and the triggers that keep it, made afresh and filled at
 * every start (a local shop's catalogue takes well under a second).
 */
async function ensureSqliteFullText(strapi: Core.Strapi): Promise<void> {
  const products = tableOf(strapi, PRODUCT_UID);
  const id = columnOf(strapi, PRODUCT_UID, 'id');
  const fields = (alias: string) => Object.values(searchFieldsSql(strapi, alias)).join(', ');
  const insert = `INSERT INTO ${FTS_TABLE} (rowid, name, details, description) VALUES (new.${id}, ${fields('new.')})`;
  const searched = SEARCHED.map((attribute) => columnOf(strapi, PRODUCT_UID, attribute));
  await strapi.db.connection.transaction(async (trx) => {
    for (const statement of [
      `DROP TABLE IF EXISTS ${FTS_WORDS}`,
      `DROP TABLE IF EXISTS ${FTS_TABLE}`,
      // remove_diacritics 2: é, ñ and their kin as their base letters, as the search's own folding does.
      `CREATE VIRTUAL TABLE ${FTS_TABLE} USING fts5(name, details, description, tokenize = 'unicode61 remove_diacritics 2')`,
      `CREATE VIRTUAL TABLE ${FTS_WORDS} USING fts5vocab(${FTS_TABLE}, 'row')`,
      `DROP TRIGGER IF EXISTS ${FTS_TABLE}_insert`,
      `DROP TRIGGER IF EXISTS ${FTS_TABLE}_update`,
      `DROP TRIGGER IF EXISTS ${FTS_TABLE}_delete`,
      `CREATE TRIGGER ${FTS_TABLE}_insert AFTER INSERT ON ${products} BEGIN ${insert}; END`,
      // Only a change of a searched column: an order's stock update leaves the index alone.
      `CREATE TRIGGER ${FTS_TABLE}_update AFTER UPDATE OF ${searched.join(', ')} ON ${products} BEGIN DELETE FROM ${FTS_TABLE} WHERE rowid = old.${id}; ${insert}; END`,
      `CREATE TRIGGER ${FTS_TABLE}_delete AFTER DELETE ON ${products} BEGIN DELETE FROM ${FTS_TABLE} WHERE rowid = old.${id}; END`,
      `INSERT INTO ${FTS_TABLE} (rowid, name, details, description) SELECT p.${id}, ${fields('p.')} FROM ${products} p`,
    ]) {
      await trx.raw(statement);
    }
  });
}
