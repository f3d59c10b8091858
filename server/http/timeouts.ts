import type { ServerOptions } from 'node:http';
import type { Config } from '../config.js';

/**
 * A silent connection is closed after this long. Above Fastify's 72 s keep-alive (which closes idle kept-alive
 * connections first, after load balancers' usual 60 s) and above any handler's time, so it only ends dead clients.
 */
const IDLE_CONNECTION_MS = 90_000;

/**
 * Node checks request deadlines on a timer; checking 4 times per deadline (at most once a second) cuts a slow client
 * at most a quarter of the deadline late.
 */
const checkingIntervalMs = (requestTimeoutMs: number) => Math.min(1000, Math.ceil(requestTimeoutMs / 4));

/**
 * Timeouts that stop a slow client holding a connection: the whole request (headers and body) must arrive within
 * REQUEST_TIMEOUT_MS (30 s by default; a phone on 2G at 50 kbit/s sends the largest accepted body, 256 KiB, in about
 * 42 s, but every body the app sends is under 64 KiB: 10 s), or Node answers 408 and closes the connection.
 */
export function serverTimeouts(config: Pick<Config, 'requestTimeoutMs'>): { requestTimeout: number; connectionTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: IDLE_CONNECTION_MS,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalMs(config.requestTimeoutMs),
    },
  };
}
