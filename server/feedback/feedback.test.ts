import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { freshIp } from '../testing/codes-helpers.js';
import { Codes } from '../../contracts/errors.js';
import { translator } from '../http/language.js';

const OPERATOR_TOKEN = 'operator-token-for-the-feedback-test-0123456789';
const message = (text: string) => ({ category: 'data', text, contact: 'reader@example.com', appVersion: '2.4.0', context: { route: '/lokasi/member/home', client: 'browser', language: 'en' } });

for (const target of testDatabaseTargets()) {
  describe(`feedback on ${target.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target, { OPERATOR_TOKEN });
    });
    afterAll(() => t.close());
    const send = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/v1/feedback', payload: body, headers: bearer(token), remoteAddress: freshIp() });

    it('stores a message with its version and context, and lists it for operators, newest first', async () => {
      const token = await t.anonymousToken();
      expect(answer(await send(token, message('The population of Bedok looks too low.')))).toMatchObject({ status: 200, code: 0, msg: 'Feedback submitted successfully' });
      t.clock.advance(1_000);
      expect(answer(await send(token, { ...message('Second message, no contact given.'), contact: undefined })).status).toBe(200);
      expect(answer(await t.app.inject({ method: 'GET', url: '/v1/operator/feedback' })).status).toBe(401);
      const listed = answer<Array<{ text: string; contact: string | null; appVersion: string; context: Record<string, string> }>>(
        await t.app.inject({ method: 'GET', url: '/v1/operator/feedback?limit=2', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } }),
      );
      expect(listed.data).toMatchObject([
        { text: 'Second message, no contact given.', contact: null },
        { text: 'The population of Bedok looks too low.', contact: 'reader@example.com', appVersion: '2.4.0', context: { route: '/lokasi/member/home', client: 'browser' } },
      ]);
    });

    it('refuses a message too short or too long, an unknown category, and one without a session', async () => {
      const token = await t.anonymousToken();
      for (const body of [message('too short'), message('x'.repeat(2001)), { ...message('A long enough message.'), category: 'rant' }]) {
        expect(answer(await send(token, body))).toMatchObject({ status: 400, code: Codes.VALIDATION_FAILED.code });
      }
      expect(answer(await t.app.inject({ method: 'POST', url: '/v1/feedback', payload: message('A long enough message.') })).status).toBe(401);
    });

    it('counts the message without the white space around it: 12 spaces are refused in the reader\'s language, a padded message is kept trimmed', async () => {
      const token = await t.anonymousToken();
      const blank = await t.app.inject({ method: 'POST', url: '/v1/feedback', payload: message(' '.repeat(12)), headers: { ...bearer(token), 'app-language': 'th' }, remoteAddress: freshIp() });
      expect(answer(blank)).toMatchObject({ status: 400, code: Codes.VALIDATION_FAILED.code, msg: translator('th').server.codes.VALIDATION_FAILED(), data: { fields: [{ field: 'body.text', rule: 'minLength', message: translator('th').server.fields.tooShort() }] } });
      expect(answer(await send(token, message(`   ${'x'.repeat(9)}\n\t  `))).status).toBe(400);
      expect(answer(await send(token, message('\n  Ten chars.  \n'))).status).toBe(200);
      const stored = await t.ctx.db.selectFrom('feedback').select('text').where('text', 'like', '%Ten chars.%').execute();
      expect(stored).toEqual([{ text: 'Ten chars.' }]);
    });

    it('reads the operator token only as `Bearer <token>`, and refuses an address after 10 wrong tokens, the right one too', async () => {
      const list = (authorization: string, remoteAddress: string) => t.app.inject({ method: 'GET', url: '/v1/operator/feedback?limit=1', headers: { authorization }, remoteAddress });
      const address = freshIp();
      for (const malformed of [`Bearer  ${OPERATOR_TOKEN}`, `Bearer ${OPERATOR_TOKEN} `, `bearer ${OPERATOR_TOKEN}`, `Bearer\t${OPERATOR_TOKEN}`, ` Bearer ${OPERATOR_TOKEN}`, OPERATOR_TOKEN]) {
        expect(answer(await list(malformed, address)).status, JSON.stringify(malformed)).toBe(401);
      }
      expect(answer(await list(`Bearer ${OPERATOR_TOKEN}`, address)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect(answer(await list('Bearer wrong', address)).status).toBe(401);
      // Ten failures spent: every request from the address waits, the right token's too, on both operator scopes.
      const limited = await list(`Bearer ${OPERATOR_TOKEN}`, address);
      expect(answer(limited)).toMatchObject({ status: 429, code: Codes.RATE_LIMITED.code });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer(await t.app.inject({ method: 'GET', url: '/v1/operator/deletions', headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, remoteAddress: address })).status).toBe(429);
      // The count is the connection's address (no proxy is trusted here): a client cannot name another one to start afresh.
      const forged = await t.app.inject({ method: 'GET', url: '/v1/operator/feedback?limit=1', headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'x-forwarded-for': freshIp() }, remoteAddress: address });
      expect(answer(forged).status).toBe(429);
      expect(answer(await list(`Bearer ${OPERATOR_TOKEN}`, freshIp())).status).toBe(200);
    });

    it('takes 5 messages an hour and 20 a day per account, whichever session or address sends them', async () => {
      const token = await t.anonymousToken();
      for (let i = 0; i < 5; i++) expect(answer(await send(token, message(`Message number ${i} of the hour.`))).status).toBe(200);
      expect(answer(await send(token, message('One message too many.')))).toMatchObject({ status: 429, code: Codes.RATE_LIMITED.code });
      expect(answer(await send(await t.anonymousToken(), message('Another account is not limited.'))).status).toBe(200);
      for (let hour = 1; hour < 4; hour++) {
        t.clock.advance(3_600_000);
        for (let i = 0; i < 5; i++) expect(answer(await send(token, message(`Hour ${hour}, message ${i}.`))).status).toBe(200);
      }
      t.clock.advance(3_600_000);
      expect(answer(await send(token, message('The 21st message of the day.'))).status).toBe(429);
    });
  });
}
