import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../module.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const transports = new WeakMap<AppContext['config'], Transporter>();

function transport(config: AppContext['config']): Transporter | undefined {
  if (!config.smtpUrl) return undefined;
  let t = transports.get(config);
  if (!t) {
    t = nodemailer.createTransport(config.smtpUrl);
    transports.set(config, t);
  }
  return t;
}

/**
 * Sends through SMTP_URL, or, when it is unset, keeps the e-mail in the `outbox` table and says so in the
 * log (without the address). Throws when the SMTP server refuses it.
 */
export async function sendMail(ctx: AppContext, log: FastifyBaseLogger, mail: Mail): Promise<void> {
  const smtp = transport(ctx.config);
  if (smtp) {
    await smtp.sendMail({ from: ctx.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
    log.info('e-mail sent over SMTP');
    return;
  }
  const row = await ctx.db
    .insertInto('outbox')
    .values({ to_address: mail.to, subject: mail.subject, body: mail.text })
    .returning('id')
    .executeTakeFirstOrThrow();
  log.info({ outboxId: row.id }, 'SMTP_URL is not set: e-mail stored in the outbox table instead of being sent');
}
