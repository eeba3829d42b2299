/**
 * The home page's weight as the catalogue grows (issue 21: home HTML ≤ 80 KB uncompressed at 1,000
 * and at 100,000 products). A fresh PostgreSQL database, the real CMS and storefront (seeded), then
 * synthetic products added in steps (with the seed's pictures, so a card weighs what a real one
 * does), and at each step the HTML of the home page and its neighbours, uncompressed and gzipped
 * (zlib's default level, as the storefront's compression sends it). Sizes, not timings: a loaded
 * machine gives the same figures.
 */
import { gzipSync } from 'node:zlib';
import { HOME_PAGE_SIZE } from '@pointe/config';
import { startTestStack } from '../lib/test-stack';
import { addSyntheticProducts } from './search';

interface PageSize {
  path: string;
  status: number;
  bytes: number;
  gzipBytes: number;
}

async function sizeOf(baseUrl: string, path: string): Promise<PageSize> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const html = Buffer.from(await response.arrayBuffer());
  return { path, status: response.status, bytes: html.length, gzipBytes: gzipSync(html).length };
}

/** `steps`: the catalogue sizes to measure at (the seed's own size is measured first, whatever they are). */
export async function benchHome({ steps }: { steps: number[] }) {
  const stack = await startTestStack({ purpose: 'bench_home', storefront: true, env: { PAGE_CACHE_SECONDS: '0', CATALOGUE_CACHE_SECONDS: '0' } });
  try {
    const cms = stack.cmsUrl;
    const site = stack.storefrontUrl!;
    const count = async () => ((await (await fetch(`${cms}/api/products?page=1`)).json()) as { countProducts: number }).countProducts;
    const signIn = await fetch(`${cms}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@pointe.test', password: 'pointe-admin-2026' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    /**
     * Products inserted with SQL are a write Strapi did not see: one product made and deleted through
     * the API announces "the catalogue changed", so the CMS's kept counts are dropped as after any edit.
     */
    const announceChange = async () => {
      const auth = { authorization: `Bearer ${token}` };
      const made = (await (await fetch(`${cms}/api/products`, { method: 'POST', headers: auth })).json()) as { product: { _id: string } };
      await fetch(`${cms}/api/products/${made.product._id}`, { method: 'DELETE', headers: auth });
    };
    const measure = async () => {
      const products = await count();
      const lastPage = Math.ceil(products / HOME_PAGE_SIZE);
      const paths = ['/', '/ar', '/?page=2', `/?page=${lastPage}`, '/category/leotards', '/ar/category/leotards'];
      const pages: PageSize[] = [];
      for (const path of paths) pages.push(await sizeOf(site, path));
      const home = pages[0]!;
      console.log(`${products} products: home ${home.bytes} B (${home.gzipBytes} B gzip), largest ${Math.max(...pages.map((page) => page.bytes))} B`);
      return { products, pages };
    };

    const results = [await measure()];
    let added = 0;
    for (const step of steps) {
      const missing = step - (await count());
      if (missing <= 0) continue;
      await addSyntheticProducts(stack.database.env, missing, { from: added + 1, pictures: true });
      added += missing;
      await announceChange();
      const counted = await count();
      if (counted !== step) throw new Error(`the CMS counts ${counted} products, not ${step}`);
      results.push(await measure());
    }
    return { pageSize: HOME_PAGE_SIZE, results };
  } finally {
    await stack.stop();
  }
}
