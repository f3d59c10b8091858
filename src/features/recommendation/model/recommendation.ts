import type { Recommendation } from '../../../../contracts/recommendation.js';
import { createKeptAnswer, type KeptAnswerStore } from '../../../platform/saved-reports/index.js';
import { createReportLoader } from '../../../ui/report-loader.js';
import type { RecommendationApi } from '../api.js';

/** What the route names: a saved recommendation's id, or the free example. */
export type RecommendationTarget = string | 'example';
/** The saved reports' kind of a kept recommendation ('my data' lists it), kept by its route's target. */
export const KIND = 'recommendation';

export interface RecommendationDeps {
  api: Pick<RecommendationApi, 'get' | 'example'>;
  /** The device's saved reports (tinybase, loaded on first use: never during the report's first load). */
  store: () => Promise<KeptAnswerStore>;
  lang: () => string;
}

/**
 * A recommendation as the list and the detail show it: the server's answer, kept on this device (`save`, when
 * the reader leaves it), so a recommendation opened once opens again offline, with the date it was kept (`savedAt`).
 */
export function createRecommendationModel({ api, store, lang }: RecommendationDeps) {
  const kept = createKeptAnswer<RecommendationTarget, Recommendation>({
    kind: KIND,
    key: (target) => target,
    fetch: (target) => (target === 'example' ? api.example() : api.get(target)),
    store,
    lang,
  });
  return { ...createReportLoader(kept.fetch), savedAt: kept.savedAt, save: kept.save };
}

export type RecommendationModel = ReturnType<typeof createRecommendationModel>;
