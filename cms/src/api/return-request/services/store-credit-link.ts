import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * A refund paid as store credit (issue 23): the shopper's store-credit balance grows by the amount,
 * in the refund's own transaction. A placeholder that does nothing: wired to the store-credit ledger
 * by the lead at merge.
 */
export async function grantStoreCreditForRefund(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  grant: { userId: number; amountPiastres: number; returnId: string },
): Promise<void> {
  void strapi;
  void trx;
  void grant;
}
