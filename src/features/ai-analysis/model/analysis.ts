import type { AiAnalysisReport } from '../../../../contracts/ai-analysis.js';
import type { SavedReports } from '../../../platform/saved-reports/index.js';
import { createKeptAnswer, type KeptAnswerStore } from '../../../platform/saved-reports/kept-answer.js';
import { createUnlockableReport } from '../../../ui/unlockable-report.js';
import type { AiAnalysisApi } from '../api.js';

/** What the route names: a saved query's id, or the free example. */
export type AnalysisTarget = string | 'example';

/** The part of the device's saved reports an analysis reads and writes. */
export type AnalysisStore = Pick<SavedReports, 'get' | 'put' | 'markUnlocked' | 'putAnalysis' | 'getAnalysis'>;

export interface AnalysisDeps {
  api: Pick<AiAnalysisApi, 'analysis' | 'unlock' | 'example'>;
  /** The device's saved reports (tinybase, loaded on first use: never during the report's first load). */
  store: () => Promise<AnalysisStore>;
  /** The interface language the answer is asked in. */
  lang: () => string;
}

/**
 * An analysis is kept in the saved reports' own table of analyses, by its query's id, beside its query and the unlock
 * mark (so 'my data' lists it with its query): the kept answer's store, read and written that way.
 */
const analysesOf = (s: AnalysisStore): KeptAnswerStore => ({
  getDocument: (_kind, id) => s.getAnalysis(id),
  async putDocument(_kind, _id, lang, answer) {
    const report = answer as AiAnalysisReport;
    const { query } = report;
    if (!s.get(query.id)) await s.put(query);
    if (report.unlocked && !s.get(query.id)?.unlocked.includes('ai-analysis')) await s.markUnlocked(query.id, 'ai-analysis');
    await s.putAnalysis(query.id, lang, report);
  },
});

/**
 * The AI analysis of a saved query (`/report/ai-analysis/:id?`, `/example`): the server's answer, every block
 * locked until this user unlocks it (1 credit, once: the server decides, so reopening never charges again). Kept on
 * this device when the reader leaves it (`save`); offline, the copy kept when it was last opened stands in, with the
 * date it was kept (`savedAt`). The example's query id comes from the server, so the example never opens offline.
 */
export function createAnalysisModel({ api, store, lang }: AnalysisDeps) {
  const kept = createKeptAnswer<AnalysisTarget, AiAnalysisReport>({
    kind: 'ai-analysis',
    key: (target) => target,
    fetch: async (target) => api.analysis(target === 'example' ? (await api.example()).id : target),
    store: () => store().then(analysesOf),
    lang,
  });

  const shown = createUnlockableReport<AnalysisTarget, AiAnalysisReport>({
    fetch: kept.fetch,
    unlock: (report) => api.unlock(report.query.id),
    // The analysis the unlock answered replaces the one on screen: it is the one kept when the reader leaves.
    unlocked: (report) => kept.replace(report.query.id, report),
  });

  return { ...shown, savedAt: kept.savedAt, save: kept.save };
}

export type AnalysisModel = ReturnType<typeof createAnalysisModel>;
