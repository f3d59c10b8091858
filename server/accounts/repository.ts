import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { MembershipType } from './tables.js';
import { generateToken, hashToken } from './tokens.js';

type Db = Kysely<Database>;

export interface SessionRow {
  sessionId: string;
  userId: string;
  /** The account's address (null while anonymous), read with the session so `GET /v1/me` needs no second lookup. */
  email: string | null;
}

export async function createUser(db: Db, fields: { email?: string | null; language?: string | null } = {}): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({ email: fields.email ?? null, language: fields.language ?? null, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Opens a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = generateToken();
  await db.insertInto('sessions').values({ user_id: userId, token_hash: hashToken(token), revoked_at: null }).execute();
  return token;
}

export async function findLiveSession(db: Db, token: string): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'sessions.user_id as userId', 'users.email'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function findUser(db: Db, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function setLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** Links an address to an account that has none. False when the account already has one. */
export async function linkEmail(db: Db, userId: string, email: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ email }).where('id', '=', userId).where('email', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletion takes effect at once for sign-in: the address is released and every session revoked in one transaction. */
export async function deleteAccount(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ deleted_at: now, email: null }).where('id', '=', userId).execute();
    await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  });
}

export async function findMembership(db: Db, userId: string, now: Date): Promise<{ type: MembershipType; validUntil: Date } | undefined> {
  const row = await db
    .selectFrom('memberships')
    .select(['type', 'valid_until'])
    .where('user_id', '=', userId)
    .where('valid_until', '>', now)
    .executeTakeFirst();
  return row && { type: row.type, validUntil: row.valid_until };
}

/** User ids whose membership is valid at `now` (VIP members). */
export async function listMembers(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('memberships.user_id')
    .where('memberships.valid_until', '>', now)
    .where('users.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}

export async function setMembership(db: Db, userId: string, type: MembershipType, validUntil: Date): Promise<void> {
  await db
    .insertInto('memberships')
    .values({ user_id: userId, type, valid_until: validUntil })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ type, valid_until: validUntil }))
    .execute();
}
