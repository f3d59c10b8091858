import { describe, expect, it } from 'vitest';
import type { AreaQuery, AreaQueryInput } from '../../../../contracts/area.js';
import type { BrandItem } from '../../../../contracts/geo.js';
import type { AiAnalysisPreview, AiAnalysisPreviewQuery } from '../../../../contracts/ai-analysis.js';
import { ApiError } from '../../../api/request.js';
import { createSelectModel, type SelectDeps } from './select.js';

const STARBUCKS: BrandItem = { id: 'starbucks-9ea3ba', name: 'Starbucks', category: 'brands/amenity/cafe', industry: 'cafe', wikidata: 'Q37158', countries: ['001'], mapStoreCount: 120 };

const PREVIEW: AiAnalysisPreview = {
  coverage: { measured: ['demand', 'complementarity', 'accessibility', 'spendingPower'], missing: [], text: '4 of 4 factors measured', note: null },
  mapping: { kind: 'measured', text: 'The map lists about 37 % of the places on an official list.' },
  dataAsOf: '2018-04',
};

function setup(preview: SelectDeps['api']['preview'] = async () => PREVIEW) {
  const sent: AreaQueryInput[] = [];
  const deps: SelectDeps = {
    api: {
      industries: async () => [
        { key: 'cafe', name: 'Café', group: 'food', groupName: 'Food' },
        { key: 'bakery', name: 'Bakery', group: 'food', groupName: 'Food' },
      ],
      places: async () => [{ kind: 'poi', name: 'Raffles Place', detail: null, lat: 1.2841, lon: 103.8515, countryCode: 'SG' }],
      brands: async (q) => (q.toLowerCase().startsWith('star') ? [STARBUCKS] : []),
      preview,
      create: async (input) => {
        sent.push(input);
        return { id: 'q'.repeat(20), ...input, brandId: input.brandId ?? null, countryCode: 'SG', createdAt: '2026-11-26T07:00:00Z', dataVersion: '2026-11-01' } as AreaQuery;
      },
    },
    locate: async () => ({ latitude: 1.3521, longitude: 103.8198, accuracy: 20 }),
    pickIndustry: null,
    mapPointName: (lat, lon) => `Point ${lat}, ${lon}`,
  };
  return { m: createSelectModel(deps), sent };
}

describe('the location assessment selector', () => {
  it('asks for the place and the industry before anything is created, and says what is missing only once the user tried', async () => {
    const { m, sent } = setup();
    expect(m.shownProblems.value).toEqual([]);
    expect(await m.submit()).toBeNull();
    expect(m.shownProblems.value).toEqual(['place', 'industry']);
    await m.useDeviceLocation();
    expect(m.shownProblems.value).toEqual(['industry']);
    expect(await m.submit()).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends the point, radius, industry and the chosen brand; a brand brings its industry when none is chosen', async () => {
    const { m, sent } = setup();
    await m.loadIndustries();
    await m.search('Raffles');
    const found = m.places.value;
    if (found.status !== 'ready') throw new Error('no places');
    m.choosePlace(found.data[0]!);
    m.setRadius(1000);
    await m.searchBrands('Starb');
    expect(m.brands.value).toMatchObject({ status: 'ready', data: [STARBUCKS] });
    m.chooseBrand(STARBUCKS);
    expect(m.industry.value).toEqual({ key: 'cafe', name: 'Café' });

    const query = await m.submit();
    expect(query?.brandId).toBe('starbucks-9ea3ba');
    expect(sent).toEqual([{ lat: 1.2841, lon: 103.8515, radius: 1000, industry: 'cafe', placeName: 'Raffles Place', brandId: 'starbucks-9ea3ba' }]);
  });

  it('a brand can be taken away again, and a chosen industry is kept when a brand is chosen', async () => {
    const { m, sent } = setup();
    await m.loadIndustries();
    m.chooseIndustry('bakery');
    m.chooseOnMap({ lat: 1.3, lon: 103.8 });
    m.chooseBrand(STARBUCKS);
    expect(m.industry.value?.key).toBe('bakery');
    m.clearBrand();
    await m.submit();
    expect(sent[0]).toMatchObject({ industry: 'bakery', brandId: null });
  });

  it('previews what the analysis measures once place and industry are chosen, for the latest choice only', async () => {
    const asked: AiAnalysisPreviewQuery[] = [];
    const answers: Array<(p: AiAnalysisPreview) => void> = [];
    const { m } = setup((q) => {
      asked.push(q);
      return new Promise((resolve) => answers.push(resolve));
    });
    await m.loadIndustries();
    await m.refreshPreview();
    expect(m.preview.value).toEqual({ status: 'idle' });
    m.chooseOnMap({ lat: 1.3, lon: 103.8 });
    m.chooseIndustry('cafe');
    const first = m.refreshPreview();
    m.chooseIndustry('bakery');
    const second = m.refreshPreview();
    expect(m.preview.value).toEqual({ status: 'loading' });
    expect(asked).toEqual([{ lat: 1.3, lon: 103.8, radius: 500, industry: 'cafe' }, { lat: 1.3, lon: 103.8, radius: 500, industry: 'bakery' }]);
    // The café's answer arrives last: it is not the bakery's preview.
    answers[1]!({ ...PREVIEW, dataAsOf: '2025-06' });
    answers[0]!(PREVIEW);
    await Promise.all([first, second]);
    expect(m.preview.value).toEqual({ status: 'ready', preview: { ...PREVIEW, dataAsOf: '2025-06' } });
  });

  it('says when the industry cannot be analysed at the place, and keeps quiet when the preview cannot be read', async () => {
    const refused = setup(async () => Promise.reject(new ApiError(1001, 400, 'Validation failed')));
    refused.m.chooseOnMap({ lat: 0, lon: -140 });
    await refused.m.loadIndustries();
    refused.m.chooseIndustry('cafe');
    await refused.m.refreshPreview();
    expect(refused.m.preview.value).toEqual({ status: 'notAnalysable' });
    const offline = setup(async () => Promise.reject(new ApiError(-1, 0, 'offline')));
    offline.m.chooseOnMap({ lat: 1.3, lon: 103.8 });
    await offline.m.loadIndustries();
    offline.m.chooseIndustry('cafe');
    await offline.m.refreshPreview();
    expect(offline.m.preview.value).toEqual({ status: 'failed' });
  });
});
