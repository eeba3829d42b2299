// Hearing "the catalogue changed" from the CMS (docs/decisions/007-catalogue-invalidation.md): on
// Redis pub/sub when REDIS_URL is set (every storefront process subscribes), else as a POST from the
// CMS to an internal endpoint guarded by a shared secret. Either way the catalogue cache and the page
// microcache are emptied, so the change shows on the next page view.
import { createHash, timingSafeEqual } from 'node:crypto';
import { CATALOGUE_SECRET_HEADER, SUBSCRIBER_OPTIONS, followCatalogueChanges, type FollowLog } from '@pointe/config';
import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';

/**
 * Compares in constant time whatever the lengths: both sides are hashed to 32 bytes first, so
 * neither the content nor the length of the secret leaks through the time taken.
 */
export function secretMatches(given: string | undefined, secret: string): boolean {
  if (!given || !secret) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * The internal endpoint. A POST with the right secret empties the caches (204). Anything else (no
 * secret configured, a wrong or missing one, another method) is the plain 404 of a page that does not
 * exist: nothing tells a stranger the endpoint is there, and no page is rendered for it. Mounted
 * before the CSRF check (the CMS sends no Origin; the secret is the proof) and never cached.
 */
export function catalogueChangedEndpoint(secret: string | undefined, clear: () => void): RequestHandler {
  return (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (secret && req.method === 'POST' && secretMatches(req.get(CATALOGUE_SECRET_HEADER), secret)) {
      clear();
      res.status(204).end();
      return;
    }
    res.status(404).type('text/plain').send('Not Found');
  };
}

/**
 * Subscribes to the shop's channel on a connection of its own (SUBSCRIBER_OPTIONS: no ready check on a
 * pub/sub connection); `clear` runs on every announcement and on every (re)connection.
 */
export function followCatalogueOnRedis(url: string, channel: string, clear: () => void, log: FollowLog = console): { close(): void } {
  const subscriber = new Redis(url, SUBSCRIBER_OPTIONS);
  followCatalogueChanges(subscriber, channel, clear, log, 'this storefront process (its catalogue and page caches)');
  return { close: () => subscriber.disconnect() };
}
