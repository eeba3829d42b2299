import type { Core } from '@strapi/strapi';
import { isPostgres } from './dialect';
import type { StatementPart } from './one-statement';
import { trueOrRefuse } from './refusals';
import { quoted } from './sql';

/**
 * What makes the caps on unconfirmed orders (issue 36, cod-risk.ts) hold under racing orders on
 * PostgreSQL, where an order is one statement and no transaction (ADR 031): one row per account,
 * mobile number and address that ordered, with a version that every order placed for it raises, in
 * its write statement.
 *
 * An order reads its holders' pending orders AND their versions in its first statement (one
 * snapshot). Its write statement raises each version (INSERT … ON CONFLICT DO UPDATE: it waits for
 * a racing order holding the row and always updates the latest version). The versions it gets back
 * tell how many orders for the same holder committed since its read: at most that many more are
 * pending than it counted. When that could pass the cap the statement refuses as a whole with
 * HOLDS_CHANGED, and the order is tried again from its read (order.ts), which now counts them.
 * Orders for other holders never meet; pending orders are always counted from the orders themselves,
 * so nothing here can drift (a version is only a token, never a count). The rows are never deleted
 * (a version must never go back). SQLite has one writer, and counts inside the order's transaction.
 */
export const HOLDS_TABLE = 'pointe_cod_holds';
/** The refusal (database/refusals.ts) of a write statement whose holders changed beyond its cap since its read. */
export const HOLDS_CHANGED = 'codHoldsChanged';

export async function ensureCodHolds(strapi: Core.Strapi): Promise<void> {
  if (!isPostgres(strapi)) return;
  await strapi.db.connection.raw(`CREATE TABLE IF NOT EXISTS ${HOLDS_TABLE} (hold_key varchar(255) PRIMARY KEY, version bigint NOT NULL)`);
}

/** A holder's versions as its order's first statement read them: `{ key: version }` (absent: 0). */
export const holdVersionsSql = (keys: readonly string[]) => ({
  text: `SELECT json_object_agg(hold_key, version) FROM ${HOLDS_TABLE} WHERE hold_key IN (${keys.map(() => '?').join(', ')})`,
  values: [...keys],
});

/**
 * The write statement's share: raises each holder's version and refuses with HOLDS_CHANGED when,
 * for any of them, `seenPending` plus the orders committed since the read (new version − 1 − seen
 * version) reaches the cap. Keys are taken in sorted order, so racing orders never deadlock on them.
 */
export function holdsPart(holders: ReadonlyArray<{ key: string; seenPending: number; seenVersion: number }>, cap: number): StatementPart {
  const sorted = [...holders].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const table = quoted(HOLDS_TABLE);
  return {
    ctes: [
      [
        'cod_holds_raised',
        {
          text: `INSERT INTO ${table} (hold_key, version) VALUES ${sorted.map(() => '(?, 1)').join(', ')}
            ON CONFLICT (hold_key) DO UPDATE SET version = ${table}.version + 1 RETURNING hold_key, version`,
          values: sorted.map((holder) => holder.key),
        },
      ],
    ],
    answers: {
      codHolds: trueOrRefuse(
        {
          // The version each holder may reach: cap − pending seen + version seen + 1 (excluded).
          text: `NOT EXISTS (SELECT 1 FROM cod_holds_raised AS r JOIN (VALUES ${sorted.map(() => '(CAST(? AS TEXT), CAST(? AS BIGINT))').join(', ')}) AS b (hold_key, below)
            ON b.hold_key = r.hold_key WHERE r.version >= b.below)`,
          values: sorted.flatMap((holder) => [holder.key, cap - holder.seenPending + holder.seenVersion + 1]),
        },
        HOLDS_CHANGED,
      ),
    },
  };
}
