import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from './database.js';

/** The one channel every change notification travels on, as `topic:key` (see notifyChangesOf in change-triggers.ts). */
export const CHANGES_CHANNEL = 'lokasi_changes';
/** The feed's own topic: a marker it sends itself to learn that every change committed before it has arrived. */
const CAUGHT_UP_TOPIC = 'lokasi.caught-up';

/**
 * How any cache in any instance learns that rows changed. Triggers in the database announce every change, so no
 * write path can forget to; the feed listens on a connection of its own and hands each change to its topic's
 * subscribers. While it is not listening (the connection dropped, not yet reconnected) a change may be missed, so a
 * cache must not answer from memory then: `onReset` tells it to forget everything, `isLive` whether it may cache.
 */
export interface ChangeFeed {
  /** Calls `listener` with the key of every change announced under `topic`. Returns the unsubscribe function. */
  subscribe(topic: string, listener: (key: string) => void): () => void;
  /** Calls `listener` whenever the feed stops listening: changes from then until it listens again are not delivered. */
  onReset(listener: () => void): () => void;
  /** Whether the feed is listening now, i.e. every change committed from now on will be delivered. */
  isLive(): boolean;
  /**
   * Resolves once every change committed before the call has been delivered here (or the feed gave up listening and
   * reset, which equally leaves no cache holding an older row). Bounded: a marker lost for longer counts as a drop.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  /** First wait before reconnecting; it doubles up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** How long `caughtUp` waits for its marker before the connection counts as broken. */
  caughtUpTimeoutMs?: number;
  /** How often the feed checks, with a marker, that its connection still delivers (a half-open TCP connection says nothing). */
  heartbeatMs?: number;
  /** How the connection shows in pg_stat_activity (a test tells two instances' feeds apart by it). */
  applicationName?: string;
  warn?: (message: string) => void;
}

const defaults: Required<ChangeFeedOptions> = {
  firstRetryMs: 100,
  maxRetryMs: 5_000,
  caughtUpTimeoutMs: 2_000,
  heartbeatMs: 10_000,
  applicationName: 'lokasi-change-feed',
  warn: (message) => console.warn(`change feed: ${message}`),
};

/** Subscribers by topic and reset listeners: what both engines' feeds share. */
abstract class Dispatcher {
  readonly #topics = new Map<string, Set<(key: string) => void>>();
  readonly #resets = new Set<() => void>();

  subscribe(topic: string, listener: (key: string) => void): () => void {
    let listeners = this.#topics.get(topic);
    if (!listeners) this.#topics.set(topic, (listeners = new Set()));
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  onReset(listener: () => void): () => void {
    this.#resets.add(listener);
    return () => this.#resets.delete(listener);
  }

  protected deliver(payload: string): void {
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const topic = payload.slice(0, colon);
    const key = payload.slice(colon + 1);
    for (const listener of this.#topics.get(topic) ?? []) listener(key);
  }

  protected reset(): void {
    for (const listener of this.#resets) listener();
  }
}

/**
 * PGlite is one database session in this thread: it delivers a trigger's notification while answering the query that
 * committed the change, before that query's promise resolves (change-feed.test.ts). Nothing can be missed while it
 * is open, so the feed is caught up at every moment.
 */
class PGliteChangeFeed extends Dispatcher implements ChangeFeed {
  #unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly pglite: PGlite) {
    super();
  }

  async start(): Promise<void> {
    this.#unlisten = await this.pglite.listen(CHANGES_CHANNEL, (payload) => this.deliver(payload));
  }

  isLive(): boolean {
    return this.#unlisten !== undefined && !this.pglite.closed;
  }

  async caughtUp(): Promise<void> {}

  async close(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = undefined;
    if (unlisten && this.pglite.ready) await unlisten();
  }
}

/**
 * PostgreSQL: LISTEN on a client of its own (a pool connection would be lent to queries and could be closed as idle).
 * Notifications are queued in commit order for every listener, so a marker the feed sends itself arrives after every
 * change committed before it was sent: that is `caughtUp`.
 */
class PostgresChangeFeed extends Dispatcher implements ChangeFeed {
  readonly #options: Required<ChangeFeedOptions>;
  #client: pg.Client | undefined;
  #live = false;
  #closed = false;
  #retryMs: number;
  #retryTimer: NodeJS.Timeout | undefined;
  readonly #heartbeat: NodeJS.Timeout;
  /** Callers waiting for the next marker, which is sent once the one in flight has arrived (one marker serves many). */
  #waiting: Array<() => void> = [];
  #inFlight: { nonce: string; done: () => void; timer: NodeJS.Timeout } | undefined;

  constructor(
    private readonly url: string,
    options: ChangeFeedOptions,
  ) {
    super();
    this.#options = { ...defaults, ...options };
    this.#retryMs = this.#options.firstRetryMs;
    this.#heartbeat = setInterval(() => void this.caughtUp(), this.#options.heartbeatMs).unref();
  }

  /** The first connection; when it fails the feed keeps trying in the background and caches stay off meanwhile. */
  async start(): Promise<void> {
    await this.#connect();
  }

  isLive(): boolean {
    return this.#live;
  }

  caughtUp(): Promise<void> {
    if (!this.#live) return Promise.resolve();
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      if (!this.#inFlight) this.#sendMarker();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#heartbeat);
    clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#drop();
    await client?.end().catch(() => undefined);
  }

  protected override deliver(payload: string): void {
    if (this.#inFlight && payload === `${CAUGHT_UP_TOPIC}:${this.#inFlight.nonce}`) this.#inFlight.done();
    else super.deliver(payload);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: this.#options.applicationName, keepAlive: true });
    this.#client = client;
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) this.deliver(message.payload);
    });
    client.on('error', (error) => this.#lost(client, error.message));
    client.on('end', () => this.#lost(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      this.#lost(client, (error as Error).message);
      return;
    }
    if (this.#client !== client) return;
    this.#live = true;
    this.#retryMs = this.#options.firstRetryMs;
  }

  #sendMarker(): void {
    const client = this.#client!;
    const waiting = this.#waiting;
    this.#waiting = [];
    const nonce = randomUUID();
    const timer = setTimeout(() => this.#lost(client, `no marker back within ${this.#options.caughtUpTimeoutMs} ms`), this.#options.caughtUpTimeoutMs);
    const done = () => {
      clearTimeout(timer);
      this.#inFlight = undefined;
      for (const resolve of waiting) resolve();
      if (this.#waiting.length && this.#live) this.#sendMarker();
    };
    this.#inFlight = { nonce, done, timer };
    client.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, `${CAUGHT_UP_TOPIC}:${nonce}`]).catch((error: Error) => this.#lost(client, error.message));
  }

  /** The connection is gone or cannot be trusted: caches forget everything, and the feed reconnects after a pause. */
  #lost(client: pg.Client, reason: string): void {
    if (this.#client !== client) return;
    const wasLive = this.#live;
    this.#drop();
    client.end().catch(() => undefined);
    if (wasLive) this.reset();
    if (this.#closed) return;
    this.#options.warn(`${reason}; caches are off until it listens again (retry in ${this.#retryMs} ms)`);
    this.#retryTimer = setTimeout(() => void this.#connect(), this.#retryMs);
    this.#retryMs = Math.min(this.#retryMs * 2, this.#options.maxRetryMs);
  }

  /** Not listening: writers waiting for a marker may go on, since nothing is cached until the feed listens again. */
  #drop(): void {
    this.#client = undefined;
    this.#live = false;
    const inFlight = this.#inFlight;
    if (inFlight) inFlight.done();
    for (const resolve of this.#waiting.splice(0)) resolve();
  }
}

/** The change feed of a database: its own LISTEN connection on PostgreSQL, the embedded session's listener on PGlite. */
export async function openChangeFeed(handle: DatabaseHandle, options: ChangeFeedOptions = {}): Promise<ChangeFeed> {
  const feed = handle.kind === 'postgres' ? new PostgresChangeFeed(handle.url, options) : new PGliteChangeFeed(handle.pglite);
  await feed.start();
  return feed;
}
