import type { Core } from '@strapi/strapi';
import { outboxSettings, type OutboxSettings } from '../api/outbox/services/outbox';
import { getService } from '../utils/services';

export interface OutboxWorker {
  /** Runs a pass soon: after `gatherMs`, or that long after the one under way. */
  nudge(): void;
  /** No new pass; resolves when the one under way has ended (Strapi's destroy closes the database next). */
  stop(): Promise<void>;
}

/**
 * The outbox's worker in this CMS process (ADR 025): sends the due mails batch after batch until
 * none is due, then sleeps OUTBOX_POLL_SECONDS (mails written by the other processes, retries that
 * came due), or less when a write in this process commits and wakes it (`gatherMs` later, so mails
 * written meanwhile go in the same pass). One pass at a time here;
 * the other processes' workers skip the rows this one holds (src/api/outbox/services/outbox.ts).
 */
export function startOutboxWorker(strapi: Core.Strapi, settings: OutboxSettings = outboxSettings()): OutboxWorker {
  const outbox = getService(strapi, 'api::outbox.outbox');
  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let gathering: NodeJS.Timeout | undefined;

  const sleep = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, settings.pollSeconds * 1000);
    timer.unref();
  };

  const pass = async () => {
    // A batch that was not full left nothing due (issue 24: no empty pass after every order's mail);
    // a mail written meanwhile in this process sets `again` (a pass after `gatherMs`), other
    // processes' mails wait for the poll.
    while (!stopped && (await outbox.sendDue(settings)) >= settings.batch);
    if (!stopped) await outbox.prune();
  };

  /** A write committed: a pass after `gatherMs`, unless one is already coming. */
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (gathering) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      run();
    }, settings.gatherMs);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    again = false;
    running = pass()
      .catch((failure: unknown) => {
        strapi.log.warn(`The outbox could not send its due mails this time (it tries again in ${settings.pollSeconds} s): ${(failure as Error).message}`);
      })
      .finally(() => {
        running = null;
        sleep();
        if (again) wake();
      });
  }

  outbox.onWrite(wake);
  run();
  return {
    nudge: wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(gathering);
      outbox.onWrite(() => {});
      await running;
    },
  };
}
