import { signal } from '@preact/signals';
import type { AiAnalysisPreview, AiAnalysisPreviewQuery } from '../../../../contracts/ai-analysis.js';
import { ApiError } from '../../../api/request.js';

/** What the selector shows of a place before Analyze: nothing chosen yet, reading, the preview, or no analysis there. */
export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; preview: AiAnalysisPreview }
  /** The server refuses to analyse the industry there (no map data, not a store industry): nothing would be scored. */
  | { status: 'notAnalysable' }
  /** The preview could not be read (offline): the unlock dialog still shows it before any charge. */
  | { status: 'failed' };

/**
 * The preview of the chosen place and industry, read again whenever either changes; an answer to an older choice is
 * dropped, so the screen never shows one place's coverage under another.
 */
export function createAnalysisPreview(load: (query: AiAnalysisPreviewQuery) => Promise<AiAnalysisPreview>) {
  const state = signal<PreviewState>({ status: 'idle' });
  let asked = 0;

  async function show(query: AiAnalysisPreviewQuery | null): Promise<void> {
    const ask = (asked += 1);
    if (query === null) {
      state.value = { status: 'idle' };
      return;
    }
    state.value = { status: 'loading' };
    try {
      const preview = await load(query);
      if (ask === asked) state.value = { status: 'ready', preview };
    } catch (error) {
      if (ask === asked) state.value = error instanceof ApiError && error.status === 400 ? { status: 'notAnalysable' } : { status: 'failed' };
    }
  }

  return { state, show };
}
