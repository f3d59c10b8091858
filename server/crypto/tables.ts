import type { ColumnType } from 'kysely';

export interface CryptoTables {
  /** Response keys agreed per session (ECDH P-256 + HKDF); in the database so any instance can encrypt. */
  response_keys: {
    key_id: string;
    session_id: string;
    /** 32-byte AES-256-GCM key. */
    key: Buffer;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
}
