import type { ColumnType } from 'kysely';
import type { SessionItem } from '../../contracts/counter.js';

export interface CounterTables {
  /** One counting session, keyed (user_id, id); the id is made by the client so a re-sent batch lands on the same row. */
  counter_sessions: {
    id: string;
    user_id: string;
    started_at: Date;
    ended_at: Date | null;
    items: ColumnType<SessionItem[], string, string>;
    name: string;
    notes: string;
    latitude: number | null;
    longitude: number | null;
    accuracy_m: number | null;
    /** H3 resolution-9 cell of the location, so reports can find a user's own counts near a place. */
    h3_r9: string | null;
    /** The device's edit time: the newer edit of name, notes, end or location wins. */
    client_updated_at: Date;
    /** Tombstone: a deleted session stays deleted when an old batch is re-sent. */
    deleted_at: Date | null;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  /** Append-only: a count or an undo (pointing at the count it cancels, in the same session). Never updated. Keyed (user_id, id). */
  counter_taps: {
    id: string;
    user_id: string;
    session_id: string;
    seq: number;
    item: number;
    at: Date;
    undoes: string | null;
  };
}
