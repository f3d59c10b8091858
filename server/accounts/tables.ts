import type { ColumnType, Generated } from 'kysely';

export type MembershipType = 'monthly' | 'quarterly' | 'yearly' | 'lifetime';

export type DeletionStatus = 'pending' | 'approved' | 'rejected' | 'erased';

export interface AccountsTables {
  users: {
    id: Generated<string>;
    /** Lower-cased; unique among live accounts. Null for anonymous accounts. */
    email: string | null;
    /** Last App-Language seen, so e-mails go out in the user's language. */
    language: string | null;
    created_at: ColumnType<Date, Date | undefined, never>;
    deleted_at: Date | null;
  };
  sessions: {
    id: Generated<string>;
    user_id: string;
    /** Hex SHA-256 of the token: the token itself is never stored. */
    token_hash: string;
    created_at: ColumnType<Date, Date | undefined, never>;
    revoked_at: Date | null;
    /** Moved forward at most once per touch interval (see repository.ts), so a read is not a write. */
    last_used_at: ColumnType<Date, Date | undefined, Date>;
  };
  /** Written by payments (membership purchases); read by /v1/me and the monthly free-credit job. */
  memberships: {
    user_id: string;
    type: MembershipType;
    valid_until: Date;
  };
  /** An account's deletion request: pending until an operator approves (then the person is erased) or rejects it. */
  deletion_requests: {
    id: Generated<string>;
    /** The account; after erasure the pseudonym its accounting rows moved to. */
    user_id: string | null;
    /** The address the request was confirmed with; null for an anonymous account and after erasure. */
    email: string | null;
    status: DeletionStatus;
    requested_at: Date;
    reviewed_at: Date | null;
    erased_at: Date | null;
  };
  /**
   * The sessions of erased accounts, for ERASED_SESSIONS_RETENTION_DAYS: a device still holding such a token is told
   * its account is gone (SESSION_ENDED) instead of a plain 401. Nothing ties a row to the person or to their token.
   */
  erased_sessions: {
    id: Generated<string>;
    /** HMAC of the session's token hash with the server's key (tokens.ts erasedTokenKey): not the token hash itself. */
    token_key: string;
    erased_at: Date;
  };
}

/**
 * A row of the `session_account` SQL function (migrations.ts): a live session with its account's membership and
 * balances, read in one round trip (repository.ts) and kept by the session cache (session-cache.ts).
 */
export interface SessionAccountRow {
  session_id: string;
  user_id: string;
  email: string | null;
  last_used_at: Date;
  membership_type: MembershipType | null;
  membership_valid_until: Date | null;
  free_balance: number | null;
  purchased_balance: number | null;
  free_expires_at: Date | null;
}
