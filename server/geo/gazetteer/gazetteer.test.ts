import { describe, expect, it } from 'vitest';
import { buildGazetteer, type GazetteerSources } from './entries.js';
import { foldPlace } from './fold.js';
import { rankMatches } from './match.js';
import { nameOfPoint } from './site-name.js';
import { streetLines } from './street-lines.js';
import { streetsReaching } from './streets.js';

/** A small market as its rows would arrive from geo's tables (any market's: no code names one). */
const SQUARE = { type: 'Polygon', coordinates: [[[103.0, 1.0], [103.1, 1.0], [103.1, 1.1], [103.0, 1.1], [103.0, 1.0]]] };
const SOURCES: GazetteerSources = {
  stops: [
    { kind: 'rail_station', code: 'EW15', name: 'Harbour Gate', names: { zh: '港门' }, lat: 1.05, lon: 103.05, dataset_id: 'rail' },
    { kind: 'bus_stop', code: '1', name: 'Harbour Gate Stn Exit A', names: { road: 'Harbour Gate Rd' }, lat: 1.0505, lon: 103.0505, dataset_id: 'stops' },
    { kind: 'bus_stop', code: '2', name: 'Blk 12', names: { road: 'Willow Walk' }, lat: 1.02, lon: 103.02, dataset_id: 'stops' },
  ],
  pois: [
    { industry: 'mall', name: 'Harbour Gate Mall', lat: 1.0502, lon: 103.0498, country_iso2: 'XX' },
    { industry: 'hawker_centre', name: 'Quay Food Centre (Old Quay Market)', lat: 1.08, lon: 103.08, country_iso2: 'XX' },
    { industry: 'cafe', name: 'Harbour Gate Cafe', lat: 1.05, lon: 103.05, country_iso2: 'XX' },
  ],
  blocks: [
    { block: '12', street: 'WILLOW WALK', lat: 1.0201, lon: 103.0201 },
    { block: '14', street: 'WILLOW WALK', lat: 1.0211, lon: 103.0211 },
  ],
  areas: [{ name: 'HARBOUR', geometry: SQUARE, country_iso2: 'XX' }],
};
const g = buildGazetteer(SOURCES);
const find = (q: string) => rankMatches(g.entries, q, 5).map((e) => `${e.kind}: ${e.name}`);

describe('the gazetteer', () => {
  it('folds abbreviations, case, accents and punctuation alike on both sides', () => {
    expect(foldPlace('Tg. Pagar Rd')).toBe('tanjong pagar road');
    expect(foldPlace('TANJONG PAGAR ROAD')).toBe('tanjong pagar road');
    expect(foldPlace('Jln Café')).toBe('jalan cafe');
  });

  it('ranks the whole name first, then by kind: a station before the mall and the stop named after it', () => {
    expect(find('Harbour Gate')).toEqual(['station: Harbour Gate', 'mall: Harbour Gate Mall', 'street: Harbour Gate Rd', 'bus stop: Harbour Gate Stn Exit A']);
    expect(find('harbour gate mrt')[0]).toBe('station: Harbour Gate');
    expect(find('Harbour Gate Road')[0]).toBe('street: Harbour Gate Rd');
  });

  it('finds a street of blocks written in capitals, shown in title case, and a place by either of its two names', () => {
    expect(find('willow walk')[0]).toBe('street: Willow Walk');
    expect(find('Old Quay Market')[0]).toBe('hawker centre: Quay Food Centre (Old Quay Market)');
    expect(find('港门')[0]).toBe('station: Harbour Gate');
    expect(find('nowhere at all')).toEqual([]);
  });

  it('names a point by a landmark within 250 m, else by its street, with the nearest address and the area', () => {
    expect(nameOfPoint(g, 1.0503, 103.0503)).toEqual({ name: 'Harbour Gate', names: { zh: '港门' }, address: 'Harbour Gate Stn Exit A, Harbour Gate Rd, Harbour' });
    expect(nameOfPoint(g, 1.0205, 103.0205)).toEqual({ name: 'Willow Walk', names: {}, address: 'Blk 12 Willow Walk, Harbour' });
    expect(nameOfPoint(g, 1.095, 103.005)).toEqual({ name: 'Harbour', names: {}, address: null });
    expect(nameOfPoint(g, 10, 10)).toBeNull();
  });

  it('traces a street through its stops in order along it, one point for the two sides, a gap where no stop is for 900 m', () => {
    const stop = (lon: number, lat = 1) => ({ road: 'Long Rd', datasetId: 'stops', lat, lon });
    // Shuffled, with a stop across the road from the second (30 m), and a stretch of 2 km without a stop.
    const [street] = streetLines([stop(1.002), stop(1.0), stop(1.001), stop(1.001, 1.00027), stop(1.022), stop(1.023)]);
    expect(street!.stops).toBe(6);
    expect(street!.runs.map((run) => run.map(([lon]) => lon))).toEqual([[1.023, 1.022], [1.002, 1.001, 1.0]]);
    expect(street!.runs[1]![1]![1]).toBeCloseTo(1.000135, 6);
    expect(streetLines([{ road: 'Lone Rd', datasetId: 'stops', lat: 1, lon: 1 }])).toEqual([]);
  });

  it("draws a box's streets from the stops of its own city only, one road per dataset", () => {
    const here = (lon: number) => ({ road: 'Jalan Raja', datasetId: 'my-stops', lat: 3.1, lon });
    const there = (lon: number) => ({ road: 'Jalan Raja', datasetId: 'sg-stops', lat: 1.3, lon });
    const lines = streetLines([here(101.7), here(101.701), there(103.8), there(103.801)]);
    expect(lines.map((l) => l.datasetId).sort()).toEqual(['my-stops', 'sg-stops']);
    const drawn = streetsReaching(lines, { south: 3.09, west: 101.69, north: 3.11, east: 101.71 });
    expect(drawn.map((l) => [l.name, l.datasetId])).toEqual([['Jalan Raja', 'my-stops']]);
  });
});
