import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from './change-feed.js';
import { FeedCache } from './feed-cache.js';

/** A feed driven by hand: `announce` a change, `drop` the connection, `listen` again. */
function handFeed() {
  const topics = new Map<string, Array<(key: string) => void>>();
  const resets: Array<() => void> = [];
  let live = true;
  const feed: ChangeFeed = {
    subscribe: (topic, listener) => {
      topics.set(topic, [...(topics.get(topic) ?? []), listener]);
      return () => undefined;
    },
    onReset: (listener) => {
      resets.push(listener);
      return () => undefined;
    },
    isLive: () => live,
    caughtUp: async () => undefined,
    close: async () => undefined,
  };
  return {
    feed,
    announce: (topic: string, key: string) => topics.get(topic)?.forEach((listener) => listener(key)),
    drop: () => {
      live = false;
      resets.forEach((listener) => listener());
    },
    listen: () => {
      live = true;
    },
  };
}

interface Row {
  owner: string;
  n: number;
}

function cacheOf(hand: ReturnType<typeof handFeed>, maxEntries = 3) {
  return new FeedCache<Row>({ feed: hand.feed, topic: 'owner', groupOf: (row) => row.owner, maxEntries, maxAgeMs: 60_000 });
}

describe('FeedCache', () => {
  it('drops every entry of an announced group and nothing else', () => {
    const hand = handFeed();
    const cache = cacheOf(hand);
    cache.store('a1', { owner: 'a', n: 1 }, 0, cache.ticket());
    cache.store('a2', { owner: 'a', n: 2 }, 0, cache.ticket());
    cache.store('b1', { owner: 'b', n: 3 }, 0, cache.ticket());
    hand.announce('owner', 'a');
    hand.announce('other-topic', 'b');
    expect([cache.get('a1', 1), cache.get('a2', 1), cache.get('b1', 1)]).toEqual([undefined, undefined, { owner: 'b', n: 3 }]);
  });

  it('refuses a row read while a change of the topic arrived, since it may predate the change', () => {
    const hand = handFeed();
    const cache = cacheOf(hand);
    const ticket = cache.ticket();
    hand.announce('owner', 'someone');
    cache.store('a1', { owner: 'a', n: 1 }, 0, ticket);
    expect(cache.get('a1', 0)).toBeUndefined();
  });

  it('neither answers nor stores while the feed is not listening, and forgets everything when it drops', () => {
    const hand = handFeed();
    const cache = cacheOf(hand);
    cache.store('a1', { owner: 'a', n: 1 }, 0, cache.ticket());
    const ticket = cache.ticket();
    hand.drop();
    cache.store('b1', { owner: 'b', n: 2 }, 0, cache.ticket());
    expect(cache.get('a1', 0)).toBeUndefined();
    hand.listen();
    cache.store('a2', { owner: 'a', n: 3 }, 0, ticket);
    expect([cache.size, cache.get('a1', 0), cache.get('b1', 0)]).toEqual([0, undefined, undefined]);
  });

  it('evicts the least recently used entry beyond its size, and an entry older than its age limit', () => {
    const hand = handFeed();
    const cache = cacheOf(hand, 2);
    cache.store('a', { owner: 'a', n: 1 }, 0, cache.ticket());
    cache.store('b', { owner: 'b', n: 2 }, 0, cache.ticket());
    cache.get('a', 0);
    cache.store('c', { owner: 'c', n: 3 }, 0, cache.ticket());
    expect([cache.get('a', 0)?.n, cache.get('b', 0), cache.get('c', 0)?.n, cache.size]).toEqual([1, undefined, 3, 2]);
    expect(cache.get('a', 60_000)?.n).toBe(1);
    expect(cache.get('a', 60_001)).toBeUndefined();
  });
});
