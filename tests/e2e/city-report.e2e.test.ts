import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../contracts/figure.js';
import type { CityItem, CityReport } from '../../contracts/geo.js';
import { reportPages } from './harness/report-page.js';

/*
 * The city report as rendered in real Chromium, against the production server with the real imported data: in Thai and
 * Korean no dataset name, model, reason or label of the English report is on screen (every source opened), and the page
 * ends with its last card.
 */

const pages = reportPages();

async function cityId(q: string, iso2: string): Promise<number> {
  const list = await pages.api<{ items: CityItem[] }>(`/v1/geo/cities?q=${encodeURIComponent(q)}`);
  return list.items.find((c) => c.countryIso2 === iso2)!.id;
}

/** The English texts of a report that a translation must replace: dataset, model and local-statistic names, reasons. */
function englishTexts(r: CityReport): string[] {
  const e = r.economy;
  const p = r.population;
  const figures: Array<Figure | null> = [
    e.gdpTotal.usd, e.gdpTotal.local, e.gdpGrowth, e.gdpPerCapita.usd, e.gdpPerCapita.local, e.gdpRanking, p.total, p.growth, p.density,
    ...e.gdpTrendClass.basis, ...p.trendClass.basis, ...r.consumption.rating.basis, ...r.local.flatMap((a) => a.figures.flatMap((f) => [f.figure, f.usd])),
  ];
  const texts = [
    ...r.datasets.map((d) => d.name), ...r.local.flatMap((a) => a.figures.map((f) => f.label)),
    ...figures.flatMap((f) => (f ? [f.note ?? '', f.model?.name ?? '', f.model?.doc ?? ''] : [])),
    e.gdpTrendClass.rule, r.consumption.rating.rule,
  ];
  return [...new Set(texts.filter((t) => /[a-z]{4,}/.test(t)))];
}

async function openReport(id: number, locale: string): Promise<Page> {
  const page = await pages.open(`/report/city/${id}`, { locale });
  // The sections below the first screen arrive a task at a time; the report is whole when it is no longer busy.
  await page.locator('.city-report .in-turn:not([aria-busy])').waitFor({ timeout: 30_000 });
  // Open every rule, then every source (some sit inside a rule's details), so their texts are on screen too.
  for (const summary of await page.locator('.city-report summary').all()) await summary.click();
  const closed = page.locator('.city-report button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return page;
}

describe('city report in Thai and Korean', () => {
  for (const [place, iso2] of [['Kuala Lumpur', 'MY'], ['Bedok', 'SG']] as const) {
    for (const locale of ['th-TH', 'ko-KR']) {
      it(`${place} in ${locale}: no English dataset, model, category or reason text`, async () => {
        const id = await cityId(place, iso2);
        const english = englishTexts(await pages.api<CityReport>(`/v1/geo/cities/${id}/report`));
        expect(english.length).toBeGreaterThan(8);
        const page = await openReport(id, locale);
        const shown = await page.locator('main').innerText();
        expect(shown).toMatch(locale === 'th-TH' ? /[\u0E00-\u0E7F]/ : /[\uAC00-\uD7AF]/);
        for (const text of english) expect(shown, `${locale} shows "${text}"`).not.toContain(text);
        expect(shown).not.toMatch(/\b(amenity|shop|leisure|tourism)\/[a-z_]+/);
      }, 60_000);
    }
  }

  it("offers no 'Try again' for a city that does not exist, but the way back to the picker", async () => {
    const page = await pages.open('/report/city/99999999', { locale: 'en-US' });
    await page.getByText("This city is not in Lokasi's data").waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Choose a city' }).waitFor();
  }, 60_000);

  it('ends the page with the last card of the report (no blank screen below it)', async () => {
    const page = await openReport(await cityId('Singapore', 'SG'), 'en-US');
    const gap = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('.city-report .in-turn > .card')];
      const last = cards[cards.length - 1]!.getBoundingClientRect();
      return document.documentElement.scrollHeight - (last.bottom + window.scrollY);
    });
    expect(gap).toBeLessThan(200);
  }, 60_000);
});
