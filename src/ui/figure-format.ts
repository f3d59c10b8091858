import type { Figure, FigureKind } from '../../contracts/figure.js';
import { localDates, wordVintage } from '../../contracts/vintage.js';
import { language, type TranslationFunctions } from '../platform/i18n/index.js';
import { numberFormat } from '../platform/i18n/intl.js';

/** Default display of a figure's value in the interface language; a screen passes its own `format` when it knows better. */
export function formatFigureValue(value: number, unit: string, locale: string): string {
  if (unit === 'USD') {
    return numberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(value);
  }
  const number = numberFormat(locale, { maximumFractionDigits: Math.abs(value) < 10 ? 2 : 1 }).format(value);
  if (unit === '%') return `${number}%`;
  if (unit === 'people/km2') return `${number}/km²`;
  if (unit === 'km2') return `${number} km²`;
  // Counts (people, stores, count): the label already says what is counted.
  return number;
}

/**
 * A vintage as the datasets' MANIFEST.md states it ('2018-04', 'c. 2024', 'see file', '1960–2025, mirror of 2026-07'),
 * a figure's being its datasets' joined with '; ': the words in the interface language, dates in its calendar.
 */
export const localVintage = (vintage: string, LL: TranslationFunctions, locale: string = language.value): string => wordVintage(vintage, locale, LL.provenance);

export function kindLabel(kind: FigureKind, LL: TranslationFunctions): string {
  const p = LL.provenance;
  switch (kind) {
    case 'public statistic':
      return p.publicStatistic();
    case 'measurement':
      return p.measurement();
    case 'user count':
      return p.userCount();
    case 'model estimate':
      return p.modelEstimate();
    case 'not available':
      return LL.states.noData();
  }
}

/** The dates a vintage spans ('2018-04 – 2026-04-01'), its datasets' own dates only; '' when it names none. */
export function datesSpanned(vintage: string): string {
  // A mirror's copy date is when the file was copied, not what the figure describes.
  const dates = vintage.replace(/mirror of [\d-]+/g, '').match(/\b\d{4}(?:-\d{2}){0,2}\b/g) ?? [];
  if (dates.length === 0) return '';
  const sorted = [...new Set(dates)].sort();
  return sorted.length === 1 ? sorted[0]! : `${sorted[0]} – ${sorted[sorted.length - 1]}`;
}

/** The short line under a figure: its kind and the dates it spans; for a missing figure, why it is missing. */
export function sourceLine(figure: Figure, LL: TranslationFunctions): string {
  if (figure.kind === 'not available') return figure.note && figure.note !== 'No Data Available' ? figure.note : '';
  return [kindLabel(figure.kind, LL), localDates(datesSpanned(figure.vintage), language.value)].filter(Boolean).join(' · ');
}

/** What the line's 'sources' control says: how many datasets (their names, often long, are one tap away). */
export function sourcesLabel(figure: Pick<Figure, 'datasets'>, LL: TranslationFunctions): string {
  return LL.provenance.sources({ count: new Set(figure.datasets.map((d) => d.name)).size });
}

/**
 * Where a dataset was copied from, as a person reads it: the repository and the file, without the commit hash the
 * manifest pins and without a file pattern such as 'indicators/<code>/data.csv' (one file per indicator).
 */
export function readableSource(source: string): string {
  return source
    .replace(/^github\s+/, 'github.com/')
    .split(/\s+/)
    .filter((part) => !/^@[0-9a-f]{6,40}$/.test(part) && !/[<>]/.test(part))
    .join(' ');
}
