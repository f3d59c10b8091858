import { LL } from '../../../platform/i18n/index.js';
import { STAGES, type RelayFollower } from '../model/relay-stream.js';

/** The relay's indicator: thinking → planning → execute, the current stage marked, and each step's text as it comes. */
export function RelayProgress({ follower }: { follower: RelayFollower }) {
  const t = LL.value.recommendationScreens.relay;
  const current = follower.stage.value;
  const reached = current ? STAGES.indexOf(current) : -1;
  const done = follower.state.value?.status === 'done';
  return (
    <section class="card rec-progress" aria-label={t.progress()}>
      <ol class="rec-stages">
        {STAGES.map((stage, i) => (
          <li key={stage} data-state={done || i < reached ? 'done' : i === reached ? 'current' : 'next'} aria-current={!done && i === reached ? 'step' : undefined}>
            {t.stages[stage]()}
          </li>
        ))}
      </ol>
      <ol class="rec-steps" aria-live="polite">
        {follower.events.value.map((e) => (
          <li key={e.seq} data-stage={e.stage}>
            {e.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
