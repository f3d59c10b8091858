import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLocaleAsync, loadNamespaceAsync } from '../../../../i18n/i18n-util.async.js';
import { i18nObject } from '../../../../i18n/i18n-util.js';
import { LL } from '../../../platform/i18n/index.js';
import { HashRouter } from '../../../platform/routing/router.js';
import { RECOMMENDATION } from '../model/fixture.js';
import { createRelayModel } from '../model/relay.js';
import { createRelayFollower, type EventSourceLike } from '../model/relay-stream.js';
import { Chat } from './Chat.js';
import { RecommendationView } from './RecommendationView.js';
import { RelayInput } from './RelayInput.js';
import { RelayProgress } from './RelayProgress.js';
import { SiteActions } from './SiteActions.js';

let root: HTMLElement;
const $$ = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
const button = (label: string) => $$('button').find((b) => b.textContent === label)!;
function show(element: preact.VNode) {
  root = document.body.appendChild(document.createElement('div'));
  act(() => render(<HashRouter>{element}</HashRouter>, root));
}

beforeAll(async () => {
  await loadLocaleAsync('en');
  await Promise.all([loadNamespaceAsync('en', 'recommendationScreens'), loadNamespaceAsync('en', 'map')]);
  LL.value = i18nObject('en');
});
afterEach(() => {
  render(null, root);
  root.remove();
});

describe('the recommendation list', () => {
  it('shows the five sites in rank order, each with score, tier, its room and three reasons, sourced share, competitors and its detail link', async () => {
    show(<RecommendationView rec={RECOMMENDATION} savedAt={null} example={false} />);
    await vi.waitFor(() => expect($$('.in-turn[aria-busy="true"]')).toHaveLength(0));
    const sites = $$('.rec-site');
    expect(sites.map((s) => s.dataset.rank)).toEqual(['1', '2', '3', '4', '5']);
    const first = sites[0]!;
    expect(first.querySelector('h3')?.textContent).toBe('No. 1 Raffles Place');
    expect(first.querySelector('.figure-value')?.textContent).toBe('85 of 100');
    expect(first.textContent).toContain('Tier: Prime');
    // Its room first, then the three factors giving the most points.
    expect([...first.querySelectorAll('.rec-reasons li')].map((li) => li.textContent)).toEqual([
      'Market room · Demand in the trade area supports about 11 Café stores; 1 are there.',
      'Demand · 11000 residents within 500 m', 'Access · 3 rail exits within 300 m', 'Complementarity · 40 shops within 150 m',
    ]);
    expect(first.textContent).toContain('Expected market share (Huff model)');
    // Both figures carry their provenance: the share's sources open on a tap.
    const sources = [...first.querySelectorAll<HTMLButtonElement>('.figure-sources')];
    expect(sources).toHaveLength(2);
    act(() => sources[1]!.click());
    await vi.waitFor(() => expect(first.querySelector('.figure-details')?.textContent).toContain('OpenStreetMap Singapore'));
    expect(first.querySelector('.rec-competitors')?.textContent).toContain('Kopi Corner');
    expect(first.querySelector('a.rec-details')?.getAttribute('href')).toBe('#/report/recommended-details?id=rec-0000000001&rank=1');
    expect(root.textContent).toContain('The 5 best sites for Café in Singapore');
    // Dated by its oldest source, not by the day the data was imported.
    expect($$('.data-as-of')[0]?.textContent).toBe('Data as of 2020: Census of Population 2020, the oldest source on this page');
  });

  it('the example’s details stay on the example', async () => {
    show(<RecommendationView rec={RECOMMENDATION} savedAt={null} example />);
    await vi.waitFor(() => expect($$('a.rec-details')).toHaveLength(5));
    expect($$('a.rec-details')[1]!.getAttribute('href')).toBe('#/report/recommended-details?id=example&rank=2');
    expect(root.textContent).toContain('A real recommendation, free to read.');
  });
});

describe('a site’s actions', () => {
  it('marks up to 3 sites for a non-member, then offers the membership centre', async () => {
    const sites = RECOMMENDATION.sites;
    for (const site of sites.slice(0, 3)) {
      show(<SiteActions rec={RECOMMENDATION} site={site} target={RECOMMENDATION.id} />);
      await act(async () => button('Mark').click());
      await vi.waitFor(() => expect(root.textContent).toContain('Marked: saved to your account.'));
      render(null, root);
      root.remove();
    }
    show(<SiteActions rec={RECOMMENDATION} site={sites[3]!} target={RECOMMENDATION.id} />);
    await act(async () => button('Mark').click());
    await vi.waitFor(() => expect(root.textContent).toContain('You have used your 3 free marks.'));
    expect($$('a').find((a) => a.textContent === 'Become a member')?.getAttribute('href')).toBe('#/lokasi/member/home');
    expect($$('a').find((a) => a.textContent === 'Directions')?.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=1.320000,103.890000');
  });
});

describe('the report relay', () => {
  function relay() {
    let opened: ((type: string, data: unknown) => void) | null = null;
    const follower = createRelayFollower({
      openEvents: () => {
        const listeners = new Map<string, (e: MessageEvent) => void>();
        const es: EventSourceLike = { addEventListener: (t, fn) => void listeners.set(t, fn as (e: MessageEvent) => void), close: () => undefined };
        opened = (type, data) => {
          act(() => listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) })));
        };
        return es;
      },
      poll: vi.fn(),
      wait: () => Promise.resolve(),
    });
    const api = {
      cities: vi.fn(async () => [{ id: 1, name: 'Singapore', nameEn: 'Singapore', countryIso2: 'SG', countryName: 'Singapore', stateName: null } as never]),
      brands: vi.fn(async () => []),
      industries: vi.fn(async () => [{ key: 'cafe', name: 'Café', group: 'food', groupName: 'Food' }]),
      places: vi.fn(async () => []),
      price: vi.fn(async () => ({ cost: 1, balance: 4, existingId: null, example: false })),
      startRelay: vi.fn(async () => ({ runId: 'run-1', events: [], report: null, error: null })),
    };
    const m = createRelayModel({ api, follower });
    return { m, emit: (type: string, data: unknown) => opened!(type, data) };
  }

  it('the personas ask, validate the city’s country, show the price, then the stages as the run streams', async () => {
    const { m, emit } = relay();
    show(<><Chat m={m} /><RelayInput m={m} /><RelayProgress follower={m.follower} /></>);
    expect(root.textContent).toContain('Business-analysis expert');
    const send = async (text: string) => {
      const input = root.querySelector<HTMLInputElement>('.rec-ask input')!;
      act(() => {
        input.value = text;
        input.dispatchEvent(new Event('input'));
      });
      await act(async () => void root.querySelector<HTMLFormElement>('form.rec-ask')!.dispatchEvent(new Event('submit')));
    };
    await send('Singapore');
    expect(root.textContent).toContain('Please add the country after a comma');
    await send('Singapore, Singapore');
    await vi.waitFor(() => expect(root.textContent).toContain('Singapore, Singapore: good.'));
    act(() => button('No brand').click());
    act(() => {
      const select = root.querySelector<HTMLSelectElement>('select')!;
      select.value = 'cafe';
      select.dispatchEvent(new Event('change'));
    });
    act(() => button('Recommend the best sites').click());
    await vi.waitFor(() => expect(root.textContent).toContain('This costs 1 credit. You have 4.'));
    await act(async () => button('Start').click());
    emit('stage', { seq: 1, stage: 'thinking', text: 'Reading the city’s cells' });
    emit('stage', { seq: 2, stage: 'planning', text: 'Choosing the candidates' });
    expect(root.querySelector('[aria-current="step"]')?.textContent).toBe('Planning');
    expect($$('.rec-stages li').map((li) => li.dataset.state)).toEqual(['done', 'current', 'next']);
    expect($$('.rec-steps li').map((li) => li.textContent)).toEqual(['Reading the city’s cells', 'Choosing the candidates']);
  });
});
