import type { DatasetRef, Figure } from '../../contracts/figure.js';
import type { RecommendedSite } from '../../contracts/recommendation.js';
import { MIN_SITE_SEPARATION_M } from '../../contracts/recommendation.js';
import type { Locales } from '../../i18n/i18n-types.js';
import { translator } from '../http/language.js';
import { figure, noData } from '../geo/figures.js';
import type { Industry } from '../geo/industries.js';
import { reportTexts } from '../geo/report-texts.js';
import { vintageOf } from '../area/area-data.js';
import { TIER_BOUNDS } from '../area/scoring/classes.js';
import { scoreSite } from '../area/scoring/engine.js';
import { SEARCH_RADIUS } from './city-cells.js';
import { HUFF_COMPETITOR_M, type Found, type FoundSite } from './find-sites.js';
import { HUFF_DEFAULTS } from './huff.js';

/** The reasons a site ranks where it does: its three factors giving the most points. */
const REASONS = 3;
/** Nearest competitors listed per site. */
const COMPETITORS = 5;

const refsOf = (figures: readonly Figure[]): DatasetRef[] => {
  const byId = new Map<string, DatasetRef>();
  for (const f of figures) for (const d of f.datasets) byId.set(d.id, d);
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
};

/** The answer's sites and method in the reader's language; every number is the engine's, the data's or Huff's. */
export function describeSites(found: Found, industry: Industry, cityName: string, locale: Locales): { sites: RecommendedSite[]; method: string } {
  const t = translator(locale);
  const s = t.siteAnalysis;
  const r = t.recommendation;
  const texts = reportTexts(locale);
  const n = (v: number, digits = 0) => texts.number(Number(v.toFixed(digits)));
  const tierRule = s.rules.tier({ bounds: texts.list(TIER_BOUNDS.map((b) => s.rules.tierBound({ label: s.tiers[b.cls](), min: texts.number(b.min) }))) });
  const sites = found.sites.map((site, i): RecommendedSite => {
    const scored = scoreSite(site.inputs, industry);
    const reasons = [...scored.factors].filter((f) => f.weight > 0).sort((a, b) => b.contribution - a.contribution).slice(0, REASONS).map((f) => ({
      factor: f.key,
      name: s.factors[f.key](),
      text: r.reason({ factor: s.factors[f.key](), points: n(f.contribution, 1), max: n(f.weight, 1), why: reasonOf(s, f.reason) }),
    }));
    const inputRefs = refsOf(Object.values(site.inputs.figures));
    const score = figure(Number(scored.score.toFixed(1)), 'points', 'model estimate', inputRefs, vintageOf(inputRefs), {
      model: { name: s.models.score.name(), doc: s.models.score.doc(), inputs: scored.factors.map((f) => ({ label: s.factors[f.key](), value: Number(f.contribution.toFixed(1)), unit: 'points' })) },
    });
    return {
      rank: i + 1,
      lat: site.lat,
      lon: site.lon,
      placeName: site.areaName,
      score,
      tier: { key: scored.tier, label: s.tiers[scored.tier](), rule: tierRule },
      reasons,
      share: shareFigure(site, inputRefs, r),
      competitors: site.inputs.stores.filter((c) => c.industry === industry).slice(0, COMPETITORS)
        .map((c) => ({ name: c.name ?? r.unnamed(), lat: c.lat, lon: c.lon, distanceM: Math.round(c.distanceM) })),
    };
  });
  const method = r.method({
    cells: n(found.cells), city: cityName, industry: texts.industry(industry), radius: n(SEARCH_RADIUS), separation: n(MIN_SITE_SEPARATION_M),
  });
  return { sites, method };
}

/** The weight's reason in the reader's language (the engine's reason key, scoring/config.ts), as the AI analysis words it. */
function reasonOf(s: ReturnType<typeof translator>['siteAnalysis'], key: string): string {
  return (s.reasons as unknown as Record<string, (() => string) | undefined>)[key]?.() ?? '';
}

function shareFigure(site: FoundSite, inputRefs: DatasetRef[], r: ReturnType<typeof translator>['recommendation']): Figure {
  if (site.share.value === null) return noData('%', r.share.noResidents());
  // Residents are the population report's (HDB blocks × Census household sizes); competitors the map sources'.
  const refs = inputRefs.filter((d) => site.inputs.figures.residents.datasets.some((x) => x.id === d.id) || site.inputs.figures.competitors.datasets.some((x) => x.id === d.id));
  return figure(Number((site.share.value * 100).toFixed(1)), '%', 'model estimate', refs, vintageOf(refs), {
    model: {
      name: r.share.name(),
      doc: r.share.doc(),
      inputs: [
        { label: r.share.residents(), value: site.share.residents, unit: 'people' },
        { label: r.share.competitors({ distance: HUFF_COMPETITOR_M }), value: site.share.competitors, unit: 'stores' },
        { label: r.share.alpha(), value: HUFF_DEFAULTS.alpha },
        { label: r.share.beta(), value: HUFF_DEFAULTS.beta },
      ],
    },
  });
}
