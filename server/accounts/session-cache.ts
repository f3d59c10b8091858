import type { ChangeFeed } from '../db/change-feed.js';
import { FeedCache } from '../db/feed-cache.js';
import type { SessionAccountRow } from './tables.js';

/** The change-feed topic of everything a session's row shows, keyed by user id (triggers in migrations.ts). */
export const ACCOUNT_TOPIC = 'account';

/**
 * 10,000 sessions of about 0.5 KB each: some 5 MB per instance, more than the sessions active within a minute at
 * today's traffic. A minute's age limit bounds what a missed notification could cost even if the feed's own checks
 * failed to see the loss.
 */
export const SESSION_CACHE_LIMITS = { maxEntries: 10_000, maxAgeMs: 60_000 };

export type SessionCache = FeedCache<SessionAccountRow>;

const caches = new WeakMap<ChangeFeed, SessionCache>();

/** The session cache of an instance (one per change feed), keyed by token hash; none without a feed. */
export function sessionCacheOf(feed: ChangeFeed | undefined): SessionCache | undefined {
  if (!feed) return undefined;
  let cache = caches.get(feed);
  if (!cache) {
    cache = new FeedCache({ feed, topic: ACCOUNT_TOPIC, groupOf: (row) => row.user_id, ...SESSION_CACHE_LIMITS });
    caches.set(feed, cache);
  }
  return cache;
}
