import type { LoaderFunctionArgs } from '@remix-run/node';
import { failAdminScreen } from '~/lib/errors.server';
import { requireAdmin } from '~/lib/session.server';
import { transferScreenshot } from '~/models/payment.server';

/**
 * GET /admin/orders/:id/screenshot: the screenshot of her InstaPay receipt she attached to her
 * transfer (issue 40), for staff checking it. Streamed from the CMS, which keeps it out of the public
 * media library; never stored by a cache.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const file = await transferScreenshot(cms, String(params.id ?? '')).catch(failAdminScreen({ request, context }));
  return new Response(file.body, {
    headers: { 'Content-Type': file.contentType, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' },
  });
}
