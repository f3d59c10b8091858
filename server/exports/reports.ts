import type { ExportKind } from '../../contracts/exports.js';
import { EXPORT_KINDS } from '../../contracts/exports.js';
import type { AppContext, DomainModule, ReportRead, ReportReader } from '../module.js';

export type { ReportRead };

/** Reads any printable report: the one module declaring its kind reads it (as its GET route answers the asking account). */
export type ReadReport = (ctx: AppContext, kind: ExportKind, id: string, lang: string, userId: string) => Promise<ReportRead>;

/** The report readers the modules declare, one module per kind; refused at start when a kind has none or two. */
export function reportReaders(list: readonly DomainModule[]): ReadReport {
  const readers = new Map<ExportKind, ReportReader>();
  for (const module of list) {
    for (const [kind, read] of Object.entries(module.reports ?? {}) as Array<[ExportKind, ReportReader]>) {
      if (readers.has(kind)) throw new Error(`Two modules read the "${kind}" report for export`);
      readers.set(kind, read);
    }
  }
  const missing = EXPORT_KINDS.filter((kind) => !readers.has(kind));
  if (missing.length) throw new Error(`No module reads the ${missing.join(', ')} report for export`);
  return (ctx, kind, id, lang, userId) => readers.get(kind)!(ctx, id, lang, userId);
}
