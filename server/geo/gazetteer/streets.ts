import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { Streets, StreetsQuery } from '../../../contracts/geo.js';
import { datasetRefIn } from '../dataset-refs.js';
import { datasetRefs } from '../queries.js';
import { reportTexts } from '../report-texts.js';
import { gazetteerOf } from './gazetteer.js';
import type { StreetLine } from './street-lines.js';

/** At most this many streets in an answer: a whole city's busiest roads stay readable on a phone-sized map (and small). */
const MAX_STREETS = 150;
const round = (v: number) => Math.round(v * 1e5) / 1e5;

/** The streets reaching into the box, busiest first (most stops), at most MAX_STREETS. */
export function streetsReaching(all: readonly StreetLine[], box: Omit<StreetsQuery, 'lang'>): StreetLine[] {
  return all
    .filter(({ bbox: [w, s, e, n] }) => w <= box.east && e >= box.west && s <= box.north && n >= box.south)
    .sort((a, b) => b.stops - a.stops || a.name.localeCompare(b.name))
    .slice(0, MAX_STREETS);
}

/** The streets reaching into the box with the datasets of those drawn: a map of Kuala Lumpur does not cite Singapore's stops. */
export async function streetsIn(db: Kysely<Database>, box: Omit<StreetsQuery, 'lang'>, locale: string, now: Date): Promise<Streets> {
  const [g, refs] = await Promise.all([gazetteerOf(db, now), datasetRefs(db)]);
  const streets = streetsReaching(g.streets, box);
  const refOf = datasetRefIn(refs, reportTexts(locale));
  return {
    streets: streets.map((s) => ({ name: s.name, runs: s.runs.map((run) => run.map(([lon, lat]) => [round(lon), round(lat)])) })),
    datasets: [...new Set(streets.map((s) => s.datasetId))].sort().flatMap((id) => refOf(id) ?? []),
  };
}
