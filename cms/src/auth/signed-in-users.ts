/**
 * The users behind bearer tokens, kept in memory so a signed-in request (an order, an order page)
 * reads the user's row (and her ended sessions) once per USER_CACHE_SECONDS instead of once per
 * request (issue 24).
 *
 * Never a stale permission: every write to a user (a password reset or change bumping the token
 * version, the panel blocking a user or making an admin, a profile or measurements save) and every
 * ended session (a sign-out, issue 36) empties the
 * cache in this process at once and again when its transaction commits (a request reading the old
 * row in between must not keep it), and, with REDIS_URL, in every other CMS process by a pub/sub
 * message after the commit. While this process is not subscribed (Redis unreachable, or not yet), it
 * reads the row every time instead: another process's reset could be missed meanwhile.
 */
import { MemoryCache, SUBSCRIBER_OPTIONS, followChannel, redisKeyPrefix, type FollowLog } from '@pointe/config';
import type { Core } from '@strapi/strapi';
import { Redis } from 'ioredis';
import { sharedRedis } from '../utils/redis';
import { ENDED_SESSION_UID, USER_UID, type KnownUser } from './authenticate';

const WRITE_EVENTS = ['afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'] as const;

type Env = Readonly<Record<string, string | undefined>>;

export function usersChannel(env: Env): string {
  return `${redisKeyPrefix(env)}users-changed`;
}

/** Seconds a user's row is kept; 0 turns the cache off. */
export function userCacheSeconds(env: Env): number {
  const seconds = Number(env.USER_CACHE_SECONDS ?? 30);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 30;
}

export class SignedInUsers {
  readonly #cache: MemoryCache<KnownUser> | undefined;
  #trusted: boolean;
  #subscriber: Redis | undefined;
  #announce: (() => void) | undefined;

  constructor(log: FollowLog, env: Env = process.env) {
    const seconds = userCacheSeconds(env);
    this.#cache = seconds > 0 ? new MemoryCache<KnownUser>({ max: 10_000, ttlMs: seconds * 1000 }) : undefined;
    const redisUrl = env.REDIS_URL?.trim();
    // Alone (no REDIS_URL: `npm start`), this process sees every write itself.
    this.#trusted = !redisUrl;
    if (this.#cache && redisUrl) {
      const channel = usersChannel(env);
      const connection = sharedRedis();
      this.#announce = () => {
        connection?.client.publish(channel, String(Date.now())).catch(() => undefined);
      };
      this.#subscriber = new Redis(redisUrl, SUBSCRIBER_OPTIONS);
      followChannel(this.#subscriber, channel, () => this.#cache?.clear(), log, {
        what: "this CMS process's signed-in users",
        changes: 'password resets and user changes',
        listening: (on) => {
          this.#trusted = on;
        },
      });
    }
  }

  /** The user with this id, from memory when it is there and can be trusted, else from `load`. */
  async user(id: number, load: () => Promise<KnownUser | null>): Promise<KnownUser | null> {
    const cache = this.#cache;
    if (!cache || !this.#trusted) return load();
    const key = String(id);
    const kept = cache.get(key);
    if (kept) return kept;
    const generation = cache.generation;
    const user = await load();
    // Read before a user write emptied the cache: answered, not kept.
    if (user) cache.set(key, user, generation);
    return user;
  }

  /** A user was written (some user: resets update by token, not by id): forget them all, here and elsewhere. */
  changed(): void {
    this.#cache?.clear();
  }

  /** After the write committed: forget again (a read may have come between) and tell the other processes. */
  committed(): void {
    this.#cache?.clear();
    this.#announce?.();
  }

  close(): void {
    this.#subscriber?.disconnect();
  }
}

let running: SignedInUsers | undefined;

/** Starts this process's cache (Strapi's bootstrap) and follows every write to users. */
export function startSignedInUsers(strapi: Core.Strapi): void {
  running = new SignedInUsers(strapi.log);
  followUserWrites(strapi, running);
}

/** The running cache; undefined before bootstrap and after stopSignedInUsers (then every read goes to the database). */
export function signedInUsers(): SignedInUsers | undefined {
  return running;
}

export function stopSignedInUsers(): void {
  running?.close();
  running = undefined;
}

/**
 * Follows every write to users through Strapi's query engine (the account service, the panel, the
 * seed), and every session ended (a sign-out writes a row of ended sessions).
 */
function followUserWrites(strapi: Core.Strapi, users: SignedInUsers): void {
  const written = async () => {
    users.changed();
    if (!strapi.db.inTransaction()) {
      users.committed();
      return;
    }
    // Nested in the running transaction: this only registers the callback on it.
    await strapi.db.transaction(async ({ onCommit }) => {
      onCommit(() => users.committed());
    });
  };
  strapi.db.lifecycles.subscribe({ models: [USER_UID], ...Object.fromEntries(WRITE_EVENTS.map((action) => [action, written])) });
  strapi.db.lifecycles.subscribe({ models: [ENDED_SESSION_UID], afterCreate: written });
}
