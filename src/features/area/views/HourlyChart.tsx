import type { Hourly } from '../../../../contracts/area-people.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { numberFormat } from '../../../platform/i18n/intl.js';
import { sourceLine } from '../../../ui/figure-format.js';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * People per hour of the day, weekdays beside weekends, as CSS columns (24 pairs need no chart library); the same
 * values are a table for screen readers. Each series says its own source.
 */
export function HourlyChart({ weekday, weekend }: { weekday: Hourly; weekend: Hourly }) {
  const t = LL.value;
  const f = t.area.flow;
  const number = numberFormat(language.value, { maximumFractionDigits: 0 });
  const byHour = (s: Hourly) => new Map(s.points.map((p) => [p.hour, p.value]));
  const days = byHour(weekday);
  const ends = byHour(weekend);
  const max = Math.max(0, ...days.values(), ...ends.values());
  const height = (v: number | undefined) => `${max > 0 && v ? Math.max(1, (v / max) * 100) : 0}%`;
  const cell = (v: number | undefined) => (v === undefined ? t.states.noData() : number.format(v));
  if (days.size === 0 && ends.size === 0) return <p class="muted">{weekday.note ?? t.states.noData()}</p>;
  return (
    <figure class="area-hourly">
      <figcaption class="muted">{f.hourly()}</figcaption>
      <div class="area-hourly-legend" aria-hidden="true">
        <span data-series="weekday">{f.weekday()}</span>
        <span data-series="weekend">{f.weekend()}</span>
      </div>
      <div class="area-hourly-plot" aria-hidden="true">
        {HOURS.map((h) => (
          <div class="area-hourly-hour" key={h}>
            <span data-series="weekday" style={{ height: height(days.get(h)) }} />
            <span data-series="weekend" style={{ height: height(ends.get(h)) }} />
          </div>
        ))}
      </div>
      <div class="area-hourly-axis" aria-hidden="true">
        {[0, 6, 12, 18, 23].map((h) => (
          <span key={h}>{hourText(h)}</span>
        ))}
      </div>
      <table class="visually-hidden">
        <thead>
          <tr>
            <th scope="col">{f.hour()}</th>
            <th scope="col">{f.weekday()}</th>
            <th scope="col">{f.weekend()}</th>
          </tr>
        </thead>
        <tbody>
          {HOURS.map((h) => (
            <tr key={h}>
              <th scope="row">{hourText(h)}</th>
              <td>{cell(days.get(h))}</td>
              <td>{cell(ends.get(h))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {[...new Set([sourceLine({ ...weekday, value: null }, t), sourceLine({ ...weekend, value: null }, t)])].map((line) => (
        <div class="figure-source" key={line}>
          {line}
        </div>
      ))}
    </figure>
  );
}
