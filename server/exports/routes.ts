import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../module.js';
import { authenticate, signedInUser, userOrNull } from '../http/authenticate.js';
import { ApiError, ok } from '../http/envelope.js';
import { byUser, perRoute } from '../http/rate-limit.js';
import { Envelope } from '../http/schemas.js';
import { ExportFileQuery, ExportIdParams, ExportRequestSchema, ExportStatusSchema } from '../../contracts/exports.js';
import { findExport } from './repository.js';
import { linkValid } from './rules.js';
import type { ExportService } from './service.js';

const tags = ['exports'];
const limits = { create: perRoute(30, '10 minutes', byUser), read: perRoute(600, '1 minute', byUser), file: perRoute(240, '1 minute', byUser) };

/** PDF export (contracts/exports.ts): thin handlers over the export service. */
export function exportsRoutes(service: () => ExportService) {
  return async (scope: FastifyInstance, ctx: AppContext): Promise<void> => {
    await scope.register(async (plugin) => {
      authenticate(plugin, 'required');
      const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
      app.post('/exports', {
        config: { rateLimit: limits.create },
        schema: { tags, summary: 'Export a report as PDF: the finished file of the same report, language and data version at once, or a place in the queue', body: ExportRequestSchema, response: { 200: Envelope(ExportStatusSchema) } },
      }, async (request) => {
        const { report, id, lang } = request.body;
        const row = await service().request(signedInUser(request).userId, report, id, lang);
        // The kinds' and locales' unions are built with map(): the type provider cannot infer them, the schema checks them.
        return ok(request, await service().status(row)) as never;
      });
      app.get('/exports/:id', {
        config: { rateLimit: limits.read },
        schema: { tags, summary: "One of the caller's exports: state, progress and position in the queue (others' ids are 404)", params: ExportIdParams, response: { 200: Envelope(ExportStatusSchema) } },
      }, async (request) => ok(request, await service().status(await service().own(signedInUser(request).userId, request.params.id))) as never);
    });

    await scope.register(async (plugin) => {
      authenticate(plugin, 'optional');
      const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
      app.get('/exports/:id/file', {
        config: { rateLimit: limits.file },
        schema: {
          tags, summary: "The export's PDF (or ?format=png, the long image): its owner's with the session token, or anyone's with the status's signed, expiring fileUrl",
          params: ExportIdParams, querystring: ExportFileQuery,
          response: { 200: { description: 'The file: application/pdf, or image/png with ?format=png', content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) }, 'image/png': { schema: Type.String({ format: 'binary' }) } } } },
        },
      }, async (request, reply) => {
        const { id } = request.params;
        const { format = 'pdf', exp, sig } = request.query;
        const user = userOrNull(request);
        const row = await findExport(ctx.db, id);
        const signed = sig !== undefined || exp !== undefined;
        const allowed = row && (signed ? linkValid(ctx.config.exportLinkSecret, id, exp, sig, ctx.now()) : user?.userId === row.user_id);
        if (!row || !allowed) throw new ApiError('NOT_FOUND');
        if (row.state === 'failed') throw new ApiError(row.error === 'EXPORT_TIMED_OUT' ? 'EXPORT_TIMED_OUT' : 'EXPORT_FAILED');
        if (row.state !== 'done') throw new ApiError('EXPORT_NOT_READY');
        const bytes = await service().file(row, format);
        if (!bytes) throw new ApiError('NOT_FOUND');
        const name = format === 'png' ? row.file_name.replace(/\.pdf$/, '.png') : row.file_name;
        // Sent as a stream: response encryption and JSON compression leave streams alone (the bytes are the file).
        return reply
          .header('content-type', format === 'png' ? 'image/png' : 'application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('content-length', String(bytes.length))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Readable.from([bytes]) as never);
      });
    });
  };
}
