import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { AreaQuery, ReportKind } from '../../contracts/area.js';
import { lockedReport } from './locks.js';
import { sharedCached } from './shared-cache.js';
import { ReadyJson } from '../http/ready-json.js';

/** The data of a report's answer (contract AreaReport): the query, whether the caller unlocked it, and its blocks with locked data left out. */
export function reportAnswer<B extends Record<string, unknown>>(kind: ReportKind, query: AreaQuery, blocks: B, unlocked: boolean) {
  const thunks = Object.fromEntries(Object.entries(blocks).map(([k, v]) => [k, () => v])) as { [K in keyof B]: () => B[K] };
  const { blocks: sent, opens, cost } = lockedReport(kind, thunks, unlocked);
  return { query, unlocked, unlockCost: cost, unlockOpens: opens, blocks: sent };
}

/**
 * The same answer data, serialized once per query, report, language and lock state and kept with the imported data
 * as bytes ready to send (stringifying a surrounding analysis on every request cost more than everything else).
 * A saved query never changes, so its id stands for its point, radius and industry in the key.
 */
export function reportAnswerJson<B extends Record<string, unknown>>(
  db: Kysely<Database>, kind: ReportKind, query: AreaQuery, locale: string, unlocked: boolean, now: Date, build: () => Promise<B>,
): Promise<ReadyJson> {
  return sharedCached(db, `area:answer:${kind}:${query.id}:${locale}:${unlocked ? 'unlocked' : 'locked'}`, now, async () =>
    new ReadyJson(JSON.stringify(reportAnswer(kind, query, await build(), unlocked))));
}
