import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { FAMILY_MAX_SIBLINGS, type Size } from '@pointe/config';
import { columnOf, componentLinkOf, joinTableOf, morphLinkOf, tableOf, type ColumnOf } from '../../../database/names';
import { jsonArrayOf, jsonObjectOf } from '../../../database/json-array';
import { prepared } from '../../../database/prepared';

export const PRODUCT_UID = 'api::product.product';
export const CATEGORY_UID = 'api::category.category';
/** A colour family: the same model in other colours (Product.family). */
export const FAMILY_UID = 'api::product-family.product-family';
/** The component holding one size's stock (Product.sizes). */
export const SIZE_STOCK_UID = 'shop.size-stock';
const FILE_UID = 'plugin::upload.file';

export interface UploadedPicture {
  url: string;
  width?: number | null;
  formats?: Record<string, { url: string; width: number }> | null;
}

/** A product with its pictures, category and sizes, as the catalogue's answers are made from. */
export interface ProductRow {
  id: number;
  documentId: string;
  name: string;
  nameAr: string | null;
  slug: string | null;
  brand: string | null;
  description: string | null;
  descriptionAr: string | null;
  price: number | string | null;
  countInStock: number | null;
  createdAt: string | Date | number;
  updatedAt: string | Date | number;
  images: UploadedPicture[];
  category: { name: string; nameAr: string | null } | null;
  sizes: Array<{ size: Size; countInStock: number | null }>;
  colour: string | null;
  colourAr: string | null;
  swatch: string | null;
  family: { name: string; siblings: FamilySiblingRow[] | null } | null;
}

/** One product of a family as its siblings list it. */
export interface FamilySiblingRow {
  slug: string | null;
  name: string;
  nameAr: string | null;
  colour: string | null;
  colourAr: string | null;
  swatch: string | null;
  countInStock: number | null;
}

/** Which products to load: by internal id or by documentId (the shop's `_id`), or one by slug. */
export type ProductSelector = { ids: number[] } | { documentIds: string[] } | { slug: string };

/** SQLite keeps JSON columns as text; PostgreSQL's driver has already parsed them. */
const parsedJson = <T>(value: unknown): T | null => {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
};

/** A product's pictures as a JSON array, in their order: a correlated subquery on `productId` (a column of the outer query). */
function picturesOf(strapi: Core.Strapi, knex: Knex, productId: string): Knex.QueryBuilder {
  const pictures = morphLinkOf(strapi, FILE_UID, 'related');
  const file = (attribute: ColumnOf<typeof FILE_UID>) => `f.${columnOf(strapi, FILE_UID, attribute)}`;
  const picture = jsonObjectOf(strapi, knex, { url: file('url'), width: file('width'), formats: { json: file('formats') } });
  return knex({ l: pictures.name })
    .join({ f: tableOf(strapi, FILE_UID) }, file('id'), `l.${pictures.ownerColumn}`)
    .where(`l.${pictures.relatedIdColumn}`, knex.ref(productId))
    .where({ [`l.${pictures.relatedTypeColumn}`]: PRODUCT_UID, [`l.${pictures.fieldColumn}`]: 'images' })
    .select(jsonArrayOf(strapi, knex, picture, [`l.${pictures.orderColumn}`, 'l.id']));
}

/** One size row of a product as an order takes its stock: the row's id, its size, the units left. */
export interface SizeStockRow {
  id: number;
  size: string;
  countInStock: number;
}

/** A product as an order line needs it, with the size rows of the sizes asked for. */
export type ProductForOrderRow = Pick<ProductRow, 'id' | 'documentId' | 'name' | 'nameAr' | 'slug' | 'price' | 'images'> & { sizes: SizeStockRow[] };

/**
 * The products an order's lines name (by the shop's `_id`), each with its first picture and its
 * size rows of `sizes`, in one query, in the caller's transaction: placing an order (which takes
 * the stock of those rows by their ids) and staff's edits of its lines (no sizes).
 */
export async function productsForOrderRows(strapi: Core.Strapi, db: Knex, documentIds: readonly string[], sizes: readonly string[] = []): Promise<ProductForOrderRow[]> {
  if (documentIds.length === 0) return [];
  const column = (attribute: ColumnOf<typeof PRODUCT_UID>) => `p.${columnOf(strapi, PRODUCT_UID, attribute)}`;
  const size = (attribute: ColumnOf<typeof SIZE_STOCK_UID>) => `s.${columnOf(strapi, SIZE_STOCK_UID, attribute)}`;
  const pictures = morphLinkOf(strapi, FILE_UID, 'related');
  const firstPicture = db({ l: pictures.name })
    .join({ f: tableOf(strapi, FILE_UID) }, `f.${columnOf(strapi, FILE_UID, 'id')}`, `l.${pictures.ownerColumn}`)
    .where(`l.${pictures.relatedIdColumn}`, db.ref(column('id')))
    .where({ [`l.${pictures.relatedTypeColumn}`]: PRODUCT_UID, [`l.${pictures.fieldColumn}`]: 'images' })
    .orderBy([`l.${pictures.orderColumn}`, 'l.id'])
    .select(`f.${columnOf(strapi, FILE_UID, 'url')}`)
    .limit(1);
  const attributes = ['id', 'documentId', 'name', 'nameAr', 'slug', 'price'] as const;
  const [products, sizesAskedFor] = [[...new Set(documentIds)], [...new Set(sizes)]];
  const query = prepared(db({ p: tableOf(strapi, PRODUCT_UID) }), 'products_for_order', products.length, sizesAskedFor.length)
    .whereIn(column('documentId'), products)
    .select({ ...Object.fromEntries(attributes.map((attribute) => [attribute, column(attribute)])), picture: firstPicture });
  if (sizesAskedFor.length > 0) {
    // One row per product and size asked for; a product without any of them comes once, with no size.
    const link = componentLinkOf(strapi, PRODUCT_UID, 'sizes');
    query
      .leftJoin({ c: link.name }, (on) =>
        on.on(`c.${link.ownerColumn}`, column('id')).andOnVal(`c.${link.fieldColumn}`, link.field).andOnVal(`c.${link.typeColumn}`, link.componentType),
      )
      .leftJoin({ s: tableOf(strapi, SIZE_STOCK_UID) }, (on) => on.on(size('id'), `c.${link.componentColumn}`).andOnIn(size('size'), sizesAskedFor))
      .select({ sizeId: size('id'), size: size('size'), sizeStock: size('countInStock') });
  }
  type Row = Omit<ProductForOrderRow, 'images' | 'sizes'> & { picture: string | null; sizeId?: number | null; size?: string | null; sizeStock?: number | null };
  const byId = new Map<number, ProductForOrderRow>();
  for (const { picture, sizeId, size: sizeName, sizeStock, ...row } of (await query) as Row[]) {
    const id = Number(row.id);
    const product = byId.get(id) ?? { ...row, id, images: picture ? [{ url: picture }] : [], sizes: [] };
    byId.set(id, product);
    if (sizeId !== null && sizeId !== undefined) product.sizes.push({ id: Number(sizeId), size: String(sizeName), countInStock: Number(sizeStock ?? 0) });
  }
  return [...byId.values()];
}

/**
 * Loads products with their pictures, category and sizes in one SQL statement (the relations as JSON
 * arrays from correlated subqueries), whatever the number of products. Strapi's `findMany` with
 * `populate` takes several statements and spends 3–6 ms of CPU per call turning rows into entities
 * (measured on the cart's 3 products); the cart and place-order pages make this read on every view
 * and it must stay fresh, so it has to be cheap. The result has exactly the shape `populate` gave.
 */
export async function loadProductRows(strapi: Core.Strapi, selector: ProductSelector): Promise<ProductRow[]> {
  const knex = strapi.db.connection;
  const column = (attribute: ColumnOf<typeof PRODUCT_UID>) => `p.${columnOf(strapi, PRODUCT_UID, attribute)}`;
  const productId = column('id');

  const category = joinTableOf(strapi, PRODUCT_UID, 'category');
  const categoryColumn = (attribute: ColumnOf<typeof CATEGORY_UID>) => `c.${columnOf(strapi, CATEGORY_UID, attribute)}`;
  const categoryJson = knex({ l: category.name })
    .join({ c: tableOf(strapi, CATEGORY_UID) }, categoryColumn('id'), `l.${category.targetColumn}`)
    .where(`l.${category.ownerColumn}`, knex.ref(productId))
    .select(jsonObjectOf(strapi, knex, { name: categoryColumn('name'), nameAr: categoryColumn('nameAr') }))
    .limit(1);

  const sizes = componentLinkOf(strapi, PRODUCT_UID, 'sizes');
  const size = (attribute: ColumnOf<typeof SIZE_STOCK_UID>) => `s.${columnOf(strapi, SIZE_STOCK_UID, attribute)}`;
  const sizesJson = knex({ l: sizes.name })
    .join({ s: tableOf(strapi, SIZE_STOCK_UID) }, size('id'), `l.${sizes.componentColumn}`)
    .where(`l.${sizes.ownerColumn}`, knex.ref(productId))
    .where({ [`l.${sizes.fieldColumn}`]: sizes.field, [`l.${sizes.typeColumn}`]: sizes.componentType })
    .select(jsonArrayOf(strapi, knex, jsonObjectOf(strapi, knex, { size: size('size'), countInStock: size('countInStock') }), [`l.${sizes.orderColumn}`, 'l.id']));

  // The family and its products (this one included) in the order they were added, in the same
  // statement: a page of cards shows every card's swatches without a query per card. The link
  // table's family column is indexed by Strapi, so each family's products are found by the index.
  const family = joinTableOf(strapi, PRODUCT_UID, 'family');
  const sibling = (attribute: ColumnOf<typeof PRODUCT_UID>) => `sp.${columnOf(strapi, PRODUCT_UID, attribute)}`;
  const siblingFields = ['slug', 'name', 'nameAr', 'colour', 'colourAr', 'swatch', 'countInStock'] as const;
  const firstSiblings = knex({ sl: family.name })
    .join({ sp: tableOf(strapi, PRODUCT_UID) }, sibling('id'), `sl.${family.ownerColumn}`)
    .where(`sl.${family.targetColumn}`, knex.ref(`l.${family.targetColumn}`))
    .select({ id: sibling('id'), ...Object.fromEntries(siblingFields.map((attribute) => [attribute, sibling(attribute)])) })
    .orderBy(sibling('id'))
    .limit(FAMILY_MAX_SIBLINGS);
  const siblingJson = jsonObjectOf(strapi, knex, Object.fromEntries(siblingFields.map((attribute) => [attribute, `q.${attribute}`])));
  const siblingsJson = knex.from(firstSiblings.as('q')).select(jsonArrayOf(strapi, knex, siblingJson, ['q.id']));
  const familyJson = knex({ l: family.name })
    .join({ f: tableOf(strapi, FAMILY_UID) }, `f.${columnOf(strapi, FAMILY_UID, 'id')}`, `l.${family.targetColumn}`)
    .where(`l.${family.ownerColumn}`, knex.ref(productId))
    .select(jsonObjectOf(strapi, knex, { name: `f.${columnOf(strapi, FAMILY_UID, 'name')}`, siblings: { json: siblingsJson } }))
    .limit(1);

  const scalars = ['id', 'documentId', 'name', 'nameAr', 'slug', 'brand', 'description', 'descriptionAr', 'price', 'countInStock', 'createdAt', 'updatedAt', 'colour', 'colourAr', 'swatch'] as const;
  const query = knex({ p: tableOf(strapi, PRODUCT_UID) }).select({
    ...Object.fromEntries(scalars.map((attribute) => [attribute, column(attribute)])),
    images: picturesOf(strapi, knex, productId),
    category: categoryJson,
    sizes: sizesJson,
    family: familyJson,
  });
  if ('ids' in selector) query.whereIn(productId, selector.ids);
  else if ('documentIds' in selector) query.whereIn(column('documentId'), selector.documentIds);
  else query.where(column('slug'), selector.slug);

  const rows: Array<Omit<ProductRow, 'images' | 'category' | 'sizes' | 'family'> & Record<'images' | 'category' | 'sizes' | 'family', unknown>> = await query;
  return rows.map((row) => ({
    ...row,
    images: parsedJson<UploadedPicture[]>(row.images) ?? [],
    category: parsedJson<ProductRow['category']>(row.category),
    sizes: parsedJson<ProductRow['sizes']>(row.sizes) ?? [],
    family: parsedJson<ProductRow['family']>(row.family),
  }));
}
