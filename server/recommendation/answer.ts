import type { Figure } from '../../contracts/figure.js';
import type { RecommendedSite, SiteReason } from '../../contracts/recommendation.js';
import { MIN_SITE_SEPARATION_M } from '../../contracts/recommendation.js';
import type { Locales } from '../../i18n/i18n-types.js';
import { translator } from '../http/language.js';
import { figure, noData } from '../geo/index.js';
import { reportTexts } from '../geo/index.js';
import { localName } from '../geo/index.js';
import { vintageOf } from '../area/index.js';
import { TIER_BOUNDS } from '../area/index.js';
import { SEARCH_RADIUS } from './city-cells.js';
import type { RecommendationFacts, SiteFacts } from './facts.js';
import { HUFF_COMPETITOR_M } from './find-sites.js';
import { HUFF_DEFAULTS } from './huff.js';
import type { RecommendationBody } from './repository.js';

/** The reasons a site ranks where it does: its three factors giving the most points. */
const REASONS = 3;

type Texts = ReturnType<typeof translator>;

/** A saved recommendation in the reader's language: the facts as they were found, the words the reader's. */
export function wordRecommendation(facts: Omit<RecommendationFacts, 'heat'>, locale: Locales): Omit<RecommendationBody, 'heat'> {
  const t = translator(locale);
  const texts = reportTexts(locale);
  const n = (v: number, digits = 0) => texts.number(Number(v.toFixed(digits)));
  const s = t.siteAnalysis;
  const tierRule = s.rules.tier({ bounds: texts.list(TIER_BOUNDS.map((b) => s.rules.tierBound({ label: s.tiers[b.cls](), min: texts.number(b.min) }))) });
  const industry = texts.industry(facts.industry);
  const city = { id: facts.city.id, name: localName(facts.city.names, facts.city.name, locale).name, countryCode: facts.city.countryCode };
  const sites = facts.sites.map((site, i): RecommendedSite => ({
    rank: i + 1,
    lat: site.lat,
    lon: site.lon,
    placeName: site.place ? localName(site.place.names, site.place.name, locale).name : site.placeName,
    address: site.place?.address ?? null,
    score: figure(site.score, 'points', 'model estimate', site.refs, vintageOf(site.refs), {
      model: { name: s.models.score.name(), doc: s.models.score.doc(), inputs: site.factors.map((f) => ({ label: s.factors[f.key](), value: Number(f.contribution.toFixed(1)), unit: 'points' })) },
    }),
    tier: { key: site.tier, label: s.tiers[site.tier](), rule: tierRule },
    reasons: [
      ...roomReason(site, t.recommendation, industry, n),
      ...site.factors.filter((f) => f.weight > 0).sort((a, b) => b.contribution - a.contribution).slice(0, REASONS).map((f) => ({
        factor: f.key,
        name: s.factors[f.key](),
        text: t.recommendation.reason({ factor: s.factors[f.key](), points: n(f.contribution, 1), max: n(f.weight, 1), why: reasonOf(s, f.reason) }),
      })),
    ],
    share: shareFigure(site, t.recommendation, industry, locale),
    competitors: site.competitors.map((c) => ({ ...c, name: c.name ?? t.recommendation.unnamed() })),
  }));
  const method = t.recommendation.method({
    cells: n(facts.cells), city: city.name, industry, radius: n(SEARCH_RADIUS), separation: n(MIN_SITE_SEPARATION_M),
  });
  // Facts saved before the search weighed room were ranked by location score alone: their method says only that.
  const ranking = facts.sites.some((site) => site.room !== undefined) ? ` ${t.recommendation.methodRoom()}` : '';
  return { city, industry: { key: facts.industry, name: industry }, brand: facts.brand, dataVersion: facts.dataVersion, sites, method: method + ranking };
}

/** The list's line of a saved recommendation: its city and industry in the reader's language. */
export function wordListed(facts: Pick<RecommendationFacts, 'city' | 'industry'>, locale: Locales): { city: string; industry: string } {
  return { city: localName(facts.city.names, facts.city.name, locale).name, industry: reportTexts(locale).industry(facts.industry) };
}

/** The weight's reason in the reader's language (the engine's reason key, scoring/config.ts), as the AI analysis words it. */
function reasonOf(s: Texts['siteAnalysis'], key: string): string {
  return (s.reasons as unknown as Record<string, (() => string) | undefined>)[key]?.() ?? '';
}

/** The site's market room as its first reason (none in facts saved before the search weighed room). */
function roomReason(site: SiteFacts, r: Texts['recommendation'], industry: string, n: (v: number, digits?: number) => string): SiteReason[] {
  if (site.room === undefined) return [];
  const text = site.room === null
    ? r.room.notMapped({ industry })
    : r.room.text({ expected: n(site.room.expected, site.room.expected < 10 ? 1 : 0), existing: n(site.room.existing), industry });
  return [{ factor: 'room', name: r.room.name(), text }];
}

/** Why a site has no share, in words: the reason kept with it (facts saved before kept none: no residents). */
function missingShare(site: SiteFacts, r: Texts['recommendation'], industry: string): string {
  switch (site.share.missing) {
    case 'notMapped':
      return r.share.notMapped({ industry });
    case 'notMeasured':
      return r.share.notMeasured({ industry });
    case 'noCompetitors':
      return r.share.noCompetitors({ distance: HUFF_COMPETITOR_M });
    default:
      return r.share.noResidents();
  }
}

function shareFigure(site: SiteFacts, r: Texts['recommendation'], industry: string, locale: Locales): Figure {
  if (site.share.value === null) return noData('%', missingShare(site, r, industry));
  const refs = site.share.refs;
  const coverage = site.share.coverage;
  return figure(Number((site.share.value * 100).toFixed(1)), '%', 'model estimate', refs, vintageOf(refs), {
    model: {
      name: r.share.name(),
      doc: typeof coverage?.recall === 'number' ? `${r.share.doc()} ${r.share.docCoverage({ recall: new Intl.NumberFormat(locale, { style: 'percent' }).format(coverage.recall) })}` : r.share.doc(),
      inputs: [
        { label: r.share.residents(), value: site.share.residents, unit: 'people' },
        { label: r.share.competitors({ distance: HUFF_COMPETITOR_M }), value: site.share.competitors, unit: 'stores' },
        { label: r.share.alpha(), value: HUFF_DEFAULTS.alpha },
        { label: r.share.beta(), value: HUFF_DEFAULTS.beta },
        ...(typeof coverage?.recall === 'number' ? [{ label: r.share.coverage(), value: Number((coverage.recall * 100).toFixed(1)), unit: '%' }] : []),
      ],
    },
  });
}
