// Counter tap-to-paint: real Chromium, phone-sized with touch, CPU throttled (4× by default), ≥ 100 taps on
// the counting surface. A sample runs from the tap's input timestamp (event.timeStamp of the pointerup that counts) to
// the first task after the next frame, i.e. after the frame that shows the new number. Besides the p95 the result
// gives, from the same run and machine (right after), the p95 of a bare page doing nothing but the same text change (`floorP95Ms`:
// what input delivery, frame timing and machine load cost by themselves) and the p95 of the counter's own handler
// time (`handlerP95Ms`), so a miss can be told apart from a loaded machine. Beside them, the browser's own
// input-to-next-paint from the Event Timing API for both pages (`eventTimingP95Ms`, `floorEventTimingP95Ms`; 0 = under 16 ms).
// Called by the perf gate (perf/gate/counter-tap.ts) as measureTapToPaint({ baseUrl, chromiumPath, chromiumArgs,
// cpuThrottling }) or with an already launched `browser`; or run directly: node perf/counter-tap.mjs --url <base>.
import { chromium } from 'playwright-core';

const TAPS = 120;
const WARM_UP = 5;
const GAP_MS = 120;
const COUNTER_PATH = '/#/lokasi/capacity-counter/home';

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Installed in the page: records tap-to-paint (and handler time) for every pointerup on `surfaceSelector`. */
function instrument({ surfaceSelector, textSelector }) {
  const samples = [];
  window.__tapToPaint = samples;
  // The browser's own input-to-next-paint (Event Timing, the measure behind INP): reported only from 16 ms up, in 8 ms steps.
  const eventTimings = new Map();
  window.__eventTimings = eventTimings;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'pointerup') eventTimings.set(Math.round(e.startTime * 10), e.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
  const surface = document.querySelector(surfaceSelector);
  const text = document.querySelector(textSelector);
  let before = '';
  let handlerStart = 0;
  // Capture phase runs ahead of the page's own handlers, bubble phase (registered last) after them.
  surface.addEventListener('pointerdown', () => (before = text.textContent), true);
  surface.addEventListener('pointerup', () => (handlerStart = performance.now()), true);
  surface.addEventListener('pointerup', (e) => {
    const t0 = e.timeStamp;
    const handlerMs = performance.now() - handlerStart;
    requestAnimationFrame(() => {
      const changed = text.textContent !== before;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => samples.push({ ms: performance.now() - t0, handlerMs, changed, key: Math.round(t0 * 10) });
      channel.port2.postMessage(0);
    });
  });
}

const FLOOR_PAGE = `<!doctype html><meta name=viewport content="width=device-width"><div id=s style="position:fixed;inset:0;touch-action:none;display:grid;place-items:center"><strong id=t style="font-size:60px">0</strong></div><script>let n=0;const t=document.getElementById('t').firstChild;document.getElementById('s').addEventListener('pointerup',()=>{t.data=String(++n)})</script>`;

async function tapBlock(page, cdp, point, count) {
  for (let i = 0; i < count; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // A fast counter taps about 4 times a second; each frame has room to finish before the next tap.
    await page.waitForTimeout(GAP_MS);
  }
}

export async function measureTapToPaint(options) {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const cpu = options.cpuThrottling ?? 4;
  const taps = Math.max(100, options.taps ?? TAPS);
  const ownBrowser = !options.browser;
  const browser =
    options.browser ??
    (await chromium.launch({ executablePath: options.chromiumPath ?? '/usr/bin/chromium', args: options.chromiumArgs ?? ['--headless', '--no-sandbox', '--disable-gpu'] }));
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
  try {
    const app = await context.newPage();
    await app.goto(baseUrl + COUNTER_PATH);
    await app.getByRole('button', { name: 'Start counting' }).click({ timeout: 60_000 });
    await app.locator('[data-testid="counting-surface"]').waitFor();
    await app.evaluate(instrument, { surfaceSelector: '[data-testid="counting-surface"]', textSelector: '[data-testid="tally-1"] .tally-total' });
    const box = await app.locator('[data-testid="tally-1"]').boundingBox();
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const appCdp = await context.newCDPSession(app);
    await appCdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await tapBlock(app, appCdp, point, taps + WARM_UP);
    await app.waitForTimeout(300);
    await appCdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const appRaw = await app.evaluate(() => window.__tapToPaint.map((s) => ({ ...s, paintMs: window.__eventTimings.get(s.key) ?? 0 })));
    const shown = await app.locator('[data-testid="tally-1"] .tally-total').textContent();
    const measured = appRaw.slice(WARM_UP);
    if (Number(shown) !== taps + WARM_UP || measured.some((s) => !s.changed)) {
      throw new Error(`the counter showed ${shown} after ${taps + WARM_UP} taps; ${measured.filter((s) => !s.changed).length} frames lacked the new number`);
    }
    await app.close();

    // Right after, the same taps on a bare page.
    const floor = await context.newPage();
    await floor.setContent(FLOOR_PAGE);
    await floor.evaluate(instrument, { surfaceSelector: '#s', textSelector: '#t' });
    const floorCdp = await context.newCDPSession(floor);
    await floorCdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await tapBlock(floor, floorCdp, point, taps + WARM_UP);
    await floor.waitForTimeout(300);
    const floorRaw = await floor.evaluate(() => window.__tapToPaint.map((s) => ({ ...s, paintMs: window.__eventTimings.get(s.key) ?? 0 })));
    const ms = measured.map((s) => s.ms);
    return {
      p95Ms: percentile(ms, 95),
      medianMs: percentile(ms, 50),
      maxMs: Math.max(...ms),
      samples: ms.length,
      handlerP95Ms: percentile(measured.map((s) => s.handlerMs), 95),
      handlerMedianMs: percentile(measured.map((s) => s.handlerMs), 50),
      floorP95Ms: percentile(floorRaw.slice(WARM_UP).map((s) => s.ms), 95),
      floorMedianMs: percentile(floorRaw.slice(WARM_UP).map((s) => s.ms), 50),
      // 0 stands for "under 16 ms" (Event Timing does not report shorter ones).
      eventTimingP95Ms: percentile(measured.map((s) => s.paintMs), 95),
      floorEventTimingP95Ms: percentile(floorRaw.slice(WARM_UP).map((s) => s.paintMs), 95),
      cpuThrottling: cpu,
    };
  } finally {
    await context.close();
    if (ownBrowser) await browser.close();
  }
}

export default measureTapToPaint;

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const baseUrl = arg('--url') ?? process.env.LOKASI_URL;
  if (!baseUrl) {
    console.error('usage: node perf/counter-tap.mjs --url http://127.0.0.1:8080 [--cpu 4]');
    process.exit(2);
  }
  const result = await measureTapToPaint({ baseUrl, cpuThrottling: Number(arg('--cpu') ?? 4), chromiumPath: process.env.CHROME_PATH });
  console.log(JSON.stringify(result));
}
