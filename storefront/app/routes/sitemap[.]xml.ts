import { LOCALES, categorySlug } from '@pointe/config';
import { env } from '~/lib/env.server';
import { failScreen } from '~/lib/errors.server';
import { absolute, languageAlternates } from '~/lib/seo';
import { localePath } from '~/i18n/locale';
import { listCategories, listProducts } from '~/models/product.server';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Home, the contact page, every category's landing page and every product, in every language: one <url> per page and
 * language, each naming all its languages (xhtml:link alternates, x-default the English one), as
 * search engines ask of multilingual sitemaps. Built from the catalogue (cached for at most a few minutes).
 */
export async function loader() {
  const [products, categories] = await Promise.all([listProducts(), listCategories()]).catch(failScreen);
  const origin = env.STOREFRONT_URL;
  const page = (path: string, lastmod?: string) =>
    LOCALES.map((locale) => {
      const alternates = languageAlternates(origin, path)
        .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
        .join('');
      return `  <url><loc>${escapeXml(absolute(origin, localePath(locale, path)))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}${alternates}</url>`;
    });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...page('/'),
    ...page('/contactus'),
    ...categories.flatMap((category) => page(`/category/${categorySlug(category.name)}`)),
    ...products.flatMap((product) => page(`/product/${product.slug}`, product.updatedAt)),
    '</urlset>',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' },
  });
}
