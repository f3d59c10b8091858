import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, bearer, startTestApp, type TestApp } from '../testing/harness.js';
import { loadConfig } from '../config.js';
import { sandboxStartNote } from '../startup.js';
import { Codes } from '../../contracts/errors.js';

/** An instance listening on every interface with NODE_ENV and PAYMENTS_SANDBOX left out, as a forgetful deployment is. */
const FORGOTTEN = { HOST: '0.0.0.0' };

describe('the payment sandbox on an instance facing a network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseTargets()[0]!, FORGOTTEN);
  });
  afterAll(() => t?.close());

  it('takes no simulated payment unless PAYMENTS_SANDBOX=true: no credits for nothing', async () => {
    const headers = bearer(await t.anonymousToken());
    const created = answer(await t.app.inject({ method: 'POST', url: '/v1/payments/orders', headers, payload: { productId: 'credits-20', currency: 'USD', channel: 'checkout' } }));
    expect(created).toMatchObject({ status: 403, code: Codes.FORBIDDEN.code });
    // Nor does the sandbox stand in for a store without credentials.
    const native = answer(await t.app.inject({ method: 'POST', url: '/v1/payments/orders', headers, payload: { productId: 'credits-20', currency: 'USD', channel: 'wxPay' } }));
    expect(native.status).toBe(403);
    const me = answer(await t.app.inject({ method: 'GET', url: '/v1/me', headers }));
    expect(me.data.credits).toMatchObject({ purchased: 0 });
  });

  it('says so in the start log, and warns when an operator turns it on facing a network', () => {
    expect(sandboxStartNote(loadConfig(FORGOTTEN))).toEqual({ level: 'info', msg: expect.stringMatching(/^payment sandbox off: .*HOST=0\.0\.0\.0 faces a network; PAYMENTS_SANDBOX=true turns it on/) });
    expect(sandboxStartNote(loadConfig({ ...FORGOTTEN, PAYMENTS_SANDBOX: 'true' }))).toEqual({ level: 'warn', msg: expect.stringMatching(/^payment sandbox ON and reachable from the network/) });
    expect(sandboxStartNote(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' })).level).toBe('warn');
    // `npm start` on a laptop: on, for this machine, and the log says how to turn it off.
    expect(sandboxStartNote(loadConfig({}))).toEqual({ level: 'info', msg: expect.stringMatching(/^payment sandbox on for this machine only \(HOST=127\.0\.0\.1\).*PAYMENTS_SANDBOX=false/) });
  });
});

describe('the payment sandbox of `npm start` (loopback, nothing set)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabaseTargets()[0]!, {});
  });
  afterAll(() => t?.close());

  it('lets a new user buy with a simulated payment on their own machine', async () => {
    const headers = bearer(await t.anonymousToken());
    const created = answer(await t.app.inject({ method: 'POST', url: '/v1/payments/orders', headers, payload: { productId: 'credits-20', currency: 'USD', channel: 'checkout' } }));
    expect(created.status).toBe(200);
    const paid = answer(await t.app.inject({ method: 'POST', url: `/v1/payments/sandbox/orders/${created.data.order.id}/checkout`, headers, payload: { outcome: 'paid' } }));
    expect(paid.data).toMatchObject({ status: 'paid', credits: 20, environment: 'sandbox' });
  });
});
