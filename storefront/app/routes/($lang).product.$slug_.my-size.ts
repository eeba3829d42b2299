import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { getSignedIn } from '~/lib/session.server';
import { CmsError, throwAsResponse } from '~/lib/cms.server';
import { getMyMeasurements, savedSize } from '~/models/measurements.server';
import type { SavedSize } from '~/models/size-guide';
import { showProductBySlug } from '~/models/product.server';
import { productSizeChart } from '~/models/size-guide.server';

/**
 * The product page's size from the signed-in shopper's saved measurements: a request of its own,
 * made by the page once hydrated, because the product page is shared by every shopper and its
 * loader never reads the session (docs/architecture.md). Never kept by any cache: the server makes
 * every answer to a request with a cookie `private, no-store` (server/personal-answers.ts).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const shopper = await getSignedIn({ request, context });
  if (!shopper) return data<SavedSize>({ size: null });
  const slug = params.slug ?? '';
  // A session the CMS no longer accepts just preselects nothing: the page itself is fine (so her
  // token's client without the sign-out on a refused session, which a page's own calls have).
  const mine = getMyMeasurements(context.cms.withToken(shopper.token)).catch((error: unknown) => {
    if (error instanceof CmsError) return {};
    throw error;
  });
  const [product, chart, measurements] = await Promise.all([showProductBySlug(slug), productSizeChart(slug), mine]).catch(throwAsResponse);
  return data<SavedSize>(savedSize(product, chart, measurements));
}
