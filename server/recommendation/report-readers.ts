import type { Locales } from '../../i18n/i18n-types.js';
import type { ReportReader } from '../module.js';
import { ApiError } from '../http/envelope.js';
import { exampleRecommendation, readableRecommendation } from './repository.js';
import { recommendationJson } from './service.js';

/** A recommendation as exports print it: the free example, or the asking account's own (another's is NOT_FOUND). */
const recommendation: ReportReader = async (ctx, id, lang, userId) => {
  const stored = id === 'example' ? await exampleRecommendation(ctx.db) : await readableRecommendation(ctx.db, id, userId);
  if (!stored) throw new ApiError('NOT_FOUND');
  const answer = JSON.parse(recommendationJson(stored, lang as Locales)) as { id: string; city: { name: string }; industry: { name: string }; dataVersion: string };
  return { subject: `${answer.city.name} · ${answer.industry.name}`, answer, dataVersion: answer.dataVersion, ownerId: id === 'example' ? null : userId };
};

export const recommendationReports = { recommendation };
