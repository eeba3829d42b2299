/**
 * "The catalogue changed": the one event the CMS announces after every committed product or category
 * write, and what the storefront and CMS processes agree on to hear it (docs/decisions/007). With
 * Redis it is a pub/sub message on `catalogueChannel(env)`; without Redis the CMS posts to the
 * storefront's `CATALOGUE_CHANGED_PATH` with the shared secret in `CATALOGUE_SECRET_HEADER`.
 */

/** The storefront's internal endpoint (never a public page: a load balancer should not route it). */
export const CATALOGUE_CHANGED_PATH = '/internal/catalogue-changed';

/** The header carrying CATALOGUE_NOTIFY_SECRET on that request. */
export const CATALOGUE_SECRET_HEADER = 'x-catalogue-secret';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Keys and channels of this shop in a Redis that other shops (or test runs) may share:
 * REDIS_KEY_PREFIX, or one derived from the database, since processes that share a database are
 * one shop and two shops never share a database.
 */
export function redisKeyPrefix(env: Env): string {
  return env.REDIS_KEY_PREFIX || `pointe:${env.DATABASE_NAME || 'pointe'}:`;
}

export function catalogueChannel(env: Env): string {
  return `${redisKeyPrefix(env)}catalogue-changed`;
}

/**
 * The ioredis options of a connection used only to follow the channel (the CMS's and the storefront's).
 *
 * `enableReadyCheck: false`: ioredis's ready check sends INFO once the socket connects, but a command
 * that Redis accepts while loading (SUBSCRIBE is one) may already be on the wire by then, and once a
 * SUBSCRIBE is answered the connection is in subscriber mode, where ioredis refuses INFO ("Connection in
 * subscriber mode, only subscriber commands may be used"), treats that as a failed ready check, and
 * drops and remakes the connection. Under load (ioredis reads its package.json between connecting and
 * the check) that window is wide. The check only waits for Redis to finish loading its data set, which
 * pub/sub does not need, so this connection goes without it: no command but SUBSCRIBE ever goes on it.
 * `autoResubscribe: false`: followCatalogueChanges subscribes on every `ready` itself (and clears after).
 * `maxRetriesPerRequest: null` and the retry strategy: it keeps reconnecting for as long as the process runs.
 */
export const SUBSCRIBER_OPTIONS = {
  connectTimeout: 1000,
  enableReadyCheck: false,
  autoResubscribe: false,
  maxRetriesPerRequest: null,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 2000),
};

/** What following the channel needs of a Redis connection (an ioredis client, dedicated to it, made with SUBSCRIBER_OPTIONS). */
export interface ChannelSubscriber {
  on(event: 'ready', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  subscribe(channel: string): Promise<unknown>;
}

export interface FollowLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * Calls `clear` on every message on `channel`, and once more each time the connection is (re)made
 * and subscribed: pub/sub keeps no messages for a subscriber that was away, so after a gap the only
 * safe assumption is that something changed. The subscription is made only on `ready`, every time
 * (the client must not resubscribe by itself), and the clear follows the subscription's answer, so
 * no change falls between the two. The `error` listener is always there, so a failed connection is
 * never an unhandled error event. An outage is logged once, and its end once. `listening(true)` once
 * subscribed, `listening(false)` when the connection fails: a cache that must never serve a changed
 * value can stop trusting itself meanwhile.
 */
export function followChannel(
  subscriber: ChannelSubscriber,
  channel: string,
  clear: (message?: string) => void,
  log: FollowLog,
  { what, changes, listening }: { what: string; changes: string; listening?: (on: boolean) => void },
): void {
  let down = false;
  subscriber.on('message', (from, message) => {
    if (from === channel) clear(message);
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        clear();
        listening?.(true);
        if (down) log.info(`Redis is reachable again: ${what} follows ${changes} again (and was emptied in case it missed some).`);
        down = false;
      },
      // The connection dropped again before the answer; the next `ready` subscribes again.
      () => undefined,
    );
  });
  subscriber.on('error', (error) => {
    listening?.(false);
    if (down) return;
    down = true;
    log.warn(`Redis is unreachable (${error.message}): ${what} misses ${changes} until it is back, and relies on its cache times meanwhile.`);
  });
}

/** `followChannel` for "the catalogue changed" (every storefront and CMS process). */
export function followCatalogueChanges(subscriber: ChannelSubscriber, channel: string, clear: () => void, log: FollowLog, what: string): void {
  followChannel(subscriber, channel, () => clear(), log, { what, changes: 'catalogue changes' });
}
