import { redisKeyPrefix as sharedKeyPrefix } from '@pointe/config';
import { Redis } from 'ioredis';

export interface RedisLogger {
  warn(message: string): void;
  info(message: string): void;
}

/** Strapi's logger once Strapi runs (global `strapi`), the console before that and in unit tests. */
const strapiLog = (): RedisLogger => (globalThis.strapi as { log?: RedisLogger } | undefined)?.log ?? console;
const defaultLogger: RedisLogger = { warn: (message) => strapiLog().warn(message), info: (message) => strapiLog().info(message) };

/** The first TCP connection (and each reconnection) gives up after this long: a black-holed host must not hang start-up. */
const CONNECT_TIMEOUT_MS = 1000;
/**
 * A command that gets no answer within this long fails, and the caller falls back to memory: a
 * stalled Redis costs a request at most this much. Loose enough for a busy event loop.
 */
const COMMAND_TIMEOUT_MS = 500;

/** host:port only: a REDIS_URL may carry a password, which must not reach the logs. */
function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * One connection to Redis that never makes a request wait for it: no offline queue (a command while
 * disconnected fails at once), commands in flight fail when the connection drops, and it keeps
 * reconnecting in the background. It logs once when Redis becomes unreachable and once when it is
 * back, however many requests fail in between.
 */
export class RedisConnection {
  readonly client: Redis;
  readonly keyPrefix: string;
  /** Settles on the first connection's outcome (ready or failed); requests never wait past it. */
  private readonly firstAttempt: Promise<void>;
  private readonly logger: RedisLogger;
  private readonly where: string;
  private down = false;

  constructor(url: string, options: { keyPrefix?: string; logger?: RedisLogger } = {}) {
    this.where = hostOf(url);
    this.keyPrefix = options.keyPrefix ?? redisKeyPrefix();
    this.logger = options.logger ?? defaultLogger;
    this.client = new Redis(url, {
      enableOfflineQueue: false,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // 0: commands in flight are failed as soon as the connection closes, not resent later.
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    });
    // Without an 'error' listener ioredis prints every failed reconnection; one line per outage is enough.
    this.client.on('error', (error: Error) => this.reportDown(error));
    this.client.on('ready', () => this.reportUp());
    this.firstAttempt = new Promise((resolve) => {
      const settle = () => {
        this.client.off('ready', settle).off('error', settle).off('end', settle);
        resolve();
      };
      this.client.on('ready', settle).on('error', settle).on('end', settle);
    });
  }

  /** Whether commands can go to Redis now; waits only for the first connection attempt (bounded by its timeout). */
  async usable(): Promise<boolean> {
    if (this.client.status !== 'ready') await this.firstAttempt;
    return this.client.status === 'ready';
  }

  /** A Redis call failed (or the connection did): warns once until Redis answers again. */
  reportDown(error: Error): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(
      `Redis at ${this.where} is unreachable (${error.message}): each CMS process keeps its own rate-limit counters in memory until Redis is back.`,
    );
  }

  /** A Redis call succeeded: ends the outage (and says so) if there was one. */
  reportUp(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.info(`Redis at ${this.where} is reachable again: rate limits are shared between processes again.`);
  }

  async close(): Promise<void> {
    if (this.client.status === 'end') return;
    try {
      if (this.client.status === 'ready') {
        await this.client.quit();
        return;
      }
    } catch {
      // Fall through: drop the socket instead.
    }
    this.client.disconnect();
  }
}

/** This shop's key prefix in Redis (REDIS_KEY_PREFIX, or one derived from the database: see @pointe/config). */
export function redisKeyPrefix(): string {
  return sharedKeyPrefix(process.env);
}

let shared: RedisConnection | null | undefined;

/** The process's one Redis connection, opened on first use; null when REDIS_URL is empty (everything stays in memory). */
export function sharedRedis(): RedisConnection | null {
  if (shared === undefined) {
    const url = process.env.REDIS_URL?.trim();
    shared = url ? new RedisConnection(url) : null;
  }
  return shared;
}

/** Closes the shared connection (Strapi's destroy); a later sharedRedis() opens a new one. */
export async function closeSharedRedis(): Promise<void> {
  const connection = shared;
  shared = undefined;
  await connection?.close();
}
