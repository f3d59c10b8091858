import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ExportKind } from '../../contracts/exports.js';
import { brandExportId, parseBrandExportId } from '../../contracts/brand-export-id.js';

/** The queue's bounds, in one place. */
export const EXPORT_LIMITS = {
  /** Renders at once per instance (one browser, a page each). */
  concurrentPerInstance: 2,
  /** Queued exports across all instances; beyond it POST answers EXPORT_QUEUE_FULL. */
  maxQueued: 50,
  /** An account's exports queued or rendering at once (keyed on the signed-in user). */
  perAccountInFlight: 3,
  /** One render's time-out; a row left rendering twice as long by a dead instance is failed. */
  renderTimeoutMs: 20_000,
  /** How often each instance fails the renders dead instances left and takes up queued exports without a poll. */
  sweepMs: 5_000,
  /** How long a printed file is served from the cache. */
  fileTtlMs: 24 * 3_600_000,
  /** Export rows are kept this long (the file they point to is gone by then). */
  rowTtlMs: 7 * 24 * 3_600_000,
  /** Signed download links. */
  linkTtlMs: 15 * 60_000,
} as const;

/** Progress written as the render proceeds (queued → reading the report and laying it out → printing → done). */
export const PROGRESS = { queued: 0, claimed: 5, reading: 25, printing: 75, done: 100 } as const;

/** Kinds printed for one account only: their files are cached per owner. */
export const PERSONAL_KINDS: ReadonlySet<ExportKind> = new Set(['area', 'ai-analysis', 'recommendation', 'receipt']);

/**
 * The report id an export is kept and cached under: a brand's with its scope written one way ('?countryIso2=SG&cityId=1',
 * the country in capitals), so each scope is a file of its own and the same scope asked another way is the same file;
 * null for a malformed brand scope.
 */
export function canonicalReportId(report: ExportKind, id: string): string | null {
  if (report !== 'brand') return id;
  const brand = parseBrandExportId(id);
  return brand && brandExportId(brand.brandId, brand.scope);
}

/** The file's cache key: report kind, id, language and data version, and the owner (and lock state) for personal kinds. */
export function cacheKey(k: { report: ExportKind; id: string; lang: string; dataVersion: string; ownerId: string | null; variant?: string }): string {
  return [k.report, k.id, k.lang, k.dataVersion, k.ownerId ?? 'public', k.variant ?? ''].join('|');
}

/** 'lokasi-city-singapore-2026-11-21.pdf': ASCII only, for Content-Disposition and the share sheet. */
export function fileNameFor(report: ExportKind, label: string, now: Date): string {
  const slug = label.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `lokasi-${report}${slug ? `-${slug}` : ''}-${now.toISOString().slice(0, 10)}.pdf`;
}

const mac = (secret: string, id: string, exp: number) => createHmac('sha256', secret).update(`export-file:${id}:${exp}`).digest('base64url');

/** A download link without a token: HMAC over the export id and the expiry (seconds since 1970). */
export function signLink(secret: string, id: string, now: Date): { url: string; expiresAt: string } {
  const exp = Math.floor((now.getTime() + EXPORT_LIMITS.linkTtlMs) / 1000);
  return { url: `/v1/exports/${id}/file?exp=${exp}&sig=${mac(secret, id, exp)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

export function linkValid(secret: string | undefined, id: string, exp: string | undefined, sig: string | undefined, now: Date): boolean {
  if (!secret || !exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const seconds = Number(exp);
  if (seconds * 1000 <= now.getTime()) return false;
  const want = Buffer.from(mac(secret, id, seconds));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
