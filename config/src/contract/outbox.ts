/** What the admin's outbox routes answer (docs/api.md, "Outbox"). */
import { z } from 'zod';
import { countJson, timestampJson } from './common.js';

/** Where a mail of the outbox is: waiting to be sent (or retried), sent, or given up after its last attempt. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One mail of the outbox, without its body. */
export const outboxMailJson = z.object({
  id: z.int().min(1),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: countJson,
  nextAttemptAt: timestampJson.nullable(),
  lastError: z.string(),
  createdAt: timestampJson,
  sentAt: timestampJson.nullable(),
});
export type OutboxMailJson = z.infer<typeof outboxMailJson>;

/** GET /api/admin/outbox?status (admin): the mails in that status (dead by default), newest first, at most 100, and how many are in each status. */
export const outboxListJson = z.object({
  mails: z.array(outboxMailJson),
  counts: z.object({ pending: countJson, sent: countJson, dead: countJson }),
});
export type OutboxListJson = z.infer<typeof outboxListJson>;

/** POST /api/admin/outbox/:id/retry (admin): the dead mail, pending again with its attempts counted from 0. */
export const outboxRetriedJson = z.object({ mail: outboxMailJson });
export type OutboxRetriedJson = z.infer<typeof outboxRetriedJson>;
