import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { modules } from '../app.js';
import type { DomainModule } from '../module.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { freshIp } from '../testing/codes-helpers.js';
import { Codes, type CodeName } from '../../contracts/errors.js';
import { ApiError } from './envelope.js';
import { redisReadyOrTimeout } from './rate-limit-store.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  const ready = await redisReadyOrTimeout(probe, 1000);
  probe.disconnect();
  return ready;
}
const redisUp = await redisReachable();
if (!redisUp) console.warn(`[tests] limits shared through Redis are skipped: Redis is not reachable at ${REDIS_URL}.`);

/** A route that answers each refusal by name, to see the headers every 429 and 503 carries. */
const refusals: DomainModule = {
  name: 'refusals',
  dependsOn: [],
  routes(scope) {
    scope.get<{ Params: { name: CodeName } }>('/refusal/:name', async (request) => {
      throw new ApiError(request.params.name);
    });
  },
};

/** The code-send limit (10 per 10 minutes per client) counts before the body is read: an empty body is enough. */
const codeSend = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/codes', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, payload: {} });
const newAccount = (t: TestApp, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/v1/auth/anonymous', remoteAddress });
const forged = () => `${1 + Math.floor(Math.random() * 220)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

function expectLimited(res: LightMyRequestResponse): void {
  expect(answer(res)).toMatchObject({ status: 429, code: Codes.RATE_LIMITED.code });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

for (const target of testDatabaseTargets()) {
  describe(`limits no client can dodge (${target.name})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // One load balancer in front (10.255.0.1), as TRUST_PROXY=1 says.
      t = await startTestApp(target, { TRUST_PROXY: '1' }, undefined, [...modules, refusals]);
    });
    afterAll(() => t?.close());

    it('keys on the address the trusted proxy saw, not on a forged leftmost X-Forwarded-For', async () => {
      const client = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await codeSend(t, '10.255.0.1', `${forged()}, ${client}`)).statusCode);
      expect(statuses.every((s) => s === 400)).toBe(true);
      expectLimited(await codeSend(t, '10.255.0.1', `${forged()}, ${client}`));
      // Another client behind the same balancer has its own count.
      expect((await codeSend(t, '10.255.0.1', `${forged()}, ${freshIp()}`)).statusCode).toBe(400);
    });

    it('counts an IPv6 client by its /64, so rotating addresses inside it gains nothing', async () => {
      const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
      for (let i = 1; i <= 10; i++) expect((await codeSend(t, `${prefix}::${i.toString(16)}`)).statusCode).toBe(400);
      expectLimited(await codeSend(t, `${prefix}::beef`));
    });

    it('lets a carrier NAT address create 1,000 anonymous accounts an hour; the 1,001st waits', async () => {
      const nat = freshIp();
      const statuses = new Map<number, number>();
      for (let i = 0; i < 1000; i++) {
        const status = (await newAccount(t, nat)).statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });
      expectLimited(await newAccount(t, nat));
    }, 120_000);

    it('marks personal answers no-store and leaves public reads cacheable', async () => {
      const created = await newAccount(t, freshIp());
      expect(created.headers['cache-control']).toBe('no-store');
      const token = answer<{ token: string }>(created).data.token;
      const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('no-store');
      const countries = await t.app.inject({ method: 'GET', url: '/v1/geo/countries' });
      expect(countries.statusCode).toBe(200);
      expect(countries.headers['cache-control']).toBeUndefined();
    });

    it('sends Retry-After with every 429 and 503', async () => {
      const refusing = (Object.keys(Codes) as CodeName[]).filter((name) => Codes[name].status === 429 || Codes[name].status === 503);
      expect(refusing.length).toBeGreaterThanOrEqual(3);
      for (const name of refusing) {
        const res = await t.app.inject({ method: 'GET', url: `/v1/refusal/${name}` });
        expect([name, res.statusCode]).toEqual([name, Codes[name].status]);
        expect([name, Number(res.headers['retry-after'])]).toEqual([name, expect.any(Number)]);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    });
  });
}

describe('the anonymous sign-up ceiling, which no single host or network can spend', () => {
  const target = testDatabaseTargets()[0]!;
  // A ceiling of 100 an hour: each network (/24, /48) may spend a tenth, 10; an address no more than its network.
  const SHARE = 10;
  let t: TestApp;
  beforeAll(async () => {
    // Facing a network behind a balancer at 10.0.0.1, named by its range.
    t = await startTestApp(target, { HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/8', ANONYMOUS_ACCOUNTS_PER_HOUR: '100' });
  });
  afterAll(() => t?.close());

  const signUp = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/anonymous', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  async function tally(calls: number, call: (i: number) => Promise<LightMyRequestResponse>): Promise<Record<number, number>> {
    const statuses: Record<number, number> = {};
    for (let i = 0; i < calls; i++) {
      const { statusCode } = await call(i);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    }
    return statuses;
  }
  const throughBalancer = (client: string) => signUp('10.0.0.1', client);

  it('counts 1,000 rotated X-Forwarded-For values from one direct client as that client: one address\'s share', async () => {
    expect(await tally(1000, () => signUp('198.51.100.7', forged()))).toEqual({ 200: SHARE, 429: 1000 - SHARE });
    // Everybody else still signs up.
    expect((await throughBalancer('203.0.113.20')).statusCode).toBe(200);
  }, 120_000);

  it('gives a /24 one share, however many of its addresses take turns', async () => {
    expect(await tally(1000, (i) => throughBalancer(`192.0.2.${(i % 250) + 1}`))).toEqual({ 200: SHARE, 429: 1000 - SHARE });
    expect((await throughBalancer('192.0.3.1')).statusCode).toBe(200);
  }, 120_000);

  it('gives an IPv6 /48 one share across its /64s', async () => {
    expect(await tally(200, (i) => throughBalancer(`2001:db8:77:${i.toString(16)}::1`))).toEqual({ 200: SHARE, 429: 200 - SHARE });
    expect((await throughBalancer('2001:db8:78::1')).statusCode).toBe(200);
  }, 60_000);
});

describe('limits without a reachable Redis and across instances', () => {
  const target = testDatabaseTargets()[0]!;

  it('counts in this instance when Redis does not answer, instead of switching limits off', async () => {
    const t = await startTestApp(target, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const client = freshIp();
      const started = performance.now();
      for (let i = 0; i < 10; i++) expect((await codeSend(t, client)).statusCode).toBe(400);
      expectLimited(await codeSend(t, client));
      // Counting locally costs no waiting on the missing Redis.
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!redisUp)('holds the anonymous-account ceiling across instances through Redis', async () => {
    const env = { REDIS_URL, RATE_LIMIT_NAMESPACE: `lokasi-rl-test-${randomUUID()}:`, ANONYMOUS_ACCOUNTS_PER_HOUR: '5' };
    const first = await startTestApp(target, env);
    const second = await startTestApp(target, env);
    try {
      // Five addresses of five networks, none near its own share, over two instances.
      const network = (i: number) => `198.18.${i}.1`;
      for (let i = 0; i < 5; i++) expect((await newAccount(i % 2 ? second : first, network(i))).statusCode).toBe(200);
      expectLimited(await newAccount(first, network(5)));
      expectLimited(await newAccount(second, network(6)));
      // Every key names its limit (the ceiling's once read `lokasi-rl:undefinedundefined-ceiling:…`).
      const redis = new Redis(REDIS_URL);
      try {
        const keys = await redis.keys(`${env.RATE_LIMIT_NAMESPACE}*`);
        expect(keys).toEqual(expect.arrayContaining([`${env.RATE_LIMIT_NAMESPACE}ANY-ceiling:POST:/v1/auth/anonymous`]));
        expect(keys.filter((k) => k.includes('undefined'))).toEqual([]);
        await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
