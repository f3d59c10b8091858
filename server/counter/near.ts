import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { SessionItem } from '../../contracts/counter.js';

/** A finished, placed counting session of the user inside a box, with its standing taps (undone ones left out). */
export interface PlacedSession {
  id: string;
  name: string;
  startedAt: Date;
  endedAt: Date;
  items: SessionItem[];
  latitude: number;
  longitude: number;
  taps: Array<{ item: number; at: Date }>;
}

/**
 * The user's own finished counts inside a latitude/longitude box, and how many of their live sessions have no
 * location (the area reports say those could not be placed). The query the area module reads counts through.
 */
export async function countsInBox(
  db: Kysely<Database>,
  userId: string,
  box: { south: number; north: number; west: number; east: number },
): Promise<{ sessions: PlacedSession[]; withoutLocation: number }> {
  const [rows, unplaced] = await Promise.all([
    db.selectFrom('counter_sessions').select(['id', 'name', 'started_at', 'ended_at', 'items', 'latitude', 'longitude'])
      .where('user_id', '=', userId).where('deleted_at', 'is', null).where('ended_at', 'is not', null)
      .where('latitude', '>=', box.south).where('latitude', '<=', box.north)
      .where('longitude', '>=', box.west).where('longitude', '<=', box.east)
      .orderBy('started_at').execute(),
    db.selectFrom('counter_sessions').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).where('deleted_at', 'is', null).where('latitude', 'is', null).executeTakeFirst(),
  ]);
  const ids = rows.map((r) => r.id);
  const taps = ids.length
    ? await db.selectFrom('counter_taps as t').select(['t.session_id', 't.item', 't.at'])
      .where('t.user_id', '=', userId).where('t.session_id', 'in', ids).where('t.undoes', 'is', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('counter_taps as u').select('u.id').where('u.user_id', '=', userId).whereRef('u.undoes', '=', 't.id'))))
      .execute()
    : [];
  const sessions = rows.map((r) => ({
    id: r.id, name: r.name, startedAt: r.started_at, endedAt: r.ended_at!, items: r.items, latitude: r.latitude!, longitude: r.longitude!,
    taps: taps.filter((t) => t.session_id === r.id).map((t) => ({ item: t.item, at: t.at })),
  }));
  return { sessions, withoutLocation: unplaced?.n ?? 0 };
}
