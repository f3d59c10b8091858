import type { TestApp } from './harness.js';

/** The 6-digit code of the newest outbox e-mail to `email` (SMTP_URL unset in tests). */
export async function latestCodeFor(t: TestApp, email: string): Promise<string> {
  const row = await t.ctx.db.selectFrom('outbox').select('body').where('to_address', '=', email).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error('no code in the e-mail');
  return code;
}

let ipCounter = 0;
/** A distinct client address per call, so the per-IP route limits of one test do not spill into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}
