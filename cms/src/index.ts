import type { Core } from '@strapi/strapi';
import { normaliseProductInput, type ProductInput } from './catalog/product-input';
import { PRODUCT_UID } from './api/product/services/product';
import { ensureIndexes } from './database/indexes';
import { catalogueIsEmpty, seedCatalogue } from './seed/catalogue';
import { configureAdminPanel, ensureSuperAdmin } from './admin-panel';
import { closeCoreUserRoutes } from './auth/permissions';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Product rules hold for every writer: Strapi's panel, the seed and the shop's admin API.
    strapi.documents.use(async (context, next) => {
      if (context.uid === PRODUCT_UID && (context.action === 'create' || context.action === 'update')) {
        const params = context.params as { data?: ProductInput };
        if (params.data) normaliseProductInput(params.data, context.action);
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
};
