import type { Core } from '@strapi/strapi';
import { tryAdvisoryLock } from '../database/advisory-lock';

export interface ScheduledJob {
  /** Ends the schedule and waits for a run under way (Strapi's destroy closes the database next). */
  stop(): Promise<void>;
}

/**
 * Runs `task` on Strapi's cron (`schedule`, croner syntax) and once now, in the background: one run
 * at a time in this process (a tick that finds the last run going skips), and under a PostgreSQL
 * advisory lock taken without waiting, so with several CMS processes (whose schedules fire at the same
 * moment) one runs it and the others skip. The tasks are compare-and-sets anyway: two runs at once
 * could not do anything twice.
 */
export function scheduleJob(strapi: Core.Strapi, job: { name: string; schedule: string; lockKey: number; task: () => Promise<void> }): ScheduledJob {
  let running: Promise<void> | null = null;
  const runLocked = async () => {
    const lock = await tryAdvisoryLock(strapi, job.lockKey);
    if (!lock) return;
    try {
      await job.task();
    } finally {
      await lock.release();
    }
  };
  const run = () => {
    running ??= runLocked()
      .catch((error: unknown) => {
        strapi.log.error(`The job ${job.name} failed: ${(error as Error).message}`);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  strapi.cron.add({ [job.name]: { task: run, options: job.schedule } });
  void run();
  return {
    async stop() {
      strapi.cron.remove(job.name);
      await running;
    },
  };
}
