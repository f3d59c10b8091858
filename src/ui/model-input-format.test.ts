import { describe, expect, it } from 'vitest';
import { baseLocale, i18nObject, locales } from '../../i18n/i18n-util.js';
import { loadLocale } from '../../i18n/i18n-util.sync.js';
import { UNIT_COMPOUNDS, UNIT_SYMBOLS, UNIT_WORDS } from '../../i18n/units.js';
import { unitLabel } from './model-input-format.js';

for (const locale of locales) loadLocale(locale);

describe('unitLabel', () => {
  it('names every word unit in each of the 12 languages from provenance.units, the dictionary the printed reports use', () => {
    const english = i18nObject(baseLocale);
    for (const locale of locales) {
      const LL = i18nObject(locale);
      for (const [unit, key] of Object.entries(UNIT_WORDS)) {
        const label = unitLabel(unit, LL);
        expect(label, `${unit} in ${locale}`).toBe(LL.provenance.units[key]());
        expect(label.trim(), `${unit} in ${locale}`).not.toBe('');
        // Never left in English ('stations' is French too).
        const cognate = locale === 'fr' && unit === 'stations';
        if (locale !== baseLocale && !cognate) expect(label, `${unit} in ${locale}`).not.toBe(english.provenance.units[key]());
      }
    }
  });

  it('keeps symbols and currency codes as they are, and words compound units', () => {
    const th = i18nObject('th');
    for (const [unit, symbol] of Object.entries(UNIT_SYMBOLS)) expect(unitLabel(unit, th)).toBe(symbol);
    expect(unitLabel('SGD', th)).toBe('SGD');
    expect(unitLabel('SGD/USD', th)).toBe('SGD/USD');
    expect(unitLabel('stores/km²', th)).toBe('ร้าน/km²');
    expect(unitLabel('%/year', i18nObject('zh'))).toBe('%/年');
    expect(unitLabel('%/year', i18nObject('en'))).toBe('% a year');
    expect(Object.keys(UNIT_COMPOUNDS).sort()).toEqual(['%/year', 'stores/km²']);
    expect(unitLabel('stores', i18nObject('ja'))).toBe('店舗');
    expect(unitLabel('h', i18nObject('de'))).toBe('Stunden');
  });
});
