import type { Kysely } from 'kysely';
import type { Locales } from '../../../i18n/i18n-types.js';
import { baseLocale, isLocale } from '../../../i18n/i18n-util.js';
import type { AreaQuery } from '../../../contracts/area.js';
import type { AiAnalysisBlocks, MapPin, TradeArea } from '../../../contracts/ai-analysis.js';
import type { Database } from '../../db/tables.js';
import { translator } from '../../http/language.js';
import type { Industry } from '../../geo/index.js';
import { reportTexts, type ReportTexts } from '../../geo/index.js';
import { businessDistrict } from '../service.js';
import { assessSite } from '../scoring/assess.js';
import { gatherSite, inputsFrom, type SiteInputs } from '../scoring/site-inputs.js';
import { competitionBlock } from './competition-block.js';
import { customersBlock, economyBlock } from './economy-block.js';
import { narrativeFacts } from './facts.js';
import { consumersFigure, translatedInputs, type SiteTexts } from './inputs-text.js';
import { allowedNumbers, narrativeParagraphs } from './narrative.js';
import { rephrase, type RephraseConfig } from './rephrase.js';
import { scoreBlock } from './score-block.js';

type Db = Kysely<Database>;
type Blocks = { [K in keyof AiAnalysisBlocks]: NonNullable<AiAnalysisBlocks[K]['data']> };
const RADII = [500, 1000] as const;
/** Anchor kinds shown on the business activity page, in this order; offices and schools have no dataset (said so). */
const ANCHOR_KEYS = ['malls', 'railStations', 'hawkerCentres', 'clinics', 'offices', 'schools'] as const;
const ANCHOR_INDUSTRIES: ReadonlySet<Industry> = new Set(['mall', 'hawker_centre', 'clinic']);
const MAX_PINS = 30;

function tradeAreas(byRadius: ReadonlyMap<number, SiteInputs>, t: SiteTexts): TradeArea[] {
  return RADII.map((radius) => {
    const i = byRadius.get(radius)!;
    const f = translatedInputs(i, t);
    return { radius, residents: f.residents, workers: f.workers, passengerFlow: f.footfall, consumers: consumersFigure(i, f, t), transportCoverage: f.transportCoverage };
  });
}

function pinsOf(inputs: SiteInputs, industry: Industry, brandId: string | null, texts: ReportTexts): MapPin[] {
  const own = (s: SiteInputs['stores'][number]) => brandId !== null && s.brandId === brandId;
  return inputs.stores.filter((s) => s.industry === industry || ANCHOR_INDUSTRIES.has(s.industry) || own(s)).slice(0, MAX_PINS * 2).map((s) => ({
    kind: own(s) ? 'own' : s.industry === industry ? 'competitor' : 'anchor',
    name: s.name ?? texts.industry(s.industry), lat: s.lat, lon: s.lon, distanceM: Math.round(s.distanceM),
  }));
}

/**
 * The AI site analysis of a saved query: location quality and market room of the point for the query's industry (and
 * brand), the one verdict read from both, explained factor by factor, with the trade area at both radii, the business
 * activity and competition pages, the economic and customer tabs, the map and the narrative. Every figure comes from
 * the area reports' own measures or a model named in its figure.
 */
export async function buildAiAnalysis(db: Db, query: AreaQuery, industry: Industry, brandName: string | null, language: string, now: Date, llm: RephraseConfig): Promise<Blocks> {
  const locale: Locales = isLocale(language) ? language : baseLocale;
  const all = translator(locale);
  const t = all.siteAnalysis;
  const texts = reportTexts(locale);
  const n = (v: number, digits = 0) => texts.number(Number(v.toFixed(digits)));
  const [gathered, district] = await Promise.all([
    Promise.all(RADII.map((r) => gatherSite(db, { lat: query.lat, lon: query.lon }, r, now, null, locale))),
    businessDistrict(db, query, locale, now),
  ]);
  const byRadius = new Map(RADII.map((r, i) => [r as number, inputsFrom(gathered[i]!, industry, query.brandId)]));
  const inputs = byRadius.get(query.radius)!;
  const labelled = translatedInputs(inputs, t);
  const assessment = await assessSite(db, query, inputs.values, industry, now);
  const score = scoreBlock(assessment, labelled, t, texts);
  const competition = competitionBlock(assessment, labelled, district.industryStores, { t, area: all.areaReports, texts, ref: gathered[0]!.ref });
  const facts = narrativeFacts({ query, industry, brandName, assessment, blocks: { score, competition }, labelled }, t, texts, n);
  const narrative = await rephrase(narrativeParagraphs(facts, locale), allowedNumbers(facts), locale, llm);
  return {
    score,
    tradeArea: { radii: tradeAreas(byRadius, t) },
    businessActivity: {
      richness: district.levels.richness,
      stores: district.overview.stores,
      businessTypes: district.overview.businessTypes,
      anchors: ANCHOR_KEYS.map((key) => ({ key, name: t.inputs[key](), count: labelled[key] })),
      topIndustries: district.industries.top,
    },
    competition,
    economy: economyBlock(assessment, inputs, labelled, t, texts, n),
    customers: customersBlock(industry, inputs, labelled.consumptionIndex, t, texts),
    map: { lat: query.lat, lon: query.lon, radius: query.radius, pins: pinsOf(inputs, industry, query.brandId, texts) },
    narrative: { paragraphs: narrative.paragraphs, source: narrative.source },
  };
}
