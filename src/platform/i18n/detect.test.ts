import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_KEY, toLocale } from './detect.js';

const storage = (saved: string | null) => ({ get: (key: string) => (key === LANGUAGE_KEY ? saved : null) });
const emptyStorage = { get: (): string | null => null };

describe('detectLanguage: the order of its sources', () => {
  it('takes the URL query lang first', () => {
    expect(detectLanguage({ url: 'https://x.test/?lang=th#/', storage: storage('de'), navigatorLanguages: ['fr'] })).toBe('th');
  });

  it('reads lang from the query inside the hash', () => {
    expect(detectLanguage({ url: 'https://x.test/#/report/city?lang=ja', storage: storage('de'), navigatorLanguages: ['fr'] })).toBe('ja');
  });

  it('prefers the real query over the hash query', () => {
    expect(detectLanguage({ url: 'https://x.test/?lang=ko#/?lang=ja', storage: storage(null), navigatorLanguages: [] })).toBe('ko');
  });

  it('falls back to the saved language when the URL has none or an unknown one', () => {
    expect(detectLanguage({ url: 'https://x.test/#/', storage: storage('de'), navigatorLanguages: ['fr'] })).toBe('de');
    expect(detectLanguage({ url: 'https://x.test/?lang=xx', storage: storage('de'), navigatorLanguages: ['fr'] })).toBe('de');
  });

  it('then walks the browser languages in order, skipping unsupported ones', () => {
    expect(detectLanguage({ url: 'https://x.test/', storage: storage(null), navigatorLanguages: ['nl-NL', 'pt-BR', 'en'] })).toBe('pt');
    expect(detectLanguage({ url: 'https://x.test/', storage: storage('klingon'), navigatorLanguages: ['vi-VN'] })).toBe('vi');
  });

  it('ends with English', () => {
    expect(detectLanguage({ url: 'https://x.test/', storage: emptyStorage, navigatorLanguages: ['nl', 'sv-SE'] })).toBe('en');
  });
});

describe('toLocale', () => {
  it.each([
    ['zh-Hans-CN', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['zh-HK', 'zh'],
    ['pt-BR', 'pt'],
    ['ms-MY', 'ms'],
    ['in', 'id'],
    ['in-ID', 'id'],
    ['id-ID', 'id'],
    ['es_419', 'es'],
    ['EN-gb', 'en'],
    ['th', 'th'],
  ])('%s → %s', (tag, locale) => {
    expect(toLocale(tag)).toBe(locale);
  });

  it.each(['', 'nl', 'zz-ZZ', null, undefined])('%s → null', (tag) => {
    expect(toLocale(tag)).toBeNull();
  });
});
