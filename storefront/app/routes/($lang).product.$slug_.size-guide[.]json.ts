import type { LoaderFunctionArgs } from '@remix-run/node';
import type { SizeGuideData } from '~/models/size-guide';
import { sizeGuideData } from '~/models/size-guide.server';

/**
 * The size guide as JSON, for the product page's dialog (SizeGuideAriaDialog): the same answer as
 * the guide's page, "Find my size" included (its query). Public and the same for everyone; it reads
 * no session.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const answer: SizeGuideData = await sizeGuideData(params.slug ?? '', request);
  return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } });
}
