import type { ExportKind } from '../../contracts/exports.js';
import type { Locales } from '../../i18n/i18n-types.js';
import { baseLocale, loadedLocales } from '../../i18n/i18n-util.js';
import { translator } from '../http/language.js';

/**
 * Where the screen of each report kind keeps its texts: the dictionary sections it labels the answer's fields from,
 * and the fields it names otherwise (`section.field` for one inside a section of the answer). A printed heading is the
 * screen's text wherever the screen has one, so a field reads the same on screen and on paper in every language.
 */
const SCREEN_TEXTS: Record<ExportKind, { sections: readonly string[]; names?: Readonly<Record<string, string>> }> = {
  city: { sections: ['city.report'], names: { local: 'localStatistics' } },
  brand: { sections: ['brand.report'] },
  'ai-analysis': {
    sections: ['aiAnalysis.pages', 'aiAnalysis.position', 'aiAnalysis.score', 'aiAnalysis.trade', 'aiAnalysis.activity', 'aiAnalysis.competition', 'aiAnalysis.economy', 'aiAnalysis.customers'],
    names: {
      investmentOpportunity: 'investment', averageTransactionValue: 'atv', purchaseFrequency: 'frequency', nearestCompetitor: 'nearest',
      ownBrandStores: 'ownStores', projectedCapacity: 'capacity', contribution: 'points', 'factors.value': 'factorValue', 'competition.stores': 'list',
    },
  },
  area: { sections: [] },
  recommendation: { sections: [] },
  receipt: { sections: [] },
};

type Section = Record<string, unknown>;
/** The section at `path` (typesafe-i18n's translation objects are proxies of functions, so either kind is walked). */
const at = (root: unknown, path: string): Section | undefined =>
  path.split('.').reduce<unknown>((node, key) => (node && (typeof node === 'object' || typeof node === 'function') ? (node as Section)[key] : undefined), root) as Section | undefined;

/**
 * The screen's text for the answer's field `key` inside `parent` (the key of the object holding it), in `lang`; undefined
 * where the screen has none. Tried in order: the screen's own name for `parent.key`, the section-prefixed key
 * (`population` + `total` → `populationTotal`), the screen's own name for `key`, `key` itself. Texts with a placeholder
 * are labels of something else (a sentence with a number) and are passed over.
 */
export function screenTexts(kind: ExportKind, lang: Locales): (key: string, parent?: string) => string | undefined {
  const { sections, names = {} } = SCREEN_TEXTS[kind];
  const base = sections.map((path) => at(loadedLocales[baseLocale], path));
  const reader = sections.map((path) => at(translator(lang), path));
  return (key, parent) => {
    const tried = [parent && names[`${parent}.${key}`], parent && `${parent}${key[0]?.toUpperCase()}${key.slice(1)}`, names[key], key];
    for (const name of tried) {
      if (!name) continue;
      const i = base.findIndex((section) => typeof section?.[name] === 'string' && !(section[name] as string).includes('{'));
      if (i >= 0) return (reader[i]![name] as () => string)();
    }
    return undefined;
  };
}
