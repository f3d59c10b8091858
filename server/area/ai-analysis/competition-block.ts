import type { AiAnalysisBlocks, MappingCoverageInfo } from '../../../contracts/ai-analysis.js';
import type { Level } from '../../../contracts/area.js';
import type { DatasetRef, Figure } from '../../../contracts/figure.js';
import { figure, noData } from '../../geo/figures.js';
import type { ReportTexts } from '../../geo/report-texts.js';
import { vintageOf } from '../area-data.js';
import type { AreaTexts } from '../business-district.js';
import { SATURATION_LEVELS } from '../rules.js';
import type { Assessment } from '../scoring/assess.js';
import { roomVerified } from '../scoring/mapping-coverage.js';
import { SATURATION_RATIO_BOUNDS } from '../scoring/market-room.js';
import type { InputKey } from '../scoring/site-vector.js';
import { refsOfFigures, type SiteTexts } from './inputs-text.js';

/*
 * The competition page: the market room (stores the trade area's demand supports against the stores there) and the
 * saturation level read from it (the one measure of competition on the page), the industry's stores, and how
 * thoroughly the map lists them.
 */

type CompetitionData = NonNullable<AiAnalysisBlocks['competition']['data']>;
type Labelled = Record<InputKey, Figure>;
export interface CompetitionTexts { t: SiteTexts; area: AreaTexts; texts: ReportTexts; ref: (id: string) => DatasetRef | undefined }

const round1 = (x: number) => Number(x.toFixed(1));

/** The stores the demand supports, a model estimate over the trade area's inputs (the figures the engine read). */
function expectedFigure(a: Assessment, labelled: Labelled, { t }: CompetitionTexts): Figure {
  if (!a.room) return noData('stores', t.notes.noCapacity());
  const inputs = a.room.model.terms.filter((term) => term !== 'area').map((term) => labelled[term]);
  const refs = refsOfFigures([...inputs, labelled.competitors]);
  return figure(round1(a.room.expected), 'stores', 'model estimate', refs, vintageOf(refs), {
    model: { name: t.models.room.name(), doc: t.models.room.doc(), inputs: a.room.model.terms.filter((term) => term !== 'area').map((term) => ({ label: t.inputs[term](), value: labelled[term].value ?? 0 })) },
  });
}

/** The saturation level from the room's ratio, with its rule built from the bounds. */
function saturationLevel(a: Assessment, expected: Figure, labelled: Labelled, c: CompetitionTexts): Level {
  const { t, area, texts } = c;
  const name = (level: number) => area.levels.saturation[SATURATION_LEVELS[level - 1]!]();
  const bounds = [...SATURATION_RATIO_BOUNDS].reverse();
  const rule = t.rules.saturation({ bounds: texts.list(bounds.map((b) => t.rules.saturationBound({ label: name(b.level), min: texts.number(b.min) }))) });
  if (!a.room) return { level: null, label: area.levels.noData(), rule, figure: expected };
  const refs = refsOfFigures([expected, labelled.competitors]);
  const ratio = figure(Number(a.room.ratio.toFixed(2)), 'ratio', 'model estimate', refs, vintageOf(refs), {
    model: { name: area.models.saturation.name(), doc: t.rules.saturation({ bounds: '' }), inputs: [{ label: t.inputs.competitors(), value: a.room.existing }, { label: t.models.room.name(), value: round1(a.room.expected) }] },
  });
  return { level: a.room.level, label: name(a.room.level), rule, figure: ratio };
}

function mappingInfo(a: Assessment, { t, texts, ref }: CompetitionTexts): MappingCoverageInfo {
  const m = a.mapping;
  const refs = m.datasets.map(ref).filter((r): r is DatasetRef => r !== undefined);
  const list = (m.reference && ref(m.reference)?.name) ?? '';
  const recall = m.recall === null ? noData('%', t.notes.noCapacity()) : figure(Math.round(m.recall * 100), '%', 'measurement', refs, vintageOf(refs));
  const text = m.kind === 'measured'
    ? (roomVerified(m) ? t.mapping.measuredWell : t.mapping.measured)({ recall: texts.number(recall.value ?? 0), list })
    : m.kind === 'official list' ? t.mapping.officialList() : m.kind === 'not measured' ? t.mapping.notMeasured() : t.mapping.notMapped();
  return { kind: m.kind, recall: m.kind === 'measured' ? recall : noData('%', text), text };
}

export function competitionBlock(a: Assessment, labelled: Labelled, district: { count: Figure; stores: CompetitionData['stores'] }, c: CompetitionTexts): CompetitionData {
  const expected = expectedFigure(a, labelled, c);
  return {
    saturation: saturationLevel(a, expected, labelled, c),
    mapping: mappingInfo(a, c),
    competitors: district.count,
    nearestCompetitor: labelled.nearestCompetitorM,
    ownBrandStores: labelled.ownBrandStores,
    existingStores: labelled.competitors,
    projectedCapacity: expected,
    stores: district.stores,
  };
}
