import type { Core } from '@strapi/strapi';
import { DEFAULT_SHOP_LOCALE } from '@pointe/config';
import { ORDER_UID } from '../api/order/services/order';
import { USER_UID } from '../auth/authenticate';
import { columnOf, tableOf } from './names';

/**
 * Gives the users and orders from before the shop spoke Arabic their language: English, the only
 * one they could have used. Strapi adds the new column empty (its schema defaults apply to new rows
 * only). Runs at every start under the start-up lock and finds nothing to do after the first; the
 * code reads a missing language as English all the same (toLocale), so this is for the data's sake.
 */
export async function fillMissingLanguages(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  for (const uid of [USER_UID, ORDER_UID] as const) {
    const language = columnOf(strapi, uid, 'language');
    const filled = await knex(tableOf(strapi, uid)).whereNull(language).update({ [language]: DEFAULT_SHOP_LOCALE });
    if (filled > 0) strapi.log.info(`Set the language of ${filled} earlier ${uid === ORDER_UID ? 'order' : 'account'}${filled === 1 ? '' : 's'} to English.`);
  }
}
