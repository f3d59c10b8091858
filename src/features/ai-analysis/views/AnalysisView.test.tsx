import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadLocaleAsync, loadNamespaceAsync } from '../../../../i18n/i18n-util.async.js';
import { i18nObject } from '../../../../i18n/i18n-util.js';
import { LL } from '../../../platform/i18n/index.js';
import { HashRouter } from '../../../platform/routing/router.js';
import { FACTORS, LOCKED, UNLOCKED } from '../model/fixture.js';
import { AnalysisView } from './AnalysisView.js';

let root: HTMLElement;
const $ = (selector: string) => root.querySelector<HTMLElement>(selector);
const $$ = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
const button = (label: string) => $$('button').find((b) => b.textContent === label)!;

async function show(report = UNLOCKED, onUnlock = vi.fn()) {
  root = document.body.appendChild(document.createElement('div'));
  act(() => render(<HashRouter><AnalysisView report={report} savedAt={null} onUnlock={onUnlock} /></HashRouter>, root));
  // The sections below the header arrive a task at a time (src/ui/InTurn).
  await vi.waitFor(() => expect($('[aria-busy="true"]')).toBeNull());
  return onUnlock;
}

beforeAll(async () => {
  await loadLocaleAsync('en');
  await Promise.all([loadNamespaceAsync('en', 'aiAnalysis'), loadNamespaceAsync('en', 'unlock')]);
  LL.value = i18nObject('en');
});
afterEach(() => {
  render(null, root);
  root.remove();
});

describe('the AI analysis report', () => {
  it('heads with the place, industry, brand and its oldest source date, then quality with its tier, the advice and why', async () => {
    await show();
    const header = $('.ai-header')!.textContent!;
    for (const text of ['Raffles Place', 'Café', 'Starbucks', 'Data as of Apr 2018']) expect(header).toContain(text);
    const score = $('[data-section="score"]')!;
    expect(score.querySelector('.figure-value')?.textContent).toBe('72 of 100');
    // Its sources one tap away (src/ui/Figure.tsx: the line says how many, the details name them).
    act(() => score.querySelector<HTMLButtonElement>('.figure-source button')!.click());
    // The details' code comes on the first tap (src/ui/Figure.tsx).
    await vi.waitFor(() => expect(score.querySelector('.figure-details')?.textContent).toContain('OpenStreetMap Singapore'));
    expect(score.textContent).toContain('Premium');
    expect(score.textContent).toContain('Consider carefully');
    expect(score.textContent).toContain('differentiate, or look nearby');
    expect(score.textContent).toContain('4 of 4 factors measured');
  });

  it('"why this score" shows every factor with its bar, weight, points, reason and inputs with their sources', async () => {
    await show();
    expect($('[data-section="why"]')).toBeNull();
    act(() => button('Why this score').click());
    const rows = $$('[data-factor]');
    expect(rows.map((r) => r.dataset.factor)).toEqual(FACTORS.map((f) => f.key));
    for (const [i, f] of FACTORS.entries()) {
      const row = rows[i]!;
      const bar = row.querySelector('[role="meter"]')!;
      expect(bar.getAttribute('aria-valuenow')).toBe(String(Math.round(f.value * 100)));
      expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${f.value * 100}%`);
      expect(row.textContent).toContain(`Weight${f.weight} of 100`);
      expect(row.textContent).toContain(`Points: ${f.contribution}`);
      expect(row.textContent).toContain(f.reason);
      const input = row.querySelector('.ai-inputs .figure')!;
      expect(input.textContent).toContain(f.inputs[0]!.label);
      act(() => input.querySelector<HTMLButtonElement>('.figure-source button')!.click());
      await vi.waitFor(() => expect(input.querySelector('.figure-details')?.textContent).toContain('LTA bus stops'));
    }
  });

  it('the pages and the position tabs show their blocks one at a time, the map with every pin listed by kind', async () => {
    // happy-dom never reports an intersection; a browser reports the position section near the view when it is.
    vi.stubGlobal('IntersectionObserver', class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    });
    onTestFinished(() => void vi.unstubAllGlobals());
    await show();
    const pages = $('[data-section="pages"]')!;
    expect(pages.querySelectorAll('[data-radius]').length).toBe(2);
    act(() => button('Competition').click());
    expect(pages.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Competition');
    expect(pages.textContent).toContain('Projected store capacity');
    expect(pages.querySelector('[data-radius]')).toBeNull();

    // The position analysis's code comes as its section nears the view.
    await vi.waitFor(() => expect($('[data-section="position"] [role="tablist"]')).not.toBeNull());
    const position = $('[data-section="position"]')!;
    expect([...position.querySelectorAll('[data-pin]')].map((p) => p.getAttribute('data-pin'))).toEqual(['anchor', 'competitor', 'own']);
    expect(position.textContent).toContain('Starbucks One Raffles · Own-brand stores');
    act(() => button('Economic condition').click());
    expect(position.textContent).toContain('Insufficient data: no source publishes transaction values.');
    expect($('[data-section="narrative"]')!.textContent).toContain('Raffles Place scores 72 for a café.');
  });

  it('locked, it shows nothing of the analysis even where the answer holds an open block, only the way to unlock', async () => {
    const partly = { ...LOCKED, blocks: { ...LOCKED.blocks, narrative: UNLOCKED.blocks.narrative } };
    await show(partly);
    expect($('[data-section="locked"]')).not.toBeNull();
    expect(root.textContent).not.toContain('Raffles Place scores 72');
  });

  it('locked, it shows no score, no reasons and no narrative, only what unlocking opens and the way to unlock', async () => {
    const onUnlock = await show(LOCKED);
    expect($('[data-section="score"]')).toBeNull();
    expect($('[data-factor]')).toBeNull();
    expect($('[data-section="narrative"]')).toBeNull();
    expect(root.textContent).not.toContain('72');
    act(() => button('Unlock analysis').click());
    expect(onUnlock).toHaveBeenCalledOnce();
  });
});
