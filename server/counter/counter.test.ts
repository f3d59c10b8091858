import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testDatabaseTargets } from '../testing/test-databases.js';
import type { DatabaseHandle } from '../db/database.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createSession, createUser } from '../accounts/repository.js';
import type { SessionDetail, SessionIn, SyncBatch, TapIn } from '../../contracts/counter.js';

const T0 = Date.UTC(2026, 10, 21, 9, 0);

function session(id: string, patch: Partial<SessionIn> = {}): SessionIn {
  return {
    id,
    startedAt: T0,
    endedAt: null,
    items: [
      { title: 'Customers', operation: 'slideUp', role: 'entered' },
      { title: 'Passersby', operation: 'click', role: 'passed' },
    ],
    name: 'Jalan Alor 12',
    notes: '',
    location: { latitude: 3.1457, longitude: 101.7088, accuracyM: 12 },
    updatedAt: T0,
    ...patch,
  };
}

function taps(sessionId: string, n: number, item = 1, from = 0): TapIn[] {
  return Array.from({ length: n }, (_, i) => ({ id: randomUUID(), sessionId, seq: from + i, item, at: T0 + (from + i) * 1000, undoes: null }));
}

for (const target of testDatabaseTargets()) {
  describe(`counter API on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let alice: string;
    let bob: string;

    beforeAll(async () => {
      handle = await target.open();
      app = await buildApp({ config: loadConfig({}), db: handle.db, dbKind: handle.kind, now: () => new Date() }, undefined, {
        serveWeb: false,
        logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
      });
      alice = await createSession(handle.db, await createUser(handle.db));
      bob = await createSession(handle.db, await createUser(handle.db));
    });
    afterAll(async () => {
      await app?.close();
      await handle?.close();
    });

    const sync = (token: string, batch: Partial<SyncBatch>) =>
      app.inject({
        method: 'POST',
        url: '/prod-api/v1/counter/sync',
        headers: { authorization: `Bearer ${token}` },
        payload: { sessions: [], taps: [], deleted: [], ...batch },
      });
    const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    it('stores a batch once however often it is re-sent', async () => {
      const id = randomUUID();
      const batch = { sessions: [session(id)], taps: taps(id, 100) };
      const first = await sync(alice, batch);
      expect(first.statusCode).toBe(200);
      expect(first.json().data.sessions).toEqual([{ id, counts: [0, 100], deleted: false }]);
      for (let i = 0; i < 3; i++) expect((await sync(alice, batch)).json().data.sessions[0].counts).toEqual([0, 100]);
      const detail = (await get(alice, `/v1/counter/sessions/${id}`)).json().data;
      expect(detail.taps).toHaveLength(100);
      expect(detail.session.counts).toEqual([0, 100]);
    });

    it('adds up two devices counting into one session: 30 + 40 = 70', async () => {
      const id = randomUUID();
      const [a, b] = await Promise.all([
        sync(alice, { sessions: [session(id)], taps: taps(id, 30, 1, 0) }),
        sync(alice, { sessions: [session(id)], taps: taps(id, 40, 1, 1000) }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const listed = (await get(alice, '/v1/counter/sessions')).json().data.sessions.find((s: { id: string }) => s.id === id);
      expect(listed.counts).toEqual([0, 70]);
    });

    it('applies an undo once, even when it is re-sent', async () => {
      const id = randomUUID();
      const counted = taps(id, 3, 0);
      const undo: TapIn = { id: randomUUID(), sessionId: id, seq: 3, item: 0, at: T0 + 5000, undoes: counted[2]!.id };
      await sync(alice, { sessions: [session(id)], taps: [...counted, undo] });
      const again = await sync(alice, { sessions: [session(id)], taps: [...counted, undo] });
      expect(again.json().data.sessions[0].counts).toEqual([2, 0]);
    });

    it('keeps the newest edit of name, notes and end time, whatever order they arrive in', async () => {
      const id = randomUUID();
      await sync(alice, { sessions: [session(id, { name: 'newer', endedAt: T0 + 3_600_000, updatedAt: T0 + 2000 })] });
      await sync(alice, { sessions: [session(id, { name: 'older', updatedAt: T0 + 1000 })] });
      const s = (await get(alice, `/v1/counter/sessions/${id}`)).json().data.session;
      expect([s.name, s.endedAt]).toEqual(['newer', T0 + 3_600_000]);
    });

    it('lets no other account read, change, count into or delete a session', async () => {
      const id = randomUUID();
      await sync(alice, { sessions: [session(id)], taps: taps(id, 5) });
      expect((await get(bob, `/v1/counter/sessions/${id}`)).statusCode).toBe(404);
      expect((await get(bob, '/v1/counter/sessions')).json().data.sessions.map((s: { id: string }) => s.id)).not.toContain(id);
      expect((await app.inject({ method: 'DELETE', url: `/v1/counter/sessions/${id}`, headers: { authorization: `Bearer ${bob}` } })).statusCode).toBe(404);
      expect((await sync(bob, { taps: taps(id, 5, 1, 100) })).statusCode).toBe(404);
      expect((await sync(bob, { deleted: [id] })).statusCode).toBe(200);
      const s = (await get(alice, `/v1/counter/sessions/${id}`)).json().data.session;
      expect([s.name, s.counts]).toEqual(['Jalan Alor 12', [0, 5]]);
    });

    it('keeps a deleted session deleted when an old batch arrives again', async () => {
      const id = randomUUID();
      const batch = { sessions: [session(id)], taps: taps(id, 4) };
      await sync(alice, batch);
      expect((await app.inject({ method: 'DELETE', url: `/v1/counter/sessions/${id}`, headers: { authorization: `Bearer ${alice}` } })).statusCode).toBe(200);
      expect((await sync(alice, batch)).json().data.sessions[0]).toEqual({ id, counts: [0, 0], deleted: true });
      expect((await get(alice, `/v1/counter/sessions/${id}`)).statusCode).toBe(404);
    });

    it('takes a batch that names one session twice, keeping the newer edit', async () => {
      const id = randomUUID();
      const res = await sync(alice, {
        sessions: [session(id, { name: 'newer', updatedAt: T0 + 2000 }), session(id, { name: 'older', updatedAt: T0 + 1000 })],
        taps: taps(id, 3),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.sessions).toEqual([{ id, counts: [0, 3], deleted: false }]);
      expect((await get(alice, `/v1/counter/sessions/${id}`)).json().data.session.name).toBe('newer');
    });

    it('answers 2xx to 12 overlapping batches for one session sent at once, and counts every tap once', async () => {
      const id = randomUUID();
      const pool = taps(id, 12 * 200 + 800);
      // Batch i carries taps [200i, 200i + 1000), overlapping the next four, odd batches in reverse order;
      // every third batch also carries an edit of the session, as a phone sends one when it changed.
      const batches = Array.from({ length: 12 }, (_, i) => {
        const slice = pool.slice(200 * i, 200 * i + 1000);
        return { sessions: i % 3 === 0 ? [session(id, { updatedAt: T0 + i })] : [], taps: i % 2 ? slice.reverse() : slice };
      });
      await sync(alice, { sessions: [session(id)] });
      const answers = await Promise.all(batches.map((b) => sync(alice, b)));
      expect(answers.map((a) => a.statusCode)).toEqual(new Array(12).fill(200));
      const detail = (await get(alice, `/v1/counter/sessions/${id}?limit=5000`)).json().data;
      expect(detail.session.counts).toEqual([0, pool.length]);
      expect(detail.taps).toHaveLength(pool.length);
      expect(detail.session.updatedAt).toBe(T0 + 9);
    });

    it("counts an undo only inside its own session: another account's or session's undo cancels nothing", async () => {
      const id = randomUUID();
      const counted = taps(id, 3, 1);
      await sync(alice, { sessions: [session(id)], taps: counted });
      const bobs = randomUUID();
      const aliceOther = randomUUID();
      const undoOf = (sessionId: string, target: TapIn): TapIn => ({ id: randomUUID(), sessionId, seq: 9, item: 1, at: T0 + 9000, undoes: target.id });
      expect((await sync(bob, { sessions: [session(bobs)], taps: [undoOf(bobs, counted[0]!)] })).statusCode).toBe(200);
      expect((await sync(alice, { sessions: [session(aliceOther)], taps: [undoOf(aliceOther, counted[1]!)] })).statusCode).toBe(200);
      expect((await get(alice, `/v1/counter/sessions/${id}`)).json().data.session.counts).toEqual([0, 3]);
      expect((await get(alice, `/v1/counter/sessions/${aliceOther}`)).json().data.session.counts).toEqual([0, 0]);
    });

    it("answers the same for another account's session id as for an unknown one", async () => {
      const owned = randomUUID();
      await sync(alice, { sessions: [session(owned)], taps: taps(owned, 2) });
      const unknown = randomUUID();
      const strip = (res: Awaited<ReturnType<typeof sync>>) => ({ status: res.statusCode, ...res.json(), data: null });
      for (const probe of [(sid: string) => ({ taps: taps(sid, 1) }), (sid: string) => ({ deleted: [sid] })]) {
        expect(strip(await sync(bob, probe(owned)))).toEqual(strip(await sync(bob, probe(unknown))));
      }
      // Naming it as a session of one's own makes a separate session: Alice's stays as it was.
      const mine = await sync(bob, { sessions: [session(owned, { name: 'hijacked', updatedAt: T0 + 9999 })], taps: taps(owned, 1, 0) });
      expect(mine.json().data.sessions).toEqual([{ id: owned, counts: [1, 0], deleted: false }]);
      const s = (await get(alice, `/v1/counter/sessions/${owned}`)).json().data.session;
      expect([s.name, s.counts]).toEqual(['Jalan Alor 12', [0, 2]]);
    });

    it("pages a session's taps: every tap once, in order, in pages of the asked size", async () => {
      const id = randomUUID();
      const written = taps(id, 250);
      await sync(alice, { sessions: [session(id)], taps: written });
      const seen: string[] = [];
      let url: string | null = `/v1/counter/sessions/${id}?limit=100`;
      let pages = 0;
      while (url) {
        const page: SessionDetail = (await get(alice, url)).json().data;
        expect(page.taps.length).toBeLessThanOrEqual(100);
        expect(page.session.counts).toEqual([0, 250]);
        seen.push(...page.taps.map((t) => t.id));
        pages++;
        url = page.next ? `/v1/counter/sessions/${id}?limit=100&after=${encodeURIComponent(page.next)}` : null;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual(written.map((t) => t.id));
      expect((await get(alice, `/v1/counter/sessions/${id}?limit=100000`)).statusCode).toBe(400);
      expect((await get(alice, `/v1/counter/sessions/${id}?after=garbage`)).statusCode).toBe(400);
    });

    it('refuses taps without their session, taps of an unknown item, malformed batches and missing tokens', async () => {
      const id = randomUUID();
      expect((await sync(alice, { taps: taps(id, 1) })).statusCode).toBe(404);
      expect((await sync(alice, { sessions: [session(id)], taps: taps(id, 1, 4) })).statusCode).toBe(400);
      const bad = await sync(alice, { sessions: [session('not-a-uuid')] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.fields[0].field).toMatch(/^body\.sessions\.0\.id/);
      expect((await app.inject({ method: 'GET', url: '/v1/counter/sessions' })).statusCode).toBe(401);
    });
  });
}
