import type { ComponentChildren } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import { useRowsNearView } from './use-rows-near-view.js';
import './picker.css';

export interface ListOption {
  id: string;
  label: string;
  /** Second line: a count, an English name, a region. */
  hint?: string;
}

/** A list's options by position, so a long list can make each option only once it is shown. */
export interface OptionList {
  readonly length: number;
  item(index: number): ListOption | undefined;
}

interface Props {
  /** Accessible name of the search box (also its placeholder). */
  label: string;
  query: string;
  onQuery: (query: string) => void;
  /** Enter with no option highlighted. */
  onSubmit?: () => void;
  options: OptionList;
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
 * ↑/↓ move through the options, Enter picks the highlighted one, and a tap picks directly. Long lists render the rows
 * near the view (aria-setsize and aria-posinset tell assistive technology the whole list's size).
 */
export function SearchableList({ label, query, onQuery, onSubmit, options, selectedId, onSelect, status, describedBy, invalid }: Props) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  // New options (the search answered) keep the reader in the list: a highlight moves to the first new option, so an
  // arrow pressed before the answer came still picks from it.
  useEffect(() => setActive((current) => (current >= 0 && options.length > 0 ? 0 : -1)), [options]);
  const rows = useRowsNearView(options.length, query);
  const optionId = (i: number) => `${listId}-${i}`;
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const next = active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length;
      rows.reveal(next);
      setActive(next);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const option = options.item(active);
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
          {firstOptions(options, rows.shown).map((o, i) => (
            <li
              key={o.id}
              id={optionId(i)}
              role="option"
              aria-setsize={options.length}
              aria-posinset={i + 1}
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
      {!status && rows.more && <div ref={rows.sentinel} class="searchable-more" aria-hidden="true" />}
    </div>
  );
}

function firstOptions(options: OptionList, count: number): ListOption[] {
  const shown: ListOption[] = [];
  for (let i = 0; i < count; i++) shown.push(options.item(i)!);
  return shown;
}
