import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../module.js';
import { ApiError } from '../http/envelope.js';
import { requestLocale } from '../http/language.js';
import { verifyCode } from '../codes/index.js';
import type { Caller } from '../http/authenticate.js';
import * as accounts from './repository.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Whether a PostgreSQL error is a unique violation (two accounts racing for one address). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The account an e-mail code signs in to, and whether the address had one before. */
export interface SignInAccount {
  userId: string;
  email: string;
  existing: boolean;
}

/**
 * Checks a login code and finds the account of its address. An address without an account becomes the device's own
 * account when the device has an anonymous one (the address is linked to it: nothing to join), else a new account's.
 * A closed account awaiting its deletion review signs in nowhere (DELETION_PENDING).
 */
export async function signInAccount(ctx: AppContext, request: FastifyRequest, body: { email: string; code: string; requestId: string }, device: Caller | null): Promise<SignInAccount> {
  const email = normalizeEmail(body.email);
  const checked = await verifyCode(ctx.db, body.requestId, { userId: null, email, purpose: 'login' }, body.code, ctx.now());
  if (checked !== 'ok') throw new ApiError(checked);
  const found = await accounts.findUserByEmail(ctx.db, email);
  if (found) return { userId: found.id, email, existing: true };
  if (await accounts.deletionPendingFor(ctx.db, email)) throw new ApiError('DELETION_PENDING');
  try {
    if (device && device.email === null && (await accounts.linkEmail(ctx.db, device.userId, email))) return { userId: device.userId, email, existing: false };
    if (!device || device.email !== null) return { userId: await accounts.createUser(ctx.db, { email, language: requestLocale(request) }), email, existing: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Another request signed the address in meanwhile: its account is the one.
  const raced = await accounts.findUserByEmail(ctx.db, email);
  if (!raced) throw new ApiError('CONFLICT');
  return { userId: raced.id, email, existing: true };
}
