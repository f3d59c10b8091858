import type { AiAnalysisReport, ScoreFactor } from '../../../../contracts/ai-analysis.js';
import type { AreaQuery } from '../../../../contracts/area.js';
import type { Figure } from '../../../../contracts/figure.js';

/* A test answer of GET /area/queries/:id/ai-analysis, shaped as contracts/ai-analysis.ts says (tests only). */

const LTA = { id: 'lta-bus-stops', name: 'LTA bus stops', source: 'LTA DataMall', licence: 'SODL', vintage: '2026-04' };
const OSM = { id: 'osm-sg', name: 'OpenStreetMap Singapore', source: 'OpenStreetMap', licence: 'ODbL', vintage: '2026-01' };

export const fig = (value: number | null, unit = 'count', kind: Figure['kind'] = 'measurement'): Figure => ({
  value,
  unit,
  kind: value === null ? 'not available' : kind,
  datasets: value === null ? [] : [OSM],
  vintage: '2026',
  ...(value === null ? { note: 'No source publishes it' } : {}),
});

export const QUERY: AreaQuery = {
  id: 'analysis-query-000001',
  lat: 1.2841,
  lon: 103.8515,
  radius: 500,
  industry: 'cafe',
  countryCode: 'SG',
  placeName: 'Raffles Place',
  brandId: 'starbucks-9ea3ba',
  createdAt: '2026-11-25T08:00:00Z',
  dataVersion: '2026-11-01',
};

const factor = (key: ScoreFactor['key'], name: string, value: number, weight: number, input: string): ScoreFactor => ({
  key,
  name,
  value,
  weight,
  contribution: Math.round(value * weight * 10) / 10,
  reason: `${name} matters for cafés`,
  inputs: [{ key: `${key}-input`, label: input, figure: { ...fig(12), datasets: [LTA] } }],
  measured: true,
});

export const FACTORS: ScoreFactor[] = [
  factor('demand', 'Demand', 0.8, 35, 'Bus stops within 500 m'),
  factor('complementarity', 'Complementarity', 0.6, 30, 'Malls nearby'),
  factor('accessibility', 'Accessibility', 0.9, 20, 'Transport coverage'),
  factor('spendingPower', 'Spending power', 0.7, 15, 'Consumption index'),
  factor('competition', 'Competition', 0.4, 0, 'Cafés within 500 m'),
  factor('cannibalisation', 'Cannibalisation', 0.5, 0, 'Own stores within 500 m'),
];

const cls = (key: string, label: string) => ({ key, label, rule: `${label}: by the bounds` });
const level = (n: number, label: string) => ({ level: n, label, rule: `${label}: stores per km²`, figure: fig(n * 10) });
const radius = (r: 500 | 1000) => ({ radius: r, residents: fig(r * 4), workers: fig(r * 30), passengerFlow: fig(r * 90), consumers: fig(r * 20), transportCoverage: fig(0.92, 'ratio') });

export const UNLOCKED: AiAnalysisReport = {
  query: QUERY,
  unlocked: true,
  unlockCost: 1,
  unlockOpens: 40,
  industry: { key: 'cafe', name: 'Café' },
  brand: { id: 'starbucks-9ea3ba', name: 'Starbucks' },
  preview: {
    coverage: { measured: ['demand', 'complementarity', 'accessibility', 'spendingPower'], missing: [], text: '4 of 4 factors measured', note: null },
    mapping: { kind: 'measured', text: 'The map lists about 37 % of the places on an official list.' },
    dataAsOf: '2018-04',
  },
  blocks: {
    score: { locked: false, data: { score: fig(72, 'score', 'model estimate'), tier: cls('premium', 'Premium'), advice: cls('considerCarefully', 'Consider carefully'), factors: FACTORS,
        coverage: { measured: ['demand', 'complementarity', 'accessibility', 'spendingPower'], missing: [], text: '4 of 4 factors measured', note: null },
        verdict: { reason: 'A good place already taken: differentiate, or look nearby.', caps: [], rule: 'Advice from tier and saturation' },
        dataAsOf: '2018-04' } },
    tradeArea: { locked: false, data: { radii: [radius(500), radius(1000)] } },
    businessActivity: {
      locked: false,
      data: {
        richness: level(5, 'Prime (core area)'),
        stores: fig(640),
        businessTypes: fig(48),
        anchors: [{ key: 'mall', name: 'Malls', count: fig(3) }],
        topIndustries: [{ key: 'cafe', name: 'Café', stores: fig(42), share: fig(0.066, 'ratio') }],
      },
    },
    competition: {
      locked: false,
      data: {
        saturation: level(4, 'Saturated'),
        mapping: { kind: 'measured', recall: fig(37, '%'), text: 'The map lists about 37 % of the places on an official list.' },
        competitors: fig(42),
        nearestCompetitor: fig(35, 'm'),
        ownBrandStores: fig(2),
        existingStores: fig(42),
        projectedCapacity: fig(50, 'count', 'model estimate'),
        stores: [{ name: 'Kopi Corner', lat: 1.2845, lon: 103.852, distanceM: 35, brand: null }],
      },
    },
    economy: {
      locked: false,
      data: {
        consumptionIndex: fig(131, 'index', 'model estimate'),
        consumptionRating: cls('high', 'High'),
        investmentOpportunity: cls('good', 'Good'),
        payback: fig(null),
        averageTransactionValue: fig(null),
        purchaseFrequency: fig(null),
        shortTerm: [],
        longTerm: [],
        strategyNote: 'Insufficient data: no source publishes transaction values.',
      },
    },
    customers: { locked: false, data: { match: cls('highlyCompatible', 'Highly compatible'), target: 'Office workers aged 25-44', profile: [{ key: 'workers', label: 'Workers', figure: fig(15000) }] } },
    map: {
      locked: false,
      data: {
        lat: QUERY.lat,
        lon: QUERY.lon,
        radius: 500,
        pins: [
          { kind: 'competitor', name: 'Kopi Corner', lat: 1.2845, lon: 103.852, distanceM: 35 },
          { kind: 'anchor', name: 'Raffles Place MRT', lat: 1.2839, lon: 103.8514, distanceM: 25 },
          { kind: 'own', name: 'Starbucks One Raffles', lat: 1.2848, lon: 103.8509, distanceM: 90 },
        ],
      },
    },
    narrative: { locked: false, data: { paragraphs: ['Raffles Place scores 72 for a café.', 'Competition is saturated.'], source: 'template' } },
  },
};

/** The same analysis before this user unlocked it: every block locked, no data. */
export const LOCKED: AiAnalysisReport = {
  ...UNLOCKED,
  unlocked: false,
  blocks: Object.fromEntries(Object.keys(UNLOCKED.blocks).map((k) => [k, { locked: true, data: null }])) as unknown as AiAnalysisReport['blocks'],
};
