import type { AiAnalysisReport } from '../../../../contracts/ai-analysis.js';
import { LL } from '../../../platform/i18n/index.js';
import { InTurn } from '../../../ui/InTurn.js';
import { chunkLoader, lazyNearView } from '../../../ui/map/index.js';
import { AnalysisHeader } from './AnalysisHeader.js';
import { Pages } from './Pages.js';
import { Part } from './Part.js';
import { ScoreCard } from './ScoreCard.js';

/**
 * The position analysis (its tabs, the business circle's map, the economy and the customers) is below the first
 * screen: its code comes as its section nears the view, not during the report's load. Its card and heading hold the place.
 */
const Position = lazyNearView<Parameters<typeof import('./Position.js').Position>[0]>(
  chunkLoader(() => import('./Position.js').then((m) => ({ default: m.Position }))),
  (_props, ref) => (
    <section ref={ref} class="card" data-section="position">
      <h3>{LL.value.aiAnalysis.position.label()}</h3>
    </section>
  ),
);

/**
 * The analysis: its header, then (a task at a time, src/ui/InTurn) the score with "why", the pages, the position
 * analysis tabs and the narrative. Locked (the server sent no data), it shows what unlocking opens and how, no score.
 */
export function AnalysisView({ report, savedAt, example, onUnlock }: {
  report: AiAnalysisReport;
  savedAt: string | null;
  example?: boolean;
  onUnlock: () => void;
}) {
  const t = LL.value.aiAnalysis;
  const { blocks } = report;
  // The analysis is bought whole: without its score (locked), no part of it is shown, whatever else the answer holds.
  const locked = blocks.score.data === null && blocks.score.locked;
  return (
    <article class="ai-report" data-report="ai-analysis" data-locked={locked || undefined}>
      <AnalysisHeader report={report} savedAt={savedAt} example={example} />
      {locked ? (
        <section class="card ai-locked" data-section="locked">
          <p>{t.report.locked()}</p>
          <p class="muted">{t.report.contents()}</p>
          <button type="button" class="btn" onClick={onUnlock}>
            {t.report.unlock()}
          </button>
        </section>
      ) : (
        <InTurn first={0}>
          <Part block={blocks.score} onUnlock={onUnlock}>
            {(d) => <ScoreCard score={d} />}
          </Part>
          <Pages blocks={blocks} onUnlock={onUnlock} />
          <Position blocks={blocks} onUnlock={onUnlock} />
          <section class="card" data-section="narrative">
            <h3>{t.narrative.title()}</h3>
            <Part block={blocks.narrative} onUnlock={onUnlock}>
              {(d) => (
                <>
                  {d.paragraphs.map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                  {d.source === 'rephrased' && <p class="muted">{t.narrative.rephrased()}</p>}
                </>
              )}
            </Part>
          </section>
        </InTurn>
      )}
    </article>
  );
}
