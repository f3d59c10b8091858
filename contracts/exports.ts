import { Type, type Static } from '@sinclair/typebox';
import { LocaleSchema } from './geo.js';

/*
 * PDF export. Every path under /v1, answers in the { code, msg, data } envelope, session token required.
 *
 *   POST /v1/exports               ExportRequest -> ExportStatus   (queues the export, or answers the finished one of the
 *                                                                  same report, language and data version at once)
 *   GET  /v1/exports/:id                          -> ExportStatus   (its owner's; another account's id is 404)
 *   GET  /v1/exports/:id/file      ?format=pdf|png -> the file       (its owner's with the session token; or, without a
 *                                                                  token, with the signed `fileUrl` of the status, which
 *                                                                  expires: the copy-link fallback where no PDF opens)
 *
 * Where the server has no Chromium, POST answers EXPORT_UNAVAILABLE and the rest of the app works.
 */

export const EXPORT_KINDS = ['city', 'brand', 'area', 'ai-analysis', 'recommendation', 'receipt'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const ExportKindSchema = Type.Union(EXPORT_KINDS.map((kind) => Type.Literal(kind)));

export const ExportRequestSchema = Type.Object(
  {
    report: ExportKindSchema,
    /**
     * The report's own id: a city id, a brand id, a saved area query id, a recommendation id or 'example', an order id.
     * A brand report of one country or city names its scope as the brand report API takes it (brand-export-id.ts):
     * 'starbucks-9ea3ba?countryIso2=SG', '…?cityId=1880252'; a bare brand id is the whole brand's report.
     */
    id: Type.String({ minLength: 1, maxLength: 200 }),
    lang: LocaleSchema,
  },
  { additionalProperties: false },
);
export type ExportRequest = Static<typeof ExportRequestSchema>;

export const ExportStateSchema = Type.Union([Type.Literal('queued'), Type.Literal('rendering'), Type.Literal('done'), Type.Literal('failed')]);
export type ExportState = Static<typeof ExportStateSchema>;

export const ExportStatusSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  report: ExportKindSchema,
  lang: LocaleSchema,
  state: ExportStateSchema,
  /** 0-100; 100 exactly when done. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Exports ahead of this one in the queue (0 once rendering). */
  position: Type.Integer({ minimum: 0 }),
  /** A file name for saving: report kind, place and date, ASCII only. */
  fileName: Type.String(),
  /** When done: a link that downloads the PDF without a token until `fileUrlExpiresAt` (append `&format=png` for the image). */
  fileUrl: Type.Union([Type.String(), Type.Null()]),
  fileUrlExpiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** When failed: the business code name (EXPORT_FAILED, EXPORT_TIMED_OUT, ...). */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type ExportStatus = Static<typeof ExportStatusSchema>;

export const ExportIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const ExportFileQuery = Type.Object(
  {
    format: Type.Optional(Type.Union([Type.Literal('pdf'), Type.Literal('png')])),
    /** The signature of a `fileUrl`. */
    sig: Type.Optional(Type.String({ maxLength: 200 })),
    exp: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
