import type { Figure } from '../../../../contracts/figure.js';
import type { Recommendation, RecommendedSite } from '../../../../contracts/recommendation.js';

/* A test answer of GET /v1/recommendations/:id, shaped as contracts/recommendation.ts says (tests only). */

const OSM = { id: 'osm-sg', name: 'OpenStreetMap Singapore', source: 'OpenStreetMap', licence: 'ODbL', vintage: '2026-01' };
const CENSUS = { id: 'sg-census-2020', name: 'Census of Population 2020', source: 'SingStat', licence: 'SODL', vintage: '2020' };
const fig = (value: number, unit: string): Figure => ({
  value,
  unit,
  kind: 'model estimate',
  datasets: [OSM, CENSUS],
  vintage: '2026',
  model: { name: 'Huff gravity model', inputs: [{ label: 'Distance decay β', value: 2 }], doc: 'P ∝ A^α / d^β' } as Figure['model'],
});

const PLACES = ['Raffles Place', 'Tampines', 'Jurong East', 'Bishan', 'Woodlands'];
const site = (rank: number): RecommendedSite => ({
  rank,
  lat: 1.28 + rank * 0.01,
  lon: 103.85 + rank * 0.01,
  placeName: PLACES[rank - 1] ?? null,
  score: fig(90 - rank * 5, 'score'),
  tier: { key: rank === 1 ? 'prime' : 'good', label: rank === 1 ? 'Prime' : 'Good', rule: '80 and above: prime' },
  reasons: [
    { factor: 'room', name: 'Market room', text: `Demand in the trade area supports about ${12 - rank} Café stores; ${rank} are there.` },
    { factor: 'demand', name: 'Demand', text: `${12000 - rank * 1000} residents within 500 m` },
    { factor: 'access', name: 'Access', text: '3 rail exits within 300 m' },
    { factor: 'complementarity', name: 'Complementarity', text: '40 shops within 150 m' },
  ],
  share: fig(30 - rank * 2, '%'),
  competitors: [
    { name: 'Kopi Corner', lat: 1.281 + rank * 0.01, lon: 103.851 + rank * 0.01, distanceM: 120 },
    { name: 'Bean Hub', lat: 1.282 + rank * 0.01, lon: 103.852 + rank * 0.01, distanceM: 260 },
  ],
});

export const RECOMMENDATION: Recommendation = {
  id: 'rec-0000000001',
  city: { id: 1880252, name: 'Singapore', countryCode: 'SG' },
  industry: { key: 'cafe', name: 'Café' },
  brand: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  dataVersion: '2026-11-01',
  sites: [1, 2, 3, 4, 5].map(site),
  heat: [
    { ring: [[103.85, 1.28], [103.851, 1.28], [103.851, 1.281], [103.85, 1.281]], score: 82 },
    { ring: [[103.86, 1.29], [103.861, 1.29], [103.861, 1.291], [103.86, 1.291]], score: 41 },
  ],
  method: 'Every H3 cell of the city scored by the site-scoring engine; shares by a Huff model (α 1, β 2).',
};
