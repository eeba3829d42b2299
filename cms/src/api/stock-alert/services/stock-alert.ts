import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { SIZES, coded, toLocale, type CodedError, type Locale, type Size, type StockAlertsWaitingJson } from '@pointe/config';
import { backInStockMail } from '../../../email/back-in-stock';
import { queueMail } from '../../../email/mailer';
import { columnOf, joinTableOf, tableOf } from '../../../database/names';
import { storefrontUrl } from '../../../utils/env';
import { getService } from '../../../utils/services';
import { PRODUCT_UID } from '../../product/services/product';

export const STOCK_ALERT_UID = 'api::stock-alert.stock-alert';

export interface AlertRequest {
  productId: string;
  size: Size;
  email: string;
  locale: Locale;
  userId?: number;
}

export type SubscribeResult = { ok: true } | { status: 400 | 404 | 409; error: CodedError };

/** One pending request per (product, size, email): the key of the unique index, cleared once it is used. */
export const pendingKeyOf = (productId: string, size: string, email: string): string => `${productId}|${size}|${email}`;

const claimedRow = z.object({ id: z.coerce.number(), email: z.string(), language: z.string().nullable(), size: z.string() });

/**
 * "Email me when it's back". A request is only taken for a size with no stock; it waits until that
 * size has stock again, whoever raised it (an editor in the Strapi panel, an admin in the shop's
 * product editor, a cancelled or returned order giving units back): each of those writes calls
 * `sendForRestocked` once it has committed. The requests are claimed by ONE conditional UPDATE
 * (`SET notified_at = now WHERE id IN (…) AND notified_at IS NULL RETURNING …`), so when several
 * writes or several CMS processes see the same restock, each request is claimed, and emailed, once.
 */
const stockAlertService = ({ strapi }: { strapi: Core.Strapi }) => {
  const alerts = () => strapi.db.query(STOCK_ALERT_UID);
  const catalogue = () => getService(strapi, 'api::product.product');

  const sendForRestocked = async (productIds: ReadonlyArray<string>): Promise<number> => {
    const unique = [...new Set(productIds)];
    if (unique.length === 0) return 0;
    const products = await catalogue().byDocumentIds(unique);
    let sent = 0;
    for (const product of products) {
      const stocked = product.sizes.filter((row) => row.countInStock > 0).map((row) => row.size);
      if (stocked.length === 0) continue;
      const pending: Array<{ id: number }> = await alerts().findMany({
        where: { product: { documentId: product._id }, size: { $in: stocked }, notifiedAt: { $null: true } },
        select: ['id'],
      });
      if (pending.length === 0) continue;
      const column = (attribute: 'id' | 'notifiedAt' | 'pendingKey' | 'email' | 'language' | 'size') => columnOf(strapi, STOCK_ALERT_UID, attribute);
      // The claim and the mails in one transaction: a request is marked notified only with its mail in the outbox (ADR 025).
      sent += await strapi.db.transaction(async ({ trx }) => {
        const claimed: unknown[] = await trx(tableOf(strapi, STOCK_ALERT_UID))
          .whereIn(column('id'), pending.map((row) => row.id))
          .whereNull(column('notifiedAt'))
          .update({ [column('notifiedAt')]: new Date(), [column('pendingKey')]: null })
          .returning([column('id'), column('email'), column('language'), column('size')]);
        for (const raw of claimed) {
          const record = z.record(z.string(), z.unknown()).parse(raw);
          const row = claimedRow.parse({ id: record[column('id')], email: record[column('email')], language: record[column('language')], size: record[column('size')] });
          await queueMail(strapi, backInStockMail(row.email, product, row.size, storefrontUrl(), toLocale(row.language)));
        }
        return claimed.length;
      });
    }
    return sent;
  };

  /** Runs `sendForRestocked` once the caller's transaction (if any) has committed; never throws. */
  const sendWhenCommitted = (productIds: ReadonlyArray<string>): void => {
    const run = () => {
      sendForRestocked(productIds).catch((error: unknown) => {
        strapi.log.error(`Could not send the back-in-stock emails for ${productIds.join(', ')}: ${(error as Error).message}`);
      });
    };
    if (!strapi.db.inTransaction()) return run();
    void strapi.db.transaction(async ({ onCommit }) => {
      onCommit(run);
    });
  };

  return {
    sendForRestocked,
    sendWhenCommitted,

    /**
     * Takes one request. The answer is the same whether the email has an account or was already
     * waiting for this size: it tells a stranger nothing about anyone.
     */
    async subscribe(request: AlertRequest): Promise<SubscribeResult> {
      const product = await catalogue().findByDocumentId(request.productId);
      if (!product) return { status: 404, error: coded('productNotFound') };
      const row = product.sizes.find((candidate) => candidate.size === request.size);
      if (!row) return { status: 400, error: coded('sizeNotOffered', { size: request.size }) };
      if (row.countInStock > 0) return { status: 409, error: coded('sizeInStock', { size: request.size }) };
      const productRow: { id: number } | null = await strapi.db.query(PRODUCT_UID).findOne({ where: { documentId: product._id }, select: ['id'] });
      if (!productRow) return { status: 404, error: coded('productNotFound') };
      const pendingKey = pendingKeyOf(product._id, request.size, request.email);
      const waiting = async () => (await alerts().findOne({ where: { pendingKey }, select: ['id'] })) !== null;
      if (!(await waiting())) {
        try {
          await alerts().create({
            data: { product: productRow.id, size: request.size, email: request.email, language: request.locale, user: request.userId ?? null, pendingKey },
          });
        } catch (error) {
          // Two identical requests at once: the unique index keeps one, and that one is waiting.
          if (!(await waiting())) throw error;
        }
      }
      // Restocked between the check above and the insert: the request must not wait for the next restock.
      await sendForRestocked([product._id]);
      return { ok: true };
    },

    /** How many shoppers wait for each size of these products (the shop's admin products page). */
    async waiting(productIds: ReadonlyArray<string>): Promise<StockAlertsWaitingJson> {
      const link = joinTableOf(strapi, STOCK_ALERT_UID, 'product');
      const rows: unknown[] = await strapi.db
        .connection({ a: tableOf(strapi, STOCK_ALERT_UID) })
        .join({ l: link.name }, `l.${link.ownerColumn}`, `a.${columnOf(strapi, STOCK_ALERT_UID, 'id')}`)
        .join({ p: tableOf(strapi, PRODUCT_UID) }, `p.${columnOf(strapi, PRODUCT_UID, 'id')}`, `l.${link.targetColumn}`)
        .whereNull(`a.${columnOf(strapi, STOCK_ALERT_UID, 'notifiedAt')}`)
        .whereIn(`p.${columnOf(strapi, PRODUCT_UID, 'documentId')}`, [...productIds])
        .groupBy(`p.${columnOf(strapi, PRODUCT_UID, 'documentId')}`, `a.${columnOf(strapi, STOCK_ALERT_UID, 'size')}`)
        .select({
          productId: `p.${columnOf(strapi, PRODUCT_UID, 'documentId')}`,
          size: `a.${columnOf(strapi, STOCK_ALERT_UID, 'size')}`,
        })
        .count({ count: '*' })
        .orderBy([
          { column: `p.${columnOf(strapi, PRODUCT_UID, 'documentId')}` },
          { column: `a.${columnOf(strapi, STOCK_ALERT_UID, 'size')}` },
        ]);
      const row = z.object({ productId: z.string(), size: z.enum(SIZES), count: z.coerce.number() });
      return { waiting: rows.map((raw) => row.parse(raw)) };
    },
  };
};

export type StockAlertService = ReturnType<typeof stockAlertService>;
export default stockAlertService;
