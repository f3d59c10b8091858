import type { DatasetRef, Figure } from '../../../contracts/figure.js';
import { translator } from '../../http/language.js';
import { figure, noData } from '../../geo/index.js';
import { refsOfFigures, vintageOf } from '../area-data.js';
import { consumersOf } from '../scoring/classes.js';
import { MISSING, type SiteInputs } from '../scoring/site-inputs.js';
import type { InputKey } from '../scoring/site-vector.js';

/* The engine's inputs as the analysis shows them: figures with notes in the reader's language, and their sources. */

export type SiteTexts = ReturnType<typeof translator>['siteAnalysis'];


/** The engine's input figures with the notes of missing inputs in the reader's language. */
export function translatedInputs(inputs: SiteInputs, t: SiteTexts): Record<InputKey, Figure> {
  const f = { ...inputs.figures };
  const notes: Record<string, string> = { [MISSING.transit]: t.notes.noTransit(), [MISSING.anchors]: t.notes.noAnchors() };
  for (const key of Object.keys(f) as InputKey[]) {
    const note = f[key].note;
    if (f[key].value === null && note !== undefined && notes[note]) f[key] = noData(f[key].unit, notes[note]!);
  }
  if (f.ownBrandStores.value === null) f.ownBrandStores = noData('stores', t.notes.noBrand());
  if (f.nearestCompetitorM.value === null) f.nearestCompetitorM = noData('m', t.notes.noCompetitors());
  f.offices = noData('places', t.notes.noOffices());
  f.schools = noData('places', t.notes.noSchools());
  return f;
}

/** Consumers: residents + workers of the trade area (classes.ts consumersOf), a model estimate over the two figures. */
export function consumersFigure(inputs: SiteInputs, f: Record<InputKey, Figure>, t: SiteTexts): Figure {
  const { residents, workers } = inputs.values;
  if (residents === null) return noData('people', f.residents.note);
  const refs = refsOfFigures([f.residents, f.workers]);
  return figure(consumersOf(residents, workers ?? 0), 'people', 'model estimate', refs, vintageOf(refs), {
    model: { name: t.models.consumers.name(), doc: t.models.consumers.doc(), inputs: [
      { label: t.inputs.residents(), value: residents },
      { label: t.inputs.workers(), value: workers ?? 0 },
    ] },
  });
}

/** A weight's reason in the reader's language: the engine's reason keys (scoring/config.ts) are the dictionary's (reasons.test.ts). */
export function reasonText(t: SiteTexts, key: string): string {
  return (t.reasons as unknown as Record<string, () => string>)[key]!();
}

/**
 * The date a vintage describes ('2018-04', 'c. 2021' → 2021, 'Census 2020 (published 2022)' → 2020, a series
 * '1960–2025, mirror of 2026-07' → 2025: its latest data, not its copy); null for 'see file'.
 */
function dateOf(vintage: string): string | null {
  const own = vintage.replace(/\([^)]*\)/g, '').replace(/mirror of [^;,]*/g, '');
  return (own.match(/\d{4}(?:-\d{2})?/g) ?? []).sort().at(-1) ?? null;
}

/** The oldest source date behind the figures: a page is as fresh as its oldest source, never the import date. */
export function oldestVintage(refs: readonly DatasetRef[]): string {
  const dates = refs.map((r) => dateOf(r.vintage)).filter((d): d is string => d !== null).sort();
  return dates[0] ?? '';
}
