import type { Core } from '@strapi/strapi';

const SIZE_STOCK_UID = 'shop.size-stock';
const FAMILY_UID = 'api::product-family.product-family';

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

export type Metadatas = Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> } | undefined>;

/** Sets a field's label (edit form and list column) and, when given, its hint under the input. */
export function labelField(metadatas: Metadatas, field: string, text: string, edit: Record<string, unknown> = {}): void {
  metadatas[field] = {
    ...metadatas[field],
    edit: { ...metadatas[field]?.edit, label: text, ...edit },
    list: { ...metadatas[field]?.list, label: text },
  };
}

/** The label of a product's and a category's Arabic name, in both languages: editors may read either. */
export const NAME_IN_ARABIC = 'Name in Arabic (الاسم بالعربية)';

/**
 * List columns, labels and hints chosen for editors; stock totals are the server's, so not editable.
 * Strapi keeps this "view configuration" in its store, not in the schema files, so it is set here
 * on every start (an editor's own tweaks to these fields are overwritten by design).
 */
export async function configureAdminPanel(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const configuration = await contentTypes.findConfiguration({ uid: 'api::product.product' });
  if (!configuration) return;
  const metadatas: Metadatas = configuration.metadatas ?? {};
  labelField(metadatas, 'name', 'Name');
  labelField(metadatas, 'nameAr', NAME_IN_ARABIC, { description: 'Optional; left empty, the Arabic pages show the English name' });
  labelField(metadatas, 'slug', 'Slug (web address; left empty, it is made from the name)');
  labelField(metadatas, 'images', 'Pictures (the first is the cover)');
  labelField(metadatas, 'brand', 'Brand', { description: 'Shown above the name on the product page, e.g. Nile Pointe' });
  labelField(metadatas, 'category', 'Category', {
    description: 'The shop menu entry the product is listed under',
    mainField: 'name',
  });
  labelField(metadatas, 'description', 'Description', {
    description: 'Plain text for the product page; the first 155 characters are the search-engine summary',
  });
  labelField(metadatas, 'descriptionAr', 'Description in Arabic (الوصف بالعربية)', {
    description: 'Optional; left empty, the Arabic pages show the English description',
  });
  labelField(metadatas, 'price', 'Price (EGP, VAT included)');
  labelField(metadatas, 'sizes', 'Sizes and stock');
  labelField(metadatas, 'countInStock', 'Total stock (sum of sizes, computed)', { editable: false });
  labelField(metadatas, 'colour', 'Colour', {
    description: 'Its colour name for shoppers, e.g. Navy (shown on the product page and found by search); empty for no named colour',
  });
  labelField(metadatas, 'colourAr', 'Colour in Arabic (اللون بالعربية)', { description: 'Optional; left empty, the Arabic pages show the English colour' });
  labelField(metadatas, 'swatch', 'Swatch (#rrggbb)', { description: 'The colour of its dot on the shop, written #rrggbb, e.g. #1f2a48', placeholder: '#1f2a48' });
  labelField(metadatas, 'family', 'Colour family', {
    description: "The same model in other colours: each product's page links to the others by their swatches (families are listed under Colour family)",
    mainField: 'name',
  });
  await contentTypes.updateConfiguration(
    { uid: 'api::product.product' },
    {
      settings: { ...configuration.settings, mainField: 'name', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
      metadatas,
      layouts: {
        ...configuration.layouts,
        list: ['name', 'images', 'category', 'price', 'countInStock', 'updatedAt'],
        edit: besideTheirEnglish(configuration.layouts?.edit ?? [], { nameAr: 'name', descriptionAr: 'description', colourAr: 'colour' }),
      },
    },
  );
  await configureCategories(strapi);
  await configureFamilies(strapi);
  await configureSizeRows(strapi);
  await configureOrders(strapi);
  await configureStockAlerts(strapi);
}

/**
 * Back-in-stock requests: who waits for which size, newest first. They are sent and used up by the
 * shop when the size's stock goes above 0 (ADR 016); an editor may delete one (a request from a
 * stranger's typo), never needs to write one.
 */
async function configureStockAlerts(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const configuration = await contentTypes.findConfiguration({ uid: 'api::stock-alert.stock-alert' });
  if (!configuration) return;
  const metadatas: Metadatas = configuration.metadatas ?? {};
  labelField(metadatas, 'product', 'Product', { mainField: 'name' });
  labelField(metadatas, 'size', 'Size waited for');
  labelField(metadatas, 'email', 'Email to tell');
  labelField(metadatas, 'language', 'Language of the email');
  labelField(metadatas, 'user', 'Account (when she asked signed in)', { mainField: 'email' });
  labelField(metadatas, 'notifiedAt', 'Emailed at (empty while waiting)', { editable: false });
  await contentTypes.updateConfiguration(
    { uid: 'api::stock-alert.stock-alert' },
    {
      settings: { ...configuration.settings, mainField: 'email', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
      metadatas,
      layouts: { ...configuration.layouts, list: ['email', 'product', 'size', 'language', 'notifiedAt', 'createdAt'] },
    },
  );
}

type EditLayout = Array<Array<{ name: string; size: number }>>;

/**
 * The edit form with each Arabic field on one row with its English counterpart (Strapi appends new
 * fields at the end of the form): the pair takes the place of the English field's row, and the
 * rest of that row follows on a row of its own. Fields missing from the layout are left as they are.
 */
export function besideTheirEnglish(edit: EditLayout, pairs: Record<string, string>): EditLayout {
  const elements = new Map(edit.flat().map((element) => [element.name, element]));
  const placed = Object.entries(pairs).filter(([arabic, english]) => elements.has(arabic) && elements.has(english));
  const arabicFields = new Set(placed.map(([arabic]) => arabic));
  const englishToArabic = new Map(placed.map(([arabic, english]) => [english, arabic]));
  const layout: EditLayout = [];
  for (const row of edit) {
    const rest = row.filter((element) => !arabicFields.has(element.name) && !englishToArabic.has(element.name));
    for (const element of row) {
      const arabic = englishToArabic.get(element.name);
      // Two half-width inputs (string and text fields are 6 wide by default, and resizable).
      if (arabic) layout.push([{ name: element.name, size: 6 }, { name: arabic, size: 6 }]);
    }
    if (rest.length > 0) layout.push(rest);
  }
  return layout;
}

/** Categories: the Arabic name labelled, beside the English one. */
async function configureCategories(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const configuration = await contentTypes.findConfiguration({ uid: 'api::category.category' });
  if (!configuration) return;
  const metadatas: Metadatas = configuration.metadatas ?? {};
  labelField(metadatas, 'nameAr', NAME_IN_ARABIC, { description: 'Optional; left empty, the Arabic menu shows the English name' });
  await contentTypes.updateConfiguration(
    { uid: 'api::category.category' },
    {
      settings: { ...configuration.settings, mainField: 'name' },
      metadatas,
      layouts: { ...configuration.layouts, edit: besideTheirEnglish(configuration.layouts?.edit ?? [], { nameAr: 'name' }) },
    },
  );
}

/** Colour families: titled by their name, the Arabic name beside it, their products listed by name. */
async function configureFamilies(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const configuration = await contentTypes.findConfiguration({ uid: FAMILY_UID });
  if (!configuration) return;
  const metadatas: Metadatas = configuration.metadatas ?? {};
  labelField(metadatas, 'name', 'Name (for editors)', { description: 'e.g. Studio camisole leotard: the model, whatever its colour' });
  labelField(metadatas, 'nameAr', NAME_IN_ARABIC, { description: 'Optional' });
  labelField(metadatas, 'products', 'Products (one per colour)', {
    description: 'Each product sets its own colour and swatch; the shop lists them in the order they were added',
    mainField: 'name',
  });
  await contentTypes.updateConfiguration(
    { uid: FAMILY_UID },
    {
      settings: { ...configuration.settings, mainField: 'name', defaultSortBy: 'name', defaultSortOrder: 'ASC' },
      metadatas,
      layouts: {
        ...configuration.layouts,
        list: ['name', 'nameAr', 'products', 'updatedAt'],
        edit: besideTheirEnglish(configuration.layouts?.edit ?? [], { nameAr: 'name' }),
      },
    },
  );
}

/**
 * Orders in the panel are read-only (src/index.ts refuses every write): every field shown but not
 * editable, the list led by the status, the newest first.
 */
async function configureOrders(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  const configuration = await contentTypes.findConfiguration({ uid: 'api::order.order' });
  if (!configuration) return;
  const metadatas: Metadatas = configuration.metadatas ?? {};
  for (const field of Object.keys(metadatas)) labelField(metadatas, field, String(metadatas[field]?.edit?.label ?? field), { editable: false });
  labelField(metadatas, 'orderStatus', 'Status', { editable: false, description: "Changed only from the shop's admin pages (Admin › Orders)" });
  labelField(metadatas, 'events', 'History (status changes and calls, oldest first)', { editable: false });
  labelField(metadatas, 'trackingNumber', 'Tracking number', { editable: false });
  await contentTypes.updateConfiguration(
    { uid: 'api::order.order' },
    {
      settings: { ...configuration.settings, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
      metadatas,
      layouts: { ...configuration.layouts, list: ['id', 'orderStatus', 'totalPrice', 'trackingNumber', 'createdAt'] },
    },
  );
}

/**
 * A product's size rows: a collapsed row is titled by its component's main field, which Strapi
 * defaults to the id (shown blank), so each row is titled by its size instead.
 */
async function configureSizeRows(strapi: Core.Strapi): Promise<void> {
  const components = strapi.plugin('content-manager').service('components');
  const component = components.findComponent(SIZE_STOCK_UID);
  if (!component) return;
  const configuration = await components.findConfiguration(component);
  const metadatas: Metadatas = configuration.metadatas ?? {};
  labelField(metadatas, 'size', 'Size');
  labelField(metadatas, 'countInStock', 'Units in stock', { description: 'A whole number, 0 when sold out' });
  await components.updateConfiguration(component, {
    settings: { ...configuration.settings, mainField: 'size' },
    metadatas,
    layouts: configuration.layouts,
  });
}
