import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirectWithError } from 'remix-toast';
import { courierDocumentsForm, firstIssue, refusalJson } from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';
import { localePath, unlocalisedPath } from '~/i18n/locale';
import { CmsError } from '~/lib/cms.server';
import { requireAdmin } from '~/lib/session.server';
import { courierFile } from '~/models/courier-documents.server';

/**
 * GET /admin/orders/documents?kind=labels|slips|export&ids=…: the courier form of /admin/orders (a
 * plain GET form, so it works without JavaScript). Streams the CMS's file with its type and name;
 * a refusal (nothing ticked, no confirmed order to export) goes back to the list with a toast.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cms } = await requireAdmin({ request, context });
  const url = new URL(request.url);
  // Back to the list the form was on: only the admin orders page, in this page's language.
  const back = unlocalisedPath(url.searchParams.get('back') ?? '');
  const list = localePath(context.locale, back.startsWith('/admin/orders?') ? back : '/admin/orders');
  const form = courierDocumentsForm.safeParse({ ids: url.searchParams.getAll('ids'), kind: url.searchParams.get('kind') ?? undefined });
  if (!form.success) return redirectWithError(list, errorTextFor(context.locale, refusalJson(firstIssue(form.error))));
  try {
    const file = await courierFile(cms, form.data);
    return new Response(file.body, {
      headers: { 'Content-Type': file.contentType, 'Content-Disposition': file.disposition, 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) return redirectWithError(list, errorTextFor(context.locale, error.refusal));
    throw error;
  }
}
