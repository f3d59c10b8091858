import { useEffect, useState } from 'preact/hooks';
import type { IndustryItem } from '../../../../contracts/area.js';
import { language } from '../../../platform/i18n/index.js';
import { areaApi } from '../api.js';

/** The translated industry list, fetched once per language for every report header that names a query's industry. */
const lists = new Map<string, Promise<IndustryItem[]>>();

function industriesIn(locale: string): Promise<IndustryItem[]> {
  let list = lists.get(locale);
  if (!list) {
    list = areaApi.industries();
    list.catch(() => lists.delete(locale));
    lists.set(locale, list);
  }
  return list;
}

/** The industry's name in the interface language; null while it loads (or if the list cannot be had). */
export function useIndustryName(key: string | null): string | null {
  const locale = language.value;
  const [name, setName] = useState<{ key: string; locale: string; name: string } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    industriesIn(locale).then(
      (items) => live && setName({ key, locale, name: items.find((i) => i.key === key)?.name ?? key }),
      () => undefined,
    );
    return () => void (live = false);
  }, [key, locale]);
  return name && name.key === key && name.locale === locale ? name.name : null;
}
