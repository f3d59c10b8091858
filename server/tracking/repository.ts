import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { TrackingItem } from './schemas.js';

function toRow(item: TrackingItem, userId: string | null, receivedAt: Date) {
  if (item.kind === 'pageview') {
    return { user_id: userId, kind: item.kind, name: item.pageId, payload: JSON.stringify({ refId: item.refId, extra: item.extra }), occurred_at: new Date(item.at), received_at: receivedAt };
  }
  return { user_id: userId, kind: item.kind, name: item.event_id, payload: JSON.stringify(item.map), occurred_at: new Date(item.map.event_time), received_at: receivedAt };
}

/** Stores one batch of page views and events, for the signed-in user or anonymously (null). */
export async function insertTrackingItems(db: Kysely<Database>, items: readonly TrackingItem[], userId: string | null, receivedAt: Date): Promise<void> {
  await db
    .insertInto('tracking_events')
    .values(items.map((item) => toRow(item, userId, receivedAt)))
    .execute();
}
