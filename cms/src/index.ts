import type { Core } from '@strapi/strapi';
import { normaliseProductInput, type ProductInput } from './catalog/product-input';
import { CATEGORY_UID, PRODUCT_UID } from './api/product/services/product';
import { searchCounts } from './api/product/services/search-counts';
import { ensureIndexes } from './database/indexes';
import { catalogueIsEmpty, seedCatalogue } from './seed/catalogue';
import { configureAdminPanel, ensureSuperAdmin } from './admin-panel';
import { closeCoreUserRoutes } from './auth/permissions';
import { closeSharedRedis } from './utils/redis';

const READ_ACTIONS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Product rules hold for every writer: Strapi's panel, the seed and the shop's admin API. Every
    // catalogue write also empties the search counts, so a count is never stale after an edit.
    strapi.documents.use(async (context, next) => {
      if (context.uid === PRODUCT_UID && (context.action === 'create' || context.action === 'update')) {
        const params = context.params as { data?: ProductInput };
        if (params.data) normaliseProductInput(params.data, context.action);
      }
      if ((context.uid === PRODUCT_UID || context.uid === CATEGORY_UID) && !READ_ACTIONS.has(context.action)) {
        const result = await next();
        searchCounts.clear();
        return result;
      }
      return next();
    });
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureIndexes(strapi);
    await closeCoreUserRoutes(strapi);
    await ensureSuperAdmin(strapi);
    await configureAdminPanel(strapi);
    if (process.env.SEED_ON_EMPTY !== 'false' && (await catalogueIsEmpty(strapi))) {
      const { created } = await seedCatalogue(strapi);
      strapi.log.info(`Seeded the demo catalogue: ${created} products.`);
    }
  },

  async destroy() {
    // An open Redis socket would keep the process (a seed script, a test) alive after Strapi stops.
    await closeSharedRedis();
  },
};
