import type { Migration } from 'kysely';
import { accountsMigrations } from '../accounts/migrations.js';
import { codesMigrations } from '../codes/migrations.js';
import { creditsMigrations } from '../credits/migrations.js';
import { cryptoMigrations } from '../crypto/migrations.js';
import { jobsMigrations } from '../jobs/migrations.js';
import { mailMigrations } from '../mail/migrations.js';
import { trackingMigrations } from '../tracking/migrations.js';
import { geoMigrations } from '../geo/migrations.js';
import { counterMigrations } from '../counter/migrations.js';

/**
 * Every domain exports its migrations as `Record<'YYYYMMDD-domain-NNN', Migration>` from <domain>/migrations.ts
 * and is listed here once. Names are globally ordered by their date prefix.
 */
export const allMigrations: Record<string, Migration> = {
  ...accountsMigrations,
  ...codesMigrations,
  ...creditsMigrations,
  ...cryptoMigrations,
  ...jobsMigrations,
  ...mailMigrations,
  ...trackingMigrations,
  ...geoMigrations, ...counterMigrations };
