import { signal, type ReadonlySignal } from '@preact/signals';
import type { Recommendation } from '../../../../contracts/recommendation.js';
import { ApiError, CLIENT_CODES } from '../../../api/errors.js';
import type { SavedReports } from '../../../platform/saved-reports/index.js';
import { createReportLoader } from '../../../ui/report-loader.js';
import type { RecommendationApi } from '../api.js';

/** What the route names: a saved recommendation's id, or the free example. */
export type RecommendationTarget = string | 'example';
export const KIND = 'recommendation';

export type RecommendationStore = Pick<SavedReports, 'putDocument' | 'getDocument'>;

export interface RecommendationDeps {
  api: Pick<RecommendationApi, 'get' | 'example'>;
  /** The device's saved reports (tinybase, loaded on first use). */
  store: () => Promise<RecommendationStore>;
  lang: () => string;
}

/** No answer arrived at all (offline, a dead connection): the saved copy may stand in. */
const unreachable = (error: unknown) => error instanceof ApiError && (error.code === CLIENT_CODES.network || error.code === CLIENT_CODES.timeout);

/**
 * A recommendation as the list and the detail show it (spec §2): the server's answer, kept on this device (`save`, when
 * the reader leaves it), so a recommendation opened once opens again offline, with the date it was kept (`savedAt`).
 */
export function createRecommendationModel({ api, store, lang }: RecommendationDeps) {
  const savedAt = signal<string | null>(null);

  let shown: RecommendationTarget | null = null;

  async function fetchAnswer(target: RecommendationTarget): Promise<Recommendation> {
    savedAt.value = null;
    shown = target;
    try {
      return target === 'example' ? await api.example() : await api.get(target);
    } catch (error) {
      if (!unreachable(error)) throw error;
      const copy = await store().then((s) => s.getDocument(KIND, target), () => undefined);
      if (!copy) throw error;
      savedAt.value = copy.savedAt;
      return copy.answer as Recommendation;
    }
  }

  const loader = createReportLoader<RecommendationTarget, Recommendation>(fetchAnswer);

  /** Keeps the answer on screen on this device (the screen calls it when the reader leaves: see useKeepOnDevice). */
  async function save(): Promise<void> {
    const current = loader.report.peek();
    if (current.status !== 'ready' || savedAt.peek() !== null || shown === null) return; // a saved copy is saved already
    await (await store()).putDocument(KIND, shown, lang(), current.data);
  }

  return { ...loader, savedAt: savedAt as ReadonlySignal<string | null>, save };
}

export type RecommendationModel = ReturnType<typeof createRecommendationModel>;
