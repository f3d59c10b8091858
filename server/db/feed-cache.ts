import type { ChangeFeed } from './change-feed.js';

export interface FeedCacheOptions<V> {
  feed: ChangeFeed;
  /** The change-feed topic whose keys name the groups to drop (see notifyChangesOf). */
  topic: string;
  /** The group a value belongs to: a change announced with that key drops every entry of the group. */
  groupOf(value: V): string;
  /** Least recently used entries make room beyond this many. */
  maxEntries: number;
  /** A second safety net beside the feed: no entry is used longer than this after it was read. */
  maxAgeMs: number;
}

/** What `read` gives back: the generation to hand to `store` once the database has answered. */
export type Ticket = number;

/**
 * Rows read from the database, kept in this process only while the change feed vouches for them: an announced change
 * drops its group, a feed reset drops everything, and nothing is used or stored while the feed is not listening.
 *
 * A read that raced a change must not be stored: `ticket()` is taken before the database is asked, and `store`
 * refuses the row when any change of the topic (or a reset) arrived in between, since the row may predate it.
 */
export class FeedCache<V> {
  readonly #entries = new Map<string, { value: V; group: string; storedAt: number }>();
  readonly #groups = new Map<string, Set<string>>();
  #generation = 0;

  constructor(private readonly options: FeedCacheOptions<V>) {
    options.feed.subscribe(options.topic, (group) => this.#dropGroup(group));
    options.feed.onReset(() => this.#clear());
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value cached under `key`, unless it is older than maxAgeMs at `nowMs` or the feed is not listening. */
  get(key: string, nowMs: number): V | undefined {
    if (!this.options.feed.isLive()) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (nowMs - entry.storedAt > this.options.maxAgeMs || nowMs < entry.storedAt) {
      this.delete(key);
      return undefined;
    }
    // Re-inserted at the end: the Map's order is the eviction order, least recently used first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  ticket(): Ticket {
    return this.#generation;
  }

  /** Keeps `value`, read from the database after `ticket` was taken, unless a change may have arrived since. */
  store(key: string, value: V, nowMs: number, ticket: Ticket): void {
    if (ticket !== this.#generation || !this.options.feed.isLive()) return;
    this.delete(key);
    const group = this.options.groupOf(value);
    this.#entries.set(key, { value, group, storedAt: nowMs });
    let keys = this.#groups.get(group);
    if (!keys) this.#groups.set(group, (keys = new Set()));
    keys.add(key);
    if (this.#entries.size > this.options.maxEntries) this.delete(this.#entries.keys().next().value!);
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    const keys = this.#groups.get(entry.group)!;
    keys.delete(key);
    if (!keys.size) this.#groups.delete(entry.group);
  }

  #dropGroup(group: string): void {
    this.#generation++;
    for (const key of this.#groups.get(group) ?? []) this.#entries.delete(key);
    this.#groups.delete(group);
  }

  #clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#groups.clear();
  }
}
