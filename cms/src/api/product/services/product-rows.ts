import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { FAMILY_MAX_SIBLINGS, type Size } from '@pointe/config';
import { isPostgres } from '../../../database/dialect';
import { columnOf, componentLinkOf, joinTableOf, morphLinkOf, tableOf, type ColumnOf } from '../../../database/names';
import { quoted, type Sql } from '../../../database/sql';
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

/** A product's pictures as a JSON array, in their order: a correlated subquery on `productId` (a quoted column reference). */
function picturesOf(strapi: Core.Strapi, productId: string): Sql {
  const postgres = isPostgres(strapi);
  const pictures = morphLinkOf(strapi, FILE_UID, 'related');
  const file = (attribute: ColumnOf<typeof FILE_UID>) => `f.${quoted(columnOf(strapi, FILE_UID, attribute))}`;
  const link = (column: string) => `l.${quoted(column)}`;
  const picture = `${postgres ? 'json_build_object' : 'json_object'}('url', ${file('url')}, 'width', ${file('width')}, 'formats', ${postgres ? file('formats') : `json(${file('formats')})`})`;
  return {
    text: `SELECT ${postgres ? 'json_agg' : 'json_group_array'}(${picture} ORDER BY ${link(pictures.orderColumn)}, l."id")
      FROM ${quoted(pictures.name)} AS l JOIN ${quoted(tableOf(strapi, FILE_UID))} AS f ON ${file('id')} = ${link(pictures.ownerColumn)}
      WHERE ${link(pictures.relatedIdColumn)} = ${productId} AND ${link(pictures.relatedTypeColumn)} = ? AND ${link(pictures.fieldColumn)} = ?`,
    values: [PRODUCT_UID, 'images'],
  };
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
  const postgres = isPostgres(strapi);
  // The same SQL on both databases but for the JSON functions' names (SQLite ≥ 3.44 orders inside aggregates).
  const jsonArray = postgres ? 'json_agg' : 'json_group_array';
  const jsonObject = postgres ? 'json_build_object' : 'json_object';
  const column = (attribute: ColumnOf<typeof PRODUCT_UID>) => `p.${columnOf(strapi, PRODUCT_UID, attribute)}`;
  const productId = column('id');

  const pictures = picturesOf(strapi, `p.${quoted(columnOf(strapi, PRODUCT_UID, 'id'))}`);
  const picturesJson = knex.raw(`(${pictures.text})`, pictures.values as Knex.RawBinding[]);

  const category = joinTableOf(strapi, PRODUCT_UID, 'category');
  const categoryJson = knex({ l: category.name })
    .join({ c: tableOf(strapi, CATEGORY_UID) }, `c.${columnOf(strapi, CATEGORY_UID, 'id')}`, `l.${category.targetColumn}`)
    .whereRaw('?? = ??', [`l.${category.ownerColumn}`, productId])
    .select(knex.raw(`${jsonObject}('name', ??, 'nameAr', ??)`, [`c.${columnOf(strapi, CATEGORY_UID, 'name')}`, `c.${columnOf(strapi, CATEGORY_UID, 'nameAr')}`]))
    .limit(1);

  const sizes = componentLinkOf(strapi, PRODUCT_UID, 'sizes');
  const size = (attribute: ColumnOf<typeof SIZE_STOCK_UID>) => `s.${columnOf(strapi, SIZE_STOCK_UID, attribute)}`;
  const sizesJson = knex({ l: sizes.name })
    .join({ s: tableOf(strapi, SIZE_STOCK_UID) }, size('id'), `l.${sizes.componentColumn}`)
    .whereRaw('?? = ??', [`l.${sizes.ownerColumn}`, productId])
    .where({ [`l.${sizes.fieldColumn}`]: sizes.field, [`l.${sizes.typeColumn}`]: sizes.componentType })
    .select(knex.raw(`${jsonArray}(${jsonObject}('size', ??, 'countInStock', ??) ORDER BY ??, ??)`, [size('size'), size('countInStock'), `l.${sizes.orderColumn}`, 'l.id']));

  // The family and its products (this one included) in the order they were added, in the same
  // statement: a page of cards shows every card's swatches without a query per card. The link
  // table's family column is indexed by Strapi, so each family's products are found by the index.
  const family = joinTableOf(strapi, PRODUCT_UID, 'family');
  const sibling = (attribute: ColumnOf<typeof PRODUCT_UID>) => `sp.${columnOf(strapi, PRODUCT_UID, attribute)}`;
  const siblingFields = ['slug', 'name', 'nameAr', 'colour', 'colourAr', 'swatch', 'countInStock'] as const;
  const firstSiblings = knex({ sl: family.name })
    .join({ sp: tableOf(strapi, PRODUCT_UID) }, sibling('id'), `sl.${family.ownerColumn}`)
    .whereRaw('?? = ??', [`sl.${family.targetColumn}`, `l.${family.targetColumn}`])
    .select({ id: sibling('id'), ...Object.fromEntries(siblingFields.map((attribute) => [attribute, sibling(attribute)])) })
    .orderBy(sibling('id'))
    .limit(FAMILY_MAX_SIBLINGS);
  const siblingPairs = siblingFields.map((attribute) => `'${attribute}', q.??`).join(', ');
  const siblingsJson = knex
    .from(firstSiblings.as('q'))
    .select(knex.raw(`${jsonArray}(${jsonObject}(${siblingPairs}) ORDER BY q.id)`, [...siblingFields]));
  const familyJson = knex({ l: family.name })
    .join({ f: tableOf(strapi, FAMILY_UID) }, `f.${columnOf(strapi, FAMILY_UID, 'id')}`, `l.${family.targetColumn}`)
    .whereRaw('?? = ??', [`l.${family.ownerColumn}`, productId])
    .select(knex.raw(`${jsonObject}('name', ??, 'siblings', ${postgres ? '(?)' : 'json((?))'})`, [`f.${columnOf(strapi, FAMILY_UID, 'name')}`, siblingsJson]))
    .limit(1);

  const scalars = ['id', 'documentId', 'name', 'nameAr', 'slug', 'brand', 'description', 'descriptionAr', 'price', 'countInStock', 'createdAt', 'updatedAt', 'colour', 'colourAr', 'swatch'] as const;
  const query = knex({ p: tableOf(strapi, PRODUCT_UID) }).select({
    ...Object.fromEntries(scalars.map((attribute) => [attribute, column(attribute)])),
    images: picturesJson,
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
