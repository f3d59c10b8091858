import pg from 'pg';
import { prepareValue } from 'pg/lib/utils.js';
import { Mutex, protocol, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely over PGlite's own wire-protocol entry point, without node-postgres in between. Through pg.Pool and PGlite's
 * node-postgres adapter a query was five separate calls into the database (parse, bind, describe, execute, sync),
 * each with its own promise chain and event emission; here it is one call carrying the five messages.
 *
 * Values travel and come back exactly as node-postgres sends and reads them (its value preparation and its type
 * parsers, including the ones database.ts sets), so a query gives the same rows on PGlite as on PostgreSQL.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

/**
 * PGlite is one database session, so the driver has one connection, lent to one holder at a time: a transaction keeps
 * it from BEGIN to COMMIT and every other query waits its turn (in arrival order), as with a pool of one connection.
 */
class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  readonly #turn = new Mutex();
  #release: (() => void) | undefined;

  constructor(pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#turn.acquire();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(['start transaction', ...options].join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${pg.escapeIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${pg.escapeIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${pg.escapeIdentifier(name)}`));
  }

  /** Waits for the current holder (e.g. a transaction under way) to finish; closing PGlite is its owner's job. */
  async destroy(): Promise<void> {
    (await this.#turn.acquire())();
  }
}

type BackendMessage = { name: string };
type RowDescription = BackendMessage & { fields: Array<{ name: string; dataTypeID: number }> };
type DataRow = BackendMessage & { fields: Array<string | null> };
type CommandComplete = BackendMessage & { text: string };

/** Commands whose row count Kysely reports as affected rows (as its PostgreSQL driver does). */
const countedCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const message = query.parameters.length ? extendedQuery(query.sql, query.parameters) : protocol.serialize.query(query.sql);
    // PGlite's own lock keeps a query apart from its close(); the driver's turn already keeps queries apart.
    const messages = await this.pglite.runExclusive(async () => {
      // node-postgres' message for a closed database, which the server answers as "unavailable, retry later".
      if (!this.pglite.ready) throw new Error('PGlite is closed');
      return (await this.pglite.execProtocolStream(message)) as BackendMessage[];
    });
    return toResult<R>(messages);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming is not supported on the embedded database.');
  }
}

/**
 * Parse, bind, describe, execute and sync as one batch: parameters untyped and as text (binary for byte arrays), so
 * PostgreSQL infers their types exactly as it does for node-postgres on a real server.
 */
function extendedQuery(sql: string, parameters: readonly unknown[]): Uint8Array {
  const { serialize } = protocol;
  const parts = [
    serialize.parse({ text: sql }),
    serialize.bind({ values: parameters.map((value) => prepareValue(value)) }),
    serialize.describe({ type: 'P' }),
    serialize.execute(),
    serialize.sync(),
  ];
  const batch = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    batch.set(part, offset);
    offset += part.length;
  }
  return batch;
}

/**
 * Rows as node-postgres builds them. A simple query of several statements (a migration) gives no rows and no count,
 * as node-postgres' array of results does through Kysely's PostgreSQL driver.
 */
function toResult<R>(messages: BackendMessage[]): QueryResult<R> {
  let parsers: Array<(value: string) => unknown> = [];
  let names: string[] = [];
  let rows: Record<string, unknown>[] = [];
  let completed: CommandComplete | undefined;
  let statements = 0;
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      const { fields } = message as RowDescription;
      names = fields.map((f) => f.name);
      parsers = fields.map((f) => pg.types.getTypeParser(f.dataTypeID, 'text'));
      rows = [];
    } else if (message.name === 'dataRow') {
      const row: Record<string, unknown> = {};
      (message as DataRow).fields.forEach((value, i) => (row[names[i]!] = value === null ? null : parsers[i]!(value)));
      rows.push(row);
    } else if (message.name === 'commandComplete') {
      completed = message as CommandComplete;
      statements++;
    }
  }
  if (statements > 1) return { rows: [] };
  const words = completed?.text.split(' ') ?? [];
  const counted = countedCommands.has(words[0] ?? '');
  return { rows: rows as R[], numAffectedRows: counted ? BigInt(words[words.length - 1]!) : undefined };
}
