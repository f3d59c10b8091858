import type { Signal } from '@preact/signals';
import { LL } from '../../../platform/i18n/index.js';
import { DataAsOf } from '../../../ui/DataAsOf.js';
import type { PreviewState } from '../model/preview.js';
import { coverageNotes } from './coverage-notes.js';

/**
 * What an analysis of the chosen place and industry will measure there, before Analyze and before any charge: its
 * factors' coverage and what it lacks, how completely the map lists the industry, and the date of its oldest source.
 */
export function SelectPreview({ state }: { state: Signal<PreviewState> }) {
  const t = LL.value.aiAnalysis.select;
  const s = state.value;
  if (s.status === 'idle' || s.status === 'failed') return null;
  return (
    <section class="card ai-select-preview" aria-live="polite" aria-busy={s.status === 'loading'} data-preview={s.status}>
      <h3>{t.measures()}</h3>
      {s.status === 'loading' && <p class="muted">{t.measuring()}</p>}
      {s.status === 'notAnalysable' && <p role="alert">{t.notCovered()}</p>}
      {s.status === 'ready' && (
        <>
          {coverageNotes(s.preview).map((note) => (
            <p key={note} data-preview-note>{note}</p>
          ))}
          <DataAsOf answer={null} oldest={s.preview.dataAsOf} />
        </>
      )}
    </section>
  );
}
