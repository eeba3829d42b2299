import type { LoaderFunctionArgs } from '@remix-run/node';
import { parseSearchParams } from '@pointe/config';
import { localeOfPath } from '~/i18n/locale';
import { suggestProducts } from '~/models/product.server';

/** What a suggestion list holds (SearchCombobox). */
export type Suggestions = Awaited<ReturnType<typeof suggestProducts>>;

const NONE: Suggestions = { products: [], categories: [] };

/**
 * The header's suggestions as she types, as JSON in the page's language (SearchCombobox): public and
 * the same for everyone; it reads no session. A text the search refuses (too long) suggests nothing:
 * the search page says why once she submits it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parseSearchParams({ query: url.searchParams.get('query') ?? '' });
  const suggestions = parsed.success ? await suggestProducts(parsed.data.query, localeOfPath(url.pathname)) : NONE;
  return Response.json(suggestions, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
