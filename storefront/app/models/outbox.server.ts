import { outboxListJson, outboxRetriedJson, type OutboxStatus } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

/** The outbox of emails (admin pages, with the admin's client; the CMS checks isAdmin itself). */

/** The mails in `status` (newest first, at most 100) and the counts of each status. */
export const listOutbox = (cms: CmsClient, status: OutboxStatus) => cms.request(`/admin/outbox?status=${status}`, outboxListJson);

/** Sends a dead mail again: pending, due now, its attempts counted from 0. */
export const retryOutboxMail = (cms: CmsClient, id: number) => cms.request(`/admin/outbox/${id}/retry`, outboxRetriedJson, { method: 'POST', body: {} });
