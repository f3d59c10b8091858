import type { AccountsTables } from '../accounts/tables.js';
import type { CodesTables } from '../codes/tables.js';
import type { CreditsTables } from '../credits/tables.js';
import type { CryptoTables } from '../crypto/tables.js';
import type { JobsTables } from '../jobs/tables.js';
import type { MailTables } from '../mail/tables.js';
import type { TrackingTables } from '../tracking/tables.js';
import type { GeoTables } from '../geo/tables.js';
import type { CounterTables } from '../counter/tables.js';
// The database type is the intersection of every domain's tables; each domain declares its own in <domain>/tables.ts
// and is added here once, e.g. `export type Database = AccountsTables & CreditsTables & GeoTables;`.
export type Database = AccountsTables &
  CodesTables &
  CreditsTables &
  CryptoTables &
  JobsTables &
  MailTables &
  TrackingTables &
  GeoTables & CounterTables;
