import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { freshIp, latestCodeFor } from '../testing/codes-helpers.js';
import { Codes } from '../../contracts/errors.js';
import { sendRefusal } from './rules.js';

const wrongCode = (right: string) => (right === '123456' ? '654321' : '123456');

for (const target of testDatabaseTargets()) {
  describe(`verification codes on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    });
    afterAll(() => t.close());

    const post = (url: string, payload: object, token?: string, ip = freshIp()) =>
      t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {}, remoteAddress: ip });
    const send = (email: string, purpose = 'login', token?: string) => post('/v1/auth/codes', { purpose, email }, token);
    const login = (email: string, code: string, requestId: string) => post('/v1/auth/login', { email, code, requestId });
    /** Asks for a code as a client does: the request id from the answer, the code from the e-mail. */
    async function request(email: string, purpose = 'login', token?: string) {
      const sent = answer<{ requestId: string }>(await send(email, purpose, token));
      expect(sent.status).toBe(200);
      return { requestId: sent.data.requestId, code: await latestCodeFor(t, email) };
    }

    it('stores codes hashed, 6 digits in the e-mail', async () => {
      expect(answer(await send('hash@example.com'))).toMatchObject({ status: 200, code: 0, data: { requestId: expect.any(String), expiresInSeconds: 600, resendAfterSeconds: 60 } });
      const code = await latestCodeFor(t, 'hash@example.com');
      expect(code).toMatch(/^\d{6}$/);
      const row = await t.ctx.db.selectFrom('verification_codes').selectAll().where('email', '=', 'hash@example.com').executeTakeFirstOrThrow();
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    });

    it('refuses the right code on the 6th try after 5 wrong ones', async () => {
      const email = 'fiveWrong@example.com'.toLowerCase();
      const { requestId, code: right } = await request(email);
      for (let i = 0; i < 5; i++) {
        expect(answer(await login(email, wrongCode(right), requestId))).toMatchObject({ status: 400, code: Codes.CODE_INCORRECT.code, msg: 'Incorrect code, please re-enter' });
      }
      expect(answer(await login(email, right, requestId))).toMatchObject({ status: 400, code: Codes.CODE_INVALID.code, msg: 'Verification code error' });
    });

    it("lets nobody but the requester enter a code: others' guesses neither use up its attempts nor can hit it", async () => {
      const email = 'victim@example.com';
      const victim = await request(email);
      // The attacker knows the address, not the victim's request id: guesses without it are malformed, with a made-up
      // one or with their own request they never reach the victim's code, even the right digits.
      expect(answer(await post('/v1/auth/login', { email, code: victim.code }))).toMatchObject({ status: 400, code: Codes.VALIDATION_FAILED.code });
      expect(answer(await login(email, victim.code, randomUUID()))).toMatchObject({ status: 400, code: Codes.CODE_INVALID.code });
      t.clock.advance(61_000);
      const attacker = await request(email);
      for (let i = 0; i < 5; i++) await login(email, wrongCode(victim.code), attacker.requestId);
      expect(answer(await login(email, victim.code, attacker.requestId)).code).toBe(Codes.CODE_INVALID.code);
      expect(answer(await login(email, victim.code, victim.requestId)).status).toBe(200);
    });

    it('refuses every code of an address after 100 wrong entries in 24 hours, and sends no more', async () => {
      const email = 'guessed@example.com';
      const results: number[] = [];
      for (let send = 0; send < 21; send++) {
        t.clock.advance(10 * 60_000 + 1_000); // past the 5-per-10-minutes send limit
        const sent = answer<{ requestId: string }>(await post('/v1/auth/codes', { purpose: 'login', email }));
        if (sent.status !== 200) {
          expect(sent).toMatchObject({ status: 429, code: Codes.CODE_SEND_LIMIT.code });
          break;
        }
        const right = await latestCodeFor(t, email);
        // Parallel guesses, as an attacker would send them, cannot slip past the cap.
        const guesses = await Promise.all(Array.from({ length: 6 }, () => login(email, wrongCode(right), sent.data.requestId)));
        results.push(...guesses.map((g) => answer(g).code));
      }
      expect(results.filter((c) => c === Codes.CODE_INCORRECT.code)).toHaveLength(100);
      // A day after the first send the address may try again.
      t.clock.advance(24 * 3_600_000);
      const fresh = await request(email);
      expect(answer(await login(email, fresh.code, fresh.requestId)).status).toBe(200);
    });

    it('accepts a code until 10 minutes and refuses it after', async () => {
      const late = await request('late@example.com');
      const inTime = await request('intime@example.com');
      t.clock.advance(9 * 60_000 + 59_000);
      expect(answer(await login('intime@example.com', inTime.code, inTime.requestId)).status).toBe(200);
      t.clock.advance(2_000);
      expect(answer(await login('late@example.com', late.code, late.requestId))).toMatchObject({ status: 400, code: Codes.CODE_INVALID.code });
    });

    it('accepts a code once only', async () => {
      const { code, requestId } = await request('once@example.com');
      expect(answer(await login('once@example.com', code, requestId)).status).toBe(200);
      expect(answer(await login('once@example.com', code, requestId))).toMatchObject({ status: 400, code: Codes.CODE_INVALID.code });
    });

    it('binds a code to its purpose and its user', async () => {
      const alice = await t.anonymousToken();
      const bob = await t.anonymousToken();
      const { code, requestId } = await request('bound@example.com', 'link', alice);
      expect(answer(await login('bound@example.com', code, requestId))).toMatchObject({ status: 400, code: Codes.CODE_INVALID.code });
      expect(answer(await post('/v1/auth/link', { email: 'bound@example.com', code, requestId }, bob))).toMatchObject({ status: 400, code: Codes.CODE_INVALID.code });
      expect(answer(await post('/v1/auth/link', { email: 'bound@example.com', code, requestId }, alice)).status).toBe(200);
    });

    it('lets exactly one of 50 parallel correct submissions through', async () => {
      const { code, requestId } = await request('race@example.com');
      const results = await Promise.all(Array.from({ length: 50 }, () => login('race@example.com', code, requestId)));
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(results.filter((r) => answer(r).code === Codes.CODE_INVALID.code)).toHaveLength(49);
    });

    it('spaces sends 60 s apart and allows 5 per 10 minutes per address', async () => {
      const email = 'often@example.com';
      expect(answer(await send(email)).status).toBe(200);
      expect(answer(await send(email))).toMatchObject({ status: 429, code: Codes.CODE_TOO_SOON.code });
      for (let i = 0; i < 4; i++) {
        t.clock.advance(61_000);
        expect(answer(await send(email)).status).toBe(200);
      }
      t.clock.advance(61_000);
      expect(answer(await send(email))).toMatchObject({ status: 429, code: Codes.CODE_SEND_LIMIT.code });
      t.clock.advance(10 * 60_000);
      expect(answer(await send(email)).status).toBe(200);
    });

    it('allows 5 sends per 10 minutes per user across addresses', async () => {
      const token = await t.anonymousToken();
      for (let i = 0; i < 5; i++) {
        t.clock.advance(61_000);
        expect(answer(await send(`user-limit-${i}@example.com`, 'link', token)).status).toBe(200);
      }
      t.clock.advance(61_000);
      expect(answer(await send('user-limit-5@example.com', 'link', token))).toMatchObject({ status: 429, code: Codes.CODE_SEND_LIMIT.code });
    });

    it('holds the send limits under parallel requests', async () => {
      t.clock.advance(11 * 60_000);
      const results = await Promise.all(Array.from({ length: 10 }, () => send('parallel@example.com')));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    });
  });
}

describe('send rules', () => {
  it('counts only the sends inside the 10-minute window', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const ago = (s: number) => new Date(now.getTime() - s * 1000);
    expect(sendRefusal([], now)).toBeNull();
    expect(sendRefusal([ago(59)], now)).toBe('CODE_TOO_SOON');
    expect(sendRefusal([ago(61)], now)).toBeNull();
    expect(sendRefusal([ago(100), ago(200), ago(300), ago(400), ago(500)], now)).toBe('CODE_SEND_LIMIT');
    expect(sendRefusal([ago(100), ago(200), ago(300), ago(400), ago(601)], now)).toBeNull();
  });
});
