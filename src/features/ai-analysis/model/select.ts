import { computed, signal } from '@preact/signals';
import type { AreaQuery } from '../../../../contracts/area.js';
import type { BrandItem } from '../../../../contracts/geo.js';
import { createEntryModel, createSearch, type EntryDeps } from '../../../ui/place-entry/model.js';
import type { AiAnalysisApi } from '../api.js';
import { createAnalysisPreview } from './preview.js';

export interface SelectDeps extends Omit<EntryDeps, 'api'> {
  api: Pick<AiAnalysisApi, 'industries' | 'places' | 'brands' | 'create' | 'preview'>;
}

/** What is missing before an analysis can be asked for, in the order the screen asks for it. */
export type SelectProblem = 'place' | 'industry';

/**
 * The location assessment selector (`/report/ai-analysis-select`): the point (device location, search, a tap
 * on the map), the radius (500 / 1000 m) and the industry, as the data query entry chooses them, plus an
 * optional brand whose own stores nearby count against the site. An analysis needs an industry: it scores a site for
 * one kind of shop.
 */
export function createSelectModel({ api, ...rest }: SelectDeps) {
  const brand = signal<{ id: string; name: string } | null>(null);
  const brands = createSearch(api.brands);
  const tried = signal(false);
  const entry = createEntryModel({
    ...rest,
    api: { industries: api.industries, places: api.places, create: (input) => api.create({ ...input, brandId: brand.value?.id ?? null }) },
  });

  const preview = createAnalysisPreview(api.preview);

  const problems = computed<SelectProblem[]>(() => [
    ...(entry.place.value === null ? (['place'] as const) : []),
    ...(entry.industry.value === null ? (['industry'] as const) : []),
  ]);

  /** A brand; its industry is taken too when none is chosen yet and the brand maps to one of the list. */
  function chooseBrand(item: BrandItem): void {
    brand.value = { id: item.id, name: item.name };
    brands.reset();
    if (entry.industry.value === null && item.industry) entry.chooseIndustry(item.industry);
  }

  /** Saves the query when place and industry are chosen; else the screen shows what is missing (`problems`). */
  async function submit(): Promise<AreaQuery | null> {
    tried.value = true;
    if (problems.value.length > 0) return null;
    return entry.create();
  }

  /** Reads the preview of the place, radius and industry chosen now (the screen calls it whenever they change). */
  function refreshPreview(): Promise<void> {
    const place = entry.place.value;
    const industry = entry.industry.value;
    return preview.show(place && industry && { lat: place.lat, lon: place.lon, radius: entry.radius.value, industry: industry.key });
  }

  return {
    ...entry,
    brand,
    preview: preview.state,
    refreshPreview,
    brands: brands.state,
    /** What is missing, shown once the user has tried to go on. */
    shownProblems: computed(() => (tried.value ? problems.value : [])),
    searchBrands: brands.search,
    chooseBrand,
    clearBrand: () => void (brand.value = null),
    submit,
  };
}

export type SelectModel = ReturnType<typeof createSelectModel>;
