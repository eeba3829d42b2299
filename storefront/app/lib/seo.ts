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

/** What a Product (JSON-LD) needs of a product. */
interface ProductForSeo {
  _id: string;
  name: string;
  image: readonly string[];
  description: string;
  brand: string;
  category: string;
  price: number;
  countInStock: number;
}

/** A Product with its Offer (JSON-LD): name, pictures, brand, price in EGP and availability. */
export function productJsonLd(origin: string, path: string, product: ProductForSeo): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      image: product.image.map((url) => absolute(origin, url)),
      description: product.description,
      sku: product._id,
      brand: { '@type': 'Brand', name: product.brand },
      category: product.category,
      offers: {
        '@type': 'Offer',
        url: absolute(origin, path),
        priceCurrency: 'EGP',
        price: product.price.toFixed(2),
        availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    },
  };
}
