import type { Core } from '@strapi/strapi';
import { MAX_ID_LENGTH, coded, type ProductSizeChartJson } from '@pointe/config';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => ({
  /** GET /api/size-charts/product/:slug: the chart the product page's size guide shows. */
  async forProduct(ctx) {
    const slug = String(ctx.params.slug ?? '');
    const chart = slug.length <= MAX_ID_LENGTH ? await getService(strapi, 'api::size-chart.size-chart').forProduct(slug) : undefined;
    if (chart === undefined) return refuse(ctx, 404, coded('productNotFound'));
    ctx.body = { sizeChart: chart } satisfies ProductSizeChartJson;
  },
});
