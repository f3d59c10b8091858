import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// The plugin's own stores (not exported from its entry point): the same counting, in Redis or in this process.
const require = createRequire(import.meta.url);
type Incr = FastifyRateLimitStore['incr'];
/** The plugin's stores also read a count without adding to it (`{ increment: false }`); its types leave `read` out. */
interface ReadableStore extends FastifyRateLimitStore {
  read: Incr;
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): ReadableStore;
}
type StoreClass = new (...args: unknown[]) => ReadableStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass;

/** Counters shared through Redis while it answers, counted in this instance's memory while it does not. */
class SharedOrLocalStore implements ReadableStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: ReadableStore,
    private readonly local: ReadableStore,
    private readonly onRedisFailure: (error: Error) => void,
  ) {}

  incr(...args: Parameters<Incr>): void {
    this.#counted('incr', ...args);
  }

  /** The count without adding to it (a limit counted only on some outcomes, such as wrong operator tokens). */
  read(...args: Parameters<Incr>): void {
    this.#counted('read', ...args);
  }

  /** `how` in Redis while it answers, in this instance's memory while it does not (or when Redis fails this call). */
  #counted(how: 'incr' | 'read', ...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    if (this.redis.status !== 'ready') return this.local[how](key, callback, timeWindow, max);
    this.shared[how](
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onRedisFailure(error);
        this.local[how](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): ReadableStore {
    // A limit made with app.createRateLimit (the ceilings) belongs to no route: the plugin's Redis store would name its
    // keys after an undefined method and url (`lokasi-rl:undefinedundefined-ceiling:…`).
    const { routeInfo } = routeOptions as { routeInfo?: { method?: string } };
    const named = routeInfo?.method ? routeOptions : { ...routeOptions, routeInfo: { ...routeInfo, method: 'ANY', url: '' } };
    return new SharedOrLocalStore(this.redis, this.shared.child(named), this.local.child(named), this.onRedisFailure);
  }
}

/**
 * A store for @fastify/rate-limit that never stops counting: the plugin's `skipOnError` would switch every limit off
 * while Redis is down (an attacker who can slow Redis gets unlimited calls). Without Redis each instance counts on its
 * own, so N instances allow at most N times a limit until Redis is back.
 */
export function sharedOrLocalStore(redis: Redis, nameSpace: string, onRedisFailure: (error: Error) => void): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    // Our limits use fixed windows: neither continueExceeding nor exponentialBackoff.
    constructor() {
      super(redis, new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false), onRedisFailure);
    }
  };
}

/**
 * Gives Redis a moment to connect at start, so an instance shares its counters from its first request; a Redis that
 * is down does not hold the start (the instance counts on its own until Redis is back).
 */
export async function redisReadyOrTimeout(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.on('ready', onReady);
  });
}
