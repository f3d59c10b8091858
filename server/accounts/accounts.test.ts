import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { freshIp, latestCodeFor } from '../testing/codes-helpers.js';
import { Codes } from '../../contracts/errors.js';
import { grantCredits } from '../credits/ledger.js';
import { setMembership } from './repository.js';

for (const target of testDatabaseTargets()) {
  describe(`accounts on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    });
    afterAll(() => t.close());

    const me = (token: string) => t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    const post = (url: string, payload: object, token?: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {}, remoteAddress: freshIp() });

    /** Asks for a code as a client does: the request id from the answer, the code from the e-mail. */
    async function requestCode(purpose: string, email: string, token?: string, mailbox = email) {
      const sent = answer<{ requestId: string }>(await post('/v1/auth/codes', { purpose, email }, token));
      expect(sent).toMatchObject({ status: 200, msg: 'Verification code sent' });
      return { requestId: sent.data.requestId, code: await latestCodeFor(t, mailbox) };
    }

    async function loginWithEmail(email: string): Promise<string> {
      t.clock.advance(61_000); // codes to one address are at least 60 s apart
      const a = answer<{ token: string }>(await post('/v1/auth/login', { email, ...(await requestCode('login', email)) }));
      expect(a.status).toBe(200);
      return a.data.token;
    }

    it('gives a first-time visitor an anonymous account with a 32-character token', async () => {
      const a = answer<{ token: string }>(await post('/v1/auth/anonymous', {}));
      expect(a).toMatchObject({ status: 200, code: 0 });
      expect(a.data.token).toMatch(/^[0-9A-Za-z]{32}$/);
      const profile = answer(await me(a.data.token));
      expect(profile.data).toEqual({
        userId: expect.any(String),
        email: null,
        anonymous: true,
        membership: null,
        credits: { free: 0, purchased: 0, total: 0, freeExpiresAt: null },
      });
      const stored = await t.ctx.db.selectFrom('sessions').select('token_hash').execute();
      expect(stored.some((s) => s.token_hash === a.data.token)).toBe(false);
    });

    it('links an e-mail keeping credits and membership, and restores them on another device', async () => {
      const deviceA = await t.anonymousToken();
      const userId = answer<{ userId: string }>(await me(deviceA)).data.userId;
      await grantCredits(t.ctx.db, userId, { amount: 3, kind: 'purchased', ref: 'order:link-test' }, t.clock.now());
      await setMembership(t.ctx.db, userId, 'yearly', new Date('2027-11-21T00:00:00Z'));

      const email = 'Linker@Example.com';
      const linked = answer(await post('/v1/auth/link', { email, ...(await requestCode('link', email, deviceA, 'linker@example.com')) }, deviceA));
      expect(linked).toMatchObject({ status: 200, data: { email: 'linker@example.com' } });

      const deviceB = await loginWithEmail('linker@example.com');
      expect(deviceB).not.toBe(deviceA);
      const restored = answer(await me(deviceB)).data;
      expect(restored).toMatchObject({
        userId,
        email: 'linker@example.com',
        anonymous: false,
        membership: { type: 'yearly', validUntil: '2027-11-21T00:00:00.000Z' },
        credits: { purchased: 3, total: 3 },
      });
    });

    it('refuses to link an address that belongs to another account, or a second address', async () => {
      await loginWithEmail('taken@example.com');
      const other = await t.anonymousToken();
      t.clock.advance(61_000);
      // Asking for a code tells nobody whether the address is registered; only who holds the address learns it.
      const sent = await post('/v1/auth/codes', { purpose: 'link', email: 'taken@example.com' }, other);
      const unregistered = await post('/v1/auth/codes', { purpose: 'link', email: 'nobody-yet@example.com' }, await t.anonymousToken());
      expect(sent.statusCode).toBe(unregistered.statusCode);
      expect({ ...answer(sent), data: null }).toEqual({ ...answer(unregistered), data: null });
      const holder = { requestId: answer<{ requestId: string }>(sent).data.requestId, code: await latestCodeFor(t, 'taken@example.com') };
      expect(answer(await post('/v1/auth/link', { email: 'taken@example.com', ...holder }, other))).toMatchObject({ status: 409, code: Codes.EMAIL_IN_USE.code });
      const owner = await loginWithEmail('owner@example.com');
      expect(answer(await post('/v1/auth/codes', { purpose: 'link', email: 'second@example.com' }, owner))).toMatchObject({ status: 409, code: Codes.EMAIL_ALREADY_LINKED.code });
    });

    it('creates an account on the first e-mail login (native app)', async () => {
      const token = await loginWithEmail('newcomer@example.com');
      expect(answer(await me(token)).data).toMatchObject({ email: 'newcomer@example.com', anonymous: false });
    });

    it('revokes a session at once on logout', async () => {
      const token = await t.anonymousToken();
      expect(answer(await me(token)).status).toBe(200);
      expect(answer(await post('/v1/auth/logout', {}, token)).status).toBe(200);
      expect(answer(await me(token))).toMatchObject({ status: 401, code: Codes.UNAUTHORIZED.code });
    });

    it('ends a session unused for 30 days (SESSION_IDLE_DAYS) with 401, while use keeps it alive', async () => {
      const day = 86_400_000;
      const busy = await t.anonymousToken();
      const idle = await t.anonymousToken();
      for (let i = 0; i < 3; i++) {
        t.clock.advance(29 * day);
        expect(answer(await me(busy)).status).toBe(200);
      }
      expect(answer(await me(idle))).toMatchObject({ status: 401, code: Codes.UNAUTHORIZED.code });
      t.clock.advance(30 * day + 60_000);
      expect(answer(await me(busy)).status).toBe(401);
    });

    it('deletes an account with a code and revokes every session of it', async () => {
      const phone = await loginWithEmail('leaving@example.com');
      const tablet = await loginWithEmail('leaving@example.com');
      expect(answer(await post('/v1/account/deletion', {}, phone))).toMatchObject({ status: 400, code: Codes.VALIDATION_FAILED.code });
      t.clock.advance(61_000);
      const { requestId, code: right } = await requestCode('delete', 'leaving@example.com', phone);
      expect(answer(await post('/v1/account/deletion', { code: right }, phone))).toMatchObject({ status: 400, code: Codes.VALIDATION_FAILED.code });
      expect(answer(await post('/v1/account/deletion', { code: right === '000000' ? '111111' : '000000', requestId }, phone)).code).toBe(Codes.CODE_INCORRECT.code);
      const done = answer<{ id: string }>(await post('/v1/account/deletion', { code: right, requestId }, phone));
      expect(done).toMatchObject({ status: 200, code: 0, msg: 'Deletion request submitted, please wait for review' });
      expect(answer(await me(phone)).status).toBe(401);
      expect(answer(await me(tablet)).status).toBe(401);
      // Awaiting review: the request's state is read with its id, and the address cannot sign in until the review decides.
      expect(answer(await t.app.inject({ method: 'GET', url: `/v1/account/deletions/${done.data.id}` })).data).toMatchObject({ status: 'pending', reviewedAt: null });
      t.clock.advance(61_000);
      const again = await requestCode('login', 'leaving@example.com');
      expect(answer(await post('/v1/auth/login', { email: 'leaving@example.com', ...again }))).toMatchObject({ status: 409, code: Codes.DELETION_PENDING.code });
    });

    it('deletes an anonymous account without a code, and asks for an e-mail before a delete code', async () => {
      const token = await t.anonymousToken();
      expect(answer(await post('/v1/auth/codes', { purpose: 'delete' }, token))).toMatchObject({ status: 409, code: Codes.EMAIL_REQUIRED.code });
      expect(answer(await post('/v1/account/deletion', {}, token)).status).toBe(200);
      expect(answer(await me(token)).status).toBe(401);
    });
  });
}
