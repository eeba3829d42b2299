/**
 * "The catalogue changed" (docs/decisions/007-catalogue-invalidation.md): every committed product or
 * category write, whoever makes it (the Strapi panel, the shop's /api admin calls, the seed, a bulk
 * import through Strapi's query engine), empties this process's search counts at once and is announced
 * to the other processes: on Redis pub/sub when REDIS_URL is set (every storefront and CMS process
 * listens), else over HTTP to the one storefront. Bursts (a seed, an import) are coalesced into at
 * most one announcement per COALESCE_MS.
 */
import {
  CATALOGUE_CHANGED_PATH,
  CATALOGUE_SECRET_HEADER,
  DEFAULT_STOREFRONT_URL,
  SUBSCRIBER_OPTIONS,
  catalogueChannel,
  followCatalogueChanges,
  type FollowLog,
} from '@pointe/config';
import type { Core } from '@strapi/strapi';
import { Redis } from 'ioredis';
import { CATEGORY_UID, PRODUCT_UID } from '../api/product/services/product';
import { FAMILY_UID } from '../api/product/services/product-rows';
import { searchCounts } from '../api/product/services/search-counts';
import { SYNONYM_UID } from '../api/search-synonym/services/search-synonym';
import { SIZE_CHART_UID } from '../api/size-chart/services/size-chart';
import { GOVERNORATE_UID, ZONE_UID } from '../api/shipping/services/shipping';
import { sharedRedis, type RedisConnection } from '../utils/redis';

/** Short enough to stay far inside the shop's one-second promise, long enough to fold a seed's writes together. */
export const COALESCE_MS = 100;
/** A storefront that does not answer within this long is given up on (its caches' times take over). */
const NOTIFY_TIMEOUT_MS = 2000;

// A family's products are listed on each of its pages, so a family's write changes them too; the
// product pages' size guides are catalogue reads, so a size chart's write does too. The shipping
// zones are read through the same cache (the checkout's governorates and fees): a fee changed in the
// admin page or the panel reaches every storefront as a catalogue change does. A search synonym changes
// what searches find (the CMS's vocabulary, the storefront's kept searches).
const CATALOGUE_MODELS = [PRODUCT_UID, CATEGORY_UID, FAMILY_UID, SIZE_CHART_UID, ZONE_UID, GOVERNORATE_UID, SYNONYM_UID];
const WRITE_EVENTS = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'] as const;

/**
 * Throttles announcements: the first change is announced at once, later ones within the window are
 * folded into one announcement at its end. Announcements go out one after another, never two at once.
 */
export class Coalescer {
  private timer: NodeJS.Timeout | undefined;
  private pending = false;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly announce: () => Promise<void>,
    private readonly windowMs = COALESCE_MS,
  ) {}

  changed(): void {
    if (this.timer) {
      this.pending = true;
      return;
    }
    this.send();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.pending) this.changed();
    }, this.windowMs);
    // A change waiting for its window must not keep a script alive; close() sends it.
    this.timer.unref();
  }

  /** Sends the change waiting for its window, if any, and waits for every announcement under way. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending) this.send();
    await this.sending;
  }

  private send(): void {
    this.pending = false;
    // Announcers log their own failures; one failing must not stop the next.
    this.sending = this.sending.then(this.announce).catch(() => undefined);
  }
}

/** Warns once per outage, and says when it is over. */
class OutageLog {
  private down = false;

  constructor(
    private readonly log: FollowLog,
    private readonly recovered: string,
  ) {}

  failed(message: string): void {
    if (this.down) return;
    this.down = true;
    this.log.warn(message);
  }

  succeeded(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info(this.recovered);
  }
}

/** Publishes on the shop's channel through the process's shared Redis connection (it fails at once while Redis is down). */
export function redisAnnouncer(connection: RedisConnection, channel: string, log: FollowLog): () => Promise<void> {
  const outage = new OutageLog(log, 'Catalogue changes are announced on Redis again.');
  return async () => {
    try {
      await connection.client.publish(channel, String(Date.now()));
      outage.succeeded();
    } catch (error) {
      outage.failed(
        `Could not announce a catalogue change on Redis (${(error as Error).message}): the other processes show it once their caches expire. Logged once until Redis answers.`,
      );
    }
  };
}

/** Posts to the storefront's internal endpoint with the shared secret. */
export function httpAnnouncer(storefrontUrl: string, secret: string, log: FollowLog, fetchImpl: typeof fetch = fetch): () => Promise<void> {
  const endpoint = new URL(CATALOGUE_CHANGED_PATH, storefrontUrl).href;
  const outage = new OutageLog(log, `The storefront at ${endpoint} hears catalogue changes again.`);
  const warning = (why: string) =>
    `Could not tell the storefront at ${endpoint} that the catalogue changed (${why}): it shows changes once its caches expire. Logged once until it answers.`;
  // Until the storefront has answered once, a refused connection is the usual start-up order (the CMS
  // first, its seed announcing, then the storefront, which starts with empty caches): no warning.
  let answeredOnce = false;
  let toldNotYet = false;
  return async () => {
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { [CATALOGUE_SECRET_HEADER]: secret },
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      });
      answeredOnce = true;
      if (response.status === 204) outage.succeeded();
      else outage.failed(warning(`answer ${response.status}; is CATALOGUE_NOTIFY_SECRET the same for both?`));
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      if (!answeredOnce && cause === 'ECONNREFUSED') {
        if (!toldNotYet) log.info(`The storefront at ${endpoint} is not running yet: it will start with empty caches.`);
        toldNotYet = true;
        return;
      }
      outage.failed(warning(cause ?? (error as Error).message));
    }
  };
}

export interface CatalogueEvents {
  /** A catalogue write committed (or happened outside a transaction). */
  changed(): void;
  /** Announces what is waiting, then stops listening (Strapi's destroy). */
  close(): Promise<void>;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Chooses the transport from the environment and starts listening (with Redis). */
export function createCatalogueEvents(log: FollowLog, env: Env = process.env): CatalogueEvents {
  const redisUrl = env.REDIS_URL?.trim();
  let subscriber: Redis | undefined;
  let announce: (() => Promise<void>) | undefined;
  if (redisUrl) {
    const channel = catalogueChannel(env);
    const connection = sharedRedis();
    if (connection) announce = redisAnnouncer(connection, channel, log);
    // Pub/sub takes a connection of its own (a subscribed connection can send nothing else).
    subscriber = new Redis(redisUrl, SUBSCRIBER_OPTIONS);
    followCatalogueChanges(subscriber, channel, () => searchCounts.clear(), log, 'this CMS process (its search counts)');
  } else if (env.CATALOGUE_NOTIFY_SECRET) {
    announce = httpAnnouncer(env.STOREFRONT_INTERNAL_URL || env.STOREFRONT_URL || DEFAULT_STOREFRONT_URL, env.CATALOGUE_NOTIFY_SECRET, log);
  } else {
    log.info('CATALOGUE_NOTIFY_SECRET is not set: the storefront is not told about catalogue changes and shows them once its caches expire.');
  }
  const coalescer = announce ? new Coalescer(announce) : undefined;
  return {
    changed() {
      searchCounts.clear();
      coalescer?.changed();
    },
    async close() {
      await coalescer?.flush();
      subscriber?.disconnect();
    },
  };
}

/**
 * Follows every write to products and categories through Strapi's query engine (which the document
 * service, the content manager and the seed all go through). A write inside a transaction counts
 * once the transaction commits: announced earlier, a storefront could reload the old rows and keep
 * them; a rolled-back write changes nothing.
 */
export function followCatalogueWrites(strapi: Core.Strapi, events: CatalogueEvents): void {
  const afterCommit = async () => {
    if (!strapi.db.inTransaction()) {
      events.changed();
      return;
    }
    // Nested in the running transaction: this only registers the callback on it.
    await strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => events.changed());
    });
  };
  strapi.db.lifecycles.subscribe({ models: CATALOGUE_MODELS, ...Object.fromEntries(WRITE_EVENTS.map((action) => [action, afterCommit])) });
}
