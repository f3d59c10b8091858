import { Type, type Static } from '@sinclair/typebox';

/** Where a figure comes from: one row of the `datasets` table (MANIFEST.md source, licence, vintage). */
export const DatasetRefSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    source: Type.String(),
    licence: Type.String(),
    vintage: Type.String(),
  },
  { $id: 'DatasetRef' },
);
export type DatasetRef = Static<typeof DatasetRefSchema>;

export const FigureKindSchema = Type.Union([
  Type.Literal('public statistic'),
  Type.Literal('measurement'),
  Type.Literal('user count'),
  Type.Literal('model estimate'),
  /** No figure: `value` is null and `note` gives the reason. */
  Type.Literal('not available'),
]);
export type FigureKind = Static<typeof FigureKindSchema>;

export const ModelInputSchema = Type.Object({
  label: Type.String(),
  value: Type.Union([Type.Number(), Type.String()]),
  unit: Type.Optional(Type.String()),
});
export type ModelInput = Static<typeof ModelInputSchema>;

export const FigureModelSchema = Type.Object({
  name: Type.String(),
  inputs: Type.Array(ModelInputSchema),
  /** One sentence: how the value is computed. */
  doc: Type.String(),
});
export type FigureModel = Static<typeof FigureModelSchema>;

/**
 * Every number the API returns. `value: null` means no data (the UI shows 'No Data Available').
 * `vintage` is the period the value describes (e.g. '2024'); estimates carry their model.
 */
export const FigureSchema = Type.Object(
  {
    value: Type.Union([Type.Number(), Type.Null()]),
    unit: Type.String(),
    kind: FigureKindSchema,
    datasets: Type.Array(DatasetRefSchema),
    vintage: Type.String(),
    model: Type.Optional(FigureModelSchema),
    note: Type.Optional(Type.String()),
    /** The area the figure describes when it is not the report's own place, e.g. 'Malaysia (national)'. */
    scope: Type.Optional(Type.String()),
  },
  { $id: 'Figure' },
);
export type Figure = Static<typeof FigureSchema>;
