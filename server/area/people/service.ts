import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { Figure } from '../../../contracts/figure.js';
import type { AreaQuery } from '../../../contracts/area.js';
import { cached } from '../../geo/index.js';
import { buildConsumption } from './consumption.js';
import { buildPassengerFlow } from './passenger-flow.js';
import { buildAgeGender, buildEducation, buildIncome, buildNationality, buildOccupation, buildResidents } from './population.js';
import { countsNear, loadPointData, type PointData } from './repository.js';
import { peopleTexts } from './texts.js';

type Db = Kysely<Database>;
type Point = Pick<AreaQuery, 'lat' | 'lon' | 'radius' | 'countryCode'>;

/** Imported data around a point changes only with an import: kept per point for the import cache's period. */
export function pointData(db: Db, q: Point, now: Date): Promise<PointData> {
  return cached(db, `area-people:point:${q.lat},${q.lon},${q.radius},${q.countryCode}`, now.getTime(), () => loadPointData(db, q, now.getTime()));
}

/** The population profile's blocks. */
export async function populationBlocks(db: Db, q: Point, locale: string, now: Date) {
  const data = await pointData(db, q, now);
  const texts = peopleTexts(locale);
  return {
    residents: buildResidents(data, texts),
    ageGender: buildAgeGender(data, texts),
    income: buildIncome(data, texts),
    education: buildEducation(texts),
    occupation: buildOccupation(texts),
    nationality: buildNationality(data, texts),
  };
}

/** The passenger-flow report's blocks; the counts are the requesting user's own. */
export async function passengerFlowBlocks(db: Db, q: Point, userId: string, locale: string, now: Date) {
  const [data, counts] = await Promise.all([pointData(db, q, now), countsNear(db, userId, q)]);
  const { summary, hourly, counts: own } = buildPassengerFlow(data, counts, peopleTexts(locale));
  return { summary, hourly, counts: own };
}

/** The consumption report's blocks. */
export async function consumptionBlocks(db: Db, q: Point & Pick<AreaQuery, 'industry'>, locale: string, now: Date) {
  const { index, areas, spending } = buildConsumption(await pointData(db, q, now), q.industry, peopleTexts(locale));
  return { index, areas: areas(), spending };
}

/**
 * The data query's people headlines: residents and workers (population profile), weekday passenger flow at the rail
 * stations within the radius (passenger flow; the user's own counts stay on the passenger-flow report), consumption index.
 */
export function headlinePeopleFigures(db: Db, q: Point, locale: string, now: Date): Promise<{ residents: Figure; workers: Figure; passengerFlow: Figure; consumptionIndex: Figure }> {
  // Nothing user-specific: the same point in the same language answers the same until the next import.
  return cached(db, `area-people:headlines:${q.lat},${q.lon},${q.radius},${q.countryCode}:${locale}`, now.getTime(), async () => {
    const data = await pointData(db, q, now);
    const texts = peopleTexts(locale);
    const residents = buildResidents(data, texts);
    const flow = buildPassengerFlow(data, { sessions: [], withoutLocation: 0 }, texts);
    return {
      residents: residents.residents,
      workers: residents.workers,
      passengerFlow: flow.summary.totalVisitors,
      consumptionIndex: buildConsumption(data, null, texts).index.index,
    };
  });
}
