import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnOf, tableOf } from '../../../database/names';
import { PROMO_UID } from './promo';
import { prepared } from '../../../database/prepared';

/**
 * A promo's uses: claimed when an order with the code is placed, released when that order is
 * cancelled or returned. Conditional updates inside the caller's transaction, so racing orders can
 * never count more uses than the limit (the database decides, not a read made earlier).
 */
const promoUsageService = ({ strapi }: { strapi: Core.Strapi }) => {
  const names = () => ({
    promos: tableOf(strapi, PROMO_UID),
    id: columnOf(strapi, PROMO_UID, 'id'),
    usedCount: columnOf(strapi, PROMO_UID, 'usedCount'),
    usageLimit: columnOf(strapi, PROMO_UID, 'usageLimit'),
    expiresAt: columnOf(strapi, PROMO_UID, 'expiresAt'),
  });

  return {
    /** Counts one use, only while the promo is under its limit and not expired. False when it is not usable. */
    async claim(trx: Knex.Transaction, promoId: number): Promise<boolean> {
      const n = names();
      const counted = await prepared(trx(n.promos), 'claim_promo')
        .where(n.id, promoId)
        .where((where) => where.whereNull(n.usageLimit).orWhere(n.usedCount, '<', trx.ref(n.usageLimit)))
        .where((where) => where.whereNull(n.expiresAt).orWhere(n.expiresAt, '>', new Date()))
        .increment(n.usedCount, 1);
      return counted === 1;
    },

    /** Gives one use back (never below 0), even if the promo has expired since. False when there was none to give back. */
    async release(trx: Knex.Transaction, promoId: number): Promise<boolean> {
      const n = names();
      const released = await trx(n.promos).where(n.id, promoId).where(n.usedCount, '>', 0).decrement(n.usedCount, 1);
      return released === 1;
    },
  };
};

export type PromoUsageService = ReturnType<typeof promoUsageService>;
export default promoUsageService;
