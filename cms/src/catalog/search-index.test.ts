import { describe, expect, it } from 'vitest';
import { ALL, NO_SEARCH_FILTERS, type SearchParams } from '@pointe/config';
import { SearchIndex, type SearchChanges, type SearchRow, type SearchWord } from './search-index';

const XS = 0b0001;
const S = 0b0010;
const M = 0b0100;
const ONE_SIZE = 0b1000;

let next = 0;
/** Each product's text as the full-text index holds it: a row's text from when the copy reads it. */
const texts = new Map<number, string>();
const textOfRow = new Map<SearchRow, string>();
/** A product's row, the newest last made (its created time grows with each), with its text. */
const row = (id: number, { search_text: text = `Product ${id}`, ...fields }: Partial<SearchRow> & { search_text?: string } = {}): SearchRow => {
  next += 1;
  const made: SearchRow = {
    product_id: id,
    category_id: 1,
    price_piastres: 10000,
    in_stock: true,
    size_mask: S | M,
    stock_mask: S | M,
    colour: null,
    colour_key: null,
    colour_ar: null,
    swatch: null,
    brand: null,
    brand_key: null,
    created: next * 1000,
    ...fields,
  };
  textOfRow.set(made, text);
  return made;
};

/** A search's word as the full-text index would answer it: the products whose text holds it, whatever its case. */
const word = (text: string, namedCategories: number[] = []): SearchWord => ({
  key: text,
  scores: async () => new Map([...texts].filter(([, held]) => held.toLowerCase().includes(text.toLowerCase())).map(([id, held]) => [id, held.toLowerCase().startsWith(text.toLowerCase()) ? 100 : 30])),
  namedCategories: new Map(namedCategories.map((id) => [id, 80])),
});

const colour = (name: string, nameAr: string, swatch: string) => ({ colour: name, colour_key: name.toLowerCase(), colour_ar: nameAr, swatch });
const brand = (name: string) => ({ brand: name, brand_key: name.toLowerCase() });

/** A size facet as { size: count }. */
const bySize = (sizes: Array<{ size: string; count: number }>) => Object.fromEntries(sizes.map(({ size, count }) => [size, count]));

const params = (fields: Partial<SearchParams> = {}): SearchParams => ({ query: ALL, category: ALL, order: 'newest', page: 1, ...NO_SEARCH_FILTERS, ...fields });

/** An index over `rows`, each later read answering the next of `later` (and the snapshots it was asked for). */
function indexOf(rows: SearchRow[], later: Array<Partial<SearchChanges>> = []) {
  const asked: Array<string | null> = [];
  let reads = 0;
  const index = new SearchIndex(async (snapshot) => {
    asked.push(snapshot);
    reads += 1;
    const changes = reads === 1 ? { rows } : (later[reads - 2] ?? {});
    for (const read of changes.rows ?? []) texts.set(read.product_id, textOfRow.get(read)!);
    return { snapshot: `s${reads}`, rows: [], gone: [], ...changes };
  });
  return { index, asked };
}

const catalogue = () => [
  row(1, { ...colour('Navy', 'كحلي', '#1f2a44'), ...brand('Arabesque'), price_piastres: 25000, size_mask: XS | S, stock_mask: S, search_text: 'Velvet Leotard' }),
  row(2, { ...colour('Black', 'أسود', '#000000'), ...brand('Arabesque'), price_piastres: 12000, size_mask: S | M, stock_mask: 0, in_stock: false, search_text: 'Mesh Skirt' }),
  row(3, { ...colour('navy', 'كحلي غامق', '#000080'), ...brand('Nile Pointe'), price_piastres: 9000, size_mask: M, stock_mask: M, search_text: 'Velvet Tights', category_id: 2 }),
  row(4, { price_piastres: 50000, size_mask: ONE_SIZE, stock_mask: ONE_SIZE, search_text: 'Dance Bag', category_id: 3 }),
];

describe('a search answered from memory', () => {
  it('counts every facet without its own filter and pages the products that pass them all, newest first', async () => {
    const { index } = indexOf(catalogue());
    await index.refresh();
    const found = (await index.search(params({ sizes: ['S'], colours: ['NAVY'], maxPrice: 300 }), null, [], 1, 24));
    expect(found.count).toBe(1);
    expect(found.ids).toEqual([1]);
    // Sizes: the navy ones up to 300 EGP (1 and 3), whatever their size.
    expect(bySize(found.facets.sizes)).toEqual({ XS: 1, S: 1, M: 1, 'One Size': 0 });
    // Colours: in size S up to 300 EGP (1 and 2), whatever their colour (unranked: product.ts ranks them).
    expect([...found.facets.colours].sort((a, b) => a.colour.localeCompare(b.colour))).toEqual([
      { colour: 'Black', colourAr: 'أسود', swatch: '#000000', count: 1 },
      { colour: 'Navy', colourAr: 'كحلي', swatch: '#1f2a44', count: 1 },
    ]);
    expect(found.facets.brands).toEqual([{ brand: 'Arabesque', count: 1 }]);
    // Prices: navy in size S, whatever the price.
    expect(found.facets.price).toEqual({ min: 250, max: 250 });

    // One entry per colour whatever its letter case, with the smallest of its names.
    const navy = (await index.search(params({ colours: ['navy'] }), null, [], 1, 24));
    expect(navy.facets.colours.find((entry) => entry.colour === 'Navy')).toEqual({ colour: 'Navy', colourAr: 'كحلي', swatch: '#000080', count: 2 });
  });

  it('keeps what the category, the words and "in stock" keep, a word matching the text whatever its case or the category it names', async () => {
    const { index } = indexOf(catalogue());
    await index.refresh();
    expect((await index.search(params(), [2], [], 1, 24)).ids).toEqual([3]);
    expect((await index.search(params(), null, [word('VELVET')], 1, 24)).ids).toEqual([3, 1]);
    expect((await index.search(params(), null, [word('bags', [3])], 1, 24)).ids).toEqual([4]);
    // Every word must match.
    expect((await index.search(params(), null, [word('velvet'), word('tights')], 1, 24)).ids).toEqual([3]);
    // In stock: the product, and its sizes in stock for the size filter and facet.
    const inStock = (await index.search(params({ inStock: true, sizes: ['XS'] }), null, [], 1, 24));
    expect(inStock.count).toBe(0);
    expect(bySize(inStock.facets.sizes)).toEqual({ XS: 0, S: 1, M: 1, 'One Size': 1 });
    // Price bounds in piastres as the SQL compares them: 90.00 is within 89.995–90.
    expect((await index.search(params({ minPrice: 89.995, maxPrice: 90 }), null, [], 1, 24)).ids).toEqual([3]);
  });

  it('pages in the order asked, ties by id', async () => {
    const { index } = indexOf([...catalogue(), row(5, { price_piastres: 12000 })]);
    await index.refresh();
    expect((await index.search(params({ order: 'lowest' }), null, [], 1, 24)).ids).toEqual([3, 2, 5, 1, 4]);
    expect((await index.search(params({ order: 'highest' }), null, [], 1, 24)).ids).toEqual([4, 1, 5, 2, 3]);
    expect((await index.search(params({ order: 'lowest' }), null, [], 2, 2))).toMatchObject({ count: 5, ids: [5, 1] });
    expect((await index.search(params(), null, [], 3, 2)).ids).toEqual([1]);
    expect((await index.search(params(), null, [], 4, 2)).ids).toEqual([]);
  });

  it('ranks by Best match: the sum of the words\' scores, a category named as its score, the bonus, then the newest', async () => {
    const { index } = indexOf([
      row(1, { search_text: 'Tights in velvet' }),
      row(2, { search_text: 'Velvet Tights' }),
      row(3, { search_text: 'Velvet Leotard', category_id: 2 }),
      row(4, { search_text: 'Bag of velvet', category_id: 3 }),
    ]);
    await index.refresh();
    const relevance = params({ order: 'relevance' });
    // 'velvet' begins 2 and 3 (100 each), stands later in 1 and 4 (30): the newest first among equals.
    expect((await index.search(relevance, null, [word('velvet')], 1, 24)).ids).toEqual([3, 2, 4, 1]);
    // The category 3 named (80) lifts 4 over 1; the newest order is untouched.
    expect((await index.search(relevance, null, [word('velvet', [3])], 1, 24)).ids).toEqual([3, 2, 4, 1]);
    expect((await index.search(relevance, null, [word('bag', [3])], 1, 24)).ids).toEqual([4]);
    expect((await index.search(params(), null, [word('velvet')], 1, 24)).ids).toEqual([4, 3, 2, 1]);
    // Two words: 1 scores 100 + 30, 2 30 + 100, the newer first; the words together in 1 (a bonus) put it first.
    const both = [word('tights'), word('velvet')];
    expect((await index.search(relevance, null, both, 1, 24)).ids).toEqual([2, 1]);
    expect((await index.search(relevance, null, both, 1, 24, word('tights in'))).ids).toEqual([1, 2]);
    // Paged after ranking.
    expect(await index.search(relevance, null, [word('velvet')], 2, 3)).toMatchObject({ count: 4, ids: [1] });
  });
});

describe("the index's copy", () => {
  it('reads what changed since its last read: rows rewritten in place, new ones, and the deleted dropped', async () => {
    const { index, asked } = indexOf(catalogue(), [
      { rows: [row(2, { price_piastres: 1000, search_text: 'Mesh Skirt' }), row(6, { price_piastres: 5000 })], gone: [4] },
      {},
    ]);
    await index.refresh();
    await index.refresh();
    expect((await index.search(params({ order: 'lowest' }), null, [], 1, 24)).ids).toEqual([2, 6, 3, 1]);
    expect((await index.search(params(), null, [], 1, 24)).ids).toEqual([6, 2, 3, 1]);
    await index.refresh();
    expect(asked).toEqual([null, 's1', 's2']);
  });

  it("keeps a word's matches between searches, and asks the index again after any change", async () => {
    const velvet = [word('velvet')];
    const { index } = indexOf(catalogue(), [{ rows: [row(3, { search_text: 'Cotton Tights' })] }, { rows: [row(9, { search_text: 'VELVET wrap' })] }, { rows: [row(1, { in_stock: false, search_text: 'Velvet Leotard' })] }]);
    await index.refresh();
    expect((await index.search(params(), null, velvet, 1, 24)).ids).toEqual([3, 1]);
    await index.refresh();
    expect((await index.search(params(), null, velvet, 1, 24)).ids).toEqual([1]);
    await index.refresh();
    expect((await index.search(params(), null, velvet, 1, 24)).ids).toEqual([9, 1]);
    await index.refresh();
    expect((await index.search(params({ inStock: true }), null, velvet, 1, 24)).ids).toEqual([9]);
  });

  it('answers a caller with a read that started after its call; callers arriving together share it', async () => {
    let release: () => void = () => undefined;
    let reads = 0;
    const index = new SearchIndex(async () => {
      reads += 1;
      if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
      return { snapshot: `s${reads}`, rows: reads === 2 ? [row(7)] : [], gone: [] };
    });
    const first = index.refresh();
    while (reads === 0) await Promise.resolve();
    // The first read is under way: these two wait for the next one, not that one.
    const second = index.refresh();
    const third = index.refresh();
    expect(second).toBe(third);
    release();
    await first;
    await second;
    expect(reads).toBe(2);
    expect((await index.search(params(), null, [], 1, 24)).ids).toEqual([7]);
  });

  it('lets a failed read fail its callers, and reads again for the next', async () => {
    let reads = 0;
    const index = new SearchIndex(async () => {
      reads += 1;
      if (reads === 1) throw new Error('connection lost');
      return { snapshot: 's', rows: [row(8)], gone: [] };
    });
    await expect(index.refresh()).rejects.toThrow('connection lost');
    await index.refresh();
    expect((await index.search(params(), null, [], 1, 24)).ids).toEqual([8]);
  });
});
