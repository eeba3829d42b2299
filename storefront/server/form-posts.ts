// The pages' actions read their input with `request.formData()`, which throws on a body that is not a
// form (JSON, text…): a 500 with the error page. Browsers post forms only (and Remix submits forms), so
// any other body is a stranger's, refused here with a 415 before the app sees it (an empty one is left as it is). (A form of any depth
// or size is fine: formData() parses flat fields without recursion, and the actions refuse with a 400.)
import type { RequestHandler } from 'express';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** The requests an action answers; a loader never reads a body. */
const ACTION_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function refuseNonFormBodies(): RequestHandler {
  return (req, res, next) => {
    if (!ACTION_METHODS.has(req.method) || req.get('content-length') === '0') return next();
    // Express's req.is (type-is): null when there is no body at all, false for a body of another type.
    if (req.is(FORM_TYPES) !== false) return next();
    res.status(415).type('text/plain').send('Pages take form posts only.');
  };
}
