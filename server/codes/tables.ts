import type { ColumnType, Generated } from 'kysely';

export type CodePurpose = 'login' | 'link' | 'delete';

export interface CodesTables {
  verification_codes: {
    id: Generated<string>;
    /** Null for login codes: the address alone identifies who is signing in. */
    user_id: string | null;
    email: string;
    purpose: CodePurpose;
    /** Hex SHA-256 of `<id>:<code>`; the code itself is never stored. */
    code_hash: string;
    created_at: ColumnType<Date, Date, never>;
    expires_at: Date;
    failed_attempts: ColumnType<number, number | undefined, number>;
    used_at: Date | null;
  };
}
