import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { FeedbackCategory } from '../../contracts/account-data.js';

export interface FeedbackTables {
  feedback: {
    id: Generated<string>;
    user_id: string;
    category: FeedbackCategory;
    text: string;
    /** How the person asked to be answered (an address or a phone number), if they gave one. */
    contact: string | null;
    app_version: string;
    /** The route they came from, the client (native, mini-program, browser) and the language. */
    context: JSONColumnType<Record<string, string>>;
    created_at: ColumnType<Date, Date, never>;
  };
}
