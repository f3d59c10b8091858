import type { ColumnType, Generated } from 'kysely';
import type { ExportKind, ExportState } from '../../contracts/exports.js';

export interface ExportsTables {
  /** One export a user asked for: its state and progress while queued and rendering, then which file it is. */
  exports: {
    id: Generated<string>;
    user_id: string;
    report: ExportKind;
    report_id: string;
    lang: string;
    /** What the export is of, as its report names it (the place, the brand and its scope, city and industry); null before it was kept. */
    subject: string | null;
    /** report kind + report id + language + data version (+ owner for personal kinds): the `export_files` row. */
    cache_key: string;
    state: ExportState;
    progress: number;
    error: string | null;
    file_name: string;
    created_at: ColumnType<Date, Date, never>;
    started_at: Date | null;
    finished_at: Date | null;
  };
  /** A printed report, shared by every export of the same cache key until it expires. */
  export_files: {
    cache_key: string;
    /** The account a personal report (area, AI analysis, recommendation, receipt) was printed for; null for public reports. */
    owner_id: string | null;
    pdf: Buffer;
    /** The long image for where no PDF opens, printed on first request. */
    png: Buffer | null;
    created_at: ColumnType<Date, Date, never>;
    expires_at: Date;
  };
}
