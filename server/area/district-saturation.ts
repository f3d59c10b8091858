import type { AreaQuery, Level } from '../../contracts/area.js';
import { noData } from '../geo/index.js';
import { INDUSTRY_GROUP_OF, type Industry } from '../geo/index.js';
import { reportTexts } from '../geo/index.js';
import { translator } from '../http/language.js';
import { baseLocale, isLocale } from '../../i18n/i18n-util.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { expectedStoresFigure, roomSaturation, saturationRule, type SaturationTexts } from './room-saturation.js';
import { marketRoom } from './scoring/room-data.js';
import { siteInputs } from './scoring/site-inputs.js';

/**
 * The business district's competition saturation: the market room of the query's circle for its industry, read as
 * the AI analysis reads it, so a place shows one saturation on every page. Without an industry, none.
 */
export async function districtSaturation(db: Kysely<Database>, query: AreaQuery, locale: string, now: Date): Promise<Level> {
  const texts = saturationTexts(locale);
  const industry = INDUSTRY_GROUP_OF.has(query.industry as Industry) ? (query.industry as Industry) : null;
  if (!industry) return { level: null, label: texts.area.levels.noData(), rule: saturationRule(texts), figure: noData('ratio', texts.area.notes.chooseIndustry()) };
  const inputs = await siteInputs(db, query, query.radius, industry, query.brandId, now, null, locale);
  const room = await marketRoom(db, query.countryCode, industry, inputs.values, now);
  return roomSaturation(room, expectedStoresFigure(room, inputs.figures, texts), inputs.figures.competitors, texts);
}

function saturationTexts(locale: string): SaturationTexts {
  const l = isLocale(locale) ? locale : baseLocale;
  const all = translator(l);
  return { site: all.siteAnalysis, area: all.areaReports, texts: reportTexts(l) };
}
