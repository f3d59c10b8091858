import { useId, useState } from 'preact/hooks';
import type { AiAnalysisBlocks, ScoreFactor } from '../../../../contracts/ai-analysis.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { numberFormat } from '../../../platform/i18n/intl.js';
import { Figure } from '../../../ui/Figure.js';
import { RatedClassView } from './Classes.js';

type ScoreData = NonNullable<AiAnalysisBlocks['score']['data']>;

const percent = (value: number, locale: string) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
const points = (value: number, locale: string) => numberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** Why the advice is what it is and what was measured, in the server's words (the verdict's reason, its caps, the coverage). */
function Verdict({ score }: { score: ScoreData }) {
  return (
    <div class="ai-verdict" data-section="verdict">
      <p>{score.verdict.reason}</p>
      {score.verdict.caps.map((c) => (
        <p key={c.key} class="muted" data-cap={c.key}>
          {c.text}
        </p>
      ))}
      <p class="muted" data-coverage={score.coverage.measured.length}>
        {[score.coverage.text, score.coverage.note].filter(Boolean).join('. ')}
      </p>
    </div>
  );
}

/** Location quality with its tier and the verdict's advice, and on demand "why this score": every factor and its inputs. */
export function ScoreCard({ score }: { score: ScoreData }) {
  const [why, setWhy] = useState(false);
  const whyId = useId();
  const t = LL.value.aiAnalysis.score;
  const locale = language.value;
  return (
    <section class="card ai-score" data-section="score">
      <h3>{t.title()}</h3>
      <Figure label={t.title()} figure={score.score} format={(v) => t.value({ score: points(v, locale) })} />
      <div class="ai-classes">
        <RatedClassView label={t.tier()} rated={score.tier} />
        <RatedClassView label={t.advice()} rated={score.advice} />
      </div>
      <Verdict score={score} />
      <button type="button" class="btn secondary ai-why-toggle" aria-expanded={why} aria-controls={whyId} onClick={() => setWhy(!why)}>
        {why ? t.hideWhy() : t.why()}
      </button>
      {why && (
        <div id={whyId} class="ai-why" data-section="why">
          <h4>{t.why()}</h4>
          <p class="muted">{t.whyLead()}</p>
          <ol class="list ai-factors">
            {score.factors.map((f) => (
              <FactorRow key={f.key} factor={f} locale={locale} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function FactorRow({ factor, locale }: { factor: ScoreFactor; locale: string }) {
  const t = LL.value.aiAnalysis.score;
  return (
    <li class="ai-factor" data-factor={factor.key}>
      <div class="ai-factor-head">
        <strong>{factor.name}</strong>
        <span>{t.points()}: {points(factor.contribution, locale)}</span>
      </div>
      <div
        class="ai-bar"
        role="meter"
        aria-label={factor.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(factor.value * 100)}
        aria-valuetext={percent(factor.value, locale)}
      >
        <span style={{ width: `${Math.max(0, Math.min(1, factor.value)) * 100}%` }} />
      </div>
      <dl class="ai-factor-facts">
        <dt>{t.factorValue()}</dt>
        <dd>{percent(factor.value, locale)}</dd>
        <dt>{t.weight()}</dt>
        {/* The weight is the factor's points at most, of the score's 100. */}
        <dd>{t.value({ score: points(factor.weight, locale) })}</dd>
      </dl>
      <p class="muted">{factor.reason}</p>
      {factor.inputs.length > 0 && (
        <div class="ai-inputs">
          <h5>{t.inputs()}</h5>
          {factor.inputs.map((i) => (
            <Figure key={i.key} label={i.label} figure={i.figure} />
          ))}
        </div>
      )}
    </li>
  );
}
