import type { Core } from '@strapi/strapi';
import { isPostgres } from './dialect';
import type { Sql } from './sql';

/**
 * A statement that refuses as a whole (issue 24): on PostgreSQL, an error undoes everything a single
 * statement did, its data-modifying CTEs included, with or without a transaction around it. So a
 * new order's one write statement raises when its stock cannot be taken, and needs no BEGIN and
 * COMMIT of its own to leave nothing behind.
 */
const FUNCTION = 'pointe_refuse';
/** A class of our own (five characters, not ending in 000), so no other error is read as a refusal. */
const SQLSTATE = 'PT409';

export async function ensureRefusals(strapi: Core.Strapi): Promise<void> {
  if (!isPostgres(strapi)) return;
  // VOLATILE (the default), so the planner never evaluates it ahead of the CASE that guards it.
  await strapi.db.connection.raw(
    `CREATE OR REPLACE FUNCTION ${FUNCTION}(reason text) RETURNS boolean LANGUAGE plpgsql AS $fn$
     BEGIN RAISE EXCEPTION USING ERRCODE = '${SQLSTATE}', MESSAGE = reason; END $fn$`,
  );
}

/** `true` when `condition` holds; otherwise the whole statement fails with `reason` (refusalOf reads it back). */
export const trueOrRefuse = (condition: Sql, reason: string): Sql => ({
  text: `CASE WHEN ${condition.text} THEN true ELSE ${FUNCTION}(?) END`,
  values: [...condition.values, reason],
});

/** The reason a statement refused with (trueOrRefuse), or null for any other error. */
export function refusalOf(error: unknown): string | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== SQLSTATE) return null;
  // pg's message is the reason itself; knex prefixes it with the statement's text.
  const text = String(message);
  return text.slice(text.lastIndexOf(' - ') + (text.includes(' - ') ? 3 : 0));
}
