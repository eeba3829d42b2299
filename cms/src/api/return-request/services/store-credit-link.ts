import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { getService } from '../../../utils/services';

/**
 * A refund paid as store credit (issue 23): the shopper's balance grows by the amount, in the
 * refund's own transaction (ADR 024's ledger; the entry's key, return and refund number, makes a
 * second write of the same refund fail the transaction).
 */
export async function grantStoreCreditForRefund(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  grant: { userId: number; amountPiastres: number; returnId: number; refundNumber: number; note: string },
): Promise<void> {
  await getService(strapi, 'api::store-credit.store-credit').grant(trx, { ...grant, kind: 'refund' });
}
