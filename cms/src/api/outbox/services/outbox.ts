import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { OUTBOX_STATUSES, coded, type CodedError, type OutboxListJson, type OutboxMailJson, type OutboxStatus } from '@pointe/config';
import { isPostgres } from '../../../database/dialect';
import { columnOf, tableOf, type ColumnOf } from '../../../database/names';
import { sendMail, type Mail } from '../../../email/mailer';
import { envInt } from '../../../utils/env';
import { prepared } from '../../../database/prepared';

export const OUTBOX_UID = 'api::outbox.outbox-mail';

/** How the worker retries (env, read once per worker): the n-th failure waits retrySeconds × 2^(n-1), at most maxRetrySeconds. */
export interface OutboxSettings {
  maxAttempts: number;
  retrySeconds: number;
  maxRetrySeconds: number;
  pollSeconds: number;
  batch: number;
  /**
   * How long a write's wake-up waits before the pass, gathering the mails written meanwhile: a busy
   * shop sends its mails in batches (issue 24: a pass per order was as many round trips as the order).
   */
  gatherMs: number;
}

export const outboxSettings = (): OutboxSettings => ({
  maxAttempts: envInt('OUTBOX_MAX_ATTEMPTS', 8),
  retrySeconds: envInt('OUTBOX_RETRY_SECONDS', 30),
  maxRetrySeconds: envInt('OUTBOX_RETRY_MAX_SECONDS', 3600),
  pollSeconds: envInt('OUTBOX_POLL_SECONDS', 5),
  batch: envInt('OUTBOX_BATCH', 20),
  gatherMs: envInt('OUTBOX_GATHER_MS', 50),
});

/** The wait before the next attempt after `attempts` failed ones (1 or more), in ms. */
export const retryDelayMs = (attempts: number, settings: Pick<OutboxSettings, 'retrySeconds' | 'maxRetrySeconds'>): number =>
  Math.min(settings.retrySeconds * 2 ** Math.max(0, attempts - 1), settings.maxRetrySeconds) * 1000;

/** Sent mails are kept this long (the admin's count of sent mails, a look at what went), then deleted. */
const KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000;
const LIST_LIMIT = 100;

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date | string | number | null;
  lastError: string | null;
  createdAt: Date | string | number;
  sentAt: Date | string | number | null;
}

const time = (value: Date | string | number | null): string | null => (value === null || value === undefined ? null : new Date(value).toISOString());

const toMailJson = (row: OutboxRow): OutboxMailJson => ({
  id: Number(row.id),
  to: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: Number(row.attempts),
  nextAttemptAt: row.status === 'pending' ? time(row.nextAttemptAt) : null,
  lastError: row.lastError ?? '',
  createdAt: time(row.createdAt)!,
  sentAt: time(row.sentAt),
});

const isStatus = (value: unknown): value is OutboxStatus => OUTBOX_STATUSES.includes(value as OutboxStatus);

/**
 * The outbox (ADR 025): every email is a row of `outbox_mails`, written in the transaction of what
 * it tells (an order placed, a status changed, an order edited) when there is one, so a rolled-back
 * order sends nothing and a committed one always sends. The worker of every CMS process
 * (src/jobs/outbox.ts) sends the due rows: on PostgreSQL it claims them with `FOR UPDATE SKIP LOCKED`
 * and keeps them locked while it sends and marks them, so two processes never send a row twice and a
 * process that dies mid-send frees its rows for the others; on SQLite (one process) it reads and
 * updates them plainly. A failed send waits longer each time; after OUTBOX_MAX_ATTEMPTS it is `dead`,
 * listed to admins, who may send it again.
 */
const outboxService = ({ strapi }: { strapi: Core.Strapi }) => {
  const table = () => tableOf(strapi, OUTBOX_UID);
  const column = (attribute: ColumnOf<typeof OUTBOX_UID>) => columnOf(strapi, OUTBOX_UID, attribute);
  const columns = (): Record<keyof OutboxRow, string> => ({
    id: column('id'),
    recipient: column('recipient'),
    subject: column('subject'),
    textBody: column('textBody'),
    htmlBody: column('htmlBody'),
    status: column('status'),
    attempts: column('attempts'),
    nextAttemptAt: column('nextAttemptAt'),
    lastError: column('lastError'),
    createdAt: column('createdAt'),
    sentAt: column('sentAt'),
  });
  /** Set by the worker of this process: wakes it at once (after the commit of a write). */
  let wake: () => void = () => {};
  let prunedAt = 0;

  /** One pass over the due rows with `db` (a transaction on PostgreSQL, holding their locks until it ends). */
  const sendDueWith = async (db: Knex | Knex.Transaction, locking: boolean, settings: OutboxSettings): Promise<number> => {
    const now = new Date();
    const due = (select: Record<string, string> | string) =>
      db(table())
        .select(select)
        .where(column('status'), 'pending')
        .where(column('nextAttemptAt'), '<=', now)
        .orderBy(column('nextAttemptAt'))
        .orderBy(column('id'))
        .limit(settings.batch);
    // Locking, only the due rows' ids are picked and locked, then their mails read. With a backlog
    // (a flash sale, a mail server back after an outage) in a table filling faster than its statistics
    // follow, the planner reads every pending row and sorts them: with whole mails that took 4.7 ms a
    // batch for 2,000 pending, with ids 1.2 ms (2026-11-27; 0.3 ms either way once analysed).
    const rows: OutboxRow[] = locking
      ? await db(table())
          .select(columns())
          .whereIn(column('id'), due(column('id')).forUpdate().skipLocked())
          .orderBy(column('nextAttemptAt'))
          .orderBy(column('id'))
      : await due(columns());
    if (rows.length === 0) return 0;
    const results = await Promise.allSettled(rows.map((row) => sendMail(strapi, { to: row.recipient, subject: row.subject, text: row.textBody, html: row.htmlBody })));
    const done = new Date();
    const sent = rows.filter((_, index) => results[index]!.status === 'fulfilled').map((row) => row.id);
    if (sent.length > 0) {
      // One statement: knex adds the increment to the update's columns.
      await db(table())
        .whereIn(column('id'), sent)
        .increment(column('attempts'), 1)
        .update({ [column('status')]: 'sent', [column('sentAt')]: done, [column('updatedAt')]: done });
    }
    for (const [index, row] of rows.entries()) {
      const result = results[index]!;
      if (result.status === 'fulfilled') continue;
      const attempts = Number(row.attempts) + 1;
      const dead = attempts >= settings.maxAttempts;
      const message = String((result.reason as Error)?.message ?? result.reason).slice(0, 1000);
      const wait = retryDelayMs(attempts, settings);
      await db(table())
        .where(column('id'), row.id)
        .update({
          [column('status')]: dead ? 'dead' : 'pending',
          [column('attempts')]: attempts,
          [column('nextAttemptAt')]: dead ? null : new Date(done.getTime() + wait),
          [column('lastError')]: message,
          [column('updatedAt')]: done,
        });
      strapi.log.warn(
        dead
          ? `Mail ${row.id} ("${row.subject}" to ${row.recipient}) could not be sent after ${attempts} attempts and was given up (Admin › Outbox can send it again): ${message}`
          : `Mail ${row.id} ("${row.subject}" to ${row.recipient}) could not be sent (attempt ${attempts} of ${settings.maxAttempts}, next in ${Math.round(wait / 1000)} s): ${message}`,
      );
    }
    return rows.length;
  };

  /** A new mail's row: pending, due now. */
  const rowOf = (mail: Mail) => {
    const now = new Date();
    return {
      [column('recipient')]: mail.to,
      [column('subject')]: mail.subject,
      [column('textBody')]: mail.text,
      [column('htmlBody')]: mail.html,
      [column('status')]: 'pending',
      [column('attempts')]: 0,
      [column('nextAttemptAt')]: now,
      [column('createdAt')]: now,
      [column('updatedAt')]: now,
    };
  };

  const readMail = async (id: number): Promise<OutboxMailJson | null> => {
    const row: OutboxRow | undefined = await strapi.db.connection(table()).select(columns()).where(column('id'), id).first();
    return row ? toMailJson(row) : null;
  };

  return {
    /**
     * Writes a mail to send: in the caller's transaction when there is one (it is sent only if that
     * commits), else on its own. The worker of this process is woken once it has committed.
     */
    async write(mail: Mail): Promise<void> {
      await strapi.db.transaction(async ({ trx, onCommit }) => {
        await prepared(trx(table()), 'write_mail').insert(rowOf(mail));
        onCommit(() => wake());
      });
    },

    /** Sends one batch of due mails; how many it tried (0: none due). Used by the worker. */
    async sendDue(settings: OutboxSettings): Promise<number> {
      if (!isPostgres(strapi)) return sendDueWith(strapi.db.connection, false, settings);
      return strapi.db.connection.transaction((trx) => sendDueWith(trx, true, settings));
    },

    /** Deletes the mails sent more than a week ago, at most once an hour. */
    async prune(now = Date.now()): Promise<void> {
      if (now - prunedAt < 60 * 60 * 1000) return;
      prunedAt = now;
      await strapi.db
        .connection(table())
        .where(column('status'), 'sent')
        .where(column('sentAt'), '<', new Date(now - KEEP_SENT_MS))
        .delete();
    },

    /** The worker of this process registers how to wake it. */
    onWrite(callback: () => void): void {
      wake = callback;
    },

    /** The admin's list: the mails in `status`, newest first, and the counts of each status. */
    async list(status: unknown): Promise<{ ok: true; body: OutboxListJson } | { ok: false; error: CodedError }> {
      const wanted = status ?? 'dead';
      if (!isStatus(wanted)) return { ok: false, error: coded('outboxStatusInvalid', { choices: OUTBOX_STATUSES }) };
      const knex = strapi.db.connection;
      const rows: OutboxRow[] = await knex(table())
        .select(columns())
        .where(column('status'), wanted)
        .orderBy(column('createdAt'), 'desc')
        .orderBy(column('id'), 'desc')
        .limit(LIST_LIMIT);
      const grouped: Array<{ status: string; count: unknown }> = await knex(table()).select({ status: column('status') }).count({ count: '*' }).groupBy(column('status'));
      const counts = { pending: 0, sent: 0, dead: 0 };
      for (const row of grouped) if (isStatus(row.status)) counts[row.status] = Number(row.count);
      return { ok: true, body: { mails: rows.map(toMailJson), counts } };
    },

    /** Makes a dead mail pending again, due now, its attempts counted from 0 (a compare-and-set on `dead`). */
    async retry(id: number): Promise<{ mail: OutboxMailJson } | { status: 404 | 409; error: CodedError }> {
      const now = new Date();
      const updated = await strapi.db
        .connection(table())
        .where(column('id'), id)
        .where(column('status'), 'dead')
        .update({ [column('status')]: 'pending', [column('attempts')]: 0, [column('nextAttemptAt')]: now, [column('updatedAt')]: now });
      const mail = await readMail(id);
      if (!mail) return { status: 404, error: coded('outboxMailNotFound') };
      if (updated !== 1) return { status: 409, error: coded('outboxMailNotDead') };
      wake();
      return { mail };
    },
  };
};

export type OutboxService = ReturnType<typeof outboxService>;
export default outboxService;
