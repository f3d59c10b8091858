import type { Figure } from '../../contracts/figure.js';
import type { BusinessDistrictBlocks, IndustryItem, Level, StorePin } from '../../contracts/area.js';
import type { TranslationFunctions } from '../../i18n/i18n-types.js';
import { figure } from '../geo/index.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../geo/index.js';
import { snapshotChanges } from '../geo/index.js';
import type { ReportTexts } from '../geo/index.js';
import { DYNAMICS_MIN_SNAPSHOTS_FOR_CHANGE } from '../geo/index.js';
import { ASIA_2018_ID, HANOI_2024_ID, MONACO_DATASET_ID } from '../geo/index.js';
import { refsOf, vintageOf, withinRadius, type AreaData, type AreaPlace } from './area-data.js';
import {
  circleAreaKm2, competitionIndex, isStoreIndustry, levelOf, MAX_PINS, RICHNESS_BOUNDS, RICHNESS_LEVELS,
  TOP_INDUSTRIES, type LevelBounds,
} from './rules.js';

type Data = { [K in keyof BusinessDistrictBlocks]: NonNullable<BusinessDistrictBlocks[K]['data']> };
export type AreaTexts = TranslationFunctions['areaReports'];

/** Sources that map every kind of place (OpenStreetMap extracts), unlike a directory of one kind. */
const GENERAL_MAP_SOURCES = new Set([ASIA_2018_ID, HANOI_2024_ID, MONACO_DATASET_ID]);

export const isStore = (p: AreaPlace): boolean => isStoreIndustry(p.industry, INDUSTRY_GROUP_OF);

export const toPin = (p: AreaPlace): StorePin => ({ name: p.name ?? p.brandName ?? '', lat: p.lat, lon: p.lon, distanceM: Math.round(p.distanceM), brand: p.brandName });

export function industryItem(key: string | null, texts: ReportTexts): IndustryItem | null {
  const group = key === null ? undefined : INDUSTRY_GROUP_OF.get(key as Industry);
  return group ? { key: key!, name: texts.industry(key as Industry), group, groupName: texts.industryGroup(group) } : null;
}

/** A 1..5 level with the rule it was classified by, built from the bounds (so the rule shown is the rule applied). */
export function levelFrom(value: Figure, bounds: LevelBounds, names: readonly string[], label: (name: string) => string, t: AreaTexts, texts: ReportTexts): Level {
  const unit = t.levels.storesPerKm2();
  const rule = texts.list(names.map((name, i) =>
    i === 0 ? t.levels.below({ label: label(name), max: texts.number(bounds[0]!), unit }) : t.levels.from({ label: label(name), min: texts.number(bounds[i - 1]!), unit })));
  if (value.value === null) return { level: null, label: t.levels.noData(), rule, figure: value };
  const level = levelOf(value.value, bounds);
  return { level, label: label(names[level - 1]!), rule, figure: value };
}

/**
 * The business district report of a query's circle, every block (locks.ts decides what the answer carries);
 * `saturation` is the circle's market room read as a level (district-saturation.ts).
 */
export function buildBusinessDistrict(data: AreaData, t: AreaTexts, texts: ReportTexts, saturation: Level): Data {
  const { radius, industry } = data.query;
  const stores = withinRadius(data.places, radius).filter(isStore);
  const sources = refsOf(data, data.sourceIds);
  const vintage = vintageOf(sources);
  const nsi = refsOf(data, ['nsi']);
  const areaKm2 = circleAreaKm2(radius);
  const measured = (value: number | null, unit: string, extra: Parameters<typeof figure>[5] = {}, datasets = sources) =>
    figure(sources.length ? value : null, unit, 'measurement', datasets, vintage, { ...extra, ...(value === null ? { note: t.notes.noStores() } : {}) });
  const model = (m: { name(): string; doc(): string }, inputs: Array<{ label: string; value: number; unit?: string }>) => ({ name: m.name(), doc: m.doc(), inputs });

  const branded = stores.filter((s) => s.brandId !== null).length;
  const byIndustry = new Map<Industry, number>();
  for (const s of stores) byIndustry.set(s.industry!, (byIndustry.get(s.industry!) ?? 0) + 1);
  const storeInput = { label: t.inputs.stores(), value: stores.length };

  const total = measured(stores.length, 'stores', { note: t.notes.storesCounted() });
  const overview = {
    stores: total,
    businessTypes: measured(byIndustry.size, 'industries', { model: model(t.models.businessTypes, [storeInput]) }),
    chainRatio: measured(stores.length ? (branded / stores.length) * 100 : null, '%', { model: model(t.models.chainRatio, [storeInput, { label: t.inputs.brandedStores(), value: branded }]) }, [...sources, ...nsi]),
    averageRating: figure(null, 'stars', 'not available', [], '', { note: t.notes.noRatings() }),
  };

  // Like with like: the mix comes from the general map sources alone. A directory lists every place of its one kind
  // (Singapore's halal directory: 80 halal restaurants beside the 2018 map's 1 café at Tampines) and would read as the mix.
  const mapStores = stores.filter((s) => GENERAL_MAP_SOURCES.has(s.datasetId));
  const mapRefs = sources.filter((d) => GENERAL_MAP_SOURCES.has(d.id));
  const byMapIndustry = new Map<Industry, number>();
  for (const s of mapStores) byMapIndustry.set(s.industry!, (byMapIndustry.get(s.industry!) ?? 0) + 1);
  const mapFigure = (value: number, unit: string) => figure(mapRefs.length ? value : null, unit, 'measurement', mapRefs, vintageOf(mapRefs));
  const top = [...byMapIndustry.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP_INDUSTRIES).map(([key, n]) => ({
    key, name: texts.industry(key), stores: mapFigure(n, 'stores'), share: mapFigure((n / mapStores.length) * 100, '%'),
  }));

  const richnessValue = measured(stores.length / areaKm2, 'stores/km²', { model: model(t.models.richness, [storeInput, { label: t.inputs.areaKm2(), value: Number(areaKm2.toFixed(3)), unit: 'km²' }]) });
  const chosen = industryItem(industry, texts);
  const competitors = chosen ? stores.filter((s) => s.industry === chosen.key) : [];
  const competitorInput = { label: t.inputs.competitors(), value: competitors.length };
  const chooseIndustry = (unit: string) => figure(null, unit, 'not available', [], '', { note: t.notes.chooseIndustry() });
  const competition = chosen
    ? measured(competitionIndex(competitors.length, stores.length), '%', { model: model(t.models.competitionIndex, [competitorInput, storeInput]) })
    : chooseIndustry('%');

  return {
    overview,
    industries: { top, note: t.notes.mixFromMap() },
    changes: storeChanges(data, t),
    levels: {
      richness: levelFrom(richnessValue, RICHNESS_BOUNDS, RICHNESS_LEVELS, (n) => t.levels.richness[n as (typeof RICHNESS_LEVELS)[number]](), t, texts),
      competition: { level: null, label: t.models.competitionIndex.name(), rule: t.models.competitionIndex.doc(), figure: competition },
      saturation,
    },
    industryStores: { industry: chosen, count: chosen ? measured(competitors.length, 'stores', { note: t.notes.storesCounted() }) : chooseIndustry('stores'), stores: competitors.slice(0, MAX_PINS).map(toPin) },
  };
}

/** New and closed stores between consecutive snapshots of the area's map series, worded as map changes and dated. */
function storeChanges(data: AreaData, t: AreaTexts): Data['changes'] {
  const series = data.series;
  const dates = series ? [...new Set(series.dates)].sort() : [];
  const ref = series ? refsOf(data, [series.datasetId]) : [];
  if (!series || dates.length < DYNAMICS_MIN_SNAPSHOTS_FOR_CHANGE || !ref.length) return { periods: [], note: t.notes.insufficientSnapshots() };
  const periods = snapshotChanges(series.runs, dates).map((c) => {
    const wording = t.notes.mapChanges({ from: c.from, to: c.to });
    const f = (n: number) => figure(n, 'stores', 'measurement', ref, `${c.from} – ${c.to}`, { note: wording });
    return { from: c.from, to: c.to, opened: f(c.newStores), closed: f(c.closedStores), wording };
  });
  return { periods, note: null };
}
