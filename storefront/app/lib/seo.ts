import type { MetaDescriptor } from '@remix-run/node';
import { HTML_LANG, LOCALES, formatNumber, type Locale } from '@pointe/config';
import { commonMessages } from '~/i18n/catalogues/common';
import { localCategory, localColour, localDescription, localName } from '~/i18n/content';
import { localePath } from '~/i18n/locale';

/** Absolute URLs for links that leave the page (canonical, Open Graph, sitemap, JSON-LD). */
export const absolute = (origin: string, path: string) => new URL(path, origin).toString();

/** Open Graph's spelling of each language (a territory is required there). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_EG', ar: 'ar_EG' };

/**
 * The same page in every language, for `hreflang`: one entry per language, and x-default (the page
 * for a reader whose language we do not have) is the English one, at the shop's old addresses.
 * `path` is the shop path without a language ('/product/x', '/search?query=y').
 */
export function languageAlternates(origin: string, path: string): Array<{ hrefLang: string; href: string }> {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, href: absolute(origin, localePath(locale, path)) })),
    { hrefLang: 'x-default', href: absolute(origin, localePath('en', path)) },
  ];
}

/**
 * Title, description, canonical URL, language alternates and Open Graph tags for a public page.
 * `path` is the shop path without a language; the canonical URL is the page in `locale`, so each
 * language is its own page to search engines, linked to the other by the alternates.
 */
export function pageMeta({ origin, path, locale, title, description, image, type = 'website' }: {
  origin: string;
  path: string;
  locale: Locale;
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'product';
}): MetaDescriptor[] {
  const url = absolute(origin, localePath(locale, path));
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(origin, path).map(({ hrefLang, href }) => ({ tagName: 'link', rel: 'alternate', hrefLang, href })),
    { property: 'og:site_name', content: commonMessages[locale].shopName },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALE[other] })),
    ...(image ? [{ property: 'og:image', content: absolute(origin, image) }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

/**
 * The meta of one page of a paged product list (home, category pages): each page is its own page to
 * search engines (its own canonical address, page 1 without `?page`), titled with its number after
 * the first, and linked to its neighbours with rel=prev/next. `pathOf` gives a page's shop path.
 */
export function pagedListMeta({ origin, locale, title, description, page, pages, pathOf, image }: {
  origin: string;
  locale: Locale;
  title: string;
  description: string;
  page: number;
  pages: number;
  pathOf: (page: number) => string;
  image?: string;
}): MetaDescriptor[] {
  const pageOf = commonMessages[locale].pageOf(formatNumber(page, locale), formatNumber(pages, locale));
  const neighbour = (rel: 'prev' | 'next', target: number) => ({ tagName: 'link', rel, href: absolute(origin, localePath(locale, pathOf(target))) });
  return [
    ...pageMeta({ origin, path: pathOf(page), locale, title: page > 1 ? `${title} (${pageOf})` : title, description, image }),
    ...(page > 1 ? [neighbour('prev', page - 1)] : []),
    ...(page < pages ? [neighbour('next', page + 1)] : []),
  ];
}

/** A BreadcrumbList (JSON-LD) for a trail of [name, path] pairs; the paths are shop paths, put in `locale`. */
export function breadcrumbs(origin: string, locale: Locale, trail: Array<[string, string]>): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map(([name, path], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: absolute(origin, localePath(locale, path)),
      })),
    },
  };
}

/** What a Product (JSON-LD) needs of a product. */
interface ProductForSeo {
  _id: string;
  name: string;
  nameAr?: string | null;
  image: readonly string[];
  description: string;
  descriptionAr?: string | null;
  brand: string;
  category: string;
  categoryAr?: string | null;
  price: number;
  countInStock: number;
  colour?: { name: string; nameAr: string | null } | null;
}

/**
 * A Product with its Offer (JSON-LD): name, description and category in the page's language (and
 * `inLanguage` saying which), pictures, brand, price in EGP and availability. `path` is the shop path.
 */
export function productJsonLd(origin: string, locale: Locale, path: string, product: ProductForSeo): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: localName(product, locale),
      image: product.image.map((url) => absolute(origin, url)),
      description: localDescription(product, locale),
      inLanguage: HTML_LANG[locale],
      sku: product._id,
      brand: { '@type': 'Brand', name: product.brand },
      category: localCategory(product, locale),
      ...(product.colour ? { color: localColour(product.colour, locale) } : {}),
      offers: {
        '@type': 'Offer',
        url: absolute(origin, localePath(locale, path)),
        priceCurrency: 'EGP',
        price: product.price.toFixed(2),
        availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}
