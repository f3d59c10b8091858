import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { DeletionStatus, MembershipType, SessionAccountRow } from './tables.js';
import type { CreditBalance } from '../../contracts/credits.js';
import type { SessionEnded } from '../../contracts/accounts.js';
import { erasedTokenKey, generateToken, hashToken } from './tokens.js';
import type { SessionCache } from './session-cache.js';

type Db = Kysely<Database>;

export interface SessionRow {
  sessionId: string;
  userId: string;
  /** The account's address (null while anonymous). */
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
export async function createSession(db: Db, userId: string, now: Date = new Date()): Promise<string> {
  const token = generateToken();
  await db.insertInto('sessions').values({ user_id: userId, token_hash: hashToken(token), revoked_at: null, last_used_at: now }).execute();
  return token;
}

/**
 * How stale `last_used_at` may get before a request moves it: a session's idle limit is exact to within this
 * (an hour, or a tenth of a short limit), and a busy session writes once an hour instead of on every read.
 */
export const touchIntervalMs = (idleMs: number) => Math.min(3_600_000, idleMs / 10);

/** PostgreSQL's "prepared statement does not exist": this connection has not prepared it yet. */
const NOT_PREPARED = '26000';

/**
 * Runs session_account through a statement prepared once per connection, so a request's lookup is parsed and planned
 * neither outside nor inside the function (on PGlite 0.4 ms of CPU instead of 0.8). The arguments are a hex hash and
 * ISO timestamps, safe as literals (EXECUTE takes no bind parameters). Needs a session-pooled connection: behind a
 * transaction-pooling proxy use its session mode.
 */
async function executeSessionAccount(db: Db, tokenHash: string, now: Date, usedAfter: Date): Promise<SessionAccountRow | undefined> {
  const execute = sql<SessionAccountRow>`EXECUTE lokasi_session_account(${sql.lit(tokenHash)}, ${sql.lit(now.toISOString())}, ${sql.lit(usedAfter.toISOString())})`;
  return db.connection().execute(async (conn) => {
    try {
      return (await execute.execute(conn)).rows[0];
    } catch (error) {
      if ((error as { code?: string }).code !== NOT_PREPARED) throw error;
      await sql`PREPARE lokasi_session_account(text, timestamptz, timestamptz) AS SELECT * FROM session_account($1, $2, $3)`.execute(conn);
      return (await execute.execute(conn)).rows[0];
    }
  });
}

/** What GET /v1/me shows besides the session, read in the same round trip as the session (see findLiveSession). */
export interface AccountSummary {
  membership: { type: MembershipType; validUntil: Date } | null;
  credits: CreditBalance;
}

export interface LiveSession extends SessionRow {
  /** As read with the session when the request started: for showing, never for deciding a spend. */
  account: AccountSummary;
}

/** The summary at `now`: a row may be older than `now` (cached), so both expiries are evaluated here. */
function summary(row: SessionAccountRow, now: Date): AccountSummary {
  const freeValid = row.free_expires_at !== null && row.free_expires_at > now;
  const free = freeValid ? (row.free_balance ?? 0) : 0;
  const purchased = row.purchased_balance ?? 0;
  const member = row.membership_type && row.membership_valid_until && row.membership_valid_until > now;
  return {
    membership: member ? { type: row.membership_type!, validUntil: row.membership_valid_until! } : null,
    credits: { free, purchased, total: free + purchased, freeExpiresAt: freeValid ? row.free_expires_at!.toISOString() : null },
  };
}

const liveSession = (row: SessionAccountRow, now: Date): LiveSession => ({
  sessionId: row.session_id,
  userId: row.user_id,
  email: row.email,
  account: summary(row, now),
});

/**
 * The live session of a token: not revoked, account not deleted, used within `idleMs`; with the account's summary.
 * From `cache` when it holds the token's row and no touch of `last_used_at` is due (which also keeps the idle limit:
 * a touch is due long before a session idles out); otherwise one call of the `session_account` function
 * (migrations.ts), one round trip with cached plans, whose row the cache then keeps. Revocation, deletion and changes
 * of the summary reach the cache through the change feed, so they take effect at once on every instance.
 */
export async function findLiveSession(db: Db, token: string, now: Date, idleMs: number, cache?: SessionCache): Promise<LiveSession | undefined> {
  const tokenHash = hashToken(token);
  const staleBefore = new Date(now.getTime() - touchIntervalMs(idleMs));
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached && cached.last_used_at >= staleBefore) return liveSession(cached, now);
  const ticket = cache?.ticket();
  const row = await executeSessionAccount(db, tokenHash, now, new Date(now.getTime() - idleMs));
  if (!row) return undefined;
  if (row.last_used_at < staleBefore) {
    await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', row.session_id).where('last_used_at', '<', staleBefore).execute();
    row.last_used_at = now;
  }
  if (cache) cache.store(tokenHash, row, now.getTime(), ticket!);
  return liveSession(row, now);
}

/**
 * Why a token that opens no live session ended, when its account asked for deletion: pending while the request awaits
 * review (the session's row is still there), erased once it was approved or carried out (after the erasure only
 * erased_sessions knows the token, by its keyed hash). Undefined for any other token: unknown, idle, signed out, or of
 * an account whose request was rejected (the account stays: its owner signs in again).
 */
export async function endedSessionOf(db: Db, tokenHash: string, key: string): Promise<SessionEnded | undefined> {
  const request = await db
    .selectFrom('sessions as s')
    .innerJoin('deletion_requests as d', 'd.user_id', 's.user_id')
    .select(['d.status', 'd.requested_at', 'd.reviewed_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('d.status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  if (request) return request.status === 'pending' ? { status: 'pending', since: request.requested_at.toISOString() } : { status: 'erased', since: (request.reviewed_at ?? request.requested_at).toISOString() };
  const erased = await db.selectFrom('erased_sessions').select('erased_at').where('token_key', '=', erasedTokenKey(key, tokenHash)).executeTakeFirst();
  return erased && { status: 'erased', since: erased.erased_at.toISOString() };
}

/**
 * Keeps the keyed hashes of an account's sessions before erasure deletes them, so a device still holding one of their
 * tokens learns that the account is gone (endedSessionOf). Runs in the erasure's transaction.
 */
export async function rememberErasedSessions(db: Db, userId: string, key: string, now: Date): Promise<void> {
  const sessions = await db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
  if (sessions.length === 0) return;
  const rows = sessions.map((s) => ({ token_key: erasedTokenKey(key, s.token_hash), erased_at: now }));
  await db.insertInto('erased_sessions').values(rows).onConflict((oc) => oc.column('token_key').doNothing()).execute();
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

/**
 * A deletion request takes effect at once for sign-in: the account is closed and every session revoked in one
 * transaction, and the request waits for review. The address stays on the closed account (the unique index covers
 * closed accounts too), so it cannot sign in or be linked elsewhere until the review decides. Returns the request's id.
 */
export async function submitDeletion(db: Db, userId: string, email: string | null, now: Date): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ deleted_at: now }).where('id', '=', userId).execute();
    await trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    const row = await trx.insertInto('deletion_requests').values({ user_id: userId, email, status: 'pending', requested_at: now, reviewed_at: null, erased_at: null }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function findDeletion(db: Db, id: string) {
  return db.selectFrom('deletion_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a closed account holding `email` waits for its deletion review. */
export async function deletionPendingFor(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('deletion_requests').select('id').where('email', '=', email).where('status', 'in', ['pending', 'approved']).executeTakeFirst();
  return row !== undefined;
}

/** Requests in a status, oldest first. */
export async function listDeletions(db: Db, statuses: readonly DeletionStatus[]) {
  return db.selectFrom('deletion_requests').selectAll().where('status', 'in', [...statuses]).orderBy('requested_at').execute();
}

/**
 * An operator's decision on a pending request. Approval leaves the account closed for the erasure job; rejection
 * reopens it (its sessions stay revoked: the person signs in again). False when the request is not pending.
 */
export async function reviewDeletion(db: Db, id: string, decision: 'approved' | 'rejected', now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('deletion_requests').set({ status: decision, reviewed_at: now }).where('id', '=', id).where('status', '=', 'pending').returning('user_id').executeTakeFirst();
    if (!row) return false;
    if (decision === 'rejected' && row.user_id) await trx.updateTable('users').set({ deleted_at: null }).where('id', '=', row.user_id).execute();
    return true;
  });
}

/** An empty, closed account that a person's accounting rows move to when they are erased (see Person.pseudonym). */
export async function createPseudonym(db: Db, now: Date): Promise<string> {
  const row = await db.insertInto('users').values({ email: null, language: null, deleted_at: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function markErased(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('deletion_requests').set({ status: 'erased', erased_at: now }).where('id', '=', id).execute();
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

/**
 * The user's membership, its row locked until the transaction ends (payments reads it, extends it and writes it with
 * setMembership in its settlement transaction).
 */
export async function membershipForUpdate(trx: Db, userId: string): Promise<{ type: MembershipType; validUntil: Date } | undefined> {
  const row = await trx.selectFrom('memberships').select(['type', 'valid_until']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  return row && { type: row.type, validUntil: row.valid_until };
}

/** Sets the user's membership; `db` may be a transaction (payments grants one inside its settlement). */
export async function setMembership(db: Db, userId: string, type: MembershipType, validUntil: Date): Promise<void> {
  await db
    .insertInto('memberships')
    .values({ user_id: userId, type, valid_until: validUntil })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ type, valid_until: validUntil }))
    .execute();
}
