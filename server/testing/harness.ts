import { PassThrough } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, modules } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { openChangeFeed, type ChangeFeedOptions } from '../db/change-feed.js';
import type { AppContext, DomainModule } from '../module.js';
import type { TestDatabaseTarget } from './test-databases.js';

/** A clock tests move by hand (code expiry, month ends). */
export class TestClock {
  constructor(private ms = Date.parse('2026-11-21T10:00:00Z')) {}
  now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
  set(iso: string): void {
    this.ms = Date.parse(iso);
  }
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  handle: DatabaseHandle;
  clock: TestClock;
  /** Every log line written so far. */
  logs(): string;
  /** A fresh anonymous account's token. */
  anonymousToken(): Promise<string>;
  close(): Promise<void>;
}

export async function startTestApp(
  target: TestDatabaseTarget,
  env: NodeJS.ProcessEnv = {},
  existing?: DatabaseHandle,
  list: readonly DomainModule[] = modules,
  feedOptions: ChangeFeedOptions = {},
): Promise<TestApp> {
  const handle = existing ?? (await target.open());
  const clock = new TestClock();
  const config: Config = loadConfig({ LOG_LEVEL: 'info', ...env });
  const changes = await openChangeFeed(handle, { warn: () => undefined, ...feedOptions });
  const ctx: AppContext = { config, db: handle.db, dbKind: handle.kind, changes, now: clock.now };
  const stream = new PassThrough();
  let logText = '';
  stream.on('data', (chunk: Buffer) => {
    logText += chunk.toString();
  });
  const app = await buildApp(ctx, list, { logStream: stream, serveWeb: false });
  await app.ready();
  return {
    app,
    ctx,
    handle,
    clock,
    logs: () => logText,
    async anonymousToken() {
      const res = await app.inject({ method: 'POST', url: '/v1/auth/anonymous' });
      return (res.json() as { data: { token: string } }).data.token;
    },
    async close() {
      await app.close();
      await changes.close();
      if (!existing) await handle.close();
    },
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export function answer<T = any>(res: LightMyRequestResponse): Answer<T> {
  const body = res.json() as { code: number; msg: string; data: T };
  return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data };
}
