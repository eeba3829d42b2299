import type { Core } from '@strapi/strapi';
import { PAYMENT_HOLDS_LOCK_KEY } from '../database/advisory-lock';
import { getService } from '../utils/services';
import { scheduleJob, type ScheduledJob } from './schedule';

/** Every minute: a card payment holds its stock for 30 minutes, so a minute late is little. */
const DEFAULT_SCHEDULE = '* * * * *';

/**
 * The payments' hold job (issue 40): releases the orders whose payment did not come in time (asking
 * the provider first where it can tell), and finishes what a crash left between a payment and its
 * order. Only where some online method could ever be taken: a shop without providers runs nothing.
 */
export function schedulePaymentHolds(strapi: Core.Strapi): ScheduledJob | null {
  const payments = getService(strapi, 'api::payment.payment');
  const { paymob, fawry } = payments.settings();
  if (!paymob && !fawry) return null;
  return scheduleJob(strapi, {
    name: 'releaseUnpaidOrders',
    schedule: process.env.PAYMENT_HOLDS_SCHEDULE || DEFAULT_SCHEDULE,
    lockKey: PAYMENT_HOLDS_LOCK_KEY,
    task: async () => {
      const moved = await payments.releaseDue();
      if (moved > 0) strapi.log.info(`Payments: ${moved} order${moved === 1 ? '' : 's'} paid or released by the hold job.`);
    },
  });
}
