import type { MetaDescriptor } from '@remix-run/node';
import { SHOP_NAME } from '~/strings';

/** Absolute URLs for links that leave the page (canonical, Open Graph, sitemap, JSON-LD). */
export const absolute = (origin: string, path: string) => new URL(path, origin).toString();

/** Title, description, canonical URL and Open Graph tags for a public page. */
export function pageMeta({ origin, path, title, description, image, type = 'website' }: {
  origin: string;
  path: string;
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'product';
}): MetaDescriptor[] {
  const url = absolute(origin, path);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SHOP_NAME },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: absolute(origin, image) }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

/** A BreadcrumbList (JSON-LD) for a trail of [name, path] pairs. */
export function breadcrumbs(origin: string, trail: Array<[string, string]>): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: absolute(origin, path) })),
    },
  };
}
