import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandReport } from '../../../../contracts/geo.js';
import { ApiError, CLIENT_CODES } from '../../../api/errors.js';
import { openSavedReports, type SavedReports } from '../../../platform/saved-reports/store.js';
import type { BrandScope } from '../api.js';
import { brandReportPath, createBrandReportModel, parseBrandScope } from './report.js';

const noStorage = () => Promise.reject(new Error('private mode'));
const offline = () => Promise.reject(new ApiError(CLIENT_CODES.network, 0, 'offline'));

const open: SavedReports[] = [];

describe('brand report model', () => {
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });

  it('loads the report for the brand and scope, shows a failure and retries it', async () => {
    const asked: Array<[string, BrandScope]> = [];
    const report = { brand: { id: 'starbucks-9ea3ba' } } as BrandReport;
    const m = createBrandReportModel({
      api: {
        report: async (id, scope) => {
          asked.push([id, scope]);
          return asked.length === 1 ? Promise.reject(new Error('500')) : report;
        },
      },
      store: noStorage,
      lang: () => 'en',
    });
    await m.open({ brandId: 'starbucks-9ea3ba', scope: { countryIso2: 'MC', cityId: 7 } });
    expect(m.report.value.status).toBe('error');
    await m.retry();
    expect(m.report.value).toEqual({ status: 'ready', data: report });
    await m.open({ brandId: 'starbucks-9ea3ba', scope: { countryIso2: 'MC', cityId: 7 } });
    expect(asked).toHaveLength(2);
    await m.open({ brandId: 'starbucks-9ea3ba', scope: { countryIso2: 'MC' } });
    expect(asked).toHaveLength(3);
  });

  it('keeps each scope\u2019s report on this device: offline the scope opened before opens again, another does not', async () => {
    const reports = await openSavedReports('brand-report-test');
    open.push(reports);
    const inMonaco = { brand: { id: 'starbucks-9ea3ba', name: 'Starbucks' }, scope: { countryIso2: 'MC', cityId: null } } as BrandReport;
    const online = createBrandReportModel({ api: { report: async () => inMonaco }, store: async () => reports, lang: () => 'fr' });
    await online.open({ brandId: 'starbucks-9ea3ba', scope: { countryIso2: 'MC' } });
    await online.save();

    const later = createBrandReportModel({ api: { report: offline }, store: async () => reports, lang: () => 'fr' });
    await later.open({ brandId: 'starbucks-9ea3ba', scope: { countryIso2: 'MC' } });
    expect(later.report.value).toEqual({ status: 'ready', data: inMonaco });
    expect(later.savedAt.value).not.toBeNull();
    await later.open({ brandId: 'starbucks-9ea3ba', scope: {} });
    expect(later.report.value.status).toBe('error');
    expect(reports.listDocuments('brand').map((d) => d.id)).toEqual(['/report/brand-details/starbucks-9ea3ba?countryIso2=MC']);
  });

  it('reads only well-formed scope values from the route query', () => {
    expect(parseBrandScope(new URLSearchParams('countryIso2=mc&cityId=7'))).toEqual({ countryIso2: 'MC', cityId: 7 });
    expect(parseBrandScope(new URLSearchParams('countryIso2=MCO&cityId=-1'))).toEqual({});
    const path = brandReportPath('starbucks-9ea3ba', { countryIso2: 'MC', cityId: 7 });
    expect(path).toBe('/report/brand-details/starbucks-9ea3ba?countryIso2=MC&cityId=7');
    expect(parseBrandScope(new URLSearchParams(path.split('?')[1]))).toEqual({ countryIso2: 'MC', cityId: 7 });
  });
});
