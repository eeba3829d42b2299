import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  coded,
  type CodedError,
  ADMIN_PAGE_SIZE,
  slugify,
  type AdminProductsPageJson,
  type ProductFamiliesJson,
  type ProductJson,
  type ProductUpdate,
} from '@pointe/config';
import type { UploadedFile } from '../../../media/pictures';
import { shopPictureUrl, storedPictureUrls } from '../../../media/storage';
import { whereJsonTextLike } from '../../../database/conditions';
import { columnOf, tableOf } from '../../../database/names';
import { seedDirectory } from '../../../seed/catalogue';
import { getService } from '../../../utils/services';
import { ORDER_UID } from '../../order/services/order';
import { CATEGORY_UID, PRODUCT_UID } from './product';
import { FAMILY_UID } from './product-rows';

const FILE_UID = 'plugin::upload.file';
const PLACEHOLDER_NAME = 'pointe-placeholder.webp';

export type AdminProductResult<T> = { ok: T } | { status: 400 | 404 | 409; error: CodedError };

/**
 * Product management for the shop's admin pages. Every write goes through the Document Service,
 * so the product rules (slug, sizes, stock total) hold here as everywhere.
 */
const adminProductService = ({ strapi }: { strapi: Core.Strapi }) => {
  const catalogue = () => getService(strapi, 'api::product.product');
  const files = () => strapi.db.query(FILE_UID);

  /** The placeholder picture for new products: uploaded once into the media library, then reused. */
  const placeholderImage = async (): Promise<number> => {
    const existing = await files().findOne({ where: { name: PLACEHOLDER_NAME }, select: ['id'] });
    if (existing) return existing.id;
    const file = path.join(seedDirectory(), 'images', 'placeholder.webp');
    const { size } = await stat(file);
    const [uploaded] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({ data: { fileInfo: { name: PLACEHOLDER_NAME, alternativeText: 'No picture yet' } }, files: { filepath: file, originalFilename: PLACEHOLDER_NAME, mimetype: 'image/webp', size } });
    return uploaded.id;
  };

  /**
   * The family a product update names: by name (made when no family has it yet), or by id; null to
   * take the product out of its family; undefined to leave it as it is. An unknown id is a refusal.
   */
  const familyOf = async (input: ProductUpdate): Promise<{ ok: string | null | undefined } | { error: CodedError }> => {
    if (input.familyName) {
      const named = await strapi.db.query(FAMILY_UID).findOne({ where: { name: input.familyName }, select: ['documentId'], orderBy: { id: 'asc' } });
      if (named) return { ok: named.documentId };
      const made = await strapi.documents(FAMILY_UID).create({ data: { name: input.familyName } as never });
      return { ok: made.documentId };
    }
    if (!input.family) return { ok: input.family };
    const known = await strapi.db.query(FAMILY_UID).findOne({ where: { documentId: input.family }, select: ['documentId'] });
    return known ? { ok: known.documentId } : { error: coded('familyUnknown') };
  };

  return {
    /** Every colour family by name, with how many products it has: the product editor's choice. */
    async families(): Promise<ProductFamiliesJson> {
      const rows: Array<{ documentId: string; name: string; products: Array<{ id: number }> | null }> = await strapi.db.query(FAMILY_UID).findMany({
        select: ['documentId', 'name'],
        populate: { products: { select: ['id'] } },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
      });
      return rows.map((row) => ({ _id: row.documentId, name: row.name, products: row.products?.length ?? 0 }));
    },

    /** A page of products, newest first. */
    async list(page: number): Promise<AdminProductsPageJson> {
      const total = await strapi.db.query(PRODUCT_UID).count({});
      const rows = await strapi.db.query(PRODUCT_UID).findMany({
        select: ['id'],
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
      });
      const products = await catalogue().byIds(rows.map((row: { id: number }) => row.id));
      return { products, page, pages: Math.ceil(total / ADMIN_PAGE_SIZE) };
    },

    /**
     * A new product for the admin to edit at once: a unique sample name and slug, price 0, no sizes,
     * the placeholder picture and the first category.
     */
    async createPlaceholder(): Promise<ProductJson> {
      const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const category = await strapi.db.query(CATEGORY_UID).findOne({ orderBy: [{ position: 'asc' }, { id: 'asc' }], select: ['documentId'] });
      const created = await strapi.documents(PRODUCT_UID).create({
        data: {
          name: `sample name ${stamp}`,
          slug: `sample-name-${stamp}`,
          brand: 'sample brand',
          description: 'sample description',
          price: 0,
          sizes: [],
          images: [await placeholderImage()],
          ...(category ? { category: category.documentId } : {}),
        } as never,
      });
      return (await catalogue().findByDocumentId(created.documentId))!;
    },

    async update(documentId: string, input: ProductUpdate): Promise<AdminProductResult<ProductJson>> {
      const current = await strapi.db.query(PRODUCT_UID).findOne({ where: { documentId }, select: ['id'] });
      if (!current) return { status: 404, error: coded('productNotFound') };
      const slug = input.slug || slugify(input.name);
      const clash = await strapi.db.query(PRODUCT_UID).findOne({ where: { slug, documentId: { $ne: documentId } }, select: ['id'] });
      if (clash) return { status: 409, error: coded('slugTaken', { slug }) };
      const category = await strapi.db.query(CATEGORY_UID).findOne({ where: { name: input.category }, select: ['documentId'] });
      if (!category) return { status: 400, error: coded('categoryUnknown', { category: input.category }) };
      // The editor sends the URLs the API answered (`/uploads/<key>`); the media library may store a bucket URL.
      const stored = new Map(input.image.map((url) => [url, storedPictureUrls(url)]));
      const found: Array<{ id: number; url: string }> = input.image.length
        ? await files().findMany({ where: { url: { $in: [...stored.values()].flat() }, mime: { $startsWith: 'image/' } }, select: ['id', 'url'] })
        : [];
      const imageIds = input.image.map((url) => found.find((file) => stored.get(url)!.includes(file.url))?.id);
      if (imageIds.some((id) => id === undefined)) return { status: 400, error: coded('pictureNotFromLibrary') };
      const family = await familyOf(input);
      if ('error' in family) return { status: 400, error: family.error };

      await strapi.documents(PRODUCT_UID).update({
        documentId,
        data: {
          name: input.name,
          slug,
          brand: input.brand,
          description: input.description,
          // Left out of the body, they are kept as they are (an editor that knows no Arabic fields
          // must not wipe them); sent empty, they are cleared.
          ...(input.nameAr !== undefined ? { nameAr: input.nameAr } : {}),
          ...(input.descriptionAr !== undefined ? { descriptionAr: input.descriptionAr } : {}),
          // The colour and family follow the same rule as the Arabic words: left out, kept.
          ...(input.colour !== undefined ? { colour: input.colour } : {}),
          ...(input.colourAr !== undefined ? { colourAr: input.colourAr } : {}),
          ...(input.swatch !== undefined ? { swatch: input.swatch } : {}),
          ...(family.ok !== undefined ? { family: family.ok } : {}),
          price: input.price,
          category: category.documentId,
          sizes: input.sizes,
          images: imageIds,
        } as never,
      });
      return { ok: (await catalogue().findByDocumentId(documentId))! };
    },

    /** Deletes a product nobody has ordered; an ordered one is kept so order history stays whole. */
    async remove(documentId: string): Promise<AdminProductResult<true>> {
      const product = await strapi.db.query(PRODUCT_UID).findOne({ where: { documentId }, select: ['id'] });
      if (!product) return { status: 404, error: coded('productNotFound') };
      const orderItems = columnOf(strapi, ORDER_UID, 'orderItems');
      const [ordered] = await whereJsonTextLike(strapi, strapi.db.connection(tableOf(strapi, ORDER_UID)), orderItems, `%"${documentId}"%`).count({ count: '*' });
      if (Number(ordered?.count ?? 0) > 0) {
        return { status: 409, error: coded('productOrdered') };
      }
      await strapi.documents(PRODUCT_UID).delete({ documentId });
      return { ok: true };
    },

    /** Stores an uploaded picture in the media library (checked and re-encoded there) and answers its URL. */
    async uploadImage(file: UploadedFile) {
      try {
        const [uploaded] = await strapi.plugin('upload').service('upload').upload({ data: {}, files: file });
        return { url: shopPictureUrl(uploaded.url as string) };
      } finally {
        // strapi::body deletes the parser's temporary files of the field "files" only; ours is "file".
        await rm(file.filepath, { force: true });
      }
    },
  };
};

export type AdminProductService = ReturnType<typeof adminProductService>;
export default adminProductService;
