import type { Figure as FigureData } from '../../../../contracts/figure.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { formatFigureValue, sourceLine } from '../../../ui/figure-format.js';

export interface Bar {
  key: string;
  label: string;
  figure: FigureData;
}

/**
 * Figures that compare as bars (industry mix, age groups, income bands): plain HTML rows a screen reader reads as a
 * list of 'label: value', each bar's length relative to the largest; each distinct source is said once below. A chart
 * library would cost its own chunk for what CSS draws.
 */
export function Bars({ title, bars }: { title: string; bars: Bar[] }) {
  const t = LL.value;
  const locale = language.value;
  const max = Math.max(0, ...bars.map((b) => b.figure.value ?? 0));
  // Each distinct source once below the bars (with the area it describes when that is not the report's own place).
  const sources = [...new Set(bars.map((b) => [sourceLine(b.figure, t), b.figure.scope].filter(Boolean).join(' · ')))].filter(Boolean);
  return (
    <figure class="area-bars">
      <figcaption class="muted">{title}</figcaption>
      <ul class="list">
        {bars.map((b) => {
          const v = b.figure.value;
          const text = v === null ? t.states.noData() : formatFigureValue(v, b.figure.unit, locale);
          return (
            <li key={b.key} data-kind={b.figure.kind}>
              <div class="area-bar-row">
                <span>{b.label}</span>
                <strong>{text}</strong>
              </div>
              <div class="area-bar" aria-hidden="true">
                <span style={{ width: `${max > 0 && v !== null ? Math.max(1, (v / max) * 100) : 0}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      {sources.map((line) => (
        <div class="figure-source" key={line}>
          {line}
        </div>
      ))}
    </figure>
  );
}
