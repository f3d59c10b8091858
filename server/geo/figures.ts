import type { DatasetRef, Figure, FigureKind, FigureModel } from '../contracts/figure.js';

export const NO_DATA = 'No Data Available';
export const INSUFFICIENT_DATA = 'insufficient data';

export interface YearValue {
  year: number;
  value: number;
}

export function figure(
  value: number | null,
  unit: string,
  kind: FigureKind,
  datasets: DatasetRef[],
  vintage: string,
  extra: { model?: FigureModel; note?: string } = {},
): Figure {
  const f: Figure = { value, unit, kind, datasets, vintage };
  if (extra.model) f.model = extra.model;
  if (value === null) f.note = extra.note ?? NO_DATA;
  else if (extra.note) f.note = extra.note;
  return f;
}

export const noData = (unit: string, kind: FigureKind = 'public statistic', note: string = NO_DATA): Figure =>
  figure(null, unit, kind, [], '', { note });

export const latest = (points: readonly YearValue[] | undefined): YearValue | null =>
  points && points.length ? points.reduce((a, b) => (b.year > a.year ? b : a)) : null;

export const atYear = (points: readonly YearValue[] | undefined, year: number): YearValue | null =>
  points?.find((p) => p.year === year) ?? null;
