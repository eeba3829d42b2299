import { MemoryCache, SIZES, type SearchFacetsJson, type SearchParams } from '@pointe/config';
import { byRelevance, type Scores } from './search-rank';

/**
 * The filtered search answered from memory (ADR 030): each CMS process keeps a copy of the search's own
 * table (src/catalog/search-columns.ts: one narrow row per product, kept exact by the database's
 * triggers) and, before every search, reads the rows written since its last read, in one statement. A
 * search then walks the products once in its order: its count, its four facets (each without its own
 * filter) and its page, exact as of that read, in a few milliseconds at 100,000 products where a
 * grouped scan in PostgreSQL took 26–93 ms (docs/performance.md).
 */

/** A product's row as the search's table holds it (the column names of search-columns.ts). */
export interface SearchRow {
  product_id: number;
  category_id: number | null;
  price_piastres: number | string;
  in_stock: boolean;
  size_mask: number;
  stock_mask: number;
  colour: string | null;
  colour_key: string | null;
  colour_ar: string | null;
  swatch: string | null;
  brand: string | null;
  brand_key: string | null;
  /** Microseconds since 1970 (the newest first, as the products' createdAt orders them). */
  created: number | null;
}

/** What was written since a read (or everything, for the first): rows written, products deleted, and the new read's snapshot. */
export interface SearchChanges {
  snapshot: string;
  rows: SearchRow[];
  gone: number[];
}

/** A search's word as the products are matched by it: the products holding its terms (asked of the database's full-text index), or the categories it names. */
export interface SearchWord {
  /** The word's terms, as a key: the same key, the same products. */
  key: string;
  /** The products holding its terms, each with how well (search-rank.ts: 1 to 100). */
  scores: () => Promise<Scores>;
  /** The categories it names, each with how well. */
  namedCategories: ReadonlyMap<number, number>;
}

/** The counts a search answers before its colours and brands are ranked (product.ts ranks them with facetValues). */
export interface CountedFacets {
  sizes: SearchFacetsJson['sizes'];
  colours: Array<{ colour: string; colourAr: string | null; swatch: string | null; count: number }>;
  brands: Array<{ brand: string; count: number }>;
  price: SearchFacetsJson['price'];
}

export interface IndexedSearch {
  count: number;
  facets: CountedFacets;
  /** The page's products, in the search's order. */
  ids: number[];
}

/** A spelling of a colour (names and swatch) or of a brand: products share them, so each is kept once and counted by number. */
interface Variant {
  key: string;
  name: string | null;
  nameAr: string | null;
  swatch: string | null;
}

/** Variants by number, each spelling once. */
class Variants {
  readonly list: Variant[] = [];
  private readonly numbers = new Map<string, number>();

  /** The variant's number; -1 when there is no key (no colour, no brand). */
  numberOf(key: string | null, name: string | null, nameAr: string | null = null, swatch: string | null = null): number {
    if (key === null) return -1;
    const spelling = JSON.stringify([key, name, nameAr, swatch]);
    let number = this.numbers.get(spelling);
    if (number === undefined) {
      number = this.list.length;
      this.list.push({ key, name, nameAr, swatch });
      this.numbers.set(spelling, number);
    }
    return number;
  }

  /** Counts per variant summed per key; each key named by its smallest spellings among those counted (as SQL's min()). */
  tally(counts: Int32Array): Array<Variant & { count: number }> {
    const byKey = new Map<string, Variant & { count: number }>();
    counts.forEach((count, number) => {
      if (count === 0) return;
      const variant = this.list[number]!;
      const entry = byKey.get(variant.key);
      if (entry === undefined) byKey.set(variant.key, { ...variant, count });
      else {
        entry.count += count;
        entry.name = smaller(entry.name, variant.name);
        entry.nameAr = smaller(entry.nameAr, variant.nameAr);
        entry.swatch = smaller(entry.swatch, variant.swatch);
      }
    });
    return [...byKey.values()];
  }
}

/** The smaller of two texts, null counting as missing (as SQL's min() does). */
const smaller = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : b < a ? b : a);

/** A size's bit in the masks (SIZES' order); 0 for a size the shop no longer sells. */
export const sizeBit = (size: string): number => {
  const index = (SIZES as readonly string[]).indexOf(size);
  return index < 0 ? 0 : 1 << index;
};

/**
 * The products as columns, one slot per product (a deleted product's slot is used again): a search
 * reads numbers from typed arrays, about a millisecond per 100,000 products.
 */
class Columns {
  capacity = 0;
  id = new Int32Array(0);
  category = new Int32Array(0);
  price = new Float64Array(0);
  created = new Float64Array(0);
  inStock = new Uint8Array(0);
  sizeMask = new Uint8Array(0);
  stockMask = new Uint8Array(0);
  colour = new Int32Array(0);
  brand = new Int32Array(0);

  grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(array: T, make: (length: number) => T): T => {
      const bigger = make(capacity);
      bigger.set(array);
      return bigger;
    };
    this.id = grown(this.id, (n) => new Int32Array(n));
    this.category = grown(this.category, (n) => new Int32Array(n));
    this.price = grown(this.price, (n) => new Float64Array(n));
    this.created = grown(this.created, (n) => new Float64Array(n));
    this.inStock = grown(this.inStock, (n) => new Uint8Array(n));
    this.sizeMask = grown(this.sizeMask, (n) => new Uint8Array(n));
    this.stockMask = grown(this.stockMask, (n) => new Uint8Array(n));
    this.colour = grown(this.colour, (n) => new Int32Array(n));
    this.brand = grown(this.brand, (n) => new Int32Array(n));
    this.capacity = capacity;
  }
}

export class SearchIndex {
  private readonly columns = new Columns();
  private readonly colours = new Variants();
  private readonly brands = new Variants();
  /** Each product's slot, and the slots deleted products left. */
  private readonly slots = new Map<number, number>();
  private readonly free: number[] = [];
  private used = 0;
  private snapshot: string | null = null;
  /** The slots in each order, sorted again only after a write that moves one (stock alone moves none). */
  private newest = new Int32Array(0);
  private cheapest = new Int32Array(0);
  private sorted = true;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /**
   * Which products hold a word's terms, and how well (a byte per slot, 0 for none), for the words
   * searched lately: a word's first search asks the full-text index, the next ones, with any filters,
   * read this. Emptied by any change.
   */
  private readonly wordMatches = new MemoryCache<Uint8Array>({ max: 100 });
  /** Answers given since the copy last changed, by search: the same search again (paged, re-sorted, another shopper's) walks nothing. */
  private readonly answers = new MemoryCache<IndexedSearch>({ max: 1000 });

  /** `read(snapshot)`: what was written since that snapshot (everything when null), in one statement. */
  constructor(private readonly read: (snapshot: string | null) => Promise<SearchChanges>) {}

  /**
   * Brings the copy up to what is committed now. A caller waits for a read that starts after its call:
   * one already under way may have taken its snapshot before a write this caller saw committed. Callers
   * arriving together share that next read.
   */
  refresh(): Promise<void> {
    this.queued ??= (this.running ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        const run = this.readChanges().finally(() => {
          if (this.running === run) this.running = null;
        });
        this.running = run;
        return run;
      });
    return this.queued;
  }

  private async readChanges(): Promise<void> {
    const changes = await this.read(this.snapshot);
    for (const id of changes.gone) {
      const slot = this.slots.get(id);
      if (slot === undefined) continue;
      this.slots.delete(id);
      this.free.push(slot);
      this.columns.id[slot] = 0;
      this.sorted = false;
    }
    for (const row of changes.rows) this.write(row);
    if (changes.rows.length > 0 || changes.gone.length > 0) {
      this.answers.clear();
      this.wordMatches.clear();
    }
    this.snapshot = changes.snapshot;
  }

  private write(row: SearchRow): void {
    const c = this.columns;
    const id = Number(row.product_id);
    let slot = this.slots.get(id);
    const price = Number(row.price_piastres);
    const created = row.created ?? 0;
    if (slot === undefined) {
      slot = this.free.pop() ?? this.used++;
      if (slot >= c.capacity) c.grow();
      this.slots.set(id, slot);
      this.sorted = false;
    } else if (c.price[slot] !== price || c.created[slot] !== created) this.sorted = false;
    c.id[slot] = id;
    c.category[slot] = row.category_id ?? -1;
    c.price[slot] = price;
    c.created[slot] = created;
    c.inStock[slot] = row.in_stock ? 1 : 0;
    c.sizeMask[slot] = row.size_mask;
    c.stockMask[slot] = row.stock_mask;
    c.colour[slot] = this.colours.numberOf(row.colour_key, row.colour, row.colour_ar, row.swatch);
    c.brand[slot] = this.brands.numberOf(row.brand_key, row.brand);
  }

  private async matchesOf(word: SearchWord): Promise<Uint8Array> {
    let matches = this.wordMatches.get(word.key);
    if (matches === undefined) {
      const generation = this.wordMatches.generation;
      const scores = await word.scores();
      matches = new Uint8Array(this.columns.capacity);
      // A product the copy does not hold yet (written after its last read) is matched after the next.
      for (const [id, score] of scores) {
        const slot = this.slots.get(id);
        if (slot !== undefined) matches[slot] = score;
      }
      // Not kept when the copy changed meanwhile (a clear): its slots may have moved.
      this.wordMatches.set(word.key, matches, generation);
    }
    return matches;
  }

  private inOrder(order: SearchParams['order']): { list: Int32Array; backwards: boolean } {
    if (!this.sorted) {
      const { id, price, created } = this.columns;
      const live = Int32Array.from(this.slots.values());
      // The newest first (createdAt, then id, both descending), the cheapest first (price, then id,
      // ascending), as the SQL search orders them; the dearest first is the cheapest read backwards.
      this.newest = live.slice().sort((a, b) => created[b]! - created[a]! || id[b]! - id[a]!);
      this.cheapest = live.sort((a, b) => price[a]! - price[b]! || id[a]! - id[b]!);
      this.sorted = true;
    }
    // Best match walks the newest first: its equals stay in that order.
    if (order === 'newest' || order === 'relevance') return { list: this.newest, backwards: false };
    return { list: this.cheapest, backwards: order === 'highest' };
  }

  /**
   * One search, from the copy as last refreshed: the products the category, the words and "in stock"
   * keep are walked once in the search's order; each counts for every facet whose other filters keep it,
   * and for the count and the page when all do. The same conditions as the SQL search (product.ts).
   * Best match ranks what passes by its words' scores, and `together`'s, a bonus that keeps none out.
   */
  async search(params: SearchParams, inCategory: number[] | null, words: SearchWord[], page: number, pageSize: number, together: SearchWord | null = null): Promise<IndexedSearch> {
    const ranked = params.order === 'relevance' && words.length > 0;
    const key = JSON.stringify([params, inCategory, words.map((word) => [word.key, [...word.namedCategories]]), page, pageSize, ranked ? together?.key : null]);
    let answer = this.answers.get(key);
    if (answer === undefined) {
      const generation = this.answers.generation;
      const terms = await Promise.all(words.map(async (word) => ({ matches: await this.matchesOf(word), named: word.namedCategories })));
      const bonus = ranked && together !== null ? await this.matchesOf(together) : null;
      // The matches are in this copy's slots: a read that changed the copy meanwhile means asking again.
      if (this.answers.generation !== generation) return this.search(params, inCategory, words, page, pageSize, together);
      answer = this.walk(params, inCategory, terms, page, pageSize, ranked ? { bonus } : null);
      this.answers.set(key, answer);
    }
    return answer;
  }

  private walk(
    params: SearchParams,
    inCategory: number[] | null,
    terms: Array<{ matches: Uint8Array; named: ReadonlyMap<number, number> }>,
    page: number,
    pageSize: number,
    ranking: { bonus: Uint8Array | null } | null,
  ): IndexedSearch {
    const c = this.columns;
    const categories = inCategory === null ? null : new Set(inCategory);
    const chosenSizes = params.sizes.reduce((mask, size) => mask | sizeBit(size), 0);
    const chosenColours = new Set(params.colours.map((colour) => colour.toLowerCase()));
    const chosenBrands = new Set(params.brands.map((brand) => brand.toLowerCase()));
    // Per variant: whether it is chosen (the filters match colours and brands whatever their case).
    const colourChosen = Uint8Array.from(this.colours.list, (variant) => (chosenColours.size === 0 || chosenColours.has(variant.key) ? 1 : 0));
    const brandChosen = Uint8Array.from(this.brands.list, (variant) => (chosenBrands.size === 0 || chosenBrands.has(variant.key) ? 1 : 0));
    const anyColour = chosenColours.size === 0;
    const anyBrand = chosenBrands.size === 0;
    // Bounds in whole piastres, as the SQL compares the price (numeric, two decimals) with them.
    const low = params.minPrice === null ? -Infinity : Math.ceil(params.minPrice * 100);
    const high = params.maxPrice === null ? Infinity : Math.floor(params.maxPrice * 100);
    const masks = params.inStock ? c.stockMask : c.sizeMask;
    const first = (page - 1) * pageSize;

    let count = 0;
    const ids: number[] = [];
    /** Best match: every product that passes, newest first, and its score. */
    const passed: number[] = [];
    const scores = new Map<number, number>();
    // Products per size mask (4 bits: 16 masks), spread over the sizes at the end.
    const maskCounts = new Int32Array(1 << SIZES.length);
    const colourCounts = new Int32Array(this.colours.list.length);
    const brandCounts = new Int32Array(this.brands.list.length);
    let minPrice = Infinity;
    let maxPrice = -Infinity;

    const { list, backwards } = this.inOrder(params.order);
    for (let step = 0; step < list.length; step += 1) {
      const slot = list[backwards ? list.length - 1 - step : step]!;
      if (categories !== null && !categories.has(c.category[slot]!)) continue;
      if (params.inStock && c.inStock[slot] === 0) continue;
      if (terms.length > 0 && !terms.every(({ matches, named }) => matches[slot]! > 0 || named.has(c.category[slot]!))) continue;
      const mask = masks[slot]!;
      const colourNumber = c.colour[slot]!;
      const brandNumber = c.brand[slot]!;
      const size = chosenSizes === 0 || (mask & chosenSizes) !== 0;
      const colour = anyColour || (colourNumber >= 0 && colourChosen[colourNumber] === 1);
      const brand = anyBrand || (brandNumber >= 0 && brandChosen[brandNumber] === 1);
      const price = c.price[slot]! >= low && c.price[slot]! <= high;
      if (size && colour && brand && price) {
        if (ranking !== null) {
          passed.push(c.id[slot]!);
          const category = c.category[slot]!;
          const wordScores = terms.reduce((sum, { matches, named }) => sum + Math.max(matches[slot]!, named.get(category) ?? 0), 0);
          scores.set(c.id[slot]!, wordScores + (ranking.bonus?.[slot] ?? 0));
        } else if (count >= first && ids.length < pageSize) ids.push(c.id[slot]!);
        count += 1;
      }
      if (colour && brand && price) maskCounts[mask]! += 1;
      if (size && brand && price && colourNumber >= 0) colourCounts[colourNumber]! += 1;
      if (size && colour && price && brandNumber >= 0) brandCounts[brandNumber]! += 1;
      if (size && colour && brand) {
        minPrice = Math.min(minPrice, c.price[slot]!);
        maxPrice = Math.max(maxPrice, c.price[slot]!);
      }
    }
    if (ranking !== null) ids.push(...byRelevance(passed, (id) => scores.get(id) ?? 0).slice(first, first + pageSize));
    return {
      count,
      ids,
      facets: {
        sizes: SIZES.map((size, bit) => ({ size, count: maskCounts.reduce((sum, n, mask) => ((mask & (1 << bit)) !== 0 ? sum + n : sum), 0) })),
        colours: this.colours.tally(colourCounts).map((entry) => ({ colour: entry.name ?? '', colourAr: entry.nameAr, swatch: entry.swatch, count: entry.count })),
        brands: this.brands.tally(brandCounts).map((entry) => ({ brand: entry.name ?? '', count: entry.count })),
        price: minPrice === Infinity ? { min: null, max: null } : { min: minPrice / 100, max: maxPrice / 100 },
      },
    };
  }
}
