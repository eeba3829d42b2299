// The pages' actions read their input with `request.formData()`, which throws on a body that is not a
// form (JSON, text…): a 500 with the error page. Browsers post forms only (and Remix submits forms), so
// any other body, or a post with no form type at all, is a stranger's: refused here with a 415 before the app sees it. (A form of any depth
// or size is fine: formData() parses flat fields without recursion, and the actions refuse with a 400.)
import type { RequestHandler } from 'express';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** The requests an action answers; a loader never reads a body. */
const ACTION_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function refuseNonFormBodies(): RequestHandler {
  return (req, res, next) => {
    if (!ACTION_METHODS.has(req.method)) return next();
    // By the declared type (its media type, without parameters): an empty form is still a form, and browsers and Remix always declare it.
    const mediaType = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (FORM_TYPES.includes(mediaType)) return next();
    res.status(415).type('text/plain').send('Pages take form posts only.');
  };
}
