import { useId } from 'preact/hooks';
import { language, LANGUAGE_NAMES, LANGUAGE_ORDER, LL, setLanguage, type Locales } from '../platform/i18n/index.js';

/** The 12 interface languages, each in its own name; switching keeps the page and saves the choice. */
export function LanguageSelect() {
  const id = useId();
  return (
    <span class="language-select">
      <label for={id} class="visually-hidden">
        {LL.value.intro.language()}
      </label>
      <select id={id} value={language.value} onChange={(e) => void setLanguage(e.currentTarget.value as Locales)}>
        {LANGUAGE_ORDER.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
