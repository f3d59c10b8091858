import type { ReportReader } from '../module.js';
import { ApiError } from '../http/envelope.js';
import { reportAccess } from './locks.js';
import { buildReport, reportAnswerJson } from './report-answer.js';
import { exampleQuery } from './saved-queries.js';

/*
 * A saved query's reports as exports print them, as the asking account may see them: its AI analysis, and the area
 * report (business district and surroundings on one page). Another account's query is NOT_FOUND.
 */

const notFound = () => new ApiError('NOT_FOUND');
const queryIdOf = async (ctx: Parameters<ReportReader>[0], id: string) => (id === 'example' ? (await exampleQuery(ctx.db))?.id : id);
const placeOf = (q: { placeName: string | null; lat: number; lon: number }) => q.placeName ?? `${q.lat.toFixed(4)}, ${q.lon.toFixed(4)}`;

const aiAnalysis: ReportReader = async (ctx, id, lang, userId) => {
  const queryId = await queryIdOf(ctx, id);
  const found = queryId && (await reportAccess(ctx.db, queryId, userId, 'ai-analysis'));
  if (!found) throw notFound();
  const json = await reportAnswerJson(ctx, 'ai-analysis', found.query, lang, found.unlocked, () => buildReport(ctx, 'ai-analysis', found.query, userId, lang));
  return { subject: placeOf(found.query), answer: JSON.parse(json.text) as unknown, dataVersion: found.query.dataVersion, ownerId: userId, variant: found.unlocked ? 'unlocked' : 'locked' };
};

const area: ReportReader = async (ctx, id, lang, userId) => {
  const queryId = await queryIdOf(ctx, id);
  if (!queryId) throw notFound();
  const [district, around] = await Promise.all([reportAccess(ctx.db, queryId, userId, 'business-district'), reportAccess(ctx.db, queryId, userId, 'surroundings')]);
  if (!district || !around) throw notFound();
  const q = district.query;
  const [d, s] = await Promise.all([
    reportAnswerJson(ctx, 'business-district', q, lang, district.unlocked, () => buildReport(ctx, 'business-district', q, userId, lang)),
    reportAnswerJson(ctx, 'surroundings', q, lang, around.unlocked, () => buildReport(ctx, 'surroundings', q, userId, lang)),
  ]);
  const blocks = (json: string) => (JSON.parse(json) as { blocks: unknown }).blocks;
  return {
    subject: placeOf(q),
    answer: { query: q, businessDistrict: blocks(d.text), surroundings: blocks(s.text) },
    dataVersion: q.dataVersion, ownerId: userId, variant: `${district.unlocked}:${around.unlocked}`,
  };
};

export const areaReports = { area, 'ai-analysis': aiAnalysis };
