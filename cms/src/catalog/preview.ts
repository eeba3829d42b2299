import type { Core } from '@strapi/strapi';
import { PRODUCT_UID } from '../api/product/services/product-rows';

/** What Strapi's panel asks the preview handler with (content-manager's preview service). */
export interface PreviewParams {
  documentId: string;
  locale?: string | null;
  status?: string | null;
}

/**
 * The shop page of a product, as a shopper would open it: `/product/<slug>` in English, under `/ar`
 * when the panel asks for Arabic. The products are not localised in Strapi, so the panel asks in no
 * locale and gets the English page, whose language link ("العربية") opens the Arabic one in the same frame.
 */
export function productPageUrl(storefrontUrl: string, slug: string, locale?: string | null): string {
  const base = new URL(storefrontUrl);
  const prefix = locale?.toLowerCase().startsWith('ar') ? '/ar' : '';
  return new URL(`${base.pathname.replace(/\/$/, '')}${prefix}/product/${encodeURIComponent(slug)}`, base.origin).href;
}

/**
 * The panel's Preview handler (config/admin.ts, Strapi 5's `preview.config.handler`): a product opens
 * its shop page; anything else has no page of its own (undefined: the panel says there is no preview).
 */
export function previewHandler(storefrontUrl: string, strapi: () => Core.Strapi) {
  return async (uid: string, { documentId, locale }: PreviewParams): Promise<string | undefined> => {
    if (uid !== PRODUCT_UID) return undefined;
    const product: { slug: string | null } | null = await strapi().db.query(PRODUCT_UID).findOne({ where: { documentId }, select: ['slug'] });
    return product?.slug ? productPageUrl(storefrontUrl, product.slug, locale) : undefined;
  };
}
