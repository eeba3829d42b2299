// The same-origin proxy to the media library (/uploads): product pictures are served from the
// shop's own origin, read from the CMS (local uploads) or from the bucket (UPLOAD_PROVIDER=s3). That origin is what the shop's CSP trusts (`script-src 'self'`), so whatever
// else sits in the media library (an old upload, a file an editor added in the panel) must never
// come out of here as a page or a script: only raster pictures are passed on, and every answer
// carries headers that keep a browser from running or sniffing it.
import http from 'node:http';
import https from 'node:https';
import type { RequestHandler, Response } from 'express';
import { PICTURE_MIME_TYPES } from '@pointe/config';

/** The picture types the CMS accepts (decided there by the bytes); anything else stored is answered 404 here. */
const SERVED_TYPES: readonly string[] = PICTURE_MIME_TYPES;

/** On every /uploads answer: never a document that runs anything, never sniffed, shown (not downloaded). */
export const MEDIA_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Content-Disposition': 'inline',
  'X-Content-Type-Options': 'nosniff',
} as const;

const UPSTREAM_TIMEOUT_MS = 30_000;

/** The picture type of a stored file's Content-Type header (from the CMS or the bucket), or undefined when it is not one we serve. */
export function pictureType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type && SERVED_TYPES.includes(type) ? type : undefined;
}

/** A path that leaves the folder once decoded (`..`, backslashes), or that cannot be decoded. */
function leavesFolder(path: string): boolean {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\\') || decoded.includes('\0') || decoded.split('/').includes('..');
  } catch {
    return true;
  }
}

function refuse(res: Response, status: 404 | 502): void {
  res.status(status).type('text/plain').send(status === 404 ? 'Not Found' : 'Bad Gateway');
}

/**
 * Mounted with `app.use('/uploads', ...)`: every request under /uploads is answered here, with the
 * media headers, including the odd ones (a malformed escape, a POST) Express would otherwise answer
 * with a page of its own. `source` is the folder the pictures are read from: the CMS's `/uploads`, or
 * the bucket's public URL. `/uploads/<key>` is read as `<source>/<key>`, with the key as the shopper
 * sent it and never a query string: a bucket would take `?response-content-type=` or `?list-type=`
 * as instructions.
 */
export function mediaProxy(source: URL): RequestHandler {
  const client = source.protocol === 'https:' ? https : http;
  const port = source.port || (source.protocol === 'https:' ? 443 : 80);
  const folder = source.pathname.replace(/\/+$/, '');
  return (req, res) => {
    res.set(MEDIA_HEADERS);
    const key = req.path.replace(/^\/+/, '');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !key || leavesFolder(req.path)) return refuse(res, 404);
    const upstream = client.get(
      { host: source.hostname, port, path: `${folder}/${key}`, headers: { accept: req.get('accept') ?? '*/*' }, timeout: UPSTREAM_TIMEOUT_MS },
      (stored) => {
        const status = stored.statusCode ?? 502;
        const type = pictureType(stored.headers['content-type']);
        if (status !== 200 || !type) {
          stored.resume(); // the body is not passed on
          return refuse(res, status >= 500 ? 502 : 404);
        }
        res.status(200).set('Content-Type', type);
        for (const header of ['content-length', 'last-modified', 'etag']) {
          const value = stored.headers[header];
          if (typeof value === 'string') res.set(header, value);
        }
        // Uploaded files have content-hashed names, so they can be cached for a year.
        res.set('Cache-Control', 'public, max-age=31536000, immutable');
        stored.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('The picture store did not answer in time')));
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else refuse(res, 502);
    });
    // The shopper went away before the picture was sent: stop fetching it.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
  };
}
