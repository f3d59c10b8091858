import { insertRows } from './batch.js';
import type { DatasetDef, LoadContext } from './context.js';
import { optGroupedNum, parseCsv, type CsvRow } from './csv.js';
import { ImportError } from './errors.js';
import { bboxOf } from '../geo-math.js';
import { MY_PARLIAMENT_SEATS_ID, MY_STATE_SEATS_ID } from '../datasets.js';
import {
  myParliamentSeatId, myStateName, myStateSeatId, PARLIAMENT_SEAT_KIND, STATE_SEAT_KIND, type CensusSeatStats,
} from '../official-areas.js';

/** One census file of seats and its boundaries, joined by a code column both carry. */
interface SeatSource {
  id: string;
  name: string;
  kind: string;
  census: string;
  boundaries: string;
  /** The join column; its value makes the row's id. */
  joinColumn: string;
  idOf(code: string): string;
  /** The column naming the seat with its code ('N.01 Titi Tinggi'), and the column of the code alone. */
  nameColumn: string;
  codeColumn: string;
}

type Feature = { properties: Record<string, unknown>; geometry: unknown };

/** The census figures kept, blank cells as null. The `sme_*` columns are not read: the parliament file's are permuted. */
function statsOf(r: CsvRow, file: string, code: string): CensusSeatStats {
  const n = (column: string) => optGroupedNum(r, column, file);
  const censusYear = n('year');
  if (censusYear === null) throw new ImportError(file, r.line, 'blank census year');
  return {
    code, censusYear, households: n('household_total'), householdSizeAvg: n('household_size_avg'),
    incomeMedian: n('income_median'), incomeMean: n('income_avg'), expenditureMean: n('expenditure_avg'),
  };
}

function boundariesByCode(ctx: LoadContext, s: SeatSource): Map<string, Feature> {
  const fc = ctx.json<{ features?: Feature[] }>(s.boundaries);
  if (!Array.isArray(fc.features)) throw new ImportError(s.boundaries, 1, 'expected a FeatureCollection');
  return new Map(fc.features.map((f) => [String(f.properties[s.joinColumn]), f]));
}

async function loadSeats(ctx: LoadContext, s: SeatSource): Promise<number> {
  const boundaries = boundariesByCode(ctx, s);
  const rows = parseCsv(ctx.text(s.census), s.census).map((r) => {
    const key = r.get(s.joinColumn);
    const feature = boundaries.get(key);
    if (!feature) throw new ImportError(s.census, r.line, `no boundary in ${s.boundaries} has ${s.joinColumn} "${key}"`);
    boundaries.delete(key);
    const code = r.get(s.codeColumn);
    const [minLon, minLat, maxLon, maxLat] = bboxOf(feature.geometry);
    return {
      id: s.idOf(key), country_iso2: 'MY', kind: s.kind, name: r.get(s.nameColumn).replace(`${code} `, ''),
      parent_name: myStateName(r.get('state')), geometry: feature.geometry,
      population: optGroupedNum(r, 'population_total', s.census), area_km2: optGroupedNum(r, 'area_km2', s.census),
      stats: statsOf(r, s.census, code), dataset_id: s.id, min_lat: minLat, min_lon: minLon, max_lat: maxLat, max_lon: maxLon,
    };
  });
  if (boundaries.size > 0) throw new ImportError(s.boundaries, null, `no census row for ${s.joinColumn} ${[...boundaries.keys()].join(', ')}`);
  return insertRows(ctx.trx, 'geo_areas', {
    id: 'text', country_iso2: 'text', kind: 'text', name: 'text', parent_name: 'text', geometry: 'jsonb', population: 'float8',
    area_km2: 'float8', stats: 'jsonb', dataset_id: 'text', min_lat: 'float8', min_lon: 'float8', max_lat: 'float8', max_lon: 'float8',
  }, rows);
}

function seatsDataset(s: SeatSource): DatasetDef {
  return {
    id: s.id, name: s.name, files: [s.census, s.boundaries], version: 1,
    async clear(trx) {
      await trx.deleteFrom('geo_areas').where('dataset_id', '=', s.id).execute();
    },
    load: (ctx) => loadSeats(ctx, s),
  };
}

/**
 * DOSM Census 2020 by state seat (DUN, 600; the federal territories have none) on the 2018 delimitation's boundaries:
 * population, area (km², as DOSM publishes it) and the household figures of CensusSeatStats.
 */
export const myStateSeatsDataset = seatsDataset({
  id: MY_STATE_SEATS_ID, name: 'Malaysia DOSM Census 2020 by state seat (DUN), 2018 boundaries', kind: STATE_SEAT_KIND,
  census: 'my/dosm-census2020-dun.csv', boundaries: 'my/dosm-boundaries-dun.geojson',
  joinColumn: 'code_state_dun', idOf: myStateSeatId, nameColumn: 'dun', codeColumn: 'code_dun',
});

/** DOSM Census 2020 by parliamentary seat (222) on the 2018 delimitation's boundaries, as the state seats. */
export const myParliamentSeatsDataset = seatsDataset({
  id: MY_PARLIAMENT_SEATS_ID, name: 'Malaysia DOSM Census 2020 by parliamentary seat, 2018 boundaries', kind: PARLIAMENT_SEAT_KIND,
  census: 'my/dosm-census2020-parlimen.csv', boundaries: 'my/dosm-boundaries-parlimen.geojson',
  joinColumn: 'code_parlimen', idOf: myParliamentSeatId, nameColumn: 'parlimen', codeColumn: 'code_parlimen',
});
