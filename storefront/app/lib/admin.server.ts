import { redirectWithError } from 'remix-toast';
import { CmsError, throwAsResponse } from './cms.server';
import { signOutHeaders } from './session.server';

/**
 * For admin loaders and actions: when the CMS refuses the session (expired: 401, or no longer an
 * admin: 403), sign out and go to /signin; other refusals become the page's error.
 */
export async function adminFailure(error: unknown, request: Request): Promise<never> {
  if (error instanceof CmsError && (error.status === 401 || error.status === 403)) {
    const url = new URL(request.url);
    throw await redirectWithError(`/signin?redirect=${encodeURIComponent(url.pathname)}`, error.message, {
      headers: await signOutHeaders(request),
    });
  }
  return throwAsResponse(error);
}
