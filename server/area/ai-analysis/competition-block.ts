import type { AiAnalysisBlocks, MappingCoverageInfo } from '../../../contracts/ai-analysis.js';
import type { DatasetRef, Figure } from '../../../contracts/figure.js';
import { figure, noData } from '../../geo/index.js';
import type { ReportTexts } from '../../geo/index.js';
import { vintageOf } from '../area-data.js';
import type { AreaTexts } from '../business-district.js';
import type { Assessment } from '../scoring/assess.js';
import { roomVerified } from '../scoring/mapping-coverage.js';
import { expectedStoresFigure, roomSaturation } from '../room-saturation.js';
import type { InputKey } from '../scoring/site-vector.js';
import type { SiteTexts } from './inputs-text.js';

/*
 * The competition page: the market room (stores the trade area's demand supports against the stores there) and the
 * saturation level read from it (the one measure of competition on the page), the industry's stores, and how
 * thoroughly the map lists them.
 */

type CompetitionData = NonNullable<AiAnalysisBlocks['competition']['data']>;
type Labelled = Record<InputKey, Figure>;
export interface CompetitionTexts { t: SiteTexts; area: AreaTexts; texts: ReportTexts; ref: (id: string) => DatasetRef | undefined }

/** How completely the map lists the industry here, in the reader's words. */
export function mappingInfo(a: Assessment, { t, texts, ref }: CompetitionTexts): MappingCoverageInfo {
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
  const texts = { site: c.t, area: c.area, texts: c.texts };
  const expected = expectedStoresFigure(a.room, labelled, texts);
  return {
    saturation: roomSaturation(a.room, expected, labelled.competitors, texts),
    mapping: mappingInfo(a, c),
    competitors: district.count,
    nearestCompetitor: labelled.nearestCompetitorM,
    ownBrandStores: labelled.ownBrandStores,
    existingStores: labelled.competitors,
    projectedCapacity: expected,
    stores: district.stores,
  };
}
