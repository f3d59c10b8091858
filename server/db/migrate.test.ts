import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

describe("a migration written beside another domain's", () => {
  it('is applied even when its name sorts before one the database already ran', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    const create = (table: string) => ({ up: (db: any) => db.schema.createTable(table).addColumn('id', 'integer').execute() });
    try {
      expect(await migrateToLatest(handle.db, { '20261123-geo-brand-001': create('later') })).toEqual(['20261123-geo-brand-001']);
      const both = { '20261123-counter-002': create('earlier'), '20261123-geo-brand-001': create('later') };
      expect(await migrateToLatest(handle.db, both)).toEqual(['20261123-counter-002']);
      expect(await migrateToLatest(handle.db, both)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
