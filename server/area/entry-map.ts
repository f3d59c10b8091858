import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { AppContext } from '../module.js';
import { ApiError, ok } from '../http/envelope.js';
import { requestLocale, translator } from '../http/language.js';
import { perRoute } from '../http/rate-limit.js';
import { Envelope } from '../http/schemas.js';
import { ENTRY_MAP_MAX_SPAN, EntryMapQuerySchema, EntryMapSchema, type EntryMap, type EntryMapQuery } from '../../contracts/area.js';
import { sharedCached } from './shared-cache.js';
import * as repo from './repository.js';
import { outerRings } from './outline-rings.js';

/** Stations named on one map: more would cover the outlines they help to read. */
const MAX_PLACES = 40;

type Box = [minLon: number, minLat: number, maxLon: number, maxLat: number];
const overlaps = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** Every planning area's drawable outline with its box, computed once per import (55 areas). */
const outlines = (db: Kysely<Database>, now: Date) =>
  sharedCached(db, 'area:entryMapOutlines', now, async () =>
    (await repo.planningAreas(db, now)).map((a) => ({ bbox: a.bbox as Box, outline: { name: a.name, rings: outerRings(a.geometry) } })));

/** The outlines and the rail stations (nearest the box's middle first) in a box. */
export async function entryMap(db: Kysely<Database>, q: EntryMapQuery, now: Date): Promise<EntryMap> {
  const box: Box = [q.west, q.south, q.east, q.north];
  const [areas, stations] = await Promise.all([outlines(db, now), repo.railStations(db, now)]);
  const middle = { lat: (q.south + q.north) / 2, lon: (q.west + q.east) / 2 };
  const inBox = stations.filter((s) => s.lon >= q.west && s.lon <= q.east && s.lat >= q.south && s.lat <= q.north);
  const far = (s: { lat: number; lon: number }) => (s.lat - middle.lat) ** 2 + (s.lon - middle.lon) ** 2;
  return {
    outlines: areas.filter((a) => overlaps(a.bbox, box)).map((a) => a.outline),
    places: inBox.sort((a, b) => far(a) - far(b)).slice(0, MAX_PLACES).map((s) => ({ name: s.name, lat: s.lat, lon: s.lon })),
  };
}

/** GET /v1/area/entry-map: public, a read of imported data (panning asks again, so a generous limit per address). */
export function entryMapRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/area/entry-map', {
    config: { rateLimit: perRoute(240, '1 minute') },
    schema: { tags: ['area'], summary: "What to aim at on the data query's map: planning-area outlines and rail stations in a box", querystring: EntryMapQuerySchema, response: { 200: Envelope(EntryMapSchema) } },
  }, async (request) => {
    const { south, west, north, east } = request.query;
    if (north < south || east < west || north - south > ENTRY_MAP_MAX_SPAN || east - west > ENTRY_MAP_MAX_SPAN) {
      const t = translator(requestLocale(request)).server.fields;
      throw new ApiError('VALIDATION_FAILED', { fields: [{ field: 'querystring', rule: 'box', message: t.invalid() }] });
    }
    return ok(request, await entryMap(ctx.db, request.query, ctx.now()));
  });
}
