import { signal, type ReadonlySignal } from '@preact/signals';
import type { AiAnalysisReport } from '../../../../contracts/ai-analysis.js';
import { ApiError, CLIENT_CODES } from '../../../api/errors.js';
import type { SavedReports } from '../../../platform/saved-reports/index.js';
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

/** No answer arrived at all (offline, a dead connection): the saved copy may stand in. */
const unreachable = (error: unknown) => error instanceof ApiError && (error.code === CLIENT_CODES.network || error.code === CLIENT_CODES.timeout);

/**
 * The AI analysis of a saved query (spec §2 `/report/ai-analysis/:id?`, `/example`): the server's answer, every block
 * locked until this user unlocks it (1 credit, once: the server decides, so reopening never charges again). Offline,
 * the copy this device saved when it was last opened stands in, with the date it was saved (`savedAt`).
 */
export function createAnalysisModel({ api, store, lang }: AnalysisDeps) {
  const savedAt = signal<string | null>(null);

  async function fetchAnswer(target: AnalysisTarget): Promise<AiAnalysisReport> {
    savedAt.value = null;
    const id = target === 'example' ? (await api.example()).id : target;
    try {
      return await api.analysis(id);
    } catch (error) {
      if (!unreachable(error)) throw error;
      const copy = await store().then((s) => s.getAnalysis(id), () => undefined);
      if (!copy) throw error;
      savedAt.value = copy.savedAt;
      return copy.answer as AiAnalysisReport;
    }
  }

  const shown = createUnlockableReport<AnalysisTarget, AiAnalysisReport>({
    fetch: fetchAnswer,
    unlock: (report) => api.unlock(report.query.id),
    reload: (report) => api.analysis(report.query.id),
  });

  /** Keeps the answer on screen on this device: its query in the saved reports, the unlock mark, the answer itself. */
  async function save(): Promise<void> {
    const current = shown.report.peek();
    if (current.status !== 'ready' || savedAt.peek() !== null) return; // a saved copy is already saved
    const { query } = current.data;
    const s = await store();
    if (!s.get(query.id)) await s.put(query);
    if (current.data.unlocked && !s.get(query.id)?.unlocked.includes('ai-analysis')) await s.markUnlocked(query.id, 'ai-analysis');
    await s.putAnalysis(query.id, lang(), current.data);
  }

  return {
    ...shown,
    /** When the answer shown is the device's saved copy (offline): the moment it was saved; else null. */
    savedAt: savedAt as ReadonlySignal<string | null>,
    save,
  };
}

export type AnalysisModel = ReturnType<typeof createAnalysisModel>;
