/**
 * Search at scale: a fresh PostgreSQL database, the real CMS (seeded), N synthetic products added in
 * bulk with SQL, then a mix of searches over HTTP, one client at a time by default.
 */
import { connectTo, startTestStack } from '../lib/test-stack';
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
];

/**
 * Adds `count` synthetic products (numbered from `from`, so several calls add more), each in a category.
 * With `pictures`, each also gets the pictures of a seeded product (the same files, linked again), so
 * its card weighs what a real one does (the home bench's page sizes).
 */
export async function addSyntheticProducts(databaseEnv: Record<string, string>, count: number, { from = 1, pictures = false }: { from?: number; pictures?: boolean } = {}): Promise<void> {
  const client = await connectTo(databaseEnv);
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO products (document_id, name, slug, brand, description, name_ar, description_ar, price, count_in_stock, created_at, updated_at, published_at)
       SELECT 'bench' || g,
              initcap(($2::text[])[1 + g % 12]) || ' ' || ($3::text[])[1 + g % 10] || ' ' || g,
              'bench-product-' || g,
              ($4::text[])[1 + g % 6],
              'A ' || ($2::text[])[1 + (g / 7) % 12] || ' piece for ' || ($2::text[])[1 + (g / 13) % 12] || ' classes, number ' || g,
              ($6::text[])[1 + g % 10] || ' ' || ($5::text[])[1 + g % 12] || ' ' || g,
              'قطعة ' || ($5::text[])[1 + (g / 7) % 12] || ' لحصص ' || ($5::text[])[1 + (g / 13) % 12] || '، رقم ' || g,
              round((150 + (g * 7919) % 3350)::numeric, 2),
              g % 20,
              now() - (g || ' seconds')::interval,
              now(), now()
       FROM generate_series($7::int, $7::int + $1::int - 1) AS g`,
      [count, WORDS, ITEMS, BRANDS, WORDS_AR, ITEMS_AR, from],
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
  } finally {
    await client.end();
  }
}

async function timeQueries(baseUrl: string, requests: number, clients: number) {
  // Warm up connections and caches.
  for (const query of QUERIES) await fetch(`${baseUrl}${query}`).then((r) => r.arrayBuffer());
  const perQuery: Record<string, LatencySummary> = {};
  const all: number[] = [];
  for (const query of QUERIES) {
    const samples = await timeCalls(Math.max(1, Math.floor(requests / QUERIES.length)), clients, async () => {
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
 * The CMS query with `clients` clients, then the storefront's /search page with `pageClients`.
 * By default the page is measured with the storefront's caches off, so every request renders and
 * queries the CMS; `pageCaches` keeps them on, as in production.
 */
export async function benchSearch({ products, requests, clients, pageClients, pageCaches }: { products: number; requests: number; clients: number; pageClients: number; pageCaches: boolean }) {
  const stack = await startTestStack({
    purpose: 'bench_search',
    storefront: true,
    env: pageCaches ? {} : { PAGE_CACHE_SECONDS: '0', CATALOGUE_CACHE_SECONDS: '0' },
  });
  try {
    const started = performance.now();
    await addSyntheticProducts(stack.database.env, products);
    console.log(`Inserted ${products} synthetic products in ${Math.round(performance.now() - started)} ms`);

    const api = await timeQueries(`${stack.cmsUrl}/api/products/search`, requests, clients);
    const page = await timeQueries(`${stack.storefrontUrl}/search`, requests, pageClients);
    return { products, api, page: { storefrontCaches: pageCaches ? 'on' : 'off', ...page } };
  } finally {
    await stack.stop();
  }
}
