import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export interface TrackingTables {
  tracking_events: {
    id: Generated<number>;
    user_id: string | null;
    kind: 'pageview' | 'event';
    /** pageId of a page view, event_id of an event. */
    name: string;
    payload: JSONColumnType<Record<string, unknown>>;
    occurred_at: Date;
    received_at: ColumnType<Date, Date, never>;
  };
}
