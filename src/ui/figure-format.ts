import type { Figure, FigureKind } from '../../contracts/figure.js';
import type { TranslationFunctions } from '../platform/i18n/index.js';

/** Default display of a figure's value in the interface language; a screen passes its own `format` when it knows better. */
export function formatFigureValue(value: number, unit: string, locale: string): string {
  if (unit === 'USD') {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(value);
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: Math.abs(value) < 10 ? 2 : 1 }).format(value);
  if (unit === '%') return `${number}%`;
  if (unit === 'people/km2') return `${number}/km²`;
  if (unit === 'km2') return `${number} km²`;
  // Counts (people, stores, count): the label already says what is counted.
  return number;
}

/** A model input as shown under a figure: numbers in the interface language, small ratios with enough digits to mean something. */
export function formatModelInput(value: number | string, locale: string): string {
  if (typeof value === 'string') return value;
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: Math.abs(value) < 1 ? 3 : undefined, maximumFractionDigits: Math.abs(value) < 1 ? undefined : 2 }).format(value);
}

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

/** The compact source line: dataset names · vintage · kind; for a missing figure, why it is missing. */
export function sourceLine(figure: Figure, LL: TranslationFunctions): string {
  if (figure.kind === 'not available') return figure.note && figure.note !== 'No Data Available' ? figure.note : '';
  const names = [...new Set(figure.datasets.map((d) => d.name))].join(', ');
  return [names, figure.vintage, kindLabel(figure.kind, LL)].filter(Boolean).join(' · ');
}
