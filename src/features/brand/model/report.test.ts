import { describe, expect, it } from 'vitest';
import type { BrandReport } from '../../../../contracts/geo.js';
import type { BrandScope } from '../api.js';
import { brandReportPath, createBrandReportModel, parseBrandScope } from './report.js';

describe('brand report model', () => {
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

  it('reads only well-formed scope values from the route query', () => {
    expect(parseBrandScope(new URLSearchParams('countryIso2=mc&cityId=7'))).toEqual({ countryIso2: 'MC', cityId: 7 });
    expect(parseBrandScope(new URLSearchParams('countryIso2=MCO&cityId=-1'))).toEqual({});
    const path = brandReportPath('starbucks-9ea3ba', { countryIso2: 'MC', cityId: 7 });
    expect(path).toBe('/report/brand-details/starbucks-9ea3ba?countryIso2=MC&cityId=7');
    expect(parseBrandScope(new URLSearchParams(path.split('?')[1]))).toEqual({ countryIso2: 'MC', cityId: 7 });
  });
});
