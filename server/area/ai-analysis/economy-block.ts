import type { AiAnalysisBlocks, FactorInput } from '../../../contracts/ai-analysis.js';
import type { Figure } from '../../../contracts/figure.js';
import { figure, noData } from '../../geo/index.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../../geo/index.js';
import type { ReportTexts } from '../../geo/index.js';
import { CONSUMPTION_RATING_BOUNDS } from '../people/rules.js';
import type { Assessment } from '../scoring/assess.js';
import { consumptionRating, customerMatch, MATCH_BOUNDS, TARGET_CUSTOMERS, type IncomeLevel } from '../scoring/classes.js';
import type { SiteInputs } from '../scoring/site-inputs.js';
import type { InputKey } from '../scoring/site-vector.js';
import { verdictRule } from './score-block.js';
import type { SiteTexts } from './inputs-text.js';

/* The economic condition and customer profile tabs: spending power, the verdict's investment opportunity, strategy lines, the target customers' match. */

type Labelled = Record<InputKey, Figure>;
/** The consumption index's city-wide baseline. */
export const CONSUMPTION_BASELINE = 100;

/** The strategy lines the data supports (competitors and the room are measured); revenue targets need ATV and frequency. */
function strategyLines(a: Assessment, v: SiteInputs['values'], t: SiteTexts, n: (x: number) => string) {
  const shortTerm: string[] = [];
  const longTerm: string[] = [];
  if (v.competitors > 0 && v.nearestCompetitorM !== null) shortTerm.push(t.strategy.shortTermCompetition({ competitors: n(v.competitors), distance: n(v.nearestCompetitorM) }));
  if (v.footfall !== null && v.footfall > 0) shortTerm.push(t.strategy.shortTermDemand());
  if (a.room) {
    const supported = Math.round(a.room.expected);
    const room = supported - a.room.existing;
    longTerm.push(room > 0
      ? t.strategy.longTermCapacity({ supported: n(supported), existing: n(a.room.existing), room: n(room) })
      : t.strategy.longTermSaturated({ supported: n(supported), existing: n(a.room.existing) }));
  }
  return { shortTerm, longTerm, strategyNote: t.notes.noStrategy() };
}

/** What a consumption index is read against: its market's baseline ('Singapore average (…) = 100'), else the plain average. */
export function baselineOf(ci: Figure, t: SiteTexts, texts: ReportTexts): string {
  return ci.value !== null && ci.note ? ci.note : t.rules.anyBaseline({ value: texts.number(CONSUMPTION_BASELINE) });
}

export function economyBlock(a: Assessment, inputs: SiteInputs, labelled: Labelled, t: SiteTexts, texts: ReportTexts, n: (x: number) => string): NonNullable<AiAnalysisBlocks['economy']['data']> {
  const ci = labelled.consumptionIndex;
  const rating = consumptionRating(ci.value);
  const ratingRule = t.rules.rating({ baseline: baselineOf(ci, t, texts), bounds: texts.list(CONSUMPTION_RATING_BOUNDS.map((b) => t.rules.tierBound({ label: texts.rating(b.cls), min: texts.number(b.min) }))) });
  const opportunity = a.verdict.opportunity;
  return {
    consumptionIndex: ci,
    consumptionRating: { key: rating, label: rating === null ? t.rules.notClassified() : texts.rating(rating), rule: ratingRule },
    investmentOpportunity: { key: opportunity, label: texts.opportunity(opportunity), rule: verdictRule(t, texts, a.verdict.tier) },
    payback: noData('months', t.notes.noPayback()),
    averageTransactionValue: noData('USD', t.notes.noAtv()),
    purchaseFrequency: noData('visits/month', t.notes.noFrequency()),
    ...strategyLines(a, inputs.values, t, n),
  };
}

export function customersBlock(industry: Industry, inputs: SiteInputs, ci: Figure, t: SiteTexts, texts: ReportTexts): NonNullable<AiAnalysisBlocks['customers']['data']> {
  const { match } = customerMatch(industry, inputs.incomeShares);
  const target = TARGET_CUSTOMERS[INDUSTRY_GROUP_OF.get(industry)!];
  const levels = texts.list(target.income.map((l) => t.income[l]()));
  const profile: FactorInput[] = inputs.incomeShares
    ? (Object.entries(inputs.incomeShares) as Array<[IncomeLevel, number]>).map(([level, share]) => ({
      key: level, label: t.profileShare({ level: t.income[level]() }), figure: figure(Number(share.toFixed(1)), '%', 'public statistic', ci.datasets, ci.vintage),
    }))
    : [];
  const rule = t.rules.match({ target: levels, bounds: texts.list(MATCH_BOUNDS.map((b) => t.rules.tierBound({ label: t.match[b.cls](), min: `${texts.number(b.min * 100)} %` }))) });
  return {
    match: { key: match, label: match === null ? t.rules.notClassified() : t.match[match](), rule },
    target: t.target({ levels, ages: texts.list(target.ages) }),
    profile,
  };
}
