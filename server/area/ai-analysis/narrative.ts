import type { Locales } from '../../../i18n/i18n-types.js';
import { translator } from '../../http/language.js';

/**
 * The analysis in words: paragraphs made from the answer's facts by the reader's language's templates.
 * Every number in them is a fact formatted by `FactFormat`; `numbersIn` finds the numbers of any text so a rephrasing
 * (rephrase.ts) can be held to the same rule.
 */

/** A number already formatted the way the answer shows it ('1,234', '72', '1.234' in de). */
export type Formatted = string;

export interface NarrativeFacts {
  place: string;
  industry: string;
  brand: string | null;
  score: Formatted;
  /** The score's maximum (100), a fact like the others. */
  scoreMax: Formatted;
  tier: string;
  advice: string;
  /** The verdict's reason in words (the table's cell: room, balanced, differentiate …) and its caps. */
  verdict: string;
  caps: string[];
  /** "3 of 4 factors measured" and what is missing; null when every factor is measured. */
  coverage: { text: string; missing: string } | null;
  radius: Formatted;
  strongest: { name: string; points: Formatted };
  weakest: { name: string; points: Formatted; max: Formatted } | null;
  residents: Formatted | null;
  workers: Formatted | null;
  stationFlow: Formatted | null;
  competitors: Formatted;
  saturation: string | null;
  nearestCompetitorM: Formatted | null;
  ownStores: Formatted | null;
  capacity: { supported: Formatted; existing: Formatted } | null;
  consumption: { index: Formatted; baseline: Formatted; rating: string } | null;
  paybackReason: string;
}

export function narrativeParagraphs(facts: NarrativeFacts, locale: Locales): string[] {
  const t = translator(locale).siteAnalysis.narrative;
  const out: string[] = [t.summary({ place: facts.place, industry: facts.industry, score: facts.score, scoreMax: facts.scoreMax, tier: facts.tier, advice: facts.advice })];
  out.push([t.verdict({ reason: facts.verdict }), ...facts.caps].join(' '));
  if (facts.coverage) out.push(t.coverage({ coverage: facts.coverage.text, missing: facts.coverage.missing }));
  out.push(facts.weakest
    ? t.factors({ strongest: facts.strongest.name, strongestPoints: facts.strongest.points, weakest: facts.weakest.name, weakestPoints: facts.weakest.points, weakestMax: facts.weakest.max })
    : t.strongestOnly({ strongest: facts.strongest.name, strongestPoints: facts.strongest.points }));
  const people: string[] = [];
  if (facts.residents) people.push(t.residents({ residents: facts.residents, radius: facts.radius }));
  if (facts.workers) people.push(t.workers({ workers: facts.workers }));
  if (facts.stationFlow) people.push(t.stationFlow({ flow: facts.stationFlow }));
  if (people.length) out.push(people.join(' '));
  const competition: string[] = [t.competitors({ competitors: facts.competitors, industry: facts.industry, radius: facts.radius })];
  if (facts.saturation) competition.push(t.saturation({ saturation: facts.saturation }));
  if (facts.nearestCompetitorM) competition.push(t.nearest({ distance: facts.nearestCompetitorM }));
  if (facts.brand && facts.ownStores) competition.push(t.ownStores({ brand: facts.brand, stores: facts.ownStores, radius: facts.radius }));
  if (facts.capacity) competition.push(t.capacity({ supported: facts.capacity.supported, existing: facts.capacity.existing }));
  out.push(competition.join(' '));
  if (facts.consumption) out.push(t.consumption({ index: facts.consumption.index, baseline: facts.consumption.baseline, rating: facts.consumption.rating }));
  out.push(t.payback({ reason: facts.paybackReason }));
  return out;
}

/**
 * The numbers written in a text: runs of digits joined by the group and decimal marks the 12 languages use ('1,234.5',
 * '1.234', '1 234' with a narrow no-break space in fr). A mark followed by a plain space ends the number ('72, 3').
 */
export function numbersIn(text: string): string[] {
  return text.match(/\d(?:[\d.,\u00a0\u202f]*\d)?/g) ?? [];
}

/** Every number a narrative may carry: the numbers of its facts (and of the names in them, e.g. 'Block 123'). */
export function allowedNumbers(facts: NarrativeFacts): Set<string> {
  const strings: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') strings.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(facts);
  return new Set(strings.flatMap(numbersIn));
}

/** The numbers of `paragraphs` that are not facts: empty for an honest text. */
export function strayNumbers(paragraphs: readonly string[], allowed: ReadonlySet<string>): string[] {
  return paragraphs.flatMap(numbersIn).filter((n) => !allowed.has(n));
}
