import type { ChangeFeed } from '../db/change-feed.js';
import { FeedCache } from '../db/feed-cache.js';
import type { AreaQuery, ReportKind } from '../../contracts/area.js';

/** Change-feed topics of the area tables (triggers in migrations.ts): a saved query by its id, unlocks by user id. */
export const QUERY_TOPIC = 'area_query';
export const UNLOCK_TOPIC = 'area_unlock';

export type SavedQuery = AreaQuery & { ownerId: string | null; isExample: boolean };
/** A user's unlocks as `unlockKey`s. */
export interface UserUnlocks {
  userId: string;
  keys: ReadonlySet<string>;
}
export const unlockKey = (queryId: string, report: ReportKind): string => `${queryId}:${report}`;

/**
 * What every report read asks before its cached answer: the query row and the reader's unlocks. A saved query never
 * changes (it is only deleted) and an unlock is permanent, so these rows are kept until the feed announces a change.
 * Some 0.3 KB a query and a user: 20,000 of each is about 12 MB per instance. The age limit bounds what a
 * notification missed without the feed noticing could cost.
 */
export const SAVED_QUERY_CACHE_LIMITS = { maxEntries: 20_000, maxAgeMs: 10 * 60_000 };

export interface SavedQueryCaches {
  queries: FeedCache<SavedQuery>;
  unlocks: FeedCache<UserUnlocks>;
}

const caches = new WeakMap<ChangeFeed, SavedQueryCaches>();

/** The saved-query caches of an instance (one set per change feed); none without a feed. */
export function savedQueryCachesOf(feed: ChangeFeed | undefined): SavedQueryCaches | undefined {
  if (!feed) return undefined;
  let found = caches.get(feed);
  if (!found) {
    found = {
      queries: new FeedCache({ feed, topic: QUERY_TOPIC, groupOf: (q) => q.id, ...SAVED_QUERY_CACHE_LIMITS }),
      unlocks: new FeedCache({ feed, topic: UNLOCK_TOPIC, groupOf: (u) => u.userId, ...SAVED_QUERY_CACHE_LIMITS }),
    };
    caches.set(feed, found);
  }
  return found;
}

/**
 * `read`'s row from `cache` when it holds one the feed vouches for, else from the database (and kept, unless a change
 * of the topic arrived while it was read). Absent rows are not kept: an id is unguessable, so nobody asks before it exists.
 */
export async function readThrough<V>(cache: FeedCache<V> | undefined, key: string, read: () => Promise<V | null>): Promise<V | null> {
  const hit = cache?.get(key, Date.now());
  if (hit !== undefined) return hit;
  const ticket = cache?.ticket();
  const value = await read();
  if (cache && value !== null) cache.store(key, value, Date.now(), ticket!);
  return value;
}
