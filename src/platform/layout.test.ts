import { afterEach, describe, expect, it } from 'vitest';
import { applyLayout, applyScreenFlags, MAX_COLUMN_PX, rootFontSize, startLayout } from './layout.js';
import { FOLDABLE_SCREENS, NOTCH_SCREENS, screenFlags } from './screens.js';

function setScreen(width: number, height: number, dpr: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(window.screen, 'width', { configurable: true, value: width });
  Object.defineProperty(window.screen, 'height', { configurable: true, value: height });
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: dpr });
}

const root = document.documentElement;
const nextFrame = () => new Promise((r) => requestAnimationFrame(r));
afterEach(() => {
  root.className = '';
  root.removeAttribute('style');
});

describe('root font size', () => {
  it('is one tenth of the viewport width, capped to a 540 px column', () => {
    expect(rootFontSize(375)).toBe(37.5);
    expect(rootFontSize(412)).toBe(41.2);
    expect(rootFontSize(1280)).toBe(MAX_COLUMN_PX / 10);
  });

  it('is set on <html> at once and follows resize and orientation changes', async () => {
    setScreen(390, 844, 3);
    const stop = startLayout(window);
    expect(root.style.fontSize).toBe('39px');
    setScreen(844, 390, 3);
    window.dispatchEvent(new Event('orientationchange'));
    await nextFrame();
    expect(root.style.fontSize).toBe('54px');
    setScreen(360, 780, 3);
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(root.style.fontSize).toBe('36px');
    stop();
  });
});

describe('flags on <html>', () => {
  it('hairline only on DPR ≥ 2, with the matching --hairline width', () => {
    setScreen(360, 640, 1.5);
    applyLayout(window);
    expect(root.classList.contains('hairline')).toBe(false);
    expect(root.style.getPropertyValue('--hairline')).toBe('1px');
    setScreen(360, 640, 2);
    applyLayout(window);
    expect(root.classList.contains('hairline')).toBe(true);
    expect(root.style.getPropertyValue('--hairline')).toBe('0.5px');
    expect(root.style.getPropertyValue('--safe-top')).toBe('env(safe-area-inset-top, 0px)');
  });

  it('notch for every listed notch size in either orientation, not for a classic 16:9 phone', () => {
    for (const s of NOTCH_SCREENS) {
      expect(screenFlags(s.width, s.height, false).notch, s.name).toBe(true);
      expect(screenFlags(s.height, s.width, false).notch, s.name).toBe(true);
    }
    expect(screenFlags(375, 667, false)).toEqual({ notch: false, foldable: false });
  });

  it('foldable for every listed foldable size, or when the viewport spans two segments', () => {
    for (const s of FOLDABLE_SCREENS) expect(screenFlags(s.width, s.height, false).foldable, s.name).toBe(true);
    expect(screenFlags(1024, 768, true).foldable).toBe(true);
    expect(screenFlags(360, 640, false).foldable).toBe(false);
  });

  it('sets the notch and foldable classes for the current screen', async () => {
    setScreen(344, 882, 2.625);
    applyLayout(window);
    await applyScreenFlags(window);
    expect([...root.classList].sort()).toEqual(['foldable', 'hairline']);
    setScreen(393, 852, 3);
    applyLayout(window);
    await applyScreenFlags(window);
    expect([...root.classList].sort()).toEqual(['hairline', 'notch']);
  });
});
