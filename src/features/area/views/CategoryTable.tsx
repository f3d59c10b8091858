import type { CategoryCount } from '../../../../contracts/area.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { formatFigureValue, sourceLine } from '../../../ui/figure-format.js';

/** POIs by category within 500 and 1000 m as a table (a screen reader reads it by row and column), one source line below. */
export function CategoryTable({ items }: { items: CategoryCount[] }) {
  const t = LL.value;
  const s = t.area.surroundings;
  const locale = language.value;
  const cell = (f: CategoryCount['within500']) => (f.value === null ? t.states.noData() : formatFigureValue(f.value, f.unit, locale));
  const sources = [...new Set(items.flatMap((i) => [sourceLine(i.within500, t), sourceLine(i.within1000, t)]))].filter(Boolean);
  if (items.length === 0) return <p class="muted">{t.area.report.none()}</p>;
  return (
    <>
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
              <td>{cell(i.within500)}</td>
              <td>{cell(i.within1000)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sources.map((line) => (
        <div class="figure-source" key={line}>
          {line}
        </div>
      ))}
    </>
  );
}
