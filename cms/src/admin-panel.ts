import type { Core } from '@strapi/strapi';

/**
 * The first Strapi super-admin comes from STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD, so an editor
 * can sign in to /admin right after the first start. Nothing happens once any admin exists.
 */
export async function ensureSuperAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.STRAPI_ADMIN_EMAIL;
  const password = process.env.STRAPI_ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  await users.createFirstAdmin({ email, password, firstname: 'Pointe', lastname: 'Editor' });
  strapi.log.info(`Created the Strapi admin-panel super-admin ${email}.`);
}

/** List columns and labels chosen for editors; stock totals are the server's, so not editable. */
export async function configureAdminPanel(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const configuration = await contentTypes.findConfiguration({ uid: 'api::product.product' });
  if (!configuration) return;
  const metadatas = configuration.metadatas ?? {};
  const label = (field: string, text: string, extra: Record<string, unknown> = {}) => {
    metadatas[field] = {
      ...metadatas[field],
      edit: { ...metadatas[field]?.edit, label: text, ...extra },
      list: { ...metadatas[field]?.list, label: text },
    };
  };
  label('name', 'Name');
  label('slug', 'Slug (web address; left empty, it is made from the name)');
  label('images', 'Pictures (the first is the cover)');
  label('price', 'Price (EGP, VAT included)');
  label('sizes', 'Sizes and stock');
  label('countInStock', 'Total stock (sum of sizes, computed)', { editable: false });
  await contentTypes.updateConfiguration(
    { uid: 'api::product.product' },
    {
      settings: { ...configuration.settings, mainField: 'name', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
      metadatas,
      layouts: {
        ...configuration.layouts,
        list: ['name', 'images', 'category', 'price', 'countInStock', 'updatedAt'],
      },
    },
  );
}
