import type { AiAnalysisPreview } from '../../../contracts/ai-analysis.js';
import type { AreaQuery } from '../../../contracts/area.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { Industry } from '../../geo/index.js';
import { reportTexts } from '../../geo/index.js';
import { translator } from '../../http/language.js';
import type { Locales } from '../../../i18n/i18n-types.js';
import { assessSite } from '../scoring/assess.js';
import { gatherSite, inputsFrom } from '../scoring/site-inputs.js';
import { mappingInfo } from './competition-block.js';
import { translatedInputs } from './inputs-text.js';
import { scoreBlock } from './score-block.js';

type Place = Pick<AreaQuery, 'lat' | 'lon' | 'radius' | 'countryCode'>;

/**
 * What an analysis of the place and industry will measure, before anything is saved or charged: the factors it has
 * data for and those it lacks, how completely the map lists the industry, and its oldest source's date. Read from the
 * same assessment the analysis makes, without its narrative.
 */
export async function analysisPreview(db: Kysely<Database>, place: Place, industry: Industry, locale: Locales, now: Date): Promise<AiAnalysisPreview> {
  const all = translator(locale);
  const texts = reportTexts(locale);
  const gathered = await gatherSite(db, place, place.radius, now, null, locale);
  const inputs = inputsFrom(gathered, industry, null);
  const labelled = translatedInputs(inputs, all.siteAnalysis);
  const assessment = await assessSite(db, place, inputs.values, industry, now);
  const score = scoreBlock(assessment, labelled, all.siteAnalysis, texts);
  const mapping = mappingInfo(assessment, { t: all.siteAnalysis, area: all.areaReports, texts, ref: gathered.ref });
  return { coverage: score.coverage, mapping: { kind: mapping.kind, text: mapping.text }, dataAsOf: score.dataAsOf };
}
