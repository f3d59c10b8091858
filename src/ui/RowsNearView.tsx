import type { ComponentChildren } from 'preact';
import { useRowsNearView } from './use-rows-near-view.js';

/**
 * A long list of a report (a brand's cities, countries and stores; a city's local areas) rendered a batch at a time as it nears the view:
 * Starbucks' report lists hundreds of rows, and building them all in the report's first task was most of its
 * Lighthouse Total Blocking Time. `wrap` puts the rendered rows in their container (a list's sentinel cannot be
 * inside its `<ul>`).
 */
export function RowsNearView<T>({ items, row, wrap = (rows) => rows }: {
  items: readonly T[];
  row: (item: T) => ComponentChildren;
  wrap?: (rows: ComponentChildren) => ComponentChildren;
}) {
  const rows = useRowsNearView(items.length, items);
  return (
    <>
      {wrap(items.slice(0, rows.shown).map(row))}
      {rows.more && <div ref={rows.sentinel} class="rows-more" aria-hidden="true" />}
    </>
  );
}
