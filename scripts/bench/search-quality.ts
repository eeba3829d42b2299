/**
 * What search finds of what shoppers type (issue 39): the seeded catalogue, a fresh database (PostgreSQL,
 * or SQLite with TEST_DATABASE=sqlite), and the queries of shopper-queries.ts, each with the product a shopper means by
 * it. For each: how many products it found, and where the first wanted one stands in the answer (1 is
 * first; null when it is not there). A measure of the search, not a test: the figures go to
 * docs/performance.md before and after a change to the search.
 */
import { startTestStack } from '../lib/test-stack';
import { SHOPPER_QUERIES, isWanted, type FoundProduct, type ShopperQuery } from './shopper-queries';

/** Pages of one search walked until a wanted product shows (at most `maxPages`). */
async function rankOf(cmsUrl: string, entry: ShopperQuery, order: string | undefined, maxPages = 5) {
  let seen = 0;
  let found = 0;
  for (let page = 1; page <= maxPages; page += 1) {
    const params = new URLSearchParams({ query: entry.query, page: String(page), ...(order ? { order } : {}) });
    const response = await fetch(`${cmsUrl}/api/products/search?${params}`);
    if (!response.ok) return { found: null, rank: null, status: response.status };
    const body = (await response.json()) as { products: FoundProduct[]; pages: number; countProducts: number };
    found = body.countProducts;
    const index = body.products.findIndex((product) => isWanted(entry.wants, product));
    if (index >= 0) return { found, rank: seen + index + 1 };
    seen += body.products.length;
    if (page >= body.pages) break;
  }
  return { found, rank: null };
}

export async function benchSearchQuality({ order }: { order?: string }) {
  const stack = await startTestStack({ purpose: 'bench_search_quality' });
  try {
    const results = [];
    for (const entry of SHOPPER_QUERIES) results.push({ query: entry.query, kind: entry.kind, wants: entry.wants, ...(await rankOf(stack.cmsUrl, entry, order)) });
    const firstOf = results.filter((result) => result.rank === 1).length;
    return {
      database: stack.database.label,
      order: order ?? 'the default (newest)',
      queries: results.length,
      wantedFound: results.filter((result) => result.rank !== null).length,
      wantedFirst: firstOf,
      results,
    };
  } finally {
    await stack.stop();
  }
}
