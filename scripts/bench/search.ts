/**
 * Search at scale: a fresh database (PostgreSQL, or the quick start's SQLite with TEST_DATABASE=sqlite),
 * the real CMS (seeded), N synthetic products added in bulk, then a mix of searches over HTTP, one
 * client at a time by default.
 */
import { readFileSync } from 'node:fs';
import { connectTo, openDatabase, startTestStack, type RunningStack } from '../lib/test-stack';
import { summarise, timeCalls, type LatencySummary } from './lib';

const WORDS = ['velvet', 'mesh', 'satin', 'cotton', 'stretch', 'classic', 'studio', 'stage', 'rehearsal', 'soft', 'wrap', 'lace'];
const ITEMS = ['Leotard', 'Tights', 'Skirt', 'Tutu', 'Slippers', 'Cardigan', 'Shorts', 'Unitard', 'Bag', 'Leg Warmers'];
const BRANDS = ['Étoile Atelier', 'Plié & Co', 'Nile Pointe', 'Arabesque', 'Cairo Dance Supply', 'Alexandria Barre'];
/** The same words in Arabic (ADR 010): every product has an Arabic name and description, searched with the English. */
const WORDS_AR = ['قطيفة', 'شبك', 'ساتان', 'قطن', 'مطاط', 'كلاسيكي', 'استوديو', 'مسرح', 'بروفة', 'ناعم', 'ملفوف', 'دانتيل'];
const ITEMS_AR = ['ليوتارد', 'كولون', 'جيبة', 'توتو', 'حذاء باليه', 'كارديجان', 'شورت', 'يونيتارد', 'حقيبة', 'شراب تدفئة'];

const QUERIES = [
  '',
  '?order=lowest',
  '?order=highest&page=50',
  '?query=velvet',
  '?query=Rehearsal&order=lowest',
  '?query=no-such-thing-at-all',
  '?category=Tights',
  '?category=Leotards&query=mesh&order=highest',
  '?query=plié',
  '?page=3000',
  `?query=${encodeURIComponent('قطيفة')}`,
  `?query=${encodeURIComponent('بروفة')}&order=lowest`,
  // Issue 39: a typo, an Arabic plural, an Egyptian word (the seeded synonyms), two words by Best match.
  '?query=velvte',
  `?query=${encodeURIComponent('ليوتاردات')}`,
  `?query=${encodeURIComponent('شنطة')}&order=relevance`,
  '?query=velvet+leotard&order=relevance',
];

/** What the header's box asks as she types (issue 39): a word as it grows, two words, Arabic. */
const SUGGESTION_QUERIES = ['le', 'leo', 'leot', 'velv', 'velvet le', 'bag', 'قط', 'قطيف', 'شنط', 'rehersal'].map((typed) => `?query=${encodeURIComponent(typed)}`);

/** The filtered searches (issue 21): sizes (a semi-join on the sizes' component tables), colours, brands, prices, in stock. */
const FILTER_QUERIES = [
  '?size=S',
  '?size=M&inStock=true',
  '?colour=Navy',
  '?minPrice=500&maxPrice=1500',
  '?brand=Arabesque&order=lowest',
  '?inStock=true&order=highest',
  '?query=velvet&size=S&colour=Black',
  '?category=Leotards&size=XS&inStock=true&order=lowest',
  '?colour=Burgundy&colour=Navy&minPrice=200&maxPrice=900&order=highest',
  '?size=One+Size&page=20',
  `?query=${encodeURIComponent('قطيفة')}&size=M&inStock=true`,
  '?size=XS&size=S&colour=Black&brand=Nile+Pointe&minPrice=1000&inStock=true',
];

const COLOURS = ['Black', 'Navy', 'Burgundy', 'Blush', 'White', 'Lilac', 'Teal', 'Grey'];
const COLOURS_AR = ['أسود', 'كحلي', 'عنابي', 'وردي فاتح', 'أبيض', 'ليلكي', 'أزرق مخضر', 'رمادي'];
const SWATCHES = ['#000000', '#1f2a44', '#800020', '#f4c2c2', '#ffffff', '#c8a2c8', '#008080', '#808080'];

/**
 * Adds `count` synthetic products (numbered from `from`, so several calls add more), each in a category.
 * With `pictures`, each also gets the pictures of a seeded product (the same files, linked again), so
 * its card weighs what a real one does (the home bench's page sizes).
 */
export async function addSyntheticProducts(databaseEnv: Record<string, string>, count: number, { from = 1, pictures = false }: { from?: number; pictures?: boolean } = {}): Promise<void> {
  if (databaseEnv.DATABASE_CLIENT !== 'postgres') {
    if (pictures) throw new Error('Synthetic products with pictures need the PostgreSQL test database');
    return addSyntheticProductsToSqlite(databaseEnv, count, from);
  }
  const client = await connectTo(databaseEnv);
  try {
    await client.query('BEGIN');
    // A bulk load with the CMS's triggers off (the search's tables, ADR 027: they would refresh every product
    // after each of the statements below), then every product refreshed once after the load.
    await client.query(`SET LOCAL session_replication_role = replica`);
    await client.query(
      `INSERT INTO products (document_id, name, slug, brand, description, name_ar, description_ar, price, count_in_stock, colour, colour_ar, swatch, created_at, updated_at, published_at)
       SELECT 'bench' || g,
              initcap(($2::text[])[1 + g % 12]) || ' ' || ($3::text[])[1 + g % 10] || ' ' || g,
              'bench-product-' || g,
              ($4::text[])[1 + g % 6],
              'A ' || ($2::text[])[1 + (g / 7) % 12] || ' piece for ' || ($2::text[])[1 + (g / 13) % 12] || ' classes, number ' || g,
              ($6::text[])[1 + g % 10] || ' ' || ($5::text[])[1 + g % 12] || ' ' || g,
              'قطعة ' || ($5::text[])[1 + (g / 7) % 12] || ' لحصص ' || ($5::text[])[1 + (g / 13) % 12] || '، رقم ' || g,
              round((150 + (g * 7919) % 3350)::numeric, 2),
              0,
              -- One product in five has no colour; the others one of eight.
              CASE WHEN g % 5 = 0 THEN NULL ELSE ($7::text[])[1 + (g / 5) % 8] END,
              CASE WHEN g % 5 = 0 THEN NULL ELSE ($8::text[])[1 + (g / 5) % 8] END,
              CASE WHEN g % 5 = 0 THEN NULL ELSE ($9::text[])[1 + (g / 5) % 8] END,
              now() - (g || ' seconds')::interval,
              now(), now()
       FROM generate_series($10::int, $10::int + $1::int - 1) AS g`,
      [count, WORDS, ITEMS, BRANDS, WORDS_AR, ITEMS_AR, COLOURS, COLOURS_AR, SWATCHES, from],
    );
    // Sizes as Strapi keeps them (a repeatable component: one row per size, linked through
    // products_cmps): one product in ten is One Size, the others two or three of XS, S and M, with
    // 0 to 4 in stock each; the product's stock is their sum, as the CMS keeps it.
    await client.query(
      `CREATE TEMP TABLE bench_sizes ON COMMIT DROP AS
       SELECT nextval('components_shop_size_stocks_id_seq') AS cmp_id, p.id AS product_id, v.size, v.ord, (p.id * 7 + v.ord * 3) % 5 AS stock
       FROM products p
       JOIN (VALUES ('XS', 1), ('S', 2), ('M', 3), ('One Size', 4)) AS v(size, ord)
         ON CASE WHEN p.id % 10 = 0 THEN v.size = 'One Size' ELSE v.ord <= 3 AND (v.ord + p.id) % 4 <> 0 END
       WHERE p.document_id LIKE 'bench%' AND NOT EXISTS (SELECT 1 FROM products_cmps c WHERE c.entity_id = p.id)`,
    );
    await client.query(`INSERT INTO components_shop_size_stocks (id, size, count_in_stock) SELECT cmp_id, size, stock FROM bench_sizes`);
    await client.query(
      `INSERT INTO products_cmps (entity_id, cmp_id, component_type, field, "order") SELECT product_id, cmp_id, 'shop.size-stock', 'sizes', ord FROM bench_sizes`,
    );
    await client.query(
      `UPDATE products p SET count_in_stock = s.total FROM (SELECT product_id, sum(stock) AS total FROM bench_sizes GROUP BY product_id) s WHERE p.id = s.product_id`,
    );
    await client.query(
      `INSERT INTO products_category_lnk (product_id, category_id, product_ord)
       SELECT p.id, c.id, 1
       FROM products p
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM categories) c
         ON c.n = (p.id % (SELECT count(*) FROM categories))
       WHERE p.document_id LIKE 'bench%'
         AND NOT EXISTS (SELECT 1 FROM products_category_lnk l WHERE l.product_id = p.id)`,
    );
    if (pictures) {
      // Strapi's media links (files_related_mph): a synthetic product takes the links of the seeded
      // product whose rank (by id) is its id modulo the number of seeded products with pictures.
      await client.query(
        `WITH seeded AS (
           SELECT related_id, dense_rank() OVER (ORDER BY related_id) - 1 AS n
           FROM files_related_mph WHERE related_type = 'api::product.product' AND field = 'images'
           AND related_id IN (SELECT id FROM products WHERE document_id NOT LIKE 'bench%')
         ), ranks AS (SELECT DISTINCT related_id, n FROM seeded), total AS (SELECT count(*) AS k FROM ranks)
         INSERT INTO files_related_mph (file_id, related_id, related_type, field, "order")
         SELECT m.file_id, p.id, m.related_type, m.field, m."order"
         FROM products p
         CROSS JOIN total
         JOIN ranks r ON r.n = p.id % total.k
         JOIN files_related_mph m ON m.related_id = r.related_id AND m.related_type = 'api::product.product' AND m.field = 'images'
         WHERE p.document_id LIKE 'bench%'
           AND NOT EXISTS (SELECT 1 FROM files_related_mph x WHERE x.related_id = p.id AND x.related_type = 'api::product.product')`,
      );
    }
    await client.query('COMMIT');
    // The steady state autovacuum reaches after a bulk load: statistics and the visibility map
    // (index-only scans for deep pages).
    await client.query('VACUUM ANALYZE');
    // The search's own columns and its full-text documents, each refreshed once (their triggers were off).
    for (const table of ['products_search', 'products_search_documents']) {
      if ((await client.query(`SELECT to_regproc($1) IS NOT NULL AS made`, [`${table}_refresh`])).rows[0]?.made) {
        await client.query(`SELECT ${table}_refresh(ARRAY(SELECT id FROM products))`);
        await client.query(`VACUUM ANALYZE ${table}`);
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * The same synthetic products on SQLite (the quick start's database), written row by row through knex
 * in one transaction: the same names, prices, colours, sizes, stock and categories as the PostgreSQL
 * load above. The CMS keeps its full-text table with triggers (database/full-text.ts); what it keeps
 * in memory of the catalogue (counts, vocabulary) is emptied by the writes it makes itself, not by
 * these: restart it after the load (`addSyntheticProductsAndRestart`), as a quick-start user would.
 */
async function addSyntheticProductsToSqlite(databaseEnv: Record<string, string>, count: number, from: number): Promise<void> {
  const db = openDatabase(databaseEnv);
  const pick = <T>(list: readonly T[], index: number) => list[index % list.length]!;
  const initcap = (word: string) => word[0]!.toUpperCase() + word.slice(1);
  try {
    await db.transaction(async (trx) => {
      const now = Date.now();
      const numbers = Array.from({ length: count }, (_, index) => from + index);
      const products = numbers.map((g) => {
        const coloured = g % 5 !== 0;
        return {
          document_id: `bench${g}`,
          name: `${initcap(pick(WORDS, g))} ${pick(ITEMS, g)} ${g}`,
          slug: `bench-product-${g}`,
          brand: pick(BRANDS, g),
          description: `A ${pick(WORDS, Math.floor(g / 7))} piece for ${pick(WORDS, Math.floor(g / 13))} classes, number ${g}`,
          name_ar: `${pick(ITEMS_AR, g)} ${pick(WORDS_AR, g)} ${g}`,
          description_ar: `قطعة ${pick(WORDS_AR, Math.floor(g / 7))} لحصص ${pick(WORDS_AR, Math.floor(g / 13))}، رقم ${g}`,
          price: 150 + ((g * 7919) % 3350),
          count_in_stock: 0,
          colour: coloured ? pick(COLOURS, Math.floor(g / 5)) : null,
          colour_ar: coloured ? pick(COLOURS_AR, Math.floor(g / 5)) : null,
          swatch: coloured ? pick(SWATCHES, Math.floor(g / 5)) : null,
          created_at: new Date(now - g * 1000),
          updated_at: new Date(now),
          published_at: new Date(now),
        };
      });
      await trx.batchInsert('products', products, 500);
      const ids: Array<{ id: number }> = await trx('products').select('id').where('document_id', 'like', 'bench%').whereNotExists(trx('products_cmps').select(1).whereRaw('products_cmps.entity_id = products.id'));
      const categories: Array<{ id: number }> = await trx('categories').select('id').orderBy('id');
      let nextSize = Number((await trx('components_shop_size_stocks').max({ id: 'id' }))[0]?.id ?? 0) + 1;
      const sizes: Array<{ id: number; size: string; count_in_stock: number }> = [];
      const links: Array<{ entity_id: number; cmp_id: number; component_type: string; field: string; order: number }> = [];
      const totals = new Map<number, number>();
      for (const { id } of ids) {
        const chosen = id % 10 === 0 ? [{ size: 'One Size', ord: 4 }] : [{ size: 'XS', ord: 1 }, { size: 'S', ord: 2 }, { size: 'M', ord: 3 }].filter(({ ord }) => (ord + id) % 4 !== 0);
        for (const { size, ord } of chosen) {
          const stock = (id * 7 + ord * 3) % 5;
          sizes.push({ id: nextSize, size, count_in_stock: stock });
          links.push({ entity_id: id, cmp_id: nextSize, component_type: 'shop.size-stock', field: 'sizes', order: ord });
          totals.set(id, (totals.get(id) ?? 0) + stock);
          nextSize += 1;
        }
      }
      await trx.batchInsert('components_shop_size_stocks', sizes, 500);
      await trx.batchInsert('products_cmps', links, 500);
      for (const [id, total] of totals) await trx('products').update({ count_in_stock: total }).where({ id });
      await trx.batchInsert('products_category_lnk', ids.map(({ id }) => ({ product_id: id, category_id: categories[id % categories.length]!.id, product_ord: 1 })), 500);
    });
  } finally {
    await db.destroy();
  }
}

/** Adds the synthetic products to the stack's database; on SQLite the CMS is started again after them (see above). */
async function addSyntheticProductsAndRestart(stack: RunningStack, count: number): Promise<void> {
  await addSyntheticProducts(stack.database.env, count);
  if (stack.database.env.DATABASE_CLIENT !== 'postgres') await stack.restartCms('SIGTERM');
}

async function timeQueries(baseUrl: string, requests: number, clients: number, queries: string[]) {
  // Warm up connections and caches.
  for (const query of queries) await fetch(`${baseUrl}${query}`).then((r) => r.arrayBuffer());
  const perQuery: Record<string, LatencySummary> = {};
  const all: number[] = [];
  for (const query of queries) {
    const samples = await timeCalls(Math.max(1, Math.floor(requests / queries.length)), clients, async () => {
      const response = await fetch(`${baseUrl}${query}`);
      if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
      await response.arrayBuffer();
    });
    perQuery[query || '(defaults)'] = summarise(samples);
    all.push(...samples);
  }
  return { clients, overall: summarise(all), perQuery };
}

/**
 * A spelling of `query` that no earlier request had: its price ceiling moved by a few piastres (above
 * every price when it had none), so its count and facets are not kept from before.
 */
function uncached(query: string, round: number): string {
  const piastres = String(round % 100).padStart(2, '0');
  if (/maxPrice=\d+/.test(query)) return query.replace(/maxPrice=(\d+)/, `maxPrice=$1.${piastres}`);
  return `${query}${query.includes('?') ? '&' : '?'}maxPrice=99999.${piastres}`;
}

/**
 * Each filtered search as a first visit pays for it: its count, its four facets and its page
 * counted, not kept (a price ceiling no request had). Reported apart from the repeated searches,
 * whose answers are kept until the catalogue changes.
 */
async function timeColdQueries(baseUrl: string, queries: string[]) {
  const samples: number[] = [];
  const perQuery: Record<string, LatencySummary> = {};
  let round = 0;
  for (const query of queries) {
    const own: number[] = [];
    for (let repeat = 0; repeat < 5; repeat += 1) {
      round += 1;
      const started = performance.now();
      const response = await fetch(`${baseUrl}${uncached(query, round)}`);
      if (!response.ok) throw new Error(`${query}: HTTP ${response.status}`);
      await response.arrayBuffer();
      own.push(performance.now() - started);
    }
    perQuery[query] = summarise(own);
    samples.push(...own);
  }
  return { overall: summarise(samples), perQuery };
}

/**
 * The bench's parts: the 16 searches on the CMS (`api`), the 12 filtered ones (`filtered`: repeated
 * and first visits), both as /search pages (`pages`), and the header's suggestions as she types
 * (`suggestions`: each text's first answer, and repeated).
 */
export const SEARCH_PARTS = ['api', 'filtered', 'pages', 'suggestions'] as const;
export type SearchPart = (typeof SEARCH_PARTS)[number];

/**
 * The CMS query with `clients` clients, then the storefront's /search page with `pageClients`.
 * By default the page is measured with the storefront's caches off, so every request renders and
 * queries the CMS; `pageCaches` keeps them on, as in production. `parts` picks what is timed (the
 * storefront is started only for `pages`).
 */
export async function benchSearch({
  products,
  requests,
  clients,
  pageClients,
  pageCaches,
  parts = SEARCH_PARTS,
}: {
  products: number;
  requests: number;
  clients: number;
  pageClients: number;
  pageCaches: boolean;
  parts?: readonly SearchPart[];
}) {
  const pages = parts.includes('pages');
  const stack = await startTestStack({
    purpose: 'bench_search',
    storefront: pages,
    env: pageCaches ? {} : { PAGE_CACHE_SECONDS: '0', CATALOGUE_CACHE_SECONDS: '0' },
  });
  // The CMS process's resident memory (Linux): no copy of the catalogue lives there since ADR 040.
  const cmsMemoryMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${stack.cmsPid()}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  try {
    const started = performance.now();
    await addSyntheticProductsAndRestart(stack, products);
    console.log(`Inserted ${products} synthetic products in ${Math.round(performance.now() - started)} ms`);

    const cms = `${stack.cmsUrl}/api/products/search`;
    // The first search after the load reads the catalogue's vocabulary (ADR 039).
    const memory = { beforeMb: cmsMemoryMb(), afterMb: 0 };
    const firstSearchStarted = performance.now();
    await fetch(cms).then((response) => response.arrayBuffer());
    const firstSearchMs = Math.round(performance.now() - firstSearchStarted);
    const api = parts.includes('api') ? await timeQueries(cms, requests, clients, QUERIES) : undefined;
    const filteredApi = parts.includes('filtered') ? await timeQueries(cms, requests, clients, FILTER_QUERIES) : undefined;
    // The first answer to each filtered search: its count and facets not yet kept (the cache emptied by a catalogue write).
    const filteredApiCold = parts.includes('filtered') ? await timeColdQueries(cms, FILTER_QUERIES) : undefined;
    const suggestionsCold = parts.includes('suggestions') ? await timeColdQueries(`${stack.cmsUrl}/api/products/suggestions`, SUGGESTION_QUERIES) : undefined;
    const suggestions = parts.includes('suggestions') ? await timeQueries(`${stack.cmsUrl}/api/products/suggestions`, requests, clients, SUGGESTION_QUERIES) : undefined;
    const page = pages ? await timeQueries(`${stack.storefrontUrl}/search`, requests, pageClients, QUERIES) : undefined;
    const filteredPage = pages ? await timeQueries(`${stack.storefrontUrl}/search`, requests, pageClients, FILTER_QUERIES) : undefined;
    memory.afterMb = cmsMemoryMb();
    return { products, parts, firstSearchMs, cmsMemory: memory, api, filteredApi, filteredApiCold, suggestions, suggestionsCold, page: page && { storefrontCaches: pageCaches ? 'on' : 'off', ...page }, filteredPage };
  } finally {
    await stack.stop();
  }
}
