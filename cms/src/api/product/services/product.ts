import type { Core } from '@strapi/strapi';
import {
  ALL,
  HOME_PAGE_SIZE,
  NO_SEARCH_FILTERS,
  SEARCH_FACET_VALUES,
  SEARCH_PAGE_SIZE,
  SWATCH_PATTERN,
  categorySlug,
  type CategoryNamesJson,
  type NothingFoundJson,
  type ColourJson,
  type ProductJson,
  type ProductListParams,
  type ProductPageJson,
  type SearchFacetsJson,
  type SearchPageJson,
  type SearchParams,
  type SearchTalliesJson,
  type SuggestionsJson,
} from '@pointe/config';
import type { Knex } from 'knex';
import { whereLowerIn } from '../../../database/conditions';
import { columnOf, componentLinkOf, joinTableOf, tableOf, type ColumnOf } from '../../../database/names';
import { shopPictureUrl } from '../../../media/storage';
import { CATEGORY_UID, PRODUCT_UID, SIZE_STOCK_UID, loadProductRows, type ProductRow, type ProductSelector, type UploadedPicture } from './product-rows';
import { countAndFacets, type CountedSearch } from '../../../database/search-facets';
import { Vocabulary, searchWords, synonymsOf, wordsOf } from '../../../catalog/search-terms';
import { categoryScore, togetherTier, wordTiers } from '../../../catalog/search-rank';
import { getService } from '../../../utils/services';
import { orderByBestMatch, productsWithWord, readVocabulary } from '../../../database/full-text';
import { searchCounts, type SearchVocabulary } from './search-counts';
import { readBestSellerIds } from './best-sellers';
import { tallySearches, topSearches } from '../../../database/search-tallies';
import { SearchCounter } from '../../../catalog/search-counter';

export { CATEGORY_UID, PRODUCT_UID } from './product-rows';

/** The dashboard's searches: the last this many days, this many texts a list. */
const SEARCH_TALLY_DAYS = 30;
const SEARCH_TALLY_TEXTS = 10;

/** Suggestions as she types: products and categories at most. */
const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 3;

/** Best sellers shown under 'No Product Found': two rows on a phone. */
const BEST_SELLERS_SHOWN = 4;
/** The best sellers read to find those in the search's category and in stock. */
const BEST_SELLERS_READ = 1000;

/** GET /api/products answers at most this many (newest first): a shop catalogue, not a data export. */
export const PRODUCT_LIST_LIMIT = 1000;

const iso = (value: string | Date | number): string => new Date(value).toISOString();

/** An optional Arabic text as the API answers it: null when the editor left it empty (the pages then show the English). */
const arabic = (text: string | null | undefined): string | null => (text?.trim() ? text : null);

/**
 * A product's colour as the API answers it: null without an English colour name (a swatch or an
 * Arabic name alone is no colour a shopper could be told); the swatch lower-case, or null when unset.
 */
export function colourOf(row: { colour: string | null; colourAr: string | null; swatch: string | null }): ColourJson | null {
  const name = row.colour?.trim();
  if (!name) return null;
  const swatch = row.swatch?.trim() ?? '';
  return { name, nameAr: arabic(row.colourAr), swatch: SWATCH_PATTERN.test(swatch) ? swatch.toLowerCase() : null };
}

/** "small.webp 500w, picture.webp 720w": Strapi's generated formats and the original, narrowest first (shop URLs). */
export function srcSetOf(picture: UploadedPicture): string {
  const candidates = Object.values(picture.formats ?? {}).map(({ url, width }) => ({ url, width }));
  if (picture.width) candidates.push({ url: picture.url, width: picture.width });
  return candidates
    .sort((a, b) => a.width - b.width)
    .map(({ url, width }) => `${shopPictureUrl(url)} ${width}w`)
    .join(', ');
}

/** The product as the API answers it (the `productJson` contract). */
export function toProductJson(row: ProductRow): ProductJson {
  return {
    _id: row.documentId,
    name: row.name,
    slug: row.slug ?? '',
    image: (row.images ?? []).map((file) => shopPictureUrl(file.url)),
    imageSrcSet: (row.images ?? []).map(srcSetOf),
    brand: row.brand ?? '',
    category: row.category?.name ?? '',
    description: row.description ?? '',
    nameAr: arabic(row.nameAr),
    descriptionAr: arabic(row.descriptionAr),
    categoryAr: arabic(row.category?.nameAr),
    price: Number(row.price ?? 0),
    countInStock: row.countInStock ?? 0,
    sizes: (row.sizes ?? []).map(({ size, countInStock }) => ({ size, countInStock: countInStock ?? 0 })),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    colour: colourOf(row),
    family: row.family
      ? {
          name: row.family.name,
          siblings: (row.family.siblings ?? []).map((sibling) => ({
            slug: sibling.slug ?? '',
            name: sibling.name,
            nameAr: arabic(sibling.nameAr),
            colour: colourOf(sibling),
            countInStock: sibling.countInStock ?? 0,
          })),
        }
      : null,
  };
}

/** A search page's order (the id breaks ties, so pages never overlap), on the products table aliased `p`. */
function searchOrder(strapi: Core.Strapi, order: SearchParams['order']): Array<{ column: string; order: 'asc' | 'desc' }> {
  const column = (attribute: ColumnOf<typeof PRODUCT_UID>) => `p.${columnOf(strapi, PRODUCT_UID, attribute)}`;
  // Best match without words (or on a page of the list) is the newest first, as its equals are.
  const [by, direction] = order === 'newest' || order === 'relevance' ? (['createdAt', 'desc'] as const) : (['price', order === 'lowest' ? 'asc' : 'desc'] as const);
  return [
    { column: column(by), order: direction },
    { column: column('id'), order: direction },
  ];
}

const lowerCase = (text: string) => text.toLowerCase();

/** The facets of a list that counts none (the paged product list). */
const NO_FACETS: SearchFacetsJson = { sizes: [], colours: [], brands: [], price: { min: null, max: null } };

/** A value's key for grouping and choosing: colours and brands are matched whatever their letter case. */
const isChosen = (chosen: string[], value: string) => chosen.some((candidate) => candidate.toLowerCase() === value.toLowerCase());

/**
 * Colours or brands as a facet: the most common first (then by name), at most SEARCH_FACET_VALUES,
 * and every chosen one whatever its rank (at 0 when the other filters leave none), so a shopper can
 * always see and undo what she chose.
 */
export function facetValues<Row extends { count: number }>(rows: Row[], chosen: string[], nameOf: (row: Row) => string, zero: (name: string) => Row): Row[] {
  const ranked = [...rows].sort((a, b) => b.count - a.count || nameOf(a).localeCompare(nameOf(b), 'en'));
  const shown = ranked.filter((row, index) => index < SEARCH_FACET_VALUES || isChosen(chosen, nameOf(row)));
  const missing = chosen.filter((name) => !ranked.some((row) => nameOf(row).toLowerCase() === name.toLowerCase()));
  return [...shown, ...missing.map(zero)];
}

/** The colour facet as answered: ranked, with every chosen colour (see facetValues). */
const rankedColours = (rows: SearchFacetsJson['colours'], params: SearchParams): SearchFacetsJson['colours'] =>
  facetValues(rows, params.colours, (row) => row.colour, (colour) => ({ colour, colourAr: null, swatch: null, count: 0 }));
/** The brand facet as answered: ranked, with every chosen brand (see facetValues). */
const rankedBrands = (rows: SearchFacetsJson['brands'], params: SearchParams): SearchFacetsJson['brands'] =>
  facetValues(rows, params.brands, (row) => row.brand, (brand) => ({ brand, count: 0 }));

const productService = ({ strapi }: { strapi: Core.Strapi }) => {
  const searchCounter = new SearchCounter(
    (text, searches, foundNothing) => tallySearches(strapi.db.connection, text, searches, foundNothing),
    (error) => strapi.log.warn(`Could not count searches for the dashboard: ${(error as Error).message}`),
  );
  /** Products in the order the selector lists them (unknown ones left out). */
  const inGivenOrder = async <Key extends number | string>(keys: Key[], selector: ProductSelector, keyOf: (row: ProductRow) => Key): Promise<ProductRow[]> => {
    if (keys.length === 0) return [];
    const byKey = new Map((await loadProductRows(strapi, selector)).map((row) => [keyOf(row), row]));
    return keys.flatMap((key) => byKey.get(key) ?? []);
  };
  const rowsById = (ids: number[]) => inGivenOrder(ids, { ids }, (row) => row.id);

  /** The categories in menu order (by position, then alphabetically) with their Arabic names. */
  const categoriesInMenuOrder = async (): Promise<CategoryNamesJson> => {
    const rows: Array<{ name: string; nameAr: string | null }> = await strapi.db.query(CATEGORY_UID).findMany({
      select: ['name', 'nameAr'],
      orderBy: [{ position: 'asc' }, { name: 'asc' }],
    });
    return rows.map((row) => ({ name: row.name, nameAr: arabic(row.nameAr) }));
  };

  /**
   * The products' words (their full-text index's), the categories' (a small table) and the shop's
   * synonyms, for search-terms.ts to expand a search's words against.
   */
  const readSearchVocabulary = async (): Promise<SearchVocabulary> => {
    const [productWords, categories, synonymEntries] = await Promise.all([
      readVocabulary(strapi),
      strapi.db.query(CATEGORY_UID).findMany({ select: ['id', 'name', 'nameAr'] }) as Promise<Array<{ id: number; name: string; nameAr: string | null }>>,
      getService(strapi, 'api::search-synonym.search-synonym').entries(),
    ]);
    const synonyms = synonymsOf(synonymEntries);
    const categoryWords = categories.map((row) => ({ id: row.id, name: row.name, nameAr: arabic(row.nameAr), words: new Set(wordsOf(`${row.name} ${row.nameAr ?? ''}`)) }));
    return { products: new Vocabulary(productWords, synonyms), categories: new Vocabulary(categoryWords.flatMap((row) => [...row.words]), synonyms), categoryWords };
  };

  /** The categories whose name (English or Arabic) holds a word that `word` means, each with Best match's score for it. */
  const categoriesNamed = (vocabulary: SearchVocabulary, word: string): Map<number, number> => {
    const meant = vocabulary.categories.expand(word).tokens;
    const named = new Map<number, number>();
    for (const category of vocabulary.categoryWords) {
      const scores = meant.filter(({ token }) => category.words.has(token)).map(({ closeness }) => categoryScore(closeness));
      if (scores.length > 0) named.set(category.id, Math.max(...scores));
    }
    return named;
  };

  const service = {
    /** Products by internal id, in the order given, in one batched load. */
    async byIds(ids: number[]): Promise<ProductJson[]> {
      return (await rowsById(ids)).map(toProductJson);
    },

    async list(): Promise<ProductJson[]> {
      const newest: Array<{ id: number }> = await strapi.db.query(PRODUCT_UID).findMany({
        select: ['id'],
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: PRODUCT_LIST_LIMIT,
      });
      return (await rowsById(newest.map((row) => row.id))).map(toProductJson);
    },

    async findByDocumentId(documentId: string): Promise<ProductJson | null> {
      const [row] = await loadProductRows(strapi, { documentIds: [documentId] });
      return row ? toProductJson(row) : null;
    },

    /** Products by id (documentId), in the order given, in one query; unknown ids are left out. */
    async byDocumentIds(documentIds: string[]): Promise<ProductJson[]> {
      return (await inGivenOrder(documentIds, { documentIds }, (row) => row.documentId)).map(toProductJson);
    },

    async findBySlug(slug: string): Promise<ProductJson | null> {
      const [row] = await loadProductRows(strapi, { slug });
      return row ? toProductJson(row) : null;
    },

    /** Category names in menu order: by position, then alphabetically. */
    async categoryNames(): Promise<string[]> {
      return (await categoriesInMenuOrder()).map((category) => category.name);
    },

    categoriesInMenuOrder,

    /**
     * One page of search results in a bounded number of queries: category ids (a tiny table), a count
     * and the facets (kept a minute per search, see search-counts.ts), a page of ids, then one batched
     * load of those products with their images, category and sizes.
     * Categories are matched first and applied as semi-joins, so the product conditions stay on the
     * products table alone, where the indexes are (the full-text index serves the words); a size
     * filter is a semi-join on the sizes' link and component tables (indexed by size, see
     * src/database/indexes.ts), so a page of newest or cheapest products walks its order's index and
     * stops after 12 matches.
     */
    /**
     * GET /api/products?page&category: one page of the newest products (HOME_PAGE_SIZE a page), of
     * every category or of the one whose slug is given; null for an unknown slug. The page is the
     * search's newest-first page without a text or filters (same order, same kept count, the same index
     * on created_at and id), only larger, and without facets; a page past the end is empty, as the
     * search's is.
     */
    async newestPage({ page, category }: ProductListParams): Promise<ProductPageJson | null> {
      let categoryName = ALL;
      if (category !== ALL) {
        const named = (await categoriesInMenuOrder()).find((candidate) => categorySlug(candidate.name) === category);
        if (!named) return null;
        categoryName = named.name;
      }
      const { facets: _facets, ...list } = await findPage({ query: ALL, category: categoryName, order: 'newest', page, ...NO_SEARCH_FILTERS }, HOME_PAGE_SIZE, 'count');
      return list;
    },

    searchTallies,

    /**
     * Suggestions as she types (issue 39): the search's first products by Best match, and the
     * categories her words name (the last word may be half typed: a word finds the words it begins).
     */
    async suggestions(query: string): Promise<SuggestionsJson> {
      const words = query === ALL ? [] : searchWords(query);
      if (words.length === 0) return { products: [], categories: [] };
      // Kept per text like a search's counts (search-counts.ts): shoppers type the same first letters.
      return searchCounts.suggestions(words.join(' '), async () => {
        const [found, vocabulary] = await Promise.all([
          findPage({ query, category: ALL, order: 'relevance', page: 1, ...NO_SEARCH_FILTERS }, SUGGESTED_PRODUCTS, 'nothing'),
          searchCounts.vocabulary(readSearchVocabulary),
        ]);
        const named = new Set(words.flatMap((word) => [...categoriesNamed(vocabulary, word).keys()]));
        const categories = vocabulary.categoryWords
          .filter((category) => named.has(category.id))
          .slice(0, SUGGESTED_CATEGORIES)
          .map(({ name, nameAr }) => ({ name, nameAr }));
        return { products: found.products, categories };
      });
    },

    /** A search's page; when it finds nothing, what it offers instead (nothingFoundJson). */
    async search(params: SearchParams): Promise<SearchPageJson> {
      const found = await findPage(params, SEARCH_PAGE_SIZE, 'count and facets');
      if (params.page === 1) countSearch(params.query, found.countProducts === 0);
      // The spec's answer and its facets; `nothingFound` only when there is nothing.
      if (found.countProducts > 0) return found;
      // The same for every page and order of this search: kept like its counts (search-counts.ts).
      const { page: _page, order: _order, ...search } = params;
      const nothingFound: NothingFoundJson = await searchCounts.nothingFound(JSON.stringify(search), async () => {
        const [didYouMean, bestSellers] = await Promise.all([correctionOf(params), bestSellersIn(params.category)]);
        return { didYouMean, bestSellers };
      });
      return { ...found, nothingFound };
    },
  };

  /** The dashboard's searches (search-tallies.ts): what shoppers searched for lately, and what found nothing. */
  async function searchTallies(): Promise<SearchTalliesJson> {
    return { days: SEARCH_TALLY_DAYS, ...(await topSearches(strapi.db.connection, SEARCH_TALLY_DAYS, SEARCH_TALLY_TEXTS)) };
  }

  /**
   * A search's text counted for the dashboard, as its words (normalised: one row for "Leotards" and
   * "leotards "), written a few at a time (search-counter.ts); a failed write only logged.
   */
  function countSearch(query: string, foundNothing: boolean): void {
    const text = query === ALL ? '' : searchWords(query).join(' ');
    if (text !== '') searchCounter.count(text, foundNothing);
  }

  /**
   * "Did you mean": the search's text with each word that finds nothing as the catalogue word nearest
   * it (search-terms.ts `closest`); null when no word changes, or when the corrected search (with the
   * same filters) finds nothing either.
   */
  async function correctionOf(params: SearchParams): Promise<string | null> {
    const typed = params.query === ALL ? [] : searchWords(params.query);
    if (typed.length === 0) return null;
    const vocabulary = await searchCounts.vocabulary(readSearchVocabulary);
    const corrected = typed.map((word) => {
      const terms = vocabulary.products.expand(word);
      if (terms.tokens.length > 0 || terms.phrases.length > 0 || categoriesNamed(vocabulary, word).size > 0) return word;
      const nearest = [vocabulary.products.closest(word), vocabulary.categories.closest(word)].flatMap((candidate) => candidate ?? []).sort((a, b) => a.edits - b.edits)[0];
      return nearest?.token ?? word;
    });
    if (corrected.every((word, index) => word === typed[index])) return null;
    const text = corrected.join(' ');
    const { countProducts } = await findPage({ ...params, query: text, page: 1 }, SEARCH_PAGE_SIZE, 'count');
    return countProducts > 0 ? text : null;
  }

  /** The best sellers in stock of a category (any category, or one none sells, as the shop's), topped up with its newest in stock. */
  async function bestSellersIn(category: string): Promise<ProductJson[]> {
    const ranked = (await searchCounts.bestSellers(() => readBestSellerIds(strapi))).slice(0, BEST_SELLERS_READ);
    const kept: Array<{ documentId: string }> = await strapi.db.query(PRODUCT_UID).findMany({
      select: ['documentId'],
      where: { documentId: { $in: ranked }, countInStock: { $gt: 0 }, ...(category === ALL ? {} : { category: { name: { $eqi: category } } }) },
    });
    const keptIds = new Set(kept.map((row) => row.documentId));
    const top = ranked.filter((id) => keptIds.has(id)).slice(0, BEST_SELLERS_SHOWN);
    const shown = (await inGivenOrder(top, { documentIds: top }, (row) => row.documentId)).map(toProductJson);
    if (shown.length < BEST_SELLERS_SHOWN) {
      const newest = await findPage({ query: ALL, category, order: 'newest', page: 1, ...NO_SEARCH_FILTERS, inStock: true }, BEST_SELLERS_SHOWN * 2, 'nothing');
      for (const product of newest.products) if (shown.length < BEST_SELLERS_SHOWN && !shown.some((other) => other._id === product._id)) shown.push(product);
    }
    return shown.length === 0 && category !== ALL ? bestSellersIn(ALL) : shown;
  }

  /**
   * A page of a search, `pageSize` long, with what `counting` asks for: its count and facets (the
   * search page), its count (a list's pages), or neither (suggestions and best sellers: a count of 0
   * and NO_FACETS, the products alone).
   */
  async function findPage(params: SearchParams, pageSize: number, counting: 'count and facets' | 'count' | 'nothing'): Promise<SearchPageJson> {
      const { query, category, order, page } = params;
      const knex = strapi.db.connection;
      const link = joinTableOf(strapi, PRODUCT_UID, 'category');
      const categoryName = columnOf(strapi, CATEGORY_UID, 'name');
      const productsIn = (categoryIds: number[]) => knex(link.name).select(link.ownerColumn).whereIn(link.targetColumn, categoryIds);
      const categoryIds = (where: (builder: ReturnType<typeof knex>) => void): Promise<number[]> => {
        const builder = knex(tableOf(strapi, CATEGORY_UID));
        where(builder);
        return builder.pluck(columnOf(strapi, CATEGORY_UID, 'id'));
      };

      const column = (attribute: ColumnOf<typeof PRODUCT_UID>) => `p.${columnOf(strapi, PRODUCT_UID, attribute)}`;
      const productId = column('id');
      const inCategory = category === ALL ? null : await categoryIds((b) => whereLowerIn(b, categoryName, [category]));
      // Every word must match (search-terms.ts says which catalogue words each means): in the
      // product's fields, or by naming its category (in English or in Arabic), which brings in all its
      // products. A text of no words (marks alone) finds nothing.
      const typed = query === ALL ? [] : searchWords(query);
      const noWords = query !== ALL && typed.length === 0;
      const vocabulary = typed.length > 0 ? await searchCounts.vocabulary(readSearchVocabulary) : null;
      const words = vocabulary === null ? [] : typed.map((word) => ({ terms: vocabulary.products.expand(word), namedCategories: categoriesNamed(vocabulary, word) }));
      const ranked = order === 'relevance' && words.length > 0;
      const together = togetherTier(words.map(({ terms }) => terms));

      const sizeLink = componentLinkOf(strapi, PRODUCT_UID, 'sizes');
      const sizeColumn = (attribute: ColumnOf<typeof SIZE_STOCK_UID>) => `s.${columnOf(strapi, SIZE_STOCK_UID, attribute)}`;
      /** The size rows of products (link `l`, component `s`), only those with stock when the search wants it in stock. */
      const sizeRows = () => {
        const rows = knex({ l: sizeLink.name })
          .join({ s: tableOf(strapi, SIZE_STOCK_UID) }, sizeColumn('id'), `l.${sizeLink.componentColumn}`)
          .where({ [`l.${sizeLink.fieldColumn}`]: sizeLink.field, [`l.${sizeLink.typeColumn}`]: sizeLink.componentType });
        if (params.inStock) rows.where(sizeColumn('countInStock'), '>', 0);
        return rows;
      };
      /** A colour or brand matched whatever its letter case (an index on lower(column) serves it). */
      const whereOneOf = (builder: Knex.QueryBuilder, attribute: 'colour' | 'brand', values: string[]) => whereLowerIn(builder, column(attribute), values);

      type Facet = 'sizes' | 'colours' | 'brands' | 'price';
      /** The products this search finds, with every filter but `except`'s (each facet is counted without its own filter); its words left to Best match when not `byWords`. */
      const matching = (except?: Facet, byWords = true): Knex.QueryBuilder => {
        const builder = knex({ p: tableOf(strapi, PRODUCT_UID) });
        if (inCategory !== null) builder.whereIn(productId, productsIn(inCategory));
        if (noWords) builder.whereIn(productId, []);
        for (const { terms, namedCategories } of byWords ? words : []) {
          builder.where((where) => {
            where.whereIn(productId, productsWithWord(strapi, knex, terms));
            if (namedCategories.size > 0) where.orWhereIn(productId, productsIn([...namedCategories.keys()]));
          });
        }
        if (except !== 'sizes' && params.sizes.length > 0) {
          builder.whereExists(sizeRows().where(`l.${sizeLink.ownerColumn}`, knex.ref(productId)).whereIn(sizeColumn('size'), params.sizes).select(1));
        }
        // In stock in a chosen size implies in stock at all (a product's stock is its sizes' sum): also
        // said on the product, where it is cheap to check first.
        if (params.inStock) builder.where(column('countInStock'), '>', 0);
        if (except !== 'colours' && params.colours.length > 0) whereOneOf(builder, 'colour', params.colours);
        if (except !== 'brands' && params.brands.length > 0) whereOneOf(builder, 'brand', params.brands);
        if (except !== 'price') {
          if (params.minPrice !== null) builder.where(column('price'), '>=', params.minPrice);
          if (params.maxPrice !== null) builder.where(column('price'), '<=', params.maxPrice);
        }
        return builder;
      };

      const searchKey = JSON.stringify([category, query, params.sizes, params.colours.map(lowerCase), params.brands.map(lowerCase), params.minPrice, params.maxPrice, params.inStock]);
      /** The search's count and facets, kept a minute (search-counts.ts): both in one grouped scan (database/search-facets.ts, ADR 040). */
      const counted = async (): Promise<CountedSearch> => {
        if (counting === 'nothing') return { count: 0, facets: NO_FACETS };
        if (counting === 'count') {
          return { count: await searchCounts.get(searchKey, async () => Number((await matching().count({ count: '*' }))[0]?.count ?? 0)), facets: NO_FACETS };
        }
        return searchCounts.summary(searchKey, async () => {
          const { count, facets } = await countAndFacets(strapi, params, inCategory, noWords ? null : words);
          return { count, facets: { ...facets, colours: rankedColours(facets.colours, params), brands: rankedBrands(facets.brands, params) } };
        });
      };
      const [{ count: countProducts, facets }, idRows] = await Promise.all([
        counted(),
        (async (): Promise<number[]> => {
          // Best match: the words joined with their scores (database/full-text.ts), in place of their conditions.
          const ordered = ranked
            ? orderByBestMatch(strapi, matching(undefined, false), { productId, categoryLink: link, thenBy: searchOrder(strapi, 'newest') }, words.map(({ terms, namedCategories }) => ({ tiers: wordTiers(terms), namedCategories })), together)
            : matching().orderBy(searchOrder(strapi, order));
          const idRows: Array<{ id: number | string }> = await ordered
            .select({ id: productId })
            .limit(pageSize)
            .offset((page - 1) * pageSize);
          return idRows.map((row) => Number(row.id));
        })(),
      ]);
      return { products: (await rowsById(idRows)).map(toProductJson), page, pages: Math.ceil(countProducts / pageSize), countProducts, facets };
  }
  return service;
};

export type ProductService = ReturnType<typeof productService>;
export default productService;
