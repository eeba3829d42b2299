/**
 * A piece of a statement as text: `?` for each value, the values in order (the catalogue's JSON
 * subqueries, product-rows.ts). Names in the text come from Strapi's metadata (database/names.ts),
 * never from input; values always go as values.
 */
export interface Sql {
  readonly text: string;
  readonly values: readonly unknown[];
}

/** A table or column name, quoted (PostgreSQL and SQLite). */
export const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;
