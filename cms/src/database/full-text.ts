import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ARABIC_FOLDED, ARABIC_MARKS, ARABIC_VARIANTS } from '../catalog/arabic-folding';
import type { WordTerms } from '../catalog/search-terms';
import type { ScoreTier, SearchField } from '../catalog/search-rank';
import { PRODUCT_UID } from '../api/product/services/product-rows';
import { isPostgres } from './dialect';
import { columnOf, tableOf, type ColumnOf } from './names';

/**
 * The search's full-text index, the database's own (ADR 039): on PostgreSQL a `tsvector` per product
 * in the search's table (catalog/search-columns.ts), GIN-indexed; on SQLite an FTS5 table. Both hold
 * the same three weighted fields, folded the same way, and answer the same two questions: which words
 * the catalogue holds (its vocabulary) and which products hold any of a word's terms
 * (catalog/search-terms.ts decides which terms a shopper's word means, the same for both).
 */

/** The search's table on PostgreSQL (catalog/search-columns.ts makes it). */
export const SEARCH_TABLE = 'products_search';
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

/** PostgreSQL: the product's weighted document (name A, brand and colour B, description C), for the search's table. */
export function searchDocumentSql(strapi: Core.Strapi, alias: string): string {
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

/** The ids of the products holding any of a word's terms (a subquery). */
export function productsWithWord(strapi: Core.Strapi, knex: Knex, terms: WordTerms): Knex.QueryBuilder {
  if (isPostgres(strapi)) return knex(SEARCH_TABLE).select('product_id').whereRaw('search_document @@ CAST(? AS tsquery)', [queryText(strapi, anyFieldOf(terms))]);
  return knex(FTS_TABLE).select('rowid').whereRaw(`${FTS_TABLE} MATCH ?`, [queryText(strapi, anyFieldOf(terms))]);
}

/**
 * The products matching any tier, each with the score of the best tier it matches (search-rank.ts),
 * as rows of `product_id` and `score`: on PostgreSQL the tiers tried in order on each matching
 * document; on SQLite each tier a MATCH (FTS5 allows MATCH in a WHERE alone), the best kept.
 */
export async function productScores(strapi: Core.Strapi, knex: Knex, tiers: ScoreTier[]): Promise<Array<{ product_id: number; score: number }>> {
  if (tiers.length === 0) return [];
  const queries = tiers.map((tier) => queryText(strapi, tier));
  if (isPostgres(strapi)) {
    const cases = tiers.map(() => 'WHEN search_document @@ CAST(? AS tsquery) THEN CAST(? AS integer)').join(' ');
    return knex(SEARCH_TABLE)
      .select('product_id')
      .select(knex.raw(`CASE ${cases} ELSE 0 END AS score`, tiers.flatMap((tier, index) => [queries[index]!, tier.score])))
      .whereRaw('search_document @@ CAST(? AS tsquery)', [queries.map((query) => `(${query})`).join(' | ')]);
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

/**
 * Every word the catalogue's products hold, as the index holds them; on PostgreSQL without its
 * numbers (the vocabulary leaves them out: search-terms.ts), read by one scan of the documents
 * (about 0.3 s at 100,000 products).
 */
export async function readVocabulary(strapi: Core.Strapi): Promise<string[]> {
  const knex = strapi.db.connection;
  if (isPostgres(strapi)) {
    const result = await knex.raw(`SELECT word FROM ts_stat('SELECT search_document FROM ${SEARCH_TABLE}') WHERE word !~ '^[0-9.,/-]+$'`);
    return (result.rows as Array<{ word: string }>).map((row) => row.word);
  }
  const rows: Array<{ term: string }> = await knex(FTS_WORDS).select('term');
  return rows.map((row) => row.term);
}

/**
 * SQLite: the full-text table, its vocabulary and the triggers that keep it, made afresh and filled at
 * every start (a local shop's catalogue takes well under a second). PostgreSQL's document lives in the
 * search's table, kept by its triggers (catalog/search-columns.ts).
 */
export async function ensureSqliteFullText(strapi: Core.Strapi): Promise<void> {
  if (isPostgres(strapi)) return;
  const products = tableOf(strapi, PRODUCT_UID);
  const id = columnOf(strapi, PRODUCT_UID, 'id');
  const fields = (alias: string) => Object.values(searchFieldsSql(strapi, alias)).join(', ');
  const insert = `INSERT INTO ${FTS_TABLE} (rowid, name, details, description) VALUES (new.${id}, ${fields('new.')})`;
  const searched = (['name', 'nameAr', 'brand', 'colour', 'colourAr', 'description', 'descriptionAr'] as const).map((attribute) => columnOf(strapi, PRODUCT_UID, attribute));
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
