import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reportPages } from './harness/report-page.js';

/*
 * The city and brand pickers in real Chromium on a phone-sized screen, against the production server
 * with the real imported data. Validation and failure messages are the product's own messages word for word; failures are produced by
 * intercepting the API route in the browser, everything else is the real API.
 */

const pages = reportPages();

/** Answers every request to a geo path with a server failure, as a broken network or backend would. */
async function failRoute(page: Page, pattern: RegExp): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'Internal Server Error', data: null }) }),
  );
}

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const option = (page: Page, name: string | RegExp) => page.getByRole('option', { name }).first();
/** The country list has loaded: its first country (in English, alphabetical) is shown. */
const countriesShown = (page: Page, timeout?: number) => option(page, /Afghanistan/).waitFor({ timeout });
const searchBox = (page: Page) => page.getByRole('combobox');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** On the state/province step (countries that have provinces), take the whole country. */
async function skipStateStep(page: Page): Promise<void> {
  const all = page.getByRole('option', { name: 'All states/provinces' });
  const citySearch = page.getByRole('combobox', { name: 'Enter city name' });
  await Promise.race([all.waitFor(), citySearch.waitFor()]);
  if (await all.isVisible()) await all.click();
  await citySearch.waitFor();
}

describe('city picker', () => {
  it("says 'Please select a city first' when continuing without a city", async () => {
    const page = await pages.open('/report/city-list');
    await countriesShown(page);
    await continueButton(page).click();
    await alert(page, 'Please select a city first').waitFor();
  });

  it('shows the first countries at once and the rest as the list is scrolled, down to the last', async () => {
    const page = await pages.open('/report/city-list');
    await countriesShown(page);
    const rows = page.getByRole('option');
    const firstBatch = await rows.count();
    expect(firstBatch).toBeLessThan(250);
    expect(await rows.first().getAttribute('aria-setsize')).toBe('250');
    const last = option(page, /Zimbabwe/);
    for (let i = 0; i < 40 && !(await last.isVisible()); i++) {
      await rows.last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(50);
    }
    await last.click();
    await page.getByRole('button', { name: /Country\s*Zimbabwe/ }).waitFor();
  });

  it("says 'Please enter city name' for an empty search, then finds the city and shows its report preview", async () => {
    const page = await pages.open('/report/city-list');
    await searchBox(page).fill('singap');
    await option(page, /Singapore/).click();
    await skipStateStep(page);
    await continueButton(page).click();
    await alert(page, 'Please select a city first').waitFor();
    await searchBox(page).press('Enter');
    await alert(page, 'Please enter city name').waitFor();
    expect(await searchBox(page).getAttribute('aria-invalid')).toBe('true');

    await searchBox(page).fill('Singapore');
    await option(page, /^Singapore/).click();
    await continueButton(page).click();
    await page.getByRole('heading', { name: 'Report preview' }).waitFor();
    await page.getByText(/^Economy: GDP total/).waitFor();
    await page.getByRole('link', { name: 'View report' }).click();
    await page.getByRole('heading', { name: 'Economy' }).waitFor({ timeout: 20_000 });
    await page.getByText('GDP total', { exact: true }).waitFor();
    // The chart is drawn once scrolled near (never during the report's load), without TradingView's logo over its
    // line: the About us page credits TradingView instead.
    expect(await page.locator('.trend-chart-box canvas').count()).toBe(0);
    await page.locator('.trend-chart-box').first().scrollIntoViewIfNeeded();
    await page.locator('.trend-chart-box canvas').first().waitFor();
    expect(await page.locator('.trend-chart-box a[href*="tradingview"]').count()).toBe(0);
  });

  it('is usable with the keyboard alone: type, arrow down, Enter', async () => {
    const page = await pages.open('/report/city-list');
    await countriesShown(page);
    await searchBox(page).fill('monaco');
    await searchBox(page).press('ArrowDown');
    // The highlight lands on the first match, also when the arrow came before the search answered.
    await expect.poll(async () => {
      const active = await searchBox(page).getAttribute('aria-activedescendant');
      return active ? page.locator(`[id="${active}"]`).textContent() : null;
    }).toContain('Monaco');
    await searchBox(page).press('Enter');
    await page.getByRole('button', { name: /Country\s*Monaco/ }).waitFor();
  });

  it("says 'Failed to fetch countries list' when the country list fails, and recovers on retry", async () => {
    const page = await pages.newPage();
    await failRoute(page, /\/v1\/geo\/countries(\?|$)/);
    await page.goto(`${pages.url}/#/report/city-list`);
    await alert(page, 'Failed to fetch countries list').waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await countriesShown(page);
  });

  it("says 'Failed to fetch state/province and city list' when the provinces or cities fail", async () => {
    const page = await pages.open('/report/city-list');
    await failRoute(page, /\/v1\/geo\/(countries\/\d+\/states|cities)(\?|$)/);
    await searchBox(page).fill('Malaysia');
    await option(page, /Malaysia/).click();
    await alert(page, 'Failed to fetch state/province and city list').waitFor();
  });
});

describe('brand picker', () => {
  it("says 'Please select a brand first' when continuing without a brand", async () => {
    const page = await pages.open('/report/brand-select');
    await continueButton(page).click();
    await alert(page, 'Please select a brand first').waitFor();
  });

  // The country and city steps are lists: the message names the list to choose from, never a field that is not there.
  it("says 'Please choose a country from the list' when a brand is chosen but no place", async () => {
    const page = await pages.open('/report/brand-select');
    await searchBox(page).fill('Starbucks');
    await option(page, /^Starbucks/).click();
    await page.getByRole('button', { name: /Brand\s*Starbucks/ }).waitFor();
    await continueButton(page).click();
    await alert(page, 'Please choose a country from the list').waitFor();
  });

  it("says 'Failed to fetch brands list' when the brand search fails", async () => {
    const page = await pages.open('/report/brand-select');
    await failRoute(page, /\/v1\/geo\/brands(\?|$)/);
    await searchBox(page).fill('Starbucks');
    await alert(page, 'Failed to fetch brands list').waitFor();
  });
});

describe('native pickers in the app, web picker as fallback', () => {
  const singapore = { countryCode: 'SG', country: 'Singapore', city: 'Singapore' };

  it('uses the city chosen in the app’s own picker and goes straight to the report preview', async () => {
    const page = await pages.open('/report/city-list', { context: 'app', fakeNative: { city: singapore } });
    await page.getByRole('heading', { name: 'Report preview' }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => window.__fakeNative?.log.some((e) => e.action === 'selectCity'))).toBe(true);
  });

  it('shows the web picker when the user dismisses the app’s picker', async () => {
    const page = await pages.open('/report/city-list', { context: 'app', fakeNative: { city: null } });
    await countriesShown(page, 20_000);
    await continueButton(page).click();
    await alert(page, 'Please select a city first').waitFor();
  });
});
