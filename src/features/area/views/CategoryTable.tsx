import type { CategoryCount } from '../../../../contracts/area.js';
import type { Figure } from '../../../../contracts/figure.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { formatFigureValue, sourceLine } from '../../../ui/figure-format.js';

/**
 * POIs by category within 500 and 1000 m as a table (a screen reader reads it by row and column), the totals as its
 * last row and their sources below: the category counts come from the same sources as the totals.
 */
export function CategoryTable({ items, total500, total1000 }: { items: CategoryCount[]; total500: Figure; total1000: Figure }) {
  const t = LL.value;
  const s = t.area.surroundings;
  const locale = language.value;
  const count = (n: number) => formatFigureValue(n, 'places', locale);
  const total = (f: Figure) => (f.value === null ? t.states.noData() : count(f.value));
  const sources = [...new Set([sourceLine(total500, t), sourceLine(total1000, t)])].filter(Boolean);
  return (
    <>
      {items.length === 0 ? (
        <p class="muted">{total500.value === null ? t.states.noData() : t.area.report.none()}</p>
      ) : (
        <table class="area-table">
          <thead>
            <tr>
              <th scope="col">{s.categories()}</th>
              <th scope="col">{s.within500()}</th>
              <th scope="col">{s.within1000()}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.key}>
                <th scope="row">{i.name}</th>
                <td>{count(i.within500)}</td>
                <td>{count(i.within1000)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{s.allCategories()}</th>
              <td>{total(total500)}</td>
              <td>{total(total1000)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      {sources.map((line) => (
        <div class="figure-source" key={line}>
          {line}
        </div>
      ))}
    </>
  );
}
