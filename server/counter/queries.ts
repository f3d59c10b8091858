import { latLngToCell } from 'h3-js';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/tables.js';
import { retryTransaction } from './retry.js';
import type { CounterTables } from './tables.js';
import type { SessionDetail, SessionIn, SessionSummary, SyncBatch, SyncResult, TapIn, TapPageQuery } from '../../contracts/counter.js';

type SessionRow = Selectable<CounterTables['counter_sessions']>;

/** Why a batch was refused; the route maps each to an API error. */
export class BatchRejected extends Error {
  constructor(readonly reason: 'unknownSession' | 'unknownItem') {
    super(reason);
  }
}

/** H3 resolution 9 (~0.1 km²): the scale at which a report looks for counts "near a place". */
const H3_RESOLUTION = 9;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * One row per id, in id order. A session named twice keeps its newest edit (one upsert cannot touch a row twice);
 * a tap named twice is the same record sent twice.
 */
function normalize(batch: SyncBatch): SyncBatch {
  const sessions = new Map<string, SessionIn>();
  for (const s of batch.sessions) if ((sessions.get(s.id)?.updatedAt ?? -1) < s.updatedAt) sessions.set(s.id, s);
  const taps = new Map<string, TapIn>();
  for (const t of batch.taps) if (!taps.has(t.id)) taps.set(t.id, t);
  return { sessions: [...sessions.values()].sort(byId), taps: [...taps.values()].sort(byId), deleted: [...new Set(batch.deleted)].sort() };
}

/**
 * Applies one sync batch atomically and idempotently: sessions are upserted (the newer device edit wins, never
 * reviving a deleted one), taps are inserted once by their client id (`ON CONFLICT DO NOTHING`), deletions leave
 * a tombstone. Every id is looked up among this account's rows only, so a foreign id is an unknown one.
 * Batches of one account take turns (a transaction-scoped advisory lock) and write in id order, so batches sent
 * at once cannot deadlock; a serialization failure or deadlock that still happens is retried.
 */
export async function applyBatch(db: Kysely<Database>, userId: string, sent: SyncBatch, now: Date): Promise<SyncResult> {
  const batch = normalize(sent);
  return retryTransaction(() =>
    db.transaction().execute(async (trx) => {
      await lockAccount(trx, userId);
      if (batch.sessions.length > 0) {
        await upsertSessions(trx, userId, batch.sessions);
      }

      const ids = [...new Set([...batch.sessions.map((s) => s.id), ...batch.taps.map((t) => t.sessionId), ...batch.deleted])].sort();
      const rows = ids.length
        ? await trx.selectFrom('counter_sessions').select(['id', 'deleted_at', 'items']).where('user_id', '=', userId).where('id', 'in', ids).execute()
        : [];
      const own = new Map(rows.map((r) => [r.id, r]));

      const deleted = batch.deleted.filter((id) => own.has(id));
      if (deleted.length > 0) {
        await tombstone(trx, userId, deleted, now);
      }

      const live = batch.taps.filter((t) => {
        const session = own.get(t.sessionId);
        if (!session) throw new BatchRejected('unknownSession');
        if (t.item >= session.items.length) throw new BatchRejected('unknownItem');
        return session.deleted_at === null && !deleted.includes(t.sessionId);
      });
      await insertTaps(trx, userId, live);

      const counts = await countsFor(trx, userId, ids);
      return {
        sessions: ids
          .filter((id) => own.has(id))
          .map((id) => ({ id, counts: counts(id, own.get(id)!.items.length), deleted: own.get(id)!.deleted_at !== null || deleted.includes(id) })),
      };
    }),
  );
}

/**
 * Writes the batch's sessions: new ones are inserted, known ones take the device's edit when it is newer than the
 * stored one and the session is not deleted (a tombstone stays).
 */
async function upsertSessions(trx: Kysely<Database>, userId: string, sessions: readonly SessionIn[]): Promise<void> {
  await trx
    .insertInto('counter_sessions')
    .values(
      sessions.map((s) => ({
        id: s.id,
        user_id: userId,
        started_at: new Date(s.startedAt),
        ended_at: s.endedAt === null ? null : new Date(s.endedAt),
        items: JSON.stringify(s.items),
        name: s.name,
        notes: s.notes,
        latitude: s.location?.latitude ?? null,
        longitude: s.location?.longitude ?? null,
        accuracy_m: s.location?.accuracyM ?? null,
        h3_r9: s.location ? latLngToCell(s.location.latitude, s.location.longitude, H3_RESOLUTION) : null,
        client_updated_at: new Date(s.updatedAt),
        deleted_at: null,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'id'])
        .doUpdateSet((eb) => ({
          ended_at: eb.ref('excluded.ended_at'),
          items: eb.ref('excluded.items'),
          name: eb.ref('excluded.name'),
          notes: eb.ref('excluded.notes'),
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
          accuracy_m: eb.ref('excluded.accuracy_m'),
          h3_r9: eb.ref('excluded.h3_r9'),
          client_updated_at: eb.ref('excluded.client_updated_at'),
        }))
        .where((eb) =>
          eb.and([
            eb('counter_sessions.deleted_at', 'is', null),
            eb('counter_sessions.client_updated_at', '<', eb.ref('excluded.client_updated_at')),
          ]),
        ),
    )
    .execute();
}

/** Inserts taps once by their client id (a tap sent again is skipped), 500 rows per statement. */
async function insertTaps(trx: Kysely<Database>, userId: string, taps: readonly TapIn[]): Promise<void> {
  for (let i = 0; i < taps.length; i += 500) {
    await trx
      .insertInto('counter_taps')
      .values(
        taps
          .slice(i, i + 500)
          .map((t) => ({ id: t.id, user_id: userId, session_id: t.sessionId, seq: t.seq, item: t.item, at: new Date(t.at), undoes: t.undoes })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
      .execute();
  }
}

/** Marks sessions deleted (so an old batch cannot revive them) and drops their taps. */
async function tombstone(trx: Kysely<Database>, userId: string, ids: string[], now: Date): Promise<void> {
  await trx.updateTable('counter_sessions').set({ deleted_at: now }).where('user_id', '=', userId).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
  await trx.deleteFrom('counter_taps').where('user_id', '=', userId).where('session_id', 'in', ids).execute();
}

/** Serializes the writes of one account (two phones syncing, a delete) until the transaction ends. */
async function lockAccount(trx: Kysely<Database>, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`counter-user:${userId}`}))`.execute(trx);
}

/** Standing counts per session and item: count records that no undo record of the same session points at. */
async function countsFor(db: Kysely<Database>, userId: string, sessionIds: string[]): Promise<(id: string, itemCount: number) => number[]> {
  const rows = sessionIds.length
    ? await db
        .selectFrom('counter_taps as t')
        .select(['t.session_id', 't.item', (eb) => eb.fn.countAll<number>().as('n')])
        .where('t.user_id', '=', userId)
        .where('t.session_id', 'in', sessionIds)
        .where('t.undoes', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('counter_taps as u')
                .select('u.id')
                .whereRef('u.user_id', '=', 't.user_id')
                .whereRef('u.session_id', '=', 't.session_id')
                .whereRef('u.undoes', '=', 't.id'),
            ),
          ),
        )
        .groupBy(['t.session_id', 't.item'])
        .execute()
    : [];
  return (id, itemCount) => {
    const out = new Array<number>(itemCount).fill(0);
    for (const r of rows) if (r.session_id === id && r.item < itemCount) out[r.item] = Number(r.n);
    return out;
  };
}

function summary(row: SessionRow, counts: number[]): SessionSummary {
  return {
    id: row.id,
    startedAt: row.started_at.getTime(),
    endedAt: row.ended_at?.getTime() ?? null,
    items: row.items,
    name: row.name,
    notes: row.notes,
    location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude, accuracyM: row.accuracy_m } : null,
    updatedAt: row.client_updated_at.getTime(),
    counts,
  };
}

export async function listSessions(db: Kysely<Database>, userId: string, limit = 500): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('counter_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
  const counts = await countsFor(db, userId, rows.map((r) => r.id));
  return rows.map((r) => summary(r, counts(r.id, r.items.length)));
}

const cursorOf = (t: { at: Date; seq: number; id: string }) => `${t.at.getTime()}.${t.seq}.${t.id}`;

/**
 * A session with one page of its taps in the order (at, seq, id), or null when it does not exist, is deleted, or
 * belongs to someone else. Keyset paging: a page costs the same however deep it is, and taps synced meanwhile
 * are not skipped or repeated unless they sort before the cursor.
 */
export async function getSession(db: Kysely<Database>, userId: string, id: string, page: TapPageQuery): Promise<SessionDetail | null> {
  const row = await db
    .selectFrom('counter_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  let query = db
    .selectFrom('counter_taps')
    .select(['id', 'seq', 'item', 'at', 'undoes'])
    .where('user_id', '=', userId)
    .where('session_id', '=', id)
    .orderBy('at')
    .orderBy('seq')
    .orderBy('id')
    .limit(page.limit + 1);
  if (page.after) {
    const [at, seq, tapId] = page.after.split('.') as [string, string, string];
    query = query.where((eb) => eb(eb.refTuple('at', 'seq', 'id'), '>', eb.tuple(new Date(Number(at)), Number(seq), tapId)));
  }
  const taps = await query.execute();
  const more = taps.length > page.limit;
  if (more) taps.pop();
  const counts = await countsFor(db, userId, [id]);
  return {
    session: summary(row, counts(id, row.items.length)),
    taps: taps.map((t) => ({ ...t, at: t.at.getTime() })),
    next: more ? cursorOf(taps[taps.length - 1]!) : null,
  };
}

/** Tombstones an own session and drops its taps; false when there is no such session of this user. */
export async function deleteSession(db: Kysely<Database>, userId: string, id: string, now: Date): Promise<boolean> {
  return retryTransaction(() =>
    db.transaction().execute(async (trx) => {
      await lockAccount(trx, userId);
      const row = await trx.selectFrom('counter_sessions').select(['id', 'deleted_at']).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      if (!row) return false;
      if (row.deleted_at === null) await tombstone(trx, userId, [id], now);
      return true;
    }),
  );
}
