import { env } from '~/lib/env.server';
import { failScreen } from '~/lib/errors.server';
import { absolute } from '~/lib/seo';
import { listCategories, listProducts } from '~/models/product.server';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Home, every category and every product; built from the catalogue (cached for at most a few minutes). */
export async function loader() {
  const [products, categories] = await Promise.all([listProducts(), listCategories()]).catch(failScreen);
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(absolute(env.STOREFRONT_URL, path))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/'),
    ...categories.map((category) => url(`/search?category=${encodeURIComponent(category.name)}`)),
    ...products.map((product) => url(`/product/${product.slug}`, product.updatedAt)),
    '</urlset>',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' },
  });
}
