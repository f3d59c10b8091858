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
      // A span written in words ('2023-07 to 2023-09') reads as a dash between dates in every language.
      return mirror ? words.mirrorOf({ date: localDates(mirror[1]!, locale) }) : localDates(part.replace(/(\d) to (\d)/g, '$1 – $2'), locale);
    })
    .join('');
}

/**
 * The date a vintage describes, as a sortable 'YYYY-MM-DD' (a month or year counts from its start): its latest date
 * after dropping what is not the data's own (a publication date, a mirror's copy date); null when it states none
 * ('see file'). '2018-04' → '2018-04-01'; '1960–2025, mirror of 2026-07' → '2025-01-01'; 'c. 2024' → '2024-01-01'.
 */
export function vintageDate(vintage: string): string | null {
  const own = vintage.replace(/\(published [^)]*\)/g, '').replace(/mirror of \S+/g, '');
  let latest: string | null = null;
  for (const [, y, m, d] of own.matchAll(DATE)) {
    const date = `${y}-${m ?? '01'}-${d ?? '01'}`;
    if (latest === null || date > latest) latest = date;
  }
  return latest;
}

/**
 * The oldest source behind a page: of the datasets its figures draw on, the one whose data describes the earliest
 * date (ties: the first by name), so "Data as of" never claims more freshness than the stalest figure has. Null when
 * no dataset states a date.
 */
export function oldestSource<D extends { name: string; vintage: string }>(datasets: readonly D[]): D | null {
  let oldest: { d: D; date: string } | null = null;
  for (const d of datasets) {
    const date = vintageDate(d.vintage);
    if (date !== null && (oldest === null || date < oldest.date || (date === oldest.date && d.name < oldest.d.name))) oldest = { d, date };
  }
  return oldest?.d ?? null;
}
