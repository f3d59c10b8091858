import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { CityReport } from '../../../../contracts/geo.js';
import { ApiError, CLIENT_CODES } from '../../../api/errors.js';
import { openSavedReports, type SavedReports } from '../../../platform/saved-reports/store.js';
import { createCityReportModel, parseCityId } from './report.js';

const SINGAPORE = 1880252;
const report = { city: { id: SINGAPORE, name: 'Singapore' }, datasets: [] } as unknown as CityReport;
/** No answer arrived, as the request layer rejects it. */
const offline = () => Promise.reject(new ApiError(CLIENT_CODES.network, 0, 'offline'));
const noStorage = () => Promise.reject(new Error('private mode'));

let db = 0;
const open: SavedReports[] = [];
async function store(): Promise<SavedReports> {
  const reports = await openSavedReports(`city-report-test-${++db}`);
  open.push(reports);
  return reports;
}

describe('city report model', () => {
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });

  it('loads the report of the city in the route, shows a failure and retries it', async () => {
    let calls = 0;
    const m = createCityReportModel({ api: { report: async () => (++calls === 1 ? Promise.reject(new Error('502')) : report) }, store: noStorage, lang: () => 'en' });
    const opened = m.open(5);
    expect(m.report.value.status).toBe('loading');
    await opened;
    expect(m.report.value.status).toBe('error');
    await m.retry();
    expect(m.report.value).toEqual({ status: 'ready', data: report });
    m.open(5);
    expect(calls).toBe(2);
  });

  it('keeps the report opened on this device: offline it opens again as kept, with the date it was kept', async () => {
    const reports = await store();
    const online = createCityReportModel({ api: { report: async () => report }, store: async () => reports, lang: () => 'th' });
    await online.open(SINGAPORE);
    expect(online.savedAt.value).toBeNull();
    await online.save();
    expect(reports.getDocument('city', `/report/city/${SINGAPORE}`)?.lang).toBe('th');

    const later = createCityReportModel({ api: { report: offline }, store: async () => reports, lang: () => 'en' });
    await later.open(SINGAPORE);
    expect(later.report.value).toEqual({ status: 'ready', data: report });
    expect(later.savedAt.value).toBe(reports.getDocument('city', `/report/city/${SINGAPORE}`)?.savedAt);
    // A city never opened here has no copy: offline, it fails (and can be retried).
    await later.open(5);
    expect(later.report.value.status).toBe('error');
  });

  it('shows a server error as one, never the kept copy; keeps nothing it did not fetch', async () => {
    const reports = await store();
    await reports.putDocument('city', `/report/city/${SINGAPORE}`, 'en', report);
    const m = createCityReportModel({ api: { report: () => Promise.reject(new ApiError(500, 500, 'down')) }, store: async () => reports, lang: () => 'en' });
    await m.open(SINGAPORE);
    expect(m.report.value.status).toBe('error');

    const offlineModel = createCityReportModel({ api: { report: offline }, store: async () => reports, lang: () => 'de' });
    await offlineModel.open(SINGAPORE);
    await offlineModel.save();
    expect(reports.getDocument('city', `/report/city/${SINGAPORE}`)?.lang).toBe('en');
  });

  it('has nothing to load without a city id', () => {
    const m = createCityReportModel({ api: { report: () => Promise.reject(new Error('not called')) }, store: noStorage, lang: () => 'en' });
    m.open(parseCityId(undefined));
    expect(m.report.value.status).toBe('idle');
    expect(parseCityId('12')).toBe(12);
    expect(parseCityId('0')).toBeNull();
    expect(parseCityId('12abc')).toBeNull();
  });
});
