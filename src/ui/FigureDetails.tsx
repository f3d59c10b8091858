import type { Figure } from '../../contracts/figure.js';
import { language, LL } from '../platform/i18n/index.js';
import { localVintage, readableSource } from './figure-format.js';
import { formatModelInput, unitLabel } from './model-input-format.js';

export interface FigureDetailsProps {
  figure: Figure;
  /** The element id the figure's toggle controls. */
  id: string;
}

/** What a tap on a figure's sources opens: each dataset with its own date, origin and licence; the model and its inputs. */
export function FigureDetails({ figure, id }: FigureDetailsProps) {
  const t = LL.value;
  const p = t.provenance;
  return (
    <div class="figure-details" id={id}>
      <dl>
        <dt>{p.period()}</dt>
        <dd>{localVintage(figure.vintage, t)}</dd>
        {figure.datasets.map((d) => (
          <>
            <dt>{p.source()}</dt>
            <dd>
              {d.name} · {localVintage(d.vintage, t)}
              <span class="figure-origin">
                {readableSource(d.source)} · {p.licence()}: {d.licence}
              </span>
            </dd>
          </>
        ))}
        {figure.model && (
          <>
            <dt>{p.model()}</dt>
            <dd>
              {figure.model.name}: {figure.model.doc}
            </dd>
            {figure.model.inputs.length > 0 && (
              <>
                <dt>{p.inputs()}</dt>
                <dd>
                  {figure.model.inputs.map((i) => `${i.label}: ${formatModelInput(i.value, language.value)}${i.unit ? ` ${unitLabel(i.unit, t)}` : ''}`).join('; ')}
                </dd>
              </>
            )}
          </>
        )}
      </dl>
      {figure.note && figure.note !== 'No Data Available' && <p>{figure.note}</p>}
    </div>
  );
}
