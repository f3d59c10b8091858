import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../module.js';
import type { ExportKind, ExportStatus } from '../../contracts/exports.js';
import type { Locales } from '../../i18n/i18n-types.js';
import { ApiError } from '../http/envelope.js';
import * as repo from './repository.js';
import { readReport } from './reports.js';
import { footerTemplate, printHtml } from './print-view.js';
import { BrowserUnavailable, type Printer } from './browser.js';
import { cacheKey, canonicalReportId, EXPORT_LIMITS, fileNameFor, PROGRESS, signLink } from './rules.js';

const RECENT_FILES = { maxEntries: 32, maxAgeMs: 10 * 60_000 };

/**
 * The outcome of `work`, or EXPORT_TIMED_OUT after `ms`; the signal given to `work` is aborted then, so the printer
 * closes its page instead of rendering on for nobody.
 */
function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout;
  const timedOut = new Promise<never>((_, reject) => (timer = setTimeout(() => {
    controller.abort();
    reject(new ApiError('EXPORT_TIMED_OUT'));
  }, ms)));
  return Promise.race([work(controller.signal), timedOut]).finally(() => clearTimeout(timer));
}

/**
 * The export queue of one instance: the state lives in PostgreSQL (any instance may claim a queued export), this
 * instance renders at most `concurrentPerInstance` at once with its one browser.
 */
export class ExportService {
  #running = 0;
  /** Renders in flight, for tests and shutdown. */
  readonly inFlight = new Set<Promise<void>>();
  /** The most renders this instance ever ran at once (tests check the bound). */
  peak = 0;

  constructor(private ctx: AppContext, readonly printer: Printer, private log: FastifyBaseLogger, readonly limits: { readonly [K in keyof typeof EXPORT_LIMITS]: number } = EXPORT_LIMITS) {}

  async status(row: repo.ExportRow): Promise<ExportStatus> {
    const link = row.state === 'done' && this.ctx.config.exportLinkSecret ? signLink(this.ctx.config.exportLinkSecret, row.id, this.ctx.now()) : null;
    return {
      id: row.id, report: row.report, lang: row.lang as Locales, state: row.state, progress: row.progress,
      position: await repo.positionOf(this.ctx.db, row), fileName: row.file_name,
      fileUrl: link?.url ?? null, fileUrlExpiresAt: link?.expiresAt ?? null, error: row.error,
    };
  }

  /** POST /exports: the finished file of the same report at once, or a place in the queue. */
  async request(userId: string, report: ExportKind, id: string, lang: Locales): Promise<repo.ExportRow> {
    const now = this.ctx.now();
    const reportId = canonicalReportId(report, id);
    if (reportId === null) throw new ApiError('NOT_FOUND');
    const read = await readReport(this.ctx, report, reportId, lang, userId);
    const key = cacheKey({ report, id: reportId, lang, dataVersion: read.dataVersion, ownerId: read.ownerId, variant: read.variant });
    const fileName = fileNameFor(report, read.slug ?? read.subject, now);
    if (await repo.fileExists(this.ctx.db, key, now)) {
      return repo.insertExport(this.ctx.db, { userId, report, reportId, lang, cacheKey: key, fileName, state: 'done', now });
    }
    if (!this.printer.available()) throw new ApiError('EXPORT_UNAVAILABLE');
    const same = await repo.inFlightFor(this.ctx.db, userId, key);
    if (same) return same;
    const row = await repo.queueIfRoom(this.ctx.db, { userId, report, reportId, lang, cacheKey: key, fileName, state: 'queued', now }, { perAccount: this.limits.perAccountInFlight, queue: this.limits.maxQueued });
    if (!row) throw new ApiError('EXPORT_QUEUE_FULL', null, 10);
    this.pump();
    return row;
  }

  /** GET /exports/:id: the caller's export, or 404; a stale render of a dead instance is failed, queued work is picked up. */
  async own(userId: string, id: string): Promise<repo.ExportRow> {
    let row = await repo.findExport(this.ctx.db, id);
    if (!row || row.user_id !== userId) throw new ApiError('NOT_FOUND');
    if (row.state === 'rendering' && row.started_at && this.ctx.now().getTime() - row.started_at.getTime() > 2 * this.limits.renderTimeoutMs) {
      await repo.failStale(this.ctx.db, new Date(this.ctx.now().getTime() - 2 * this.limits.renderTimeoutMs), this.ctx.now());
      row = (await repo.findExport(this.ctx.db, id))!;
    }
    if (row.state === 'queued') this.pump();
    return row;
  }

  /** Tests hold the queue to see it fill; `pump()` after setting it back to false. */
  paused = false;

  /** Starts a render when this instance has room; a render that found work starts the next (so slots fill one by one). */
  pump(): void {
    if (this.paused || this.#running >= this.limits.concurrentPerInstance) return;
    this.#running++;
    this.peak = Math.max(this.peak, this.#running);
    const work = this.#next().finally(() => {
      this.#running--;
      this.inFlight.delete(work);
    });
    this.inFlight.add(work);
  }

  /** One slot: claims and renders queued exports until the queue is empty. */
  async #next(): Promise<void> {
    while (!this.paused) {
      const row = await repo.claimNext(this.ctx.db, this.ctx.now()).catch((err: unknown) => {
        this.log.error({ err }, 'export queue claim failed');
        return undefined;
      });
      if (!row) return;
      this.pump();
      try {
        await withTimeout((signal) => this.#render(row, signal), this.limits.renderTimeoutMs);
        await repo.finish(this.ctx.db, row.id, { state: 'done' }, this.ctx.now());
      } catch (err) {
        const code = err instanceof ApiError && err.codeName === 'EXPORT_TIMED_OUT' ? 'EXPORT_TIMED_OUT' : err instanceof BrowserUnavailable ? 'EXPORT_UNAVAILABLE' : 'EXPORT_FAILED';
        this.log.warn({ err, exportId: row.id, code }, 'export failed');
        await repo.finish(this.ctx.db, row.id, { state: 'failed', error: code }, this.ctx.now()).catch(() => undefined);
      }
    }
  }

  async #render(row: repo.ExportRow, signal: AbortSignal): Promise<void> {
    const lang = row.lang as Locales;
    await repo.setProgress(this.ctx.db, row.id, PROGRESS.reading);
    const read = await readReport(this.ctx, row.report, row.report_id, lang, row.user_id);
    await repo.setProgress(this.ctx.db, row.id, PROGRESS.layingOut);
    const html = printHtml({ report: row.report, lang, subject: read.subject, answer: read.answer, generatedAt: this.ctx.now(), sandbox: read.sandbox });
    await repo.setProgress(this.ctx.db, row.id, PROGRESS.printing);
    const pdf = await this.printer.pdf({ html, footerTemplate: footerTemplate(lang), signal });
    const now = this.ctx.now();
    await repo.saveFile(this.ctx.db, { cacheKey: row.cache_key, ownerId: read.ownerId, pdf, now, expiresAt: new Date(now.getTime() + this.limits.fileTtlMs) });
  }

  /** Recently served PDFs, newest last: a file never changes under its cache key, so a hit skips the database. */
  readonly #recent = new Map<string, { bytes: Buffer; at: number }>();

  /** The PDF of a done export: from this instance's few recent files (10 minutes at most), else the database. */
  async pdf(row: repo.ExportRow): Promise<Buffer | undefined> {
    const hit = this.#recent.get(row.cache_key);
    const now = Date.now();
    if (hit && now - hit.at < RECENT_FILES.maxAgeMs) return hit.bytes;
    const bytes = (await repo.readFile(this.ctx.db, row.cache_key, 'pdf'))?.bytes ?? undefined;
    if (!bytes) return undefined;
    this.#recent.delete(row.cache_key);
    this.#recent.set(row.cache_key, { bytes, at: now });
    if (this.#recent.size > RECENT_FILES.maxEntries) this.#recent.delete(this.#recent.keys().next().value!);
    return bytes;
  }

  /** The long image of a done export, printed on first request (where no PDF opens) and kept with the PDF. */
  async png(row: repo.ExportRow): Promise<Buffer> {
    const stored = await repo.readFile(this.ctx.db, row.cache_key, 'png');
    if (stored?.bytes) return stored.bytes;
    if (!stored) throw new ApiError('NOT_FOUND');
    if (!this.printer.available()) throw new ApiError('EXPORT_UNAVAILABLE');
    const lang = row.lang as Locales;
    const read = await readReport(this.ctx, row.report, row.report_id, lang, row.user_id);
    const html = printHtml({ report: row.report, lang, subject: read.subject, answer: read.answer, generatedAt: this.ctx.now(), sandbox: read.sandbox });
    const png = await withTimeout((signal) => this.printer.png(html, signal), this.limits.renderTimeoutMs);
    await repo.savePng(this.ctx.db, row.cache_key, png);
    return png;
  }

  /** Waits for the renders in flight (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  async close(): Promise<void> {
    await this.drain();
    await this.printer.close();
  }
}
