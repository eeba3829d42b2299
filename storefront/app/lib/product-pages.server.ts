import { parseProductListParams, refusalJson, type Locale } from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';

/**
 * The page number of a paged product list (home, category pages) from its address: `?page=`, the
 * rule of every paged list (1 when absent). A bad one is the shop's 400 page in the page's language,
 * never a guess at what was meant.
 */
export function pageOfRequest(request: Request, locale: Locale): number {
  const pages = new URL(request.url).searchParams.getAll('page');
  const parsed = parseProductListParams({ page: pages.length > 1 ? pages : pages[0] ?? '' });
  if (!parsed.success) throw new Response(errorTextFor(locale, refusalJson(parsed.error)), { status: 400 });
  return parsed.data?.page ?? 1;
}
