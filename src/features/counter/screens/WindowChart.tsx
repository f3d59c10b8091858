import { useEffect, useRef } from 'preact/hooks';
import type { SessionItem } from '../../../../contracts/counter.js';
import type { WindowTally } from '../domain/windows.js';

const COLOURS = ['#0a66d6', '#e07b00', '#2e7d32', '#8e24aa', '#c62828', '#00838f'];

/**
 * Counts per window as one stepped line per item. lightweight-charts is imported here, on first render of a chart,
 * so it is never part of the counter's own chunk. The chart's time axis is UTC; times are shifted so it reads local.
 */
export function WindowChart({ items, windows }: { items: SessionItem[]; windows: WindowTally[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let dispose = () => undefined as void;
    let cancelled = false;
    void import('lightweight-charts').then(({ createChart, LineSeries, LineType }) => {
      const el = box.current;
      if (cancelled || !el) return;
      const chart = createChart(el, {
        height: 220,
        autoSize: true,
        timeScale: { timeVisible: true, secondsVisible: false },
        handleScroll: false,
        handleScale: false,
        // TradingView is credited with a link on the About us page, as its licence allows, instead of a logo over the lines.
        layout: { attributionLogo: false },
      });
      const offset = new Date().getTimezoneOffset() * 60;
      items.forEach((item, i) => {
        const series = chart.addSeries(LineSeries, {
          color: COLOURS[i % COLOURS.length]!, lineType: LineType.WithSteps, title: item.title, lineWidth: 2,
          // Counts are whole people: the scale and the last-value label read '4', not '4.00'.
          priceFormat: { type: 'price', precision: 0, minMove: 1 },
        });
        series.setData(windows.map((w) => ({ time: (Math.floor(w.start / 1000) - offset) as never, value: w.counts[i] ?? 0 })));
      });
      chart.timeScale().fitContent();
      dispose = () => chart.remove();
    });
    return () => {
      cancelled = true;
      dispose();
    };
  }, [items, windows]);
  return <div ref={box} class="window-chart" aria-hidden="true" />;
}
