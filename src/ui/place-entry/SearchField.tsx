import { useEffect, useMemo } from 'preact/hooks';
import { debounce } from '../debounce.js';

/** A search box that searches once typing pauses (300 ms) or at once on Enter. */
export function SearchField({ label, onSearch, describedBy, invalid }: {
  label: string;
  onSearch: (q: string) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const search = useMemo(() => debounce(onSearch, 300), []);
  useEffect(() => () => search.cancel(), [search]);
  return (
    <label class="field">
      <span>{label}</span>
      <input
        type="search"
        autocomplete="off"
        enterKeyHint="search"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onInput={(ev) => search.call((ev.currentTarget as HTMLInputElement).value)}
        onKeyDown={(ev) => ev.key === 'Enter' && search.flush()}
      />
    </label>
  );
}
