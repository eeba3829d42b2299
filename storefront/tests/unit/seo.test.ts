import type { MetaDescriptor } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { breadcrumbs, languageAlternates, pageMeta, pagedListMeta, productJsonLd } from '~/lib/seo';

const ORIGIN = 'https://pointe.example';

/** The JSON-LD object a meta descriptor carries. */
const jsonLd = (tag: MetaDescriptor) => ('script:ld+json' in tag ? tag['script:ld+json'] : undefined) as Record<string, unknown>;

describe('languageAlternates', () => {
  it('names the page in English, in Arabic, and English as the default, keeping the query', () => {
    expect(languageAlternates(ORIGIN, '/search?query=tutu')).toEqual([
      { hrefLang: 'en', href: 'https://pointe.example/search?query=tutu' },
      { hrefLang: 'ar', href: 'https://pointe.example/ar/search?query=tutu' },
      { hrefLang: 'x-default', href: 'https://pointe.example/search?query=tutu' },
    ]);
    expect(languageAlternates(ORIGIN, '/').map(({ href }) => href)).toEqual([`${ORIGIN}/`, `${ORIGIN}/ar`, `${ORIGIN}/`]);
  });
});

describe('pageMeta', () => {
  const links = (locale: 'en' | 'ar') =>
    pageMeta({ origin: ORIGIN, path: '/product/tutu', locale, title: 'Tutu | Pointe', description: 'A tutu' }).filter((tag) => 'tagName' in tag && tag.tagName === 'link');

  it('gives each language its own canonical URL and the same alternates', () => {
    expect(links('en')).toEqual([
      { tagName: 'link', rel: 'canonical', href: `${ORIGIN}/product/tutu` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${ORIGIN}/product/tutu` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: `${ORIGIN}/ar/product/tutu` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${ORIGIN}/product/tutu` },
    ]);
    expect(links('ar')[0]).toEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/ar/product/tutu` });
    expect(links('ar').slice(1)).toEqual(links('en').slice(1));
  });

  it('tells Open Graph the language and its alternative', () => {
    const tags = pageMeta({ origin: ORIGIN, path: '/', locale: 'ar', title: 'Pointe', description: 'x' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'ar_EG' });
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'en_EG' });
    expect(tags).toContainEqual({ property: 'og:url', content: `${ORIGIN}/ar` });
  });
});

describe('productJsonLd', () => {
  const product = {
    _id: 'p1',
    name: 'Romantic Tutu',
    nameAr: 'توتو رومانسي',
    image: ['/uploads/tutu.webp'],
    description: 'Soft tulle.',
    descriptionAr: null,
    brand: 'Sur les Pointes',
    category: 'Skirts & Tutus',
    categoryAr: 'تنانير وتوتو',
    price: 1200,
    countInStock: 2,
  };

  it('describes the product in the page language, English where the Arabic is missing', () => {
    const arabic = jsonLd(productJsonLd(ORIGIN, 'ar', '/product/romantic-tutu', product));
    expect(arabic).toMatchObject({
      name: 'توتو رومانسي',
      description: 'Soft tulle.',
      category: 'تنانير وتوتو',
      inLanguage: 'ar-EG',
      offers: { url: `${ORIGIN}/ar/product/romantic-tutu`, price: '1200.00' },
    });
    const english = jsonLd(productJsonLd(ORIGIN, 'en', '/product/romantic-tutu', product));
    expect(english).toMatchObject({ name: 'Romantic Tutu', category: 'Skirts & Tutus', inLanguage: 'en', offers: { url: `${ORIGIN}/product/romantic-tutu` } });
  });

  it('names the colour in the page language, and none for a product of no colour', () => {
    const coloured = { ...product, colour: { name: 'Navy', nameAr: 'كحلي' } };
    expect(jsonLd(productJsonLd(ORIGIN, 'ar', '/product/romantic-tutu', coloured))).toMatchObject({ color: 'كحلي' });
    expect(jsonLd(productJsonLd(ORIGIN, 'en', '/product/romantic-tutu', coloured))).toMatchObject({ color: 'Navy' });
    expect(jsonLd(productJsonLd(ORIGIN, 'en', '/product/romantic-tutu', product))).not.toHaveProperty('color');
  });

  it('puts breadcrumb addresses in the page language', () => {
    const trail = jsonLd(breadcrumbs(ORIGIN, 'ar', [['Pointe', '/'], ['توتو', '/product/romantic-tutu']])) as { itemListElement: Array<{ item: string }> };
    expect(trail.itemListElement.map((item) => item.item)).toEqual([`${ORIGIN}/ar`, `${ORIGIN}/ar/product/romantic-tutu`]);
  });
});

describe('pagedListMeta', () => {
  const meta = (locale: 'en' | 'ar', page: number, pages = 3) =>
    pagedListMeta({ origin: ORIGIN, locale, title: 'Pointe', description: 'Dancewear', page, pages, pathOf: (n) => (n === 1 ? '/' : `/?page=${n}`) });
  const link = (tags: MetaDescriptor[], rel: string) => tags.flatMap((tag) => ('rel' in tag && tag.rel === rel && 'href' in tag ? [tag.href] : []))[0];
  const title = (tags: MetaDescriptor[]) => tags.flatMap((tag) => ('title' in tag ? [tag.title] : []))[0];

  it('gives page 1 the home address and the plain title, and names the next page', () => {
    const tags = meta('en', 1);
    expect(title(tags)).toBe('Pointe');
    expect(link(tags, 'canonical')).toBe(`${ORIGIN}/`);
    expect(link(tags, 'prev')).toBeUndefined();
    expect(link(tags, 'next')).toBe(`${ORIGIN}/?page=2`);
  });

  it('gives a later page its own address, its number in the title and both neighbours, in the page language', () => {
    const tags = meta('ar', 2);
    expect(title(tags)).toBe('Pointe (صفحة 2 من 3)');
    expect(link(tags, 'canonical')).toBe(`${ORIGIN}/ar?page=2`);
    expect(link(tags, 'prev')).toBe(`${ORIGIN}/ar`);
    expect(link(tags, 'next')).toBe(`${ORIGIN}/ar?page=3`);
    expect(link(meta('en', 3), 'next')).toBeUndefined();
  });
});
