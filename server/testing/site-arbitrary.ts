import fc from 'fast-check';
import type { SiteVector } from '../area/scoring/site-vector.js';

const count = (max: number) => fc.integer({ min: 0, max });
const maybe = <T,>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 4 });

/** Random site vectors: counts, densities and, a fifth of the time, inputs the city has no dataset for (null). */
export const siteArbitrary: fc.Arbitrary<SiteVector> = fc
  .record({
    radius: fc.constantFrom(500 as const, 1000 as const),
    residents: maybe(count(80_000)), workers: maybe(count(60_000)), footfall: maybe(count(600_000)), busStops: maybe(count(120)),
    transportCoverage: maybe(fc.double({ min: 0, max: 1, noNaN: true })),
    consumptionIndex: maybe(fc.double({ min: 30, max: 300, noNaN: true })),
    others: count(800), competitors: count(150), neighbours: count(60),
    ownBrandStores: maybe(count(10)),
    nearestCompetitorM: maybe(count(1000)),
    malls: maybe(count(20)), railStations: maybe(count(10)), hawkerCentres: maybe(count(10)), clinics: maybe(count(60)),
  })
  .map(({ others, ...v }) => ({ ...v, stores: others + v.competitors, offices: null, schools: null }));

