import type { Core } from '@strapi/strapi';
import { DEFAULT_ORDER_CONFIRM_DAYS } from '@pointe/config';
import { AUTO_CANCEL_LOCK_KEY, tryAdvisoryLock } from '../database/advisory-lock';
import { envInt } from '../utils/env';
import { getService } from '../utils/services';

/** Every 10 minutes, on the clock (croner syntax; a sixth leading field counts seconds). */
const DEFAULT_SCHEDULE = '*/10 * * * *';
const JOB_NAME = 'cancelUnconfirmedOrders';

/**
 * One run: cancels the orders still pending ORDER_CONFIRM_DAYS after they were placed. Under a
 * PostgreSQL advisory lock taken without waiting, so with several CMS processes (whose schedules
 * fire at the same moment) one runs it and the others skip; each cancel is a compare-and-set anyway,
 * so even two runs at once could not cancel an order twice or give its stock back twice.
 */
export async function cancelUnconfirmedOrders(strapi: Core.Strapi): Promise<void> {
  const lock = await tryAdvisoryLock(strapi, AUTO_CANCEL_LOCK_KEY);
  if (!lock) return;
  try {
    const days = envInt('ORDER_CONFIRM_DAYS', DEFAULT_ORDER_CONFIRM_DAYS);
    const cancelled = await getService(strapi, 'api::order.life-cycle').cancelUnconfirmed(days);
    if (cancelled > 0) strapi.log.info(`Cancelled ${cancelled} order${cancelled === 1 ? '' : 's'} not confirmed within ${days} days.`);
  } finally {
    await lock.release();
  }
}

/**
 * Schedules the automatic cancel (ORDER_AUTO_CANCEL_SCHEDULE) and runs it once now, in the
 * background. `stop()` ends the schedule and waits for a run under way (Strapi's destroy closes the
 * database next: a scripted start, like the seed, must not cut a run off).
 */
export function scheduleAutoCancel(strapi: Core.Strapi): { stop(): Promise<void> } {
  // One run at a time in this process: a tick that finds the last run still going skips.
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= cancelUnconfirmedOrders(strapi)
      .catch((error: unknown) => {
        strapi.log.error(`The automatic cancel of unconfirmed orders failed: ${(error as Error).message}`);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  strapi.cron.add({ [JOB_NAME]: { task: run, options: process.env.ORDER_AUTO_CANCEL_SCHEDULE || DEFAULT_SCHEDULE } });
  void run();
  return {
    async stop() {
      strapi.cron.remove(JOB_NAME);
      await running;
    },
  };
}
