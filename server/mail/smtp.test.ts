import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { answer, startTestApp, type TestApp } from '../testing/harness.js';
import { Codes } from '../../contracts/errors.js';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.js';

const PORT = 4325;

/** Decodes the text body of a single-part message as nodemailer writes it (quoted-printable or base64). */
function textBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** RFC 2047 encoded-words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) of a header. */
function decodeHeader(value: string): string {
  return value.replace(/\s*=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

function subject(raw: string): string {
  const folded = /^subject:(.*(?:\r\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return decodeHeader(folded.replace(/\r\n[ \t]/g, ' ').trim());
}

describe('verification e-mail over a real SMTP server on loopback', () => {
  let smtp: SmtpInbox;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpInbox(PORT);
    t = await startTestApp(testDatabaseTargets()[0]!, { SMTP_URL: `smtp://127.0.0.1:${PORT}`, MAIL_FROM: 'Lokasi <codes@lokasi.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the code in English, and the code logs in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/codes', payload: { purpose: 'login', email: 'reader@example.com' } });
    expect(answer(res)).toMatchObject({ status: 200, code: 0, msg: 'Verification code sent' });
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['reader@example.com']);
    expect(mail.from).toBe('codes@lokasi.test');
    expect(subject(mail.raw)).toBe('Your Lokasi login code');
    const text = textBody(mail.raw);
    expect(text).toContain('It is valid for 10 minutes.');
    const code = /\b(\d{6})\b/.exec(text)![1]!;
    const login = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'reader@example.com', code, requestId: answer(res).data.requestId } });
    expect(answer(login).status).toBe(200);
    const outbox = await t.ctx.db.selectFrom('outbox').selectAll().execute();
    expect(outbox).toHaveLength(0);
  });

  it("writes the e-mail in the user's language", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/codes', headers: { 'app-language': 'zh-CN' }, payload: { purpose: 'login', email: 'duzhe@example.com' } });
    expect(answer(res).msg).toBe('验证码已发送');
    const mail = smtp.messages.at(-1)!;
    expect(subject(mail.raw)).toBe('您的 Lokasi 登录验证码');
    expect(textBody(mail.raw)).toMatch(/^您的验证码是 \d{6}，10 分钟内有效。/);
  });

  it('reports a failed send and does not count it against the resend delay', async () => {
    const down = await startTestApp(testDatabaseTargets()[0]!, { SMTP_URL: `smtp://127.0.0.1:${PORT + 1}` }, t.handle);
    try {
      const first = await down.app.inject({ method: 'POST', url: '/v1/auth/codes', payload: { purpose: 'login', email: 'unlucky@example.com' } });
      expect(answer(first)).toMatchObject({ status: 502, code: Codes.CODE_SEND_FAILED.code, msg: 'Failed to send code, please try again' });
      const retry = await t.app.inject({ method: 'POST', url: '/v1/auth/codes', payload: { purpose: 'login', email: 'unlucky@example.com' } });
      expect(answer(retry).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});
