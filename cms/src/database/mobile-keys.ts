import type { Core } from '@strapi/strapi';
import { normaliseMobile, type ShippingAddress } from '@pointe/config';
import { ORDER_UID } from '../api/order/services/order';
import { columnOf, tableOf } from './names';

/** Written on orders whose address holds no Egyptian mobile (none should): marks them done, matches no number. */
export const NO_MOBILE = '-';

/**
 * Gives the orders placed before the COD risk rules their normalised mobile number (orders.mobile_key),
 * read from the address JSON once, so a number's counts are one indexed query. Runs at every start
 * under the start-up lock, in batches, and finds nothing to do after the first.
 */
export async function fillMobileKeys(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const table = tableOf(strapi, ORDER_UID);
  const id = columnOf(strapi, ORDER_UID, 'id');
  const key = columnOf(strapi, ORDER_UID, 'mobileKey');
  const address = columnOf(strapi, ORDER_UID, 'shippingAddress');
  let filled = 0;
  for (;;) {
    const rows: Array<{ id: number; address: unknown }> = await knex(table).whereNull(key).select({ id, address }).orderBy(id).limit(500);
    if (rows.length === 0) break;
    await knex.transaction(async (trx) => {
      for (const row of rows) {
        const parsed = (typeof row.address === 'string' ? JSON.parse(row.address) : row.address) as Partial<ShippingAddress> | null;
        const mobile = typeof parsed?.mobileNumber === 'string' ? normaliseMobile(parsed.mobileNumber) : null;
        await trx(table).where(id, row.id).whereNull(key).update({ [key]: mobile ?? NO_MOBILE });
      }
    });
    filled += rows.length;
  }
  if (filled > 0) strapi.log.info(`Gave ${filled} earlier order${filled === 1 ? '' : 's'} its normalised mobile number.`);
}
