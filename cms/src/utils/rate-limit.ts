import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis, type RedisConnection } from './redis';

export interface RateLimitOptions {
  /** Names this limiter's counters (in Redis, after the shop's key prefix); two limiters never share one. */
  name: string;
  /** Attempts allowed per key and window. */
  limit: number;
  windowSeconds: number;
}

/**
 * A fixed-window counter per key: the first attempt opens a window of `windowSeconds` for that key,
 * and attempts past `limit` in it are refused. With Redis (REDIS_URL) the counters are shared by
 * every CMS process of the shop; without it, or while Redis is unreachable, each process counts in
 * its own memory. Redis trouble never fails the call: it falls back to memory (the connection logs
 * the outage once), so a request never waits for, or breaks on, a dead Redis.
 */
export class RateLimiter {
  private readonly limit: number;
  private readonly memory: RateLimiterMemory;
  private readonly shared: RateLimiterRedis | null;

  constructor(
    { name, limit, windowSeconds }: RateLimitOptions,
    private readonly redis: RedisConnection | null = sharedRedis(),
  ) {
    this.limit = limit;
    this.memory = new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds });
    this.shared =
      redis &&
      new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix: `${redis.keyPrefix}rate:${name}`,
        points: limit,
        duration: windowSeconds,
        // Not connected: fail at once (and count in memory) rather than send into a dead socket.
        rejectIfRedisNotReady: true,
      });
  }

  /** Counts one attempt for `key`; false once the key is over its limit for the current window. */
  attempt(key: string): Promise<boolean> {
    return this.withStore((store) =>
      store.consume(key).then(
        () => true,
        (rejection: unknown) => {
          // A RateLimiterRes rejection means "over the limit"; anything else is a store failure.
          if (rejection instanceof RateLimiterRes) return false;
          throw rejection;
        },
      ),
    );
  }

  /** Whether `key` is already over its limit in the current window, without counting an attempt. */
  isOver(key: string): Promise<boolean> {
    return this.withStore(async (store) => {
      const counter = await store.get(key);
      // The memory store drops an ended window on a timer, so it may still hand one back right at its end.
      return counter !== null && counter.msBeforeNext > 0 && counter.consumedPoints >= this.limit;
    });
  }

  /** Runs `operation` on Redis when it is usable, else (or when it fails) on this process's memory. */
  private async withStore<T>(operation: (store: RateLimiterAbstract) => Promise<T>): Promise<T> {
    if (this.shared && this.redis) {
      if (await this.redis.usable()) {
        try {
          const result = await operation(this.shared);
          this.redis.reportUp();
          return result;
        } catch (error) {
          this.redis.reportDown(error instanceof Error ? error : new Error(String(error)));
        }
      } else {
        this.redis.reportDown(new Error(`connection ${this.redis.client.status}`));
      }
    }
    return operation(this.memory);
  }
}
