import { cellToBoundary } from 'h3-js';
import type { SurroundingsBlocks } from '../../contracts/area.js';
import { figure } from '../geo/index.js';
import { haversineM } from '../geo/index.js';
import { INDUSTRY_GROUP_OF, type IndustryGroup } from '../geo/index.js';
import type { ReportTexts } from '../geo/index.js';
import { refsOf, vintageOf, withinRadius, type AreaData, type AreaPlace, type TransitPoint } from './area-data.js';
import { industryItem, isStore, toPin, type AreaTexts } from './business-district.js';
import { ALL_GROUPS, MAX_PINS, TRANSPORT_WALK_M } from './rules.js';

type Data = { [K in keyof SurroundingsBlocks]: NonNullable<SurroundingsBlocks[K]['data']> };

/** Map-data industries that a stops dataset lists in full (bus stops, rail stations and their exits). */
const TRANSIT_INDUSTRIES = new Set<string | null>(['bus_stop', 'rail_station']);

const groupOf = (p: AreaPlace): IndustryGroup | undefined => (p.industry === null ? undefined : INDUSTRY_GROUP_OF.get(p.industry));

/**
 * Transport coverage (rules.ts): the share of the circle's cells whose centre is within TRANSPORT_WALK_M of a stop.
 * Returns the covered and total cell counts.
 */
export function transportCoverage(cells: ReadonlyArray<{ lat: number; lon: number }>, stops: ReadonlyArray<{ lat: number; lon: number }>, walkM = TRANSPORT_WALK_M) {
  const covered = cells.filter((c) => stops.some((s) => Math.abs(s.lat - c.lat) < walkM / 111_000 && haversineM(c.lat, c.lon, s.lat, s.lon) <= walkM)).length;
  return { covered, total: cells.length };
}

/** The surrounding analysis of a query's circle, every block (locks.ts decides what the answer carries). */
export function buildSurroundings(data: AreaData, t: AreaTexts, texts: ReportTexts): Data {
  const { radius, industry } = data.query;
  const stopRefs = refsOf(data, data.transit.map((s) => s.datasetId));
  // One measure, one value: where a stops dataset covers the point, the category table's stops and stations are the
  // transport block's own (the map data lists few of them: 0 at Tampines beside 65 bus stops in the block).
  const places = stopRefs.length ? data.places.filter((p) => !TRANSIT_INDUSTRIES.has(p.industry)) : data.places;
  const sources = [...refsOf(data, data.sourceIds), ...stopRefs];
  const vintage = vintageOf(sources);
  const count = (n: number) => figure(sources.length ? n : null, 'places', 'measurement', sources, vintage, { note: t.notes.placesCounted() });
  const tally = (list: readonly AreaPlace[]) => {
    const m = new Map<IndustryGroup, number>();
    for (const p of list) {
      const g = groupOf(p);
      if (g) m.set(g, (m.get(g) ?? 0) + 1);
    }
    return m;
  };
  const [in500, in1000, sup500, sup1000] = [withinRadius(places, 500), places, withinRadius(data.superseded, 500), data.superseded].map(tally);
  if (stopRefs.length) {
    in500!.set('transport', (in500!.get('transport') ?? 0) + withinRadius(data.transit, 500).length);
    in1000!.set('transport', (in1000!.get('transport') ?? 0) + withinRadius(data.transit, 1000).length);
  }
  const sum = (m: Map<IndustryGroup, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const items = sources.length
    ? ALL_GROUPS.map((g) => ({
        key: g, name: texts.industryGroup(g), within500: in500!.get(g) ?? 0, within1000: in1000!.get(g) ?? 0,
        superseded500: sup500!.get(g) ?? 0, superseded1000: sup1000!.get(g) ?? 0,
      })).sort((a, b) => b.within1000 - a.within1000 || a.key.localeCompare(b.key))
    : [];

  const chosen = industryItem(industry, texts);
  const competitors = chosen ? withinRadius(data.places, radius).filter((p) => isStore(p) && p.industry === chosen.key) : [];

  const { covered, total } = transportCoverage(data.coverageCells, data.transit);
  const coverage = figure(total && stopRefs.length ? (covered / total) * 100 : null, '%', 'measurement', stopRefs, vintageOf(stopRefs), {
    model: {
      name: t.models.transportCoverage.name(), doc: t.models.transportCoverage.doc({ walk: TRANSPORT_WALK_M }),
      inputs: [{ label: t.inputs.cells(), value: total }, { label: t.inputs.coveredCells(), value: covered }, { label: t.inputs.stops(), value: data.transit.length }],
    },
  });
  const kindName = { bus_stop: t.transport.busStop(), rail_station: t.transport.railStation(), rail_exit: t.transport.railExit() };
  const stop = (s: TransitPoint) => ({ name: s.name, kind: s.kind, kindName: kindName[s.kind], lat: s.lat, lon: s.lon, distanceM: Math.round(s.distanceM) });
  const inRadius = withinRadius(data.transit, radius);

  return {
    categories: { total500: count(sum(in500!)), total1000: count(sum(in1000!)), items },
    competitors: {
      industry: chosen,
      count: chosen ? count(competitors.length) : figure(null, 'stores', 'not available', [], '', { note: t.notes.chooseIndustry() }),
      stores: competitors.slice(0, MAX_PINS).map(toPin),
    },
    transport: {
      coverage, rule: t.models.transportCoverage.doc({ walk: TRANSPORT_WALK_M }),
      busStops: inRadius.filter((s) => s.kind === 'bus_stop').map(stop),
      rail: inRadius.filter((s) => s.kind !== 'bus_stop').map(stop),
      stopsDatasets: stopRefs,
    },
    map: { outlines: data.outlines, cells: data.mapCells.map(cellRing) },
  };
}

/** A grid cell's boundary as [lon, lat] at 5 decimals (about 1 m): the browser draws it without h3-js (60 KiB gzip). */
function cellRing(cell: string): Array<[number, number]> {
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return cellToBoundary(cell, true).map(([lon, lat]) => [round(lon!), round(lat!)] as [number, number]);
}
