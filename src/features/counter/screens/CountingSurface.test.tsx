import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { options, render, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { LL } from '../../../platform/i18n/index.js';
import { i18nObject } from '../../../../i18n/i18n-util.js';
import { loadLocaleAsync, loadNamespaceAsync } from '../../../../i18n/i18n-util.async.js';
import { openCounterStore, type CounterStore } from '../data/local-store.js';
import { createCounterModel, type CounterModel } from '../model.js';
import { GESTURE } from '../domain/gesture-thresholds.js';
import { CountingSurface } from './CountingSurface.js';
import { attachGestureSurface } from './gesture-surface.js';
import type { Gesture } from '../domain/gestures.js';

let store: CounterStore;
let root: HTMLElement;

beforeAll(async () => {
  await loadLocaleAsync('en');
  await loadNamespaceAsync('en', 'counter');
  LL.value = i18nObject('en');
  store = await openCounterStore(indexedDB, 'surface-test');
});
afterAll(() => store.close());
afterEach(() => {
  render(null, root);
  root.remove();
  vi.useRealTimers();
});

function pointer(el: Element, type: string, x: number, y: number, pointerId = 1) {
  el.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId, isPrimary: pointerId === 1 }));
}

async function mount(): Promise<{ model: CounterModel; surface: HTMLElement; stops: number[] }> {
  const storage = new Map<string, string>();
  const model = createCounterModel({
    store,
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    defaults: [
      { title: 'Customers', operation: 'slideUp' },
      { title: 'Passersby', operation: 'click' },
    ],
    now: Date.now,
    newId: () => crypto.randomUUID(),
  });
  await model.start({ name: '', location: null });
  root = document.createElement('div');
  document.body.appendChild(root);
  const stops: number[] = [];
  act(() => render(<CountingSurface model={model} onStop={() => stops.push(1)} onClose={() => undefined} />, root));
  return { model, surface: root.querySelector<HTMLElement>('[data-testid="counting-surface"]')!, stops };
}

const text = (sel: string) => root.querySelector(sel)!.textContent;
/** Signal bindings write to the DOM two microtasks after the change (before the next paint). */
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('counting surface', () => {
  it('counts taps and slides with zero component renders per count', async () => {
    const { surface } = await mount();
    let renders = 0;
    const previous = options.diffed;
    options.diffed = (vnode: VNode) => {
      if (typeof vnode.type === 'function') renders++;
      previous?.(vnode);
    };
    try {
      for (let i = 0; i < 20; i++) {
        pointer(surface, 'pointerdown', 180, 400);
        pointer(surface, 'pointerup', 182, 401);
      }
      pointer(surface, 'pointerdown', 180, 500);
      pointer(surface, 'pointermove', 181, 460);
      pointer(surface, 'pointerup', 182, 420);
      await new Promise((r) => setTimeout(r, 30));
    } finally {
      options.diffed = previous;
    }
    expect(text('[data-testid="tally-1"] .tally-total')).toBe('20');
    expect(text('[data-testid="tally-0"] .tally-total')).toBe('1');
    expect(renders).toBe(0);
  });

  it('undo button removes the last count without re-rendering, and is disabled when nothing is left', async () => {
    const { surface } = await mount();
    pointer(surface, 'pointerdown', 100, 300);
    pointer(surface, 'pointerup', 100, 300);
    await flush();
    const undo = root.querySelector<HTMLButtonElement>('.counting-undo')!;
    expect(undo.disabled).toBe(false);
    let renders = 0;
    const previous = options.diffed;
    options.diffed = (v: VNode) => void (typeof v.type === 'function' && renders++);
    undo.click();
    await flush();
    options.diffed = previous;
    expect(text('[data-testid="tally-1"] .tally-total')).toBe('0');
    expect(undo.disabled).toBe(true);
    expect(renders).toBe(0);
  });

  it('presses on the undo button never count as taps on the surface', async () => {
    await mount();
    const undo = root.querySelector('.counting-undo')!;
    pointer(undo, 'pointerdown', 100, 700);
    pointer(undo, 'pointerup', 100, 700);
    await flush();
    expect(text('[data-testid="tally-1"] .tally-total')).toBe('0');
  });

  it('a long press stops counting', async () => {
    const { surface, stops } = await mount();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pointer(surface, 'pointerdown', 150, 300);
    vi.advanceTimersByTime(GESTURE.longPressMs + 10);
    expect(stops).toEqual([1]);
    pointer(surface, 'pointerup', 150, 300);
    vi.useRealTimers();
    await flush();
    expect(text('[data-testid="tally-1"] .tally-total')).toBe('0');
  });
});

describe('gesture surface adapter (synthetic pointer events)', () => {
  it('reports a double click only after the second tap, and a delayed click for a lone tap', () => {
    vi.useFakeTimers();
    let t = 0;
    const el = document.createElement('div');
    const seen: Gesture[] = [];
    const detach = attachGestureSurface(el, { waitForDoubleTap: true, onGesture: (g) => seen.push(g), now: () => t });
    const tap = (x: number) => {
      el.dispatchEvent(new PointerEvent('pointerdown', { clientX: x, clientY: 50, pointerId: 1, isPrimary: true }));
      el.dispatchEvent(new PointerEvent('pointerup', { clientX: x, clientY: 50, pointerId: 1, isPrimary: true }));
    };
    tap(50);
    t = 120;
    tap(52);
    expect(seen).toEqual(['doubleClick']);
    t = 1000;
    tap(50);
    expect(seen).toEqual(['doubleClick']);
    t += GESTURE.doubleTapWindowMs;
    vi.advanceTimersByTime(GESTURE.doubleTapWindowMs);
    expect(seen).toEqual(['doubleClick', 'click']);
    detach();
  });
});
