import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { SavedAreaQuery } from '../../../../contracts/area.js';
import { brandExportId } from '../../../../contracts/brand-export-id.js';
import type { ExportKind } from '../../../../contracts/exports.js';
import type { DatasetRef } from '../../../../contracts/figure.js';
import type { BrandReport, CityReport } from '../../../../contracts/geo.js';
import type { Recommendation, RecommendationList } from '../../../../contracts/recommendation.js';
import type { Bookmark, SavedReports } from '../../../platform/saved-reports/index.js';

export const TABS = ['intelligence', 'evaluation', 'scout'] as const;
export type Tab = (typeof TABS)[number];

/** One saved report as 'my data' lists it: what it is, where, when, on which data, and whether it opens offline. */
export interface MyDataItem {
  /** The export service's report kind; `id` is its id there. */
  kind: Extract<ExportKind, 'area' | 'city' | 'brand' | 'ai-analysis' | 'recommendation'>;
  id: string;
  /** A place (or, for a brand report, the brand's) name; null when the report has none (the screen shows its coordinates). */
  place: string | null;
  lat?: number;
  lon?: number;
  createdAt: string;
  dataVersion: string;
  /** The in-app path that reopens it. */
  to: string;
  /** Kept on this device: opens offline. */
  onDevice: boolean;
  radius?: number;
  unlocked?: number;
  /** The language an analysis was kept in. */
  lang?: string;
  /** A recommendation's industry and brand. */
  about?: string;
}

export interface MyDataDeps {
  /** The device's saved reports (tinybase, loaded on first use); rejects where there is no storage. */
  store: () => Promise<SavedReports>;
  /** GET /v1/recommendations' items; rejects offline. */
  recommendations: () => Promise<RecommendationList['items']>;
  /** The device's saved queries are brought in step with the account's (GET and DELETE /v1/area/queries). */
  savedQueries: () => Promise<readonly SavedAreaQuery[]>;
  removeQuery: (id: string) => Promise<unknown>;
  /** The account's marks as the device keeps them (src/ui/marks); rejects where there is no storage. */
  marks: () => Promise<MarksList>;
}

/** What the list of marked places needs of the marks. */
export interface MarksList {
  bookmarks: ReadonlySignal<Bookmark[]>;
  removeBookmark(id: string): Promise<void>;
  syncer: { now(): Promise<void> };
}

const RECOMMENDATION = 'recommendation';
const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** A city or brand report's data version: the vintages of the datasets its answer names, as the report shows them. */
const vintages = (datasets: readonly DatasetRef[]) => [...new Set(datasets.map((d) => d.vintage).filter(Boolean))].join('; ');

/**
 * The city and brand reports kept on this device, as opened (the report screens keep them by their route, which reopens
 * them). The export service knows a city by its numeric id and a brand by its id with the scope the report was kept
 * for (a country's or a city's stores: `brandExportId`), so the PDF is the report the reader kept.
 */
function keptPlaceReports(store: SavedReports): MyDataItem[] {
  const kept = (kind: 'city' | 'brand', id: string, name: string, datasets: readonly DatasetRef[], doc: { id: string; savedAt: string }): MyDataItem => ({
    kind, id, place: name, createdAt: doc.savedAt, dataVersion: vintages(datasets), to: doc.id, onDevice: true,
  });
  return [
    ...store.listDocuments('city').map((doc) => {
      const { city, datasets } = doc.answer as CityReport;
      return kept('city', String(city.id), city.name, datasets, doc);
    }),
    ...store.listDocuments('brand').map((doc) => {
      const { brand, scope, datasets } = doc.answer as BrandReport;
      return kept('brand', brandExportId(brand.id, scope), brand.name, datasets, doc);
    }),
  ];
}

/**
 * My data (10027): the user's saved reports by the spec's three tabs. Location intelligence: the saved data queries
 * (area reports open from them) and the city and brand reports kept on this device, newest first; location evaluation:
 * the AI analyses kept with the queries and those the account paid for on any device; location scout: the account's
 * recommendations (GET /v1/recommendations) and those kept on this device, and the places marked. Offline, what the
 * device keeps is listed.
 */
export function createMyDataModel({ store, recommendations, savedQueries, removeQuery, marks }: MyDataDeps) {
  const reports = signal<SavedReports | null>(null);
  const marked = signal<MarksList | null>(null);
  /** The server's list of the account's recommendations; null until it arrives (or offline). */
  const remote = signal<RecommendationList['items'] | null>(null);
  const loading = signal(true);

  const intelligence = computed<MyDataItem[]>(() => {
    const store = reports.value;
    if (!store) return [];
    const queries = store.list.value.map((r): MyDataItem => ({
      kind: 'area', id: r.id, place: r.placeName, lat: r.lat, lon: r.lon, createdAt: r.createdAt, dataVersion: r.dataVersion,
      to: path('/report/data-query', r.id), onDevice: true, radius: r.radius, unlocked: r.unlocked.length,
    }));
    return [...queries, ...keptPlaceReports(store)].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  });

  /** The analyses kept on this device, and those the account paid for on any device (they open online). */
  const evaluation = computed<MyDataItem[]>(() => {
    const store = reports.value;
    if (!store) return [];
    return store.list.value.flatMap((r) => {
      const analysis = store.getAnalysis(r.id);
      if (!analysis && !r.unlocked.includes('ai-analysis')) return [];
      return [{ kind: 'ai-analysis' as const, id: r.id, place: r.placeName, lat: r.lat, lon: r.lon, createdAt: r.createdAt, dataVersion: r.dataVersion,
        to: path('/report/ai-analysis', r.id), onDevice: analysis !== undefined, radius: r.radius, lang: analysis?.lang }];
    });
  });

  const scout = computed<MyDataItem[]>(() => {
    const kept = new Map((reports.value?.listDocuments(RECOMMENDATION) ?? []).filter((d) => d.id !== 'example').map((d) => [d.id, d.answer as Recommendation]));
    const item = (id: string, place: string, industry: string, brand: string | null, createdAt: string, dataVersion: string): MyDataItem => ({
      kind: 'recommendation', id, place, createdAt, dataVersion, to: path('/report/location-recommendation', id), onDevice: kept.has(id),
      about: brand ? `${industry} · ${brand}` : industry,
    });
    const listed = (remote.value ?? []).map((r) => item(r.id, r.city, r.industry, r.brand, r.createdAt, r.dataVersion));
    const onServer = new Set(listed.map((r) => r.id));
    const onlyHere = [...kept].filter(([id]) => !onServer.has(id)).map(([id, r]) => item(id, r.city.name, r.industry.name, r.brand?.name ?? null, r.createdAt, r.dataVersion));
    return [...listed, ...onlyHere].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  });

  /**
   * Opens the device's store and asks the server for the recommendations, side by side; either may fail alone. Called
   * again when the (kept-alive) screen shows again: the lists stay on screen meanwhile.
   */
  async function load(): Promise<void> {
    await Promise.all([
      store().then(
        (s) => {
          reports.value = s;
          // The device's list shows at once; online, the account's queries made elsewhere follow (the list is a signal).
          void s.sync(savedQueries, removeQuery).catch(() => undefined);
        },
        () => undefined,
      ),
      recommendations().then((items) => void (remote.value = items), () => undefined),
      marks().then(
        (m) => {
          marked.value = m;
          // Marks made on another device arrive; offline the device's list stands.
          void m.syncer.now();
        },
        () => undefined,
      ),
    ]);
    loading.value = false;
  }

  return {
    loading,
    items: { intelligence, evaluation, scout } as Record<Tab, typeof scout>,
    /** The places marked (location scout), newest first; empty until the marks open (or where there is no storage). */
    marks: computed(() => marked.value?.bookmarks.value ?? []),
    unmark: (id: string) => marked.value?.removeBookmark(id) ?? Promise.resolve(),
    load,
  };
}

export type MyDataModel = ReturnType<typeof createMyDataModel>;
