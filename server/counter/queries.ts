import { latLngToCell } from 'h3-js';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/tables.js';
import type { CounterTables } from './tables.js';
import type { SessionDetail, SessionSummary, SyncBatch, SyncResult } from './schemas.js';

type SessionRow = Selectable<CounterTables['counter_sessions']>;

/** Why a batch was refused; the route maps each to an API error. */
export class BatchRejected extends Error {
  constructor(readonly reason: 'notOwner' | 'unknownSession' | 'unknownItem') {
    super(reason);
  }
}

/** H3 resolution 9 (~0.1 km²): the scale at which a report looks for counts "near a place". */
const H3_RESOLUTION = 9;

/**
 * Applies one sync batch atomically and idempotently: sessions are upserted (the newer device edit wins,
 * never across accounts, never reviving a deleted one), taps are inserted once by their client id
 * (`ON CONFLICT DO NOTHING`), deletions leave a tombstone.
 */
export async function applyBatch(db: Kysely<Database>, userId: string, batch: SyncBatch, now: Date): Promise<SyncResult> {
  return db.transaction().execute(async (trx) => {
    if (batch.sessions.length > 0) {
      await trx
        .insertInto('counter_sessions')
        .values(
          batch.sessions.map((s) => ({
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
            .column('id')
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
                eb('counter_sessions.user_id', '=', eb.ref('excluded.user_id')),
                eb('counter_sessions.deleted_at', 'is', null),
                eb('counter_sessions.client_updated_at', '<', eb.ref('excluded.client_updated_at')),
              ]),
            ),
        )
        .execute();
    }

    const ids = [...new Set([...batch.sessions.map((s) => s.id), ...batch.taps.map((t) => t.sessionId), ...batch.deleted])];
    const rows = ids.length
      ? await trx.selectFrom('counter_sessions').select(['id', 'user_id', 'deleted_at', 'items']).where('id', 'in', ids).execute()
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (rows.some((r) => r.user_id !== userId)) throw new BatchRejected('notOwner');

    const deleted = batch.deleted.filter((id) => byId.has(id));
    if (deleted.length > 0) {
      await trx.updateTable('counter_sessions').set({ deleted_at: now }).where('id', 'in', deleted).where('deleted_at', 'is', null).execute();
      await trx.deleteFrom('counter_taps').where('session_id', 'in', deleted).execute();
    }

    const live = batch.taps.filter((t) => {
      const session = byId.get(t.sessionId);
      if (!session) throw new BatchRejected('unknownSession');
      if (t.item >= session.items.length) throw new BatchRejected('unknownItem');
      return session.deleted_at === null && !deleted.includes(t.sessionId);
    });
    for (let i = 0; i < live.length; i += 500) {
      await trx
        .insertInto('counter_taps')
        .values(
          live.slice(i, i + 500).map((t) => ({ id: t.id, session_id: t.sessionId, seq: t.seq, item: t.item, at: new Date(t.at), undoes: t.undoes })),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }

    const counts = await countsFor(trx, ids);
    return {
      sessions: ids
        .filter((id) => byId.has(id))
        .map((id) => ({ id, counts: counts(id, byId.get(id)!.items.length), deleted: byId.get(id)!.deleted_at !== null || deleted.includes(id) })),
    };
  });
}

/** Standing counts per session and item: count records that no undo record points at. */
async function countsFor(db: Kysely<Database>, sessionIds: string[]): Promise<(id: string, itemCount: number) => number[]> {
  const rows = sessionIds.length
    ? await db
        .selectFrom('counter_taps as t')
        .select(['t.session_id', 't.item', (eb) => eb.fn.countAll<number>().as('n')])
        .where('t.session_id', 'in', sessionIds)
        .where('t.undoes', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('counter_taps as u').select('u.id').whereRef('u.undoes', '=', 't.id'))),
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
  const counts = await countsFor(db, rows.map((r) => r.id));
  return rows.map((r) => summary(r, counts(r.id, r.items.length)));
}

/** A session with its taps, or null when it does not exist, is deleted, or belongs to someone else. */
export async function getSession(db: Kysely<Database>, userId: string, id: string): Promise<SessionDetail | null> {
  const row = await db
    .selectFrom('counter_sessions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const taps = await db.selectFrom('counter_taps').select(['id', 'seq', 'item', 'at', 'undoes']).where('session_id', '=', id).orderBy('at').orderBy('seq').execute();
  const counts = await countsFor(db, [id]);
  return { session: summary(row, counts(id, row.items.length)), taps: taps.map((t) => ({ ...t, at: t.at.getTime() })) };
}

/** Tombstones an own session and drops its taps; false when there is no such session of this user. */
export async function deleteSession(db: Kysely<Database>, userId: string, id: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('counter_sessions').select(['id', 'deleted_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) return false;
    if (row.deleted_at === null) {
      await trx.updateTable('counter_sessions').set({ deleted_at: now }).where('id', '=', id).execute();
      await trx.deleteFrom('counter_taps').where('session_id', '=', id).execute();
    }
    return true;
  });
}
