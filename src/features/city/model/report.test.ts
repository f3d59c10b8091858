import { describe, expect, it } from 'vitest';
import type { CityReport } from '../../../../contracts/geo.js';
import { createCityReportModel, parseCityId } from './report.js';

describe('city report model', () => {
  it('loads the report of the city in the route, shows a failure and retries it', async () => {
    let calls = 0;
    const report = { city: { id: 5 } } as CityReport;
    const m = createCityReportModel({ api: { report: async () => (++calls === 1 ? Promise.reject(new Error('502')) : report) } });
    const opened = m.open(5);
    expect(m.report.value.status).toBe('loading');
    await opened;
    expect(m.report.value.status).toBe('error');
    await m.retry();
    expect(m.report.value).toEqual({ status: 'ready', data: report });
    m.open(5);
    expect(calls).toBe(2);
  });

  it('has nothing to load without a city id', () => {
    const m = createCityReportModel({ api: { report: () => Promise.reject(new Error('not called')) } });
    m.open(parseCityId(undefined));
    expect(m.report.value.status).toBe('idle');
    expect(parseCityId('12')).toBe(12);
    expect(parseCityId('0')).toBeNull();
    expect(parseCityId('12abc')).toBeNull();
  });
});
