import { describe, expect, it } from 'vitest';
import type { Figure } from '../../contracts/figure.js';
import type { BrandItem, BrandReport } from '../../contracts/geo.js';
import { reportPages } from './harness/report-page.js';

/*
 * The brand report as rendered in real Chromium against the real imported data: in Thai and Korean no dataset name,
 * category or note of the English report is on screen (every source opened), and no raw OpenStreetMap tag either.
 * McDonald's Singapore draws on three sources (the 2025 halal directory, the 2018 map, NSI). Screenshots:
 * tests/output/brand-report-<locale>.png.
 */

const pages = reportPages();

/** The English texts a translation must replace: dataset names, the industry, the figures' notes (insufficient data too). */
function englishTexts(r: BrandReport): string[] {
  const d = r.dynamics;
  const figures: Figure[] = [
    r.footprint.mapStores, r.footprint.districtsCovered, d.newStores, d.closedStores, d.netIncrease, d.annualClosureRate,
    d.averageOpeningPeriod, d.lifespan, d.newStoreSurvival,
  ];
  const texts = [...r.datasets.map((d) => d.name), r.industryName ?? '', ...figures.map((f) => f.note ?? '')];
  return [...new Set(texts.filter((t) => /[a-z]{4,}/.test(t)))];
}

describe('brand report in Thai and Korean', () => {
  for (const locale of ['th-TH', 'ko-KR']) {
    it(`McDonald's Singapore in ${locale}: no English dataset, category or note text`, async () => {
      const brands = await pages.api<{ items: BrandItem[] }>('/v1/geo/brands?q=mcdonalds&limit=50');
      const id = brands.items.find((b) => b.wikidata === 'Q38076')!.id;
      const english = englishTexts(await pages.api<BrandReport>(`/v1/geo/brands/${encodeURIComponent(id)}/report?countryIso2=SG`));
      expect(english.length).toBeGreaterThanOrEqual(3);

      const page = await pages.open(`/report/brand-details/${encodeURIComponent(id)}?countryIso2=SG`, { locale });
      await page.locator('.brand-report .in-turn:not([aria-busy])').waitFor({ timeout: 30_000 });
      const closed = page.locator('.brand-report button[aria-expanded="false"]');
      while ((await closed.count()) > 0) await closed.first().click();

      await page.screenshot({ path: `tests/output/brand-report-${locale}.png`, fullPage: true });
      const shown = await page.locator('main').innerText();
      expect(shown).toMatch(locale === 'th-TH' ? /[\u0E00-\u0E7F]/ : /[\uAC00-\uD7AF]/);
      for (const text of english) expect(shown, `${locale} shows "${text}"`).not.toContain(text);
      expect(shown).not.toMatch(/\b(brands\/)?(amenity|shop|leisure|tourism)\/[a-z_]+/);
    }, 90_000);
  }
});
