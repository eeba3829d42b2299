import type { Core } from '@strapi/strapi';
import { coded, type CodedError, type SavedItemsJson } from '@pointe/config';
import { getService } from '../../../utils/services';
import { PRODUCT_UID } from '../../product/services/product';

export const SAVED_ITEM_UID = 'api::saved-item.saved-item';

/** At most this many saved items per shopper (her Saved page is one page). */
export const MAX_SAVED_ITEMS = 200;

export type SavedResult = { ok: true } | { status: 404 | 409; error: CodedError };

const ownerKeyOf = (userId: number, productId: string) => `${userId}|${productId}`;

/**
 * A shopper's saved products, kept in the CMS (not the cookie: they follow her to another device).
 * Every read and write is scoped to the signed-in user: another shopper's items are never found.
 */
const savedItemService = ({ strapi }: { strapi: Core.Strapi }) => {
  const items = () => strapi.db.query(SAVED_ITEM_UID);
  const catalogue = () => getService(strapi, 'api::product.product');

  return {
    /** Her saved products, last saved first (a product deleted since is left out). */
    async list(userId: number): Promise<SavedItemsJson> {
      const rows: Array<{ createdAt: string | Date; product: { documentId: string } | null }> = await items().findMany({
        where: { user: { id: userId } },
        select: ['createdAt'],
        populate: { product: { select: ['documentId'] } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: MAX_SAVED_ITEMS,
      });
      const kept = rows.flatMap((row) => (row.product ? [{ productId: row.product.documentId, savedAt: new Date(row.createdAt).toISOString() }] : []));
      const products = new Map((await catalogue().byDocumentIds(kept.map((row) => row.productId))).map((product) => [product._id, product]));
      return { items: kept.flatMap((row) => { const product = products.get(row.productId); return product ? [{ product, savedAt: row.savedAt }] : []; }) };
    },

    /** Saves a product; saving it again changes nothing. */
    async save(userId: number, productId: string): Promise<SavedResult> {
      const product: { id: number } | null = await strapi.db.query(PRODUCT_UID).findOne({ where: { documentId: productId }, select: ['id'] });
      if (!product) return { status: 404, error: coded('productNotFound') };
      const ownerKey = ownerKeyOf(userId, productId);
      const saved = async () => (await items().findOne({ where: { ownerKey }, select: ['id'] })) !== null;
      if (await saved()) return { ok: true };
      try {
        await items().create({ data: { user: userId, product: product.id, ownerKey } });
      } catch (error) {
        // The same save twice at once: the unique index keeps one.
        if (!(await saved())) throw error;
      }
      return { ok: true };
    },

    /** Removes a product from her saved items; 404 when it is not among them. */
    async remove(userId: number, productId: string): Promise<SavedResult> {
      const found: { id: number } | null = await items().findOne({ where: { ownerKey: ownerKeyOf(userId, productId) }, select: ['id'] });
      if (!found) return { status: 404, error: coded('savedItemNotFound') };
      await items().delete({ where: { id: found.id } });
      return { ok: true };
    },
  };
};

export type SavedItemService = ReturnType<typeof savedItemService>;
export default savedItemService;
