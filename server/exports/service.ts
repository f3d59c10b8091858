import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../module.js';
import type { ExportKind, ExportStatus } from '../../contracts/exports.js';
import type { Locales } from '../../i18n/i18n-types.js';
import { ApiError } from '../http/envelope.js';
import * as repo from './repository.js';
import type { ReadReport } from './reports.js';
import { footerTemplate, printHtml } from './print-view.js';
import { BrowserUnavailable, type Printer } from './browser.js';
import { RecentFiles } from './recent-files.js';
import { RenderSlots } from './slots.js';
import { cacheKey, canonicalReportId, EXPORT_LIMITS, fileNameFor, PROGRESS, signLink } from './rules.js';

export type FileFormat = 'pdf' | 'png';

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
 * The export queue of one instance: the state lives in the database (any instance may claim a queued export), this
 * instance renders at most `concurrentPerInstance` files at once with its one browser (RenderSlots: the queue's PDFs
 * and the long images downloads ask for). Started with the app, it takes up the queued exports and fails the renders
 * a dead instance left, at once and then every `sweepMs`, so nothing waits for a client's poll.
 */
export class ExportService {
  /** Renders of the queue in flight, for tests and shutdown. */
  readonly inFlight = new Set<Promise<unknown>>();
  readonly slots: RenderSlots;
  /** Long images being printed, by file: every download of the same file waits for the one render. */
  readonly #images = new Map<string, Promise<Buffer>>();
  readonly #recent = new RecentFiles();
  #sweeper: NodeJS.Timeout | undefined;

  constructor(private ctx: AppContext, private readReport: ReadReport, readonly printer: Printer, private log: FastifyBaseLogger, readonly limits: { readonly [K in keyof typeof EXPORT_LIMITS]: number } = EXPORT_LIMITS) {
    this.slots = new RenderSlots(limits.concurrentPerInstance, limits.maxQueued);
  }

  /** The most renders this instance ever ran at once, PDFs and images together (tests check the bound). */
  get peak(): number {
    return this.slots.peak;
  }

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
    const read = await this.readReport(this.ctx, report, reportId, lang, userId);
    const key = cacheKey({ report, id: reportId, lang, dataVersion: read.dataVersion, ownerId: read.ownerId, variant: read.variant });
    const fileName = fileNameFor(report, read.slug ?? read.subject, now);
    if (await repo.fileExists(this.ctx.db, key, now)) {
      return repo.insertExport(this.ctx.db, { userId, report, reportId, lang, subject: read.subject, cacheKey: key, fileName, state: 'done', now });
    }
    if (!this.printer.available()) throw new ApiError('EXPORT_UNAVAILABLE');
    const same = await repo.inFlightFor(this.ctx.db, userId, key);
    if (same) return same;
    const row = await repo.queueIfRoom(this.ctx.db, { userId, report, reportId, lang, subject: read.subject, cacheKey: key, fileName, state: 'queued', now }, { perAccount: this.limits.perAccountInFlight, queue: this.limits.maxQueued });
    if (!row) throw new ApiError('EXPORT_QUEUE_FULL', null, 10);
    this.pump();
    return row;
  }

  /** GET /exports/:id: the caller's export, or 404; a stale render of a dead instance is failed, queued work is picked up. */
  async own(userId: string, id: string): Promise<repo.ExportRow> {
    const row = await repo.findExport(this.ctx.db, id);
    if (!row || row.user_id !== userId) throw new ApiError('NOT_FOUND');
    if (row.state === 'rendering' && row.started_at && row.started_at < this.#orphanedBefore()) {
      await this.#failOrphans();
      return (await repo.findExport(this.ctx.db, id))!;
    }
    if (row.state === 'queued') this.pump();
    return row;
  }

  /** Tests hold the queue to see it fill; `pump()` after setting it back to false. */
  paused = false;

  /** Starts a render of the queue when this instance has a free slot; a render that found work starts the next. */
  pump(): void {
    if (this.paused || !this.printer.available()) return;
    const release = this.slots.tryTake();
    if (!release) return;
    let found = false;
    const work = this.#renderNext().then((claimed) => (found = claimed)).finally(() => {
      this.inFlight.delete(work);
      release();
      if (found) this.pump();
    });
    this.inFlight.add(work);
  }

  /** Claims the oldest queued export and renders it (false when none was queued); after the claim the next slot may take the next one. */
  async #renderNext(): Promise<boolean> {
    const row = await repo.claimNext(this.ctx.db, this.ctx.now()).catch((err: unknown) => {
      this.log.error({ err }, 'export queue claim failed');
      return undefined;
    });
    if (!row) return false;
    this.pump();
    try {
      await withTimeout((signal) => this.#render(row, signal), this.limits.renderTimeoutMs);
      await repo.finish(this.ctx.db, row.id, { state: 'done' }, this.ctx.now());
    } catch (err) {
      const code = err instanceof ApiError && err.codeName === 'EXPORT_TIMED_OUT' ? 'EXPORT_TIMED_OUT' : err instanceof BrowserUnavailable ? 'EXPORT_UNAVAILABLE' : 'EXPORT_FAILED';
      this.log.warn({ err, exportId: row.id, code }, 'export failed');
      await repo.finish(this.ctx.db, row.id, { state: 'failed', error: code }, this.ctx.now()).catch(() => undefined);
    }
    return true;
  }

  /** The print view of an export's report, read as its owner may see it now. */
  async #html(row: repo.ExportRow): Promise<{ html: string; ownerId: string | null }> {
    const lang = row.lang as Locales;
    const read = await this.readReport(this.ctx, row.report, row.report_id, lang, row.user_id);
    return { html: printHtml({ report: row.report, lang, subject: read.subject, answer: read.answer, generatedAt: this.ctx.now(), sandbox: read.sandbox }), ownerId: read.ownerId };
  }

  async #render(row: repo.ExportRow, signal: AbortSignal): Promise<void> {
    await repo.setProgress(this.ctx.db, row.id, PROGRESS.reading);
    const { html, ownerId } = await this.#html(row);
    await repo.setProgress(this.ctx.db, row.id, PROGRESS.printing);
    const pdf = await this.printer.pdf({ html, footerTemplate: footerTemplate(row.lang), signal });
    const now = this.ctx.now();
    await repo.saveFile(this.ctx.db, { cacheKey: row.cache_key, ownerId, pdf, now, expiresAt: new Date(now.getTime() + this.limits.fileTtlMs) });
  }

  /**
   * A done export's file: from this instance's recent files, else the database; the long image (for where no PDF
   * opens) is printed on its first download, in a render slot, once however many ask at the same time, and kept with
   * the PDF. Undefined when the file has expired.
   */
  async file(row: repo.ExportRow, format: FileFormat): Promise<Buffer | undefined> {
    const key = `${format}:${row.cache_key}`;
    const recent = this.#recent.get(key);
    if (recent) return recent;
    const stored = await repo.readFile(this.ctx.db, row.cache_key, format);
    if (!stored) return undefined;
    const bytes = stored.bytes ?? (await this.#image(row));
    this.#recent.set(key, bytes);
    return bytes;
  }

  #image(row: repo.ExportRow): Promise<Buffer> {
    let printing = this.#images.get(row.cache_key);
    if (!printing) {
      printing = this.#printImage(row).finally(() => this.#images.delete(row.cache_key));
      this.#images.set(row.cache_key, printing);
    }
    return printing;
  }

  async #printImage(row: repo.ExportRow): Promise<Buffer> {
    if (!this.printer.available()) throw new ApiError('EXPORT_UNAVAILABLE');
    const release = await this.slots.take();
    try {
      // Another instance may have printed it while this one waited for a slot.
      const printed = (await repo.readFile(this.ctx.db, row.cache_key, 'png'))?.bytes;
      if (printed) return printed;
      const { html } = await this.#html(row);
      const png = await withTimeout((signal) => this.printer.png(html, signal), this.limits.renderTimeoutMs);
      await repo.savePng(this.ctx.db, row.cache_key, png);
      return png;
    } finally {
      // The slot, if no download waits for it, may be the one the queue waits for.
      release();
      this.pump();
    }
  }

  /** Renders left 'rendering' longer than a live instance lets one run were left by a dead instance. */
  #orphanedBefore(): Date {
    return new Date(this.ctx.now().getTime() - 2 * this.limits.renderTimeoutMs);
  }

  #failOrphans(): Promise<number> {
    return repo.failStale(this.ctx.db, this.#orphanedBefore(), this.ctx.now());
  }

  /** Fails the renders dead instances left and takes up the queue: at start and every `sweepMs` after. */
  start(): void {
    const sweep = () => void this.#failOrphans().then(() => this.pump(), (err: unknown) => this.log.warn({ err }, 'export queue sweep failed'));
    sweep();
    this.#sweeper = setInterval(sweep, this.limits.sweepMs);
    this.#sweeper.unref();
  }

  /** Waits for the renders in flight (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size || this.#images.size) await Promise.allSettled([...this.inFlight, ...this.#images.values()]);
  }

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    await this.drain();
    await this.printer.close();
  }
}
