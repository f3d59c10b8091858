import type { DatabaseHandle } from './database.js';

/** Any fixed 64-bit key no other code uses (Kysely's migrator holds its own). */
const START_LOCK_KEY = '7203551810437790417';

/**
 * Runs `work` while holding one database-wide lock, so instances started together migrate and import one at a time:
 * the first does the work, the others wait and then find nothing stale. On PostgreSQL it is a session advisory lock
 * on a connection of its own (released by PostgreSQL if the process dies). A PGlite folder belongs to one process
 * and has a single connection, so there is nobody to wait for.
 */
export async function withStartLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  const client = await handle.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]).catch((error: Error) => (broken = error));
    }
  } finally {
    // A connection whose unlock failed is closed rather than reused, which releases the lock too.
    client.release(broken);
  }
}
