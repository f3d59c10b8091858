import { SINGAPORE } from '../../geo/markets.js';
import { describe, expect, it } from 'vitest';
import { coverageOf, recallOf, roomVerified } from './mapping-coverage.js';

describe('mapping coverage', () => {
  it('finds a reference entry in the map within 50 m, and not beyond', () => {
    const at = { lat: 1.3, lon: 103.8 };
    const metres = (m: number) => ({ lat: at.lat + m / 111_195, lon: at.lon });
    expect(recallOf([at], [metres(40)])).toBe(1);
    expect(recallOf([at], [metres(60)])).toBe(0);
    expect(recallOf([at, metres(1000)], [metres(10)])).toBe(0.5);
  });

  it('names the kind of coverage from the sources of the stores', () => {
    expect(coverageOf('bakery', [], null)).toEqual({ kind: 'not mapped', recall: null, datasets: [], reference: null });
    expect(coverageOf('clinic', ['sg-chas-clinics'], null, SINGAPORE.officialLists).kind).toBe('official list');
    expect(coverageOf('clinic', ['sg-chas-clinics'], null).kind).toBe('not measured');
    expect(coverageOf('cafe', ['osm-asia-2018', 'osm-asia-2018'], { dataset: 'sg-halal', recall: 0.175 }))
      .toEqual({ kind: 'measured', recall: 0.175, datasets: ['osm-asia-2018', 'sg-halal'], reference: 'sg-halal' });
    expect(coverageOf('bank', ['osm-asia-2018'], null)).toEqual({ kind: 'not measured', recall: null, datasets: ['osm-asia-2018'], reference: null });
  });

  it('trusts the room only where an official list counts or the measured recall is high', () => {
    expect(roomVerified({ kind: 'official list', recall: null, datasets: [], reference: null })).toBe(true);
    expect(roomVerified({ kind: 'measured', recall: 0.8, datasets: [], reference: null })).toBe(true);
    expect(roomVerified({ kind: 'measured', recall: 0.175, datasets: [], reference: null })).toBe(false);
    expect(roomVerified({ kind: 'not measured', recall: null, datasets: [], reference: null })).toBe(false);
    expect(roomVerified({ kind: 'not mapped', recall: null, datasets: [], reference: null })).toBe(false);
  });
});
