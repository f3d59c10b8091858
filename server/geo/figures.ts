import type { DatasetRef, Figure, FigureKind, FigureModel } from '../../contracts/figure.js';

export const NO_DATA = 'No Data Available';

export interface YearValue {
  year: number;
  value: number;
}

/** A figure; without a value it is of kind 'not available' whatever kind it would have had, and its note says why. */
export function figure(
  value: number | null,
  unit: string,
  kind: FigureKind,
  datasets: DatasetRef[],
  vintage: string,
  extra: { model?: FigureModel; note?: string; scope?: string } = {},
): Figure {
  const f: Figure = { value, unit, kind: value === null ? 'not available' : kind, datasets, vintage };
  if (extra.model) f.model = extra.model;
  if (value === null) f.note = extra.note ?? NO_DATA;
  else if (extra.note) f.note = extra.note;
  if (extra.scope) f.scope = extra.scope;
  return f;
}

/** No figure, with the reason (in the report's language). */
export const noData = (unit: string, reason: string = NO_DATA): Figure => figure(null, unit, 'not available', [], '', { note: reason });

export const latest = (points: readonly YearValue[] | undefined): YearValue | null =>
  points && points.length ? points.reduce((a, b) => (b.year > a.year ? b : a)) : null;

export const atYear = (points: readonly YearValue[] | undefined, year: number): YearValue | null =>
  points?.find((p) => p.year === year) ?? null;
