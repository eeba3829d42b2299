import type { Core } from '@strapi/strapi';
import { DEFAULT_ORDER_CONFIRM_DAYS } from '@pointe/config';
import { AUTO_CANCEL_LOCK_KEY } from '../database/advisory-lock';
import { envInt } from '../utils/env';
import { getService } from '../utils/services';
import { scheduleJob, type ScheduledJob } from './schedule';

/** Every 10 minutes, on the clock (croner syntax; a sixth leading field counts seconds). */
const DEFAULT_SCHEDULE = '*/10 * * * *';

/** One run: cancels the orders still pending ORDER_CONFIRM_DAYS after they were placed. */
export async function cancelUnconfirmedOrders(strapi: Core.Strapi): Promise<void> {
  const days = envInt('ORDER_CONFIRM_DAYS', DEFAULT_ORDER_CONFIRM_DAYS);
  const cancelled = await getService(strapi, 'api::order.life-cycle').cancelUnconfirmed(days);
  if (cancelled > 0) strapi.log.info(`Cancelled ${cancelled} order${cancelled === 1 ? '' : 's'} not confirmed within ${days} days.`);
}

/** Schedules the automatic cancel (ORDER_AUTO_CANCEL_SCHEDULE) and runs it once now, in the background. */
export const scheduleAutoCancel = (strapi: Core.Strapi): ScheduledJob =>
  scheduleJob(strapi, {
    name: 'cancelUnconfirmedOrders',
    schedule: process.env.ORDER_AUTO_CANCEL_SCHEDULE || DEFAULT_SCHEDULE,
    lockKey: AUTO_CANCEL_LOCK_KEY,
    task: () => cancelUnconfirmedOrders(strapi),
  });
