/*
 * A dataset's vintage as MANIFEST.md states it ('2018-04', 'c. 2024', 'see file', '1960–2025, mirror of 2026-07',
 * 'Census 2020 (published 2022)'), worded for a reader: the words in their language, every date and year in their
 * locale's calendar and style (a Thai reader's in the Buddhist era, as every other date the app and its PDFs show).
 * Shared by the app (src/ui/figure-format.ts) and the server's PDFs, so both word a vintage alike.
 */

/** The provenance words a vintage needs, in the reader's language (i18n `provenance`). */
export interface VintageWords {
  vintageInFile(): string;
  circa(arg: { year: string }): string;
  mirrorOf(arg: { date: string }): string;
}

const DATE = /\b(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?\b/g;
const formats = new Map<string, Intl.DateTimeFormat>();
const format = (locale: string, parts: 1 | 2 | 3) => {
  const key = `${locale}|${parts}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = parts === 1 ? { year: 'numeric' } : parts === 2 ? { year: 'numeric', month: 'short' } : { dateStyle: 'medium' };
    formats.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  }
  return f;
};

/** Every ISO date, month or year in the text as the locale writes it ('2026-04-01' → '1 เม.ย. 2569' in Thai). */
export function localDates(text: string, locale: string): string {
  return text.replace(DATE, (whole, y: string, m?: string, d?: string) => {
    const at = new Date(Date.UTC(Number(y), m ? Number(m) - 1 : 0, d ? Number(d) : 1));
    return Number.isNaN(at.getTime()) ? whole : format(locale, d ? 3 : m ? 2 : 1).format(at);
  });
}

export function wordVintage(vintage: string, locale: string, words: VintageWords): string {
  return vintage
    .split(/(; |, )/)
    .map((part) => {
      if (part === 'see file') return words.vintageInFile();
      const circa = /^c\. (\d{4})$/.exec(part);
      if (circa) return words.circa({ year: localDates(circa[1]!, locale) });
      const mirror = /^mirror of (.+)$/.exec(part);
      return mirror ? words.mirrorOf({ date: localDates(mirror[1]!, locale) }) : localDates(part, locale);
    })
    .join('');
}
