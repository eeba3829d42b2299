/** What the catalogue routes answer: GET /api/products…, and the admin's product writes. */
import { z } from 'zod';
import { SIZES } from '../catalog.js';
import { countJson, idJson, messageJson, moneyJson, pageFieldsJson, timestampJson } from './common.js';

/**
 * A product's colour: its English name, its Arabic name (null where the editors gave none: Arabic
 * pages show the English), and its swatch, CSS hex `#rrggbb` (null where none was set).
 */
export const colourJson = z.object({
  name: z.string(),
  nameAr: z.string().nullable().default(null),
  swatch: z.string().regex(/^#[0-9a-f]{6}$/).nullable().default(null),
});
export type ColourJson = z.infer<typeof colourJson>;

/** One product of a colour family, as each of its siblings lists it (the product itself included). */
export const familySiblingJson = z.object({
  slug: z.string(),
  name: z.string(),
  nameAr: z.string().nullable().default(null),
  colour: colourJson.nullable().default(null),
  countInStock: countJson,
});
export type FamilySiblingJson = z.infer<typeof familySiblingJson>;

/**
 * The colour family a product belongs to (the same model in other colours): the editors' name for
 * it and its products in the order they were added, this one included, at most FAMILY_MAX_SIBLINGS.
 */
export const familyJson = z.object({ name: z.string(), siblings: z.array(familySiblingJson) });
export type FamilyJson = z.infer<typeof familyJson>;

/**
 * A product. Picture URLs are root-relative (`/uploads/…`). `imageSrcSet` holds, for each picture,
 * a srcset of the sizes Strapi generated (empty for a picture without any), so pages can send phones
 * small pictures. `countInStock` is always the sum of the sizes' stock.
 */
export const productJson = z.object({
  _id: idJson,
  name: z.string(),
  slug: z.string(),
  image: z.array(z.string()),
  imageSrcSet: z.array(z.string()),
  brand: z.string(),
  category: z.string(),
  description: z.string(),
  /** The Arabic name and description (ADR 010); null where the editor left them empty. Arabic pages fall back to English. */
  nameAr: z.string().nullable().default(null),
  descriptionAr: z.string().nullable().default(null),
  /** The Arabic name of the product's category, or null. */
  categoryAr: z.string().nullable().default(null),
  price: moneyJson,
  countInStock: countJson,
  sizes: z.array(z.object({ size: z.enum(SIZES), countInStock: countJson })),
  createdAt: timestampJson,
  updatedAt: timestampJson,
  /** The product's colour, or null (additions to the spec's product; absent from an older CMS, hence the defaults). */
  colour: colourJson.nullable().default(null),
  /** Its colour family with every sibling's colour and stock, or null when it is in none. */
  family: familyJson.nullable().default(null),
});
export type ProductJson = z.infer<typeof productJson>;

/** GET /api/products: newest first, at most 1,000. */
export const productListJson = z.array(productJson);
export type ProductListJson = z.infer<typeof productListJson>;

/**
 * The search's facets: for each filter, how many products the search would find with that value
 * chosen. Each facet is counted with the search's text, category and every other filter applied,
 * but not its own (so choosing a second size or colour widens, and the counts say by how much);
 * the size counts follow "in stock only" (a size counts where it has stock). Sizes come in the
 * shop's order, every size listed; colours and brands, most products first (then by name), at most
 * SEARCH_FACET_VALUES, with any chosen value listed even at 0. `price` is the lowest and highest
 * price among the products matching all but the price filter (null when none match).
 */
export const searchFacetsJson = z.object({
  sizes: z.array(z.object({ size: z.enum(SIZES), count: countJson })),
  colours: z.array(
    z.object({
      colour: z.string(),
      /** The colour's Arabic name and its swatch (`#rrggbb`) as that colour's products have them (the least, for a stable answer, when they differ); null when none has one. */
      colourAr: z.string().nullable(),
      swatch: z.string().nullable(),
      count: countJson,
    }),
  ),
  brands: z.array(z.object({ brand: z.string(), count: countJson })),
  price: z.object({ min: moneyJson.nullable(), max: moneyJson.nullable() }),
});
export type SearchFacetsJson = z.infer<typeof searchFacetsJson>;

/**
 * GET /api/products?page&category (issue 21's paged list: the newest products, HOME_PAGE_SIZE a page,
 * of every category or of one): one page of products and the total count.
 */
export const productPageJson = z.object({ products: z.array(productJson), ...pageFieldsJson, countProducts: countJson });

/**
 * What a search that found nothing offers instead (issue 39): the closest catalogue words to what she
 * typed, when they find something ("Did you mean …?"), and the best sellers of the search's category
 * (or of the shop), most units sold lately first.
 */
export const nothingFoundJson = z.object({ didYouMean: z.string().nullable(), bestSellers: z.array(productJson) });
export type NothingFoundJson = z.infer<typeof nothingFoundJson>;

/**
 * GET /api/products/search: one page of results, the total count, and the facets and, only when the
 * search found nothing, `nothingFound` (both additions to the spec's answer).
 */
export const searchPageJson = productPageJson.extend({ facets: searchFacetsJson, nothingFound: nothingFoundJson.optional() });
export type SearchPageJson = z.infer<typeof searchPageJson>;
export type ProductPageJson = z.infer<typeof productPageJson>;

/** GET /api/products/categories: the category names in menu order. */
export const categoriesJson = z.array(z.string());
export type CategoriesJson = z.infer<typeof categoriesJson>;

/** GET /api/products/category-names: the categories in menu order with their Arabic names (null when none). */
export const categoryNamesJson = z.array(z.object({ name: z.string(), nameAr: z.string().nullable().default(null) }));
export type CategoryNamesJson = z.infer<typeof categoryNamesJson>;
export type CategoryName = CategoryNamesJson[number];

/** GET /api/products/admin?page (admin): a page of products, newest first. */
export const adminProductsPageJson = z.object({ products: z.array(productJson), ...pageFieldsJson });
export type AdminProductsPageJson = z.infer<typeof adminProductsPageJson>;

/** POST /api/products and PUT /api/products/:id (admin): what was done, and the product as it is now. */
export const productSavedJson = messageJson.extend({ product: productJson });
export type ProductSavedJson = z.infer<typeof productSavedJson>;

/** GET /api/products/families (admin): every colour family, by name, for the product editor's choice. */
export const productFamiliesJson = z.array(z.object({ _id: idJson, name: z.string(), products: countJson }));
export type ProductFamiliesJson = z.infer<typeof productFamiliesJson>;

/** POST /api/products/images (admin): the stored picture's root-relative URL. */
export const imageUploadJson = z.object({ url: z.string() });
export type ImageUploadJson = z.infer<typeof imageUploadJson>;

/**
 * GET /api/products/searches (admin): what shoppers searched for in the last `days` days (issue 39):
 * the most searched texts, with how many of those searches found nothing, and the texts that most
 * often found nothing. Texts as the search compares them (lower case, Arabic folded).
 */
export const searchTalliesJson = z.object({
  days: countJson,
  top: z.array(z.object({ text: z.string(), searches: countJson, nothingFound: countJson })),
  nothingFound: z.array(z.object({ text: z.string(), searches: countJson })),
});
export type SearchTalliesJson = z.infer<typeof searchTalliesJson>;

/**
 * GET /api/products/suggestions?query (issue 39): what the header's search box suggests as she types:
 * at most 6 products by Best match and at most 3 categories her words name (menu names, both languages).
 */
export const suggestionsJson = z.object({ products: z.array(productJson), categories: categoryNamesJson });
export type SuggestionsJson = z.infer<typeof suggestionsJson>;
