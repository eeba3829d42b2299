import type { Core } from '@strapi/strapi';
import {
  MAX_ID_LENGTH,
  adminPageQuery,
  firstIssue,
  parseProductListParams,
  parseSearchParams,
  productIdsQuery,
  productUpdateBody,
  type MessageJson,
  type ProductSavedJson,
  coded,
} from '@pointe/config';
import type { UploadedFile } from '../../../media/pictures';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

const NOT_FOUND = coded('productNotFound');
const CATEGORY_NOT_FOUND = coded('categoryNotFound');

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const products = () => getService(strapi, 'api::product.product');
  const admin = () => getService(strapi, 'api::product.admin-products');

  return {
    /** The spec's list without parameters; with `page` or `category`, one page of the newest (docs/api.md). */
    async list(ctx) {
      const parsed = parseProductListParams(ctx.query);
      if (!parsed.success) return refuse(ctx, 400, parsed.error);
      if (!parsed.data) {
        ctx.body = await products().list();
        return;
      }
      const page = await products().newestPage(parsed.data);
      if (!page) return refuse(ctx, 404, CATEGORY_NOT_FOUND);
      ctx.body = page;
    },

    async search(ctx) {
      const parsed = parseSearchParams(ctx.query);
      if (!parsed.success) return refuse(ctx, 400, parsed.error);
      ctx.body = await products().search(parsed.data);
    },

    /** Suggestions as she types: the search's own `query` (its checks and its 400s). */
    async suggestions(ctx) {
      const parsed = parseSearchParams({ query: ctx.query.query });
      if (!parsed.success) return refuse(ctx, 400, parsed.error);
      ctx.body = await products().suggestions(parsed.data.query);
    },

    /** Admin: what shoppers searched for lately (the dashboard). */
    async searches(ctx) {
      ctx.body = await products().searchTallies();
    },

    async categories(ctx) {
      ctx.body = await products().categoryNames();
    },

    /** The menu's categories with their Arabic names: one read for pages in either language. */
    async categoryNames(ctx) {
      ctx.body = await products().categoriesInMenuOrder();
    },

    async findBySlug(ctx) {
      const slug = String(ctx.params.slug ?? '');
      const product = slug.length <= MAX_ID_LENGTH ? await products().findBySlug(slug) : null;
      if (!product) return refuse(ctx, 404, NOT_FOUND);
      ctx.body = product;
    },

    /** The cart's products in one read (the storefront's cart and checkout pages: fresh stock and prices). */
    async findByIds(ctx) {
      const query = productIdsQuery.safeParse(ctx.query);
      if (!query.success) return refuse(ctx, 400, firstIssue(query.error));
      ctx.body = await products().byDocumentIds(query.data.ids);
    },

    async adminList(ctx) {
      const query = adminPageQuery.safeParse(ctx.query);
      if (!query.success) return refuse(ctx, 400, firstIssue(query.error));
      ctx.body = await admin().list(query.data.page);
    },

    async families(ctx) {
      ctx.body = await admin().families();
    },

    async create(ctx) {
      ctx.status = 201;
      ctx.body = { message: 'Product Created', product: await admin().createPlaceholder() } satisfies ProductSavedJson;
    },

    async update(ctx) {
      const body = productUpdateBody.safeParse(ctx.request.body ?? {});
      if (!body.success) return refuse(ctx, 400, firstIssue(body.error));
      const result = await admin().update(String(ctx.params.id), body.data);
      if ('status' in result) return refuse(ctx, result.status, result.error);
      ctx.body = { message: 'Product Updated', product: result.ok } satisfies ProductSavedJson;
    },

    async remove(ctx) {
      const result = await admin().remove(String(ctx.params.id));
      if ('status' in result) return refuse(ctx, result.status, result.error);
      ctx.body = { message: 'Product Deleted' } satisfies MessageJson;
    },

    async uploadImage(ctx) {
      const files = (ctx.request as unknown as { files?: Record<string, unknown> }).files ?? {};
      const file = [files.file].flat()[0] as UploadedFile | undefined;
      if (!file) return refuse(ctx, 400, coded('pictureMissing'));
      // Type (by the bytes) and size are decided by the media library's guard, for every upload path alike.
      ctx.status = 201;
      ctx.body = await admin().uploadImage(file);
    },

    async findOne(ctx) {
      const id = String(ctx.params.id ?? '');
      const product = id.length <= MAX_ID_LENGTH ? await products().findByDocumentId(id) : null;
      if (!product) return refuse(ctx, 404, NOT_FOUND);
      ctx.body = product;
    },
  };
};
