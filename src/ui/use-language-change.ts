import { useEffect, useRef } from 'preact/hooks';
import { language } from '../platform/i18n/index.js';

/** Runs `onChange` after the interface language changes (not on mount): data with names in it is fetched again. */
export function useLanguageChange(onChange: () => unknown): void {
  const locale = language.value;
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void onChange();
  }, [locale]);
}
