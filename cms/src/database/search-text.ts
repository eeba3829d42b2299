import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ARABIC_FOLDED, ARABIC_MARKS, ARABIC_VARIANTS } from '../catalog/arabic-folding';
import { PRODUCT_UID } from '../api/product/services/product-rows';
import { likeEscaped } from './conditions';
import { isPostgres } from './dialect';
import { columnOf, type ColumnOf } from './names';

/**
 * The Arabic folding of catalog/arabic-folding.ts in SQL, around `expression`: translate() on
 * PostgreSQL (immutable, so it can be indexed); nested replace() on SQLite. Text, not bindings: the
 * trigram index is built on exactly this expression, and a parameter would not match it. Its letters
 * are the module's constants, never input.
 */
export function foldArabicSql(strapi: Core.Strapi, expression: string): string {
  if (isPostgres(strapi)) return `translate(${expression}, '${ARABIC_VARIANTS}${ARABIC_MARKS}', '${ARABIC_FOLDED}')`;
  const pairs: Array<[string, string]> = [...[...ARABIC_VARIANTS].map((char, index): [string, string] => [char, ARABIC_FOLDED[index]!]), ...[...ARABIC_MARKS].map((char): [string, string] => [char, ''])];
  return pairs.reduce((sql, [from, to]) => `replace(${sql}, '${from}', '${to}')`, expression);
}

/**
 * The text a search matches, as one SQL expression over the products table (columns prefixed with
 * `alias`): the English and the Arabic words together, the colour's names among them ("navy
 * leotard" finds the navy one), so one search finds a product by either whatever the page's
 * language, with the Arabic letters folded (ADR 010). On PostgreSQL a trigram index is built on
 * exactly this expression without the alias (indexes.ts), and the search columns' triggers fill
 * their copy from it (catalog/search-columns.ts), so all three are written here.
 */
export function searchTextSql(strapi: Core.Strapi, alias = 'p.'): string {
  const column = (attribute: ColumnOf<typeof PRODUCT_UID>) => `${alias}${columnOf(strapi, PRODUCT_UID, attribute)}`;
  const text = (['name', 'brand', 'description', 'nameAr', 'descriptionAr', 'colour', 'colourAr'] as const).map((attribute) => `coalesce(${column(attribute)}, '')`).join(" || ' ' || ");
  return `(${foldArabicSql(strapi, `(${text})`)})`;
}

/** The products (aliased `p`) whose search text matches the LIKE `pattern` (escapeLike'd), whatever the case. */
export function searchTextMatches(strapi: Core.Strapi, knex: Knex, pattern: string): Knex.Raw {
  return likeEscaped(strapi, knex, knex.raw(searchTextSql(strapi)), pattern);
}

/** A text column, NULL as '', with its Arabic letters folded (a category's Arabic name, matched by a search word). */
export function foldedArabicOf(strapi: Core.Strapi, knex: Knex, column: string): Knex.Raw {
  return knex.raw(foldArabicSql(strapi, "coalesce(??, '')"), [column]);
}
