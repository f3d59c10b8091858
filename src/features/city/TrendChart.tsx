import { useEffect, useRef, useState } from 'preact/hooks';
import type { Series } from '../../../contracts/geo.js';
import { LL } from '../../platform/i18n/index.js';
import { sourceLine } from '../../ui/figure-format.js';

interface Props {
  name: string;
  series: Series;
  formatValue: (value: number) => string;
}

/**
 * Runs `draw` once the box is in the viewport and the main thread is idle: lightweight-charts (51 KiB gzip) is
 * then parsed and drawn in a task of its own, never during the report's load (Lighthouse TBT), and not at all for a
 * chart nobody scrolls to. Returns the cancel function.
 */
function whenSeenAndIdle(el: Element, draw: () => void): () => void {
  const hasIdle = typeof requestIdleCallback === 'function';
  let idle = 0;
  const later = () => (idle = hasIdle ? requestIdleCallback(draw, { timeout: 2_000 }) : window.setTimeout(draw, 1));
  const seen =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            seen?.disconnect();
            later();
          },
          // Only once it is in view: its box is reserved (no shift), and a chart just below the first screen would
          // otherwise bring lightweight-charts into the report's cold open.
          { rootMargin: '0px' },
        )
      : null;
  if (seen) seen.observe(el);
  else later();
  return () => {
    seen?.disconnect();
    if (hasIdle) cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

/**
 * A yearly series as a line chart. lightweight-charts is imported here, on demand, so it is its own chunk and never
 * part of the first screen; the same points are in a table for screen readers (and if the chart cannot be drawn).
 */
export function TrendChart({ name, series, formatValue }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The chart keeps the formatter it was made with; reading through a ref follows language changes without redrawing.
  const format = useRef(formatValue);
  format.current = formatValue;
  const t = LL.value;
  const points = series.points;

  useEffect(() => {
    const el = box.current;
    if (!el || points.length < 2) return;
    let dispose: (() => void) | undefined;
    let live = true;
    const cancel = whenSeenAndIdle(el, () => void import('lightweight-charts').then(
      ({ createChart, LineSeries }) => {
        if (!live) return;
        const chart = createChart(el, {
          autoSize: true,
          handleScroll: false,
          handleScale: false,
          // TradingView is credited with a link on the About us page, as its licence allows, instead of a logo over the line.
          layout: { background: { color: 'transparent' }, textColor: '#5b6475', fontSize: 11, attributionLogo: false },
          grid: { vertLines: { visible: false }, horzLines: { color: '#eceef2' } },
          localization: { priceFormatter: (v: number) => format.current(v) },
          timeScale: { borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
          rightPriceScale: { borderVisible: false },
        });
        chart.addSeries(LineSeries, { color: '#0a66d6', lineWidth: 2, priceLineVisible: false, lastValueVisible: false })
          .setData(points.map((p) => ({ time: `${p.year}-01-01`, value: p.value })));
        chart.timeScale().fitContent();
        dispose = () => chart.remove();
      },
      () => live && setFailed(true),
    ));
    return () => {
      live = false;
      cancel();
      dispose?.();
    };
  }, [points]);

  if (points.length === 0) return null;
  const first = points[0]!.year;
  const last = points[points.length - 1]!.year;
  return (
    <figure class="trend-chart">
      <figcaption class="muted">{t.city.report.chartLabel({ name, first, last })}</figcaption>
      {failed ? <p class="muted">{t.city.report.chartFailed()}</p> : <div ref={box} class="trend-chart-box" aria-hidden="true" />}
      <table class="visually-hidden">
        <tbody>
          {points.map((p) => (
            <tr key={p.year}>
              <th scope="row">{p.year}</th>
              <td>{formatValue(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="figure-source">{sourceLine({ ...series, value: null }, t)}</div>
    </figure>
  );
}
