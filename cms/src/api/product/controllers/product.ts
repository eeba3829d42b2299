import type { Core } from '@strapi/strapi';
import { parseSearchParams } from '@pointe/config';
import { refuse } from '../../../utils/http';
import { PRODUCT_UID, type ProductService } from '../services/product';

const NOT_FOUND = 'Product Not Found';
/** Document ids and slugs are short; anything longer cannot exist and is not worth a query. */
const MAX_KEY_LENGTH = 120;

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const products = () => strapi.service(PRODUCT_UID) as ProductService;

  return {
    async list(ctx) {
      ctx.body = await products().list();
    },

    async search(ctx) {
      const parsed = parseSearchParams(ctx.query);
      if (!parsed.success) return refuse(ctx, 400, parsed.message);
      ctx.body = await products().search(parsed.data);
    },

    async categories(ctx) {
      ctx.body = await products().categoryNames();
    },

    async findBySlug(ctx) {
      const slug = String(ctx.params.slug ?? '');
      const product = slug.length <= MAX_KEY_LENGTH ? await products().findBySlug(slug) : null;
      if (!product) return refuse(ctx, 404, NOT_FOUND);
      ctx.body = product;
    },

    async findOne(ctx) {
      const id = String(ctx.params.id ?? '');
      const product = id.length <= MAX_KEY_LENGTH ? await products().findByDocumentId(id) : null;
      if (!product) return refuse(ctx, 404, NOT_FOUND);
      ctx.body = product;
    },
  };
};
