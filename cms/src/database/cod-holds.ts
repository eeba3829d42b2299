import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { prepared } from './prepared';

/**
 * What makes the caps on unconfirmed orders (issue 36, cod-risk.ts) hold under racing orders: one
 * row per account, mobile number and address that ordered. A new order takes its holders' rows
 * first in its transaction (an upsert, which waits for a racing order holding the row until that
 * one commits), then counts their pending orders: a racing order for the same holder has committed
 * by then, and the count sees it. Orders for other holders never meet. Keys are taken in sorted
 * order, so two orders sharing two holders never deadlock. The rows are only locks: pending orders
 * are always counted from the orders themselves, so nothing here can drift. On SQLite the order's
 * transaction already has the one writer; the same statements run there too.
 */
export const HOLDS_TABLE = 'pointe_cod_holds';

export async function ensureCodHolds(strapi: Core.Strapi): Promise<void> {
  const schema = strapi.db.connection.schema;
  if (await schema.hasTable(HOLDS_TABLE)) return;
  await schema.createTable(HOLDS_TABLE, (table) => {
    table.string('hold_key', 255).primary();
    // Kept from the first shape of this table (a version per holder), whose databases still have the column.
    table.bigInteger('version').notNullable().defaultTo(1);
  });
}

/** Takes the holders' rows for the rest of `trx`, in sorted key order (creating the missing ones). */
export async function lockHolds(trx: Knex.Transaction, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await prepared(trx(HOLDS_TABLE), 'lock_hold').insert({ hold_key: key, version: 1 }).onConflict('hold_key').merge(['version']);
  }
}
