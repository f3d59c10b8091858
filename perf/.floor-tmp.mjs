import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const page = await context.newPage();
await page.setContent('<div id=s style="position:fixed;inset:0;touch-action:none"><strong id=t>0</strong></div>');
await page.evaluate(() => {
  const s = []; window.__s = s; const el = document.getElementById('s'); const t = document.getElementById('t').firstChild; let n = 0;
  el.addEventListener('pointerup', (e) => { t.data = String(++n); const t0 = e.timeStamp; requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => s.push(performance.now() - t0); ch.port2.postMessage(0); }); });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.argv[2] ?? 4) });
for (let i = 0; i < 60; i++) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 100, y: 100 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(120);
}
const v = (await page.evaluate(() => window.__s)).sort((a, b) => a - b);
console.log('floor median', v[30].toFixed(1), 'p95', v[Math.floor(v.length * 0.95)].toFixed(1));
await browser.close();
