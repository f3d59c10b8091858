import type { ComponentChildren } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import './picker.css';

export interface ListOption {
  id: string;
  label: string;
  /** Second line: a count, an English name, a region. */
  hint?: string;
}

interface Props {
  /** Accessible name of the search box (also its placeholder). */
  label: string;
  query: string;
  onQuery: (query: string) => void;
  /** Enter with no option highlighted. */
  onSubmit?: () => void;
  options: readonly ListOption[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Shown instead of the options: a loading, empty or error state. */
  status?: ComponentChildren;
  /** Id of the element holding the current validation message, so the box announces it. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A search box over a list of options (the WAI-ARIA combobox-with-listbox pattern): typing filters or searches,
 * ↑/↓ move through the options, Enter picks the highlighted one, and a tap picks directly.
 */
export function SearchableList({ label, query, onQuery, onSubmit, options, selectedId, onSelect, status, describedBy, invalid }: Props) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  useEffect(() => setActive(-1), [options]);
  const optionId = (i: number) => `${listId}-${i}`;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const next = active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const option = options[active];
      if (option) onSelect(option.id);
      else onSubmit?.();
    } else if (e.key === 'Escape' && query) {
      e.preventDefault();
      onQuery('');
    }
  };

  return (
    <div class="searchable">
      <input
        type="search"
        class="searchable-input"
        role="combobox"
        aria-label={label}
        placeholder={label}
        aria-expanded={status ? 'false' : 'true'}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autocomplete="off"
        enterKeyHint="search"
        value={query}
        onInput={(e) => onQuery(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {status ?? (
        <ul class="searchable-list" id={listId} role="listbox" aria-label={label}>
          {options.map((o, i) => (
            <li
              key={o.id}
              id={optionId(i)}
              role="option"
              aria-selected={o.id === selectedId}
              data-active={i === active || undefined}
              onClick={() => onSelect(o.id)}
            >
              <span>{o.label}</span>
              {o.hint && <span class="muted">{o.hint}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
