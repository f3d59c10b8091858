import path from 'node:path';
import type { Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/app/routes.js';
import { matchScreen } from '../../src/app/match.js';
import type { RouteDef } from '../../src/platform/routing/route-def.js';
import { preloadScript, routePreloads, type RoutePreload } from './route-preloads.js';

interface Link {
  rel?: string;
  as?: string;
  crossOrigin?: string;
  href: string;
}

/**
 * Runs the page's first script at `hash` against a document that only records the links it adds, and storage areas
 * and a cookie jar that record being touched.
 */
function run(script: string, hash: string): { links: Link[]; timers: Array<() => void>; touched: string[] } {
  const links: Link[] = [];
  const timers: Array<() => void> = [];
  const touched: string[] = [];
  const area = (name: string) => ({ get length() { touched.push(name); return 0; } });
  const document = {
    createElement: () => ({ href: '' }),
    head: { appendChild: (link: Link) => links.push(link) },
    get cookie() { touched.push('cookie'); return ''; },
  };
  new Function('location', 'document', 'setTimeout', 'localStorage', 'sessionStorage', script)(
    { hash }, document, (fn: () => void) => timers.push(fn), area('localStorage'), area('sessionStorage'),
  );
  return { links, timers, touched };
}
const linksAt = (script: string, hash: string): Link[] => run(script, hash).links;

/** Every route with a file of its own, so the links say which route the script chose. */
const tagged: RoutePreload[] = routes.map((r, i) => ({ path: r.path, files: [`assets/route-${i}.js`] }));
let taggedScript: string;
beforeAll(async () => {
  taggedScript = await preloadScript(tagged);
});
const chosen = (hash: string): number | null => {
  const links = linksAt(taggedScript, hash);
  return links.length ? Number(/route-(\d+)\.js$/.exec(links[0]!.href)![1]) : null;
};

/** Paths each route shows: parameters given and, where optional, left out; in capitals; with a trailing slash. */
function samplePaths(route: RouteDef): string[] {
  const segs = route.path.split('/').filter(Boolean);
  const withParams = `/${segs.map((s) => (s.startsWith(':') ? 'x7' : s)).join('/')}`;
  const withoutOptional = `/${segs.filter((s) => !s.endsWith('?')).join('/')}`;
  return [withParams, withoutOptional, withParams.toUpperCase(), `${withParams}/`];
}

describe("the page's first script, which asks for the route's screen files while the entry downloads", () => {
  it('picks the route the router will show, for every path of the table', () => {
    for (const route of routes) {
      for (const p of samplePaths(route)) {
        const shown = matchScreen(routes, p)?.route;
        expect(chosen(`#${p}`), `#${p}`).toBe(shown ? routes.indexOf(shown) : null);
      }
    }
    // The static example wins over the saved query of the same prefix, as in the router.
    expect(chosen('#/report/data-query/example')).toBe(routes.findIndex((r) => r.path === '/report/data-query/example'));
    expect(chosen('#/report/city/12?from=list')).toBe(routes.findIndex((r) => r.path === '/report/city/:id?'));
    expect(chosen('#/no/such/page')).toBeNull();
    // A crafted link's megabyte path is not run through every route's pattern before the app starts.
    expect(chosen(`#${'a/'.repeat(500_000)}`)).toBeNull();
    expect(chosen(`#/report/city/${'7'.repeat(3000)}`)).toBeNull();
    expect(chosen('#/report/city/12/extra')).toBeNull();
  });

  it('opens at an empty hash as the router does, on the root route', () => {
    expect(chosen('')).toBe(routes.findIndex((r) => r.path === '/'));
  });

  it('stops at the route the router shows even when that route needs nothing beyond the entry', async () => {
    const script = await preloadScript([
      { path: '/report/:kind', files: ['assets/Any.js'] },
      { path: '/report/city', files: [] },
    ]);
    expect(linksAt(script, '#/report/city')).toEqual([]);
    expect(linksAt(script, '#/report/brand')).toHaveLength(1);
  });

  it("starts Intl's formatters a task later for a screen that shows figures, and only for one", async () => {
    const script = await preloadScript([
      { path: '/report/city/:id?', files: ['assets/City.js'], figures: true },
      { path: '/report/city-list', files: ['assets/Picker.js'] },
    ]);
    const warmUps = run(script, '#/report/city-list').timers.length;
    const { timers } = run(script, '#/report/city/3');
    expect(timers).toHaveLength(warmUps + 1);
    expect(() => timers.at(-1)!()).not.toThrow();
  });

  it('opens local storage, session storage and the cookie jar a task each, on any route, before any is used', () => {
    for (const hash of ['#/report/city-list', '#/no/such/route', '']) {
      const { timers, touched } = run(taggedScript, hash);
      expect(touched).toEqual([]);
      const each = timers.map((timer) => {
        const before = touched.length;
        timer();
        return touched.slice(before);
      });
      expect(each).toEqual([['localStorage'], ['sessionStorage'], ['cookie']]);
    }
  });

  it('leaves the page running when storage is blocked', () => {
    const { timers } = run(taggedScript, '#/');
    const blocked = new Function('localStorage', `(${timers[0]!.toString()})()`);
    expect(() => blocked({ get length(): number { throw new DOMException('denied', 'SecurityError'); } })).not.toThrow();
  });

  it('preloads scripts as modules and style sheets as styles, for Vite to apply', async () => {
    const script = await preloadScript([{ path: '/report/city/:id?', files: ['assets/CityReport-1.js', 'assets/CityReport-2.css'] }]);
    expect(linksAt(script, '#/report/city/3')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: './assets/CityReport-1.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: './assets/CityReport-2.css' },
    ]);
  });
});

describe('the files each route preloads', () => {
  const root = '/repo';
  /** The fields routePreloads reads; the rest of a chunk does not matter here. */
  type ChunkFields = Partial<Pick<Rollup.OutputChunk, 'imports' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId'>> & { viteMetadata?: { importedCss: Set<string> } };
  const chunk = (fileName: string, extra: ChunkFields): Rollup.OutputChunk =>
    ({ type: 'chunk', fileName, imports: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, viteMetadata: { importedCss: new Set() }, ...extra }) as unknown as Rollup.OutputChunk;
  const css = (...files: string[]) => ({ viteMetadata: { importedCss: new Set(files) } });
  const bundle: Rollup.OutputBundle = {
    'index.js': chunk('index.js', { isEntry: true, imports: ['signals.js'] }),
    'signals.js': chunk('signals.js', {}),
    'City.js': chunk('City.js', { isDynamicEntry: true, facadeModuleId: path.join(root, '/src/features/city/City.tsx'), imports: ['signals.js', 'Header.js'], ...css('City.css') }),
    'Header.js': chunk('Header.js', { imports: ['signals.js'], ...css('Header.css') }),
  };
  const route = (load: string): RouteDef => ({ path: '/report/city/:id?', keepAlive: true, load: new Function(`return () => __vite_ssr_dynamic_import__("${load}")`)() as RouteDef['load'] });

  it("are the screen's chunk, its imports and their style sheets, less what the entry's own tags load", () => {
    expect(routePreloads([route('/src/features/city/City.tsx')], bundle, root)).toEqual([
      { path: '/report/city/:id?', files: ['City.js', 'City.css', 'Header.js', 'Header.css'], figures: false },
    ]);
  });

  it('mark the routes showing the prerendered screen', () => {
    const other = { ...route('/src/features/city/City.tsx'), path: '/' };
    const again = { ...route('/src/features/city/City.tsx'), path: '/city' };
    expect(routePreloads([other, again, route('/src/features/city/City.tsx')], bundle, root, '/').map((r) => r.prerendered)).toEqual([true, true, true]);
    expect(() => routePreloads([route('/src/features/city/City.tsx')], bundle, root, '/')).toThrow(/no route has the path \//);
  });

  it('fail the build when a route has no chunk of its own', () => {
    expect(() => routePreloads([route('/src/features/city/Gone.tsx')], bundle, root)).toThrow(/no chunk of its own/);
  });
});

describe('the prerendered introduction in index.html', () => {
  const prerendered = { locale: 'en', locales: ['de', 'en', 'id', 'th'], languageKey: 'global-web-lang' };
  const table: RoutePreload[] = routes.map((r) => ({ path: r.path, files: [], prerendered: r.load === matchScreen(routes, '/')!.route.load }));
  let script: string;
  beforeAll(async () => {
    script = await preloadScript(table, prerendered);
  });

  /** Whether the script hid #app, at `url` with a saved language and the browser's languages. */
  function hidden(url: string, { saved = null as string | null, languages = ['en-US'] } = {}): boolean {
    const attributes = new Map<string, string>();
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      createElement: () => ({ href: '' }),
      head: { appendChild: () => undefined },
      cookie: '',
    };
    const storage = { length: 0, getItem: (key: string) => (key === 'global-web-lang' ? saved : null) };
    new Function('location', 'document', 'setTimeout', 'localStorage', 'sessionStorage', 'navigator', script)(
      { href: url, hash: new URL(url).hash }, document, () => undefined, storage, storage, { languages, language: languages[0] },
    );
    return attributes.get('data-prerendered') === 'hidden';
  }

  it('stays for the introduction in English, at every path of the introduction', () => {
    for (const url of ['https://x.test/', 'https://x.test/#/', 'https://x.test/#/lokasi/introduce', 'https://x.test/?lang=en#/lokasi/introdude']) {
      expect(hidden(url), url).toBe(false);
    }
    expect(hidden('https://x.test/#/', { languages: ['xx', 'en-GB', 'th'] })).toBe(false);
    expect(hidden('https://x.test/#/', { languages: ['xx'] })).toBe(false);
  });

  it('is hidden before the first paint on a deep link or an unknown path', () => {
    for (const url of ['https://x.test/#/report/city-list', 'https://x.test/#/lokasi/capacity-counter/home', 'https://x.test/#/no-such-screen']) {
      expect(hidden(url), url).toBe(true);
    }
  });

  it('is hidden when the visit is in another language: URL, saved choice or browser, as detect.ts orders them', () => {
    expect(hidden('https://x.test/?lang=th#/')).toBe(true);
    expect(hidden('https://x.test/#/?lang=th')).toBe(true);
    expect(hidden('https://x.test/#/', { saved: 'de' })).toBe(true);
    expect(hidden('https://x.test/#/', { languages: ['th-TH', 'en'] })).toBe(true);
    expect(hidden('https://x.test/#/', { languages: ['in-ID'] })).toBe(true);
    expect(hidden('https://x.test/?lang=en#/', { saved: 'th' })).toBe(false);
    expect(hidden('https://x.test/#/', { saved: 'en', languages: ['th'] })).toBe(false);
  });
});
