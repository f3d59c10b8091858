import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HashRouter, Link, matchRoutes, Route, Routes, useLocation, useNavigate, useParams, useSearchParams, type Location, type NavigateFunction } from './router.js';

describe('matchRoutes, as the screens and the page\'s first script use it', () => {
  const table = ['/', '/report/data-query/:id?', '/report/data-query/example', '/report/city/:id?', '/lokasi/about-us'].map((path) => ({ path }));
  const best = (pathname: string) => {
    const m = matchRoutes(table, pathname)?.[0];
    return m ? [m.route.path, m.params] : null;
  };

  it('ranks a static path above a parameter, whatever the order', () => {
    expect(best('/report/data-query/example')).toEqual(['/report/data-query/example', {}]);
    expect(best('/report/data-query/42')).toEqual(['/report/data-query/:id?', { id: '42' }]);
  });

  it('matches an optional parameter present or absent, decoded', () => {
    expect(best('/report/city')).toEqual(['/report/city/:id?', {}]);
    expect(best('/report/city/S%C3%A3o')).toEqual(['/report/city/:id?', { id: 'São' }]);
  });

  it('ignores case and a trailing slash, and matches nothing else', () => {
    expect(best('/Lokasi/About-Us/')?.[0]).toBe('/lokasi/about-us');
    expect(best('/lokasi/about-us/more')).toBeNull();
    expect(best('/nothing')).toBeNull();
    expect(matchRoutes([{ path: '*' }], '/any/thing')?.[0]?.params).toEqual({ '*': 'any/thing' });
  });
});

describe('HashRouter, as the screens use it', () => {
  let root: HTMLElement;
  let navigate: NavigateFunction;
  let seen: Location[];

  function Probe() {
    navigate = useNavigate();
    const location = useLocation();
    const [query] = useSearchParams();
    seen.push(location);
    return <p id="probe">{`${location.pathname}|${query.get('id') ?? ''}`}</p>;
  }
  function Report() {
    return <p id="report">{`report ${useParams().id ?? 'none'} ${useLocation().search}`}</p>;
  }

  beforeEach(() => {
    history.replaceState(null, '', '/#/start');
    root = document.createElement('div');
    document.body.appendChild(root);
    seen = [];
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  const text = (id: string) => root.querySelector(`#${id}`)?.textContent;

  it('reads the hash, numbers history entries from 0, and follows navigation, links and back', async () => {
    await act(() => {
      render(
        <HashRouter>
          <Probe />
          <Link to="/report/7?id=7" class="go">
            go
          </Link>
        </HashRouter>,
        root,
      );
    });
    expect(text('probe')).toBe('/start|');
    expect((history.state as { idx?: number } | null)?.idx ?? 0).toBe(0);

    const link = root.querySelector<HTMLAnchorElement>('a.go')!;
    expect(link.getAttribute('href')).toBe('#/report/7?id=7');
    await act(() => link.click());
    expect(location.hash).toBe('#/report/7?id=7');
    expect(text('probe')).toBe('/report/7|7');
    expect(history.state).toMatchObject({ idx: 1 });

    await act(() => navigate('/replaced', { replace: true }));
    expect(text('probe')).toBe('/replaced|');
    expect(history.state).toMatchObject({ idx: 1 });

    await act(async () => {
      history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(text('probe')).toBe('/start|');
  });

  it('renders the best route with its params, and a frozen location for the screen inside', async () => {
    const frozen: Location = { pathname: '/report/3', search: '?x=1', hash: '', state: null, key: 'k' };
    await act(() => {
      render(
        <HashRouter>
          <Routes location={frozen}>
            <Route path="/report/:id?" element={<Report />} />
            <Route path="*" element={<p id="report">nothing</p>} />
          </Routes>
        </HashRouter>,
        root,
      );
    });
    expect(text('report')).toBe('report 3 ?x=1');
  });
});
