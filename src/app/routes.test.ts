import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LL, setLanguage } from '../platform/i18n/index.js';
import { matchScreen, pathOfHash } from './match.js';
import { routes } from './routes.js';

/** The page-tracking ids the analytics reports are keyed on, by route path. */
const SPEC_TRACKING_IDS: Record<string, number> = {
  '/lokasi/counterDetail': 10014,
  '/lokasi/capacity-counter/home': 10012,
  '/lokasi/member/home': 10005,
  '/lokasi/member/pay-success': 10022,
  '/lokasi/about-us': 10023,
  '/lokasi/feedback': 10024,
  '/lokasi/member/order': 10025,
  '/lokasi/member/equity-purchase': 10006,
  '/lokasi/user-notes': 10026,
  '/lokasi/download-report': 10027,
  '/lokasi/sales-estimate': 10013,
  '/iframe/agreement': 10021,
  '/report/data-query/:id?': 10008,
  '/report/data-query/example': 10018,
  '/report/ai-analysis/:id?': 10009,
  '/report/ai-analysis/example': 10019,
  '/report/location-recommendation/:id?': 10010,
  '/report/location-recommendation/example': 10020,
  '/report/recommended-details': 10011,
};

/** Title keys of every route of the table (CONTRACTS.md), which the base dictionary must hold up front. */
const TITLE_KEYS = [
  'introduction', 'contactUs', 'counterDetail', 'counterHome', 'memberHome', 'paySuccess', 'aboutUs', 'feedback',
  'orders', 'equityPurchase', 'userNotes', 'downloadReport', 'salesEstimate', 'agreement', 'dataQuery',
  'dataQueryExample', 'aiAnalysis', 'aiAnalysisExample', 'aiAnalysisSelect', 'reportRelay', 'locationRecommendation',
  'locationRecommendationExample', 'recommendedDetails', 'brandDetails', 'brandSelect', 'regionalAnalysis', 'city',
  'cityList', 'passengerFlow', 'consumptionIndex', 'businessDistrict', 'surroundingAnalysis', 'notFound',
] as const;

describe('route table', () => {
  beforeAll(() => setLanguage('en', { persist: false }));

  it.each([
    ['/', 'Lokasi · Location intelligence', undefined],
    ['/lokasi/introdude', 'Lokasi · Location intelligence', undefined],
    ['/lokasi/introduce', 'Lokasi · Location intelligence', undefined],
    ['/contact-us', 'Contact us', undefined],
    ['/lokasi/about-us', 'About us', 10023],
    ['/iframe/agreement', 'User agreement and privacy policy', 10021],
  ])('%s shows its screen with title %s and tracking id %s', (path, title, trackingId) => {
    const found = matchScreen(routes, path);
    expect(found).not.toBeNull();
    expect(found!.route.title?.(LL.value)).toBe(title);
    expect(found!.route.trackingId).toBe(trackingId);
  });

  it('has no route for unknown paths (the not-found screen takes them)', () => {
    expect(matchScreen(routes, '/lokasi/nothing-here')).toBeNull();
  });

  it('declares each path once', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses the spec tracking id on every spec route that is in the table', () => {
    for (const route of routes) {
      if (route.path in SPEC_TRACKING_IDS) expect(route.trackingId, route.path).toBe(SPEC_TRACKING_IDS[route.path]);
    }
  });

  it('ranks an example route above the report route with an optional id', () => {
    for (const route of routes.filter((r) => r.path.endsWith('/example'))) {
      expect(matchScreen(routes, route.path)?.route).toBe(route);
    }
  });

  it('gives every route a title in the current language', () => {
    for (const route of routes) expect(route.title?.(LL.value) ?? LL.value.product(), route.path).not.toBe('');
  });

  it('has a title text for every route in the base dictionary', () => {
    for (const key of TITLE_KEYS) expect(LL.value.titles[key](), key).toMatch(/\S/);
  });
});

describe('pathOfHash', () => {
  it.each([
    ['', '/'],
    ['#', '/'],
    ['#/', '/'],
    ['#/report/city/7?lang=th', '/report/city/7'],
    ['#lokasi/about-us', '/lokasi/about-us'],
  ])('%s → %s', (hash, path) => {
    expect(pathOfHash(hash)).toBe(path);
  });
});

describe('texts a screen reads as it opens', () => {
  /** The screen module a route's `load` imports, as the module runner writes it (`/src/features/.../X.tsx`). */
  const screenSource = (route: (typeof routes)[number]): string => {
    const found = /__vite_ssr_dynamic_import__\(\s*["']([^"']+)["']/.exec(route.load.toString());
    if (!found) throw new Error(`route ${route.path}: its load() is not a single dynamic import`);
    return readFileSync(path.join(process.cwd(), found[1]!), 'utf8');
  };

  it('are declared by its route, so they download with its code instead of after it has mounted', () => {
    const missing = routes.flatMap((route) => {
      const read = [...screenSource(route).matchAll(/useNamespace\('(\w+)'\)|namespace="(\w+)"/g)].map((m) => m[1] ?? m[2]);
      return read.filter((ns) => !route.texts?.includes(ns as never)).map((ns) => `${route.path}: ${ns}`);
    });
    expect(missing).toEqual([]);
  });
});
