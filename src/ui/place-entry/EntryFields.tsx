import { useId } from 'preact/hooks';
import type { IndustryItem, Radius } from '../../../contracts/area.js';
import { ErrorState } from '../states.js';
import type { EntryModel } from './model.js';
import './place-entry.css';

const RADII: readonly Radius[] = [500, 1000];

/** The radius (500 or 1000 m) as two radio buttons. */
export function RadiusChoice({ m, legend, metres }: { m: EntryModel; legend: string; metres: (r: number) => string }) {
  const name = useId();
  return (
    <section class="card">
      <fieldset class="area-radius">
        <legend>{legend}</legend>
        <div class="area-choices">
          {RADII.map((r) => (
            <label key={r} class="area-choice">
              <input type="radio" name={name} checked={m.radius.value === r} onChange={() => m.setRadius(r)} />
              <span>{metres(r)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

export interface IndustryFieldTexts {
  label: string;
  /** The list's first option: 'all industries' where none is needed, 'choose an industry' where one is. */
  none: string;
  /** The app's picker button before anything is chosen. */
  choose: string;
  failed: string;
}

/**
 * The industry: the app's own picker in the native app, else the translated list under its groups in the server's
 * order; `problem` is what to say when the user went on without one where one is needed.
 */
export function IndustryField({ m, texts: t, problem = null }: { m: EntryModel; texts: IndustryFieldTexts; problem?: string | null }) {
  const ids = { field: useId(), problem: useId() };
  const industries = m.industries.value;
  const error = problem && (
    <p class="field-error" role="alert" id={ids.problem}>
      {problem}
    </p>
  );
  if (m.inApp) {
    return (
      <section class="card">
        <h3>{t.label}</h3>
        <button type="button" class="btn secondary" onClick={() => void m.chooseIndustryInApp().catch(() => undefined)}>
          {m.industry.value?.name ?? t.choose}
        </button>
        {error}
      </section>
    );
  }
  if (industries.status === 'error') {
    return (
      <section class="card">
        <ErrorState title={t.failed} onRetry={() => void m.loadIndustries()} />
      </section>
    );
  }
  return (
    <section class="card">
      <label class="field" for={ids.field}>
        <span>{t.label}</span>
        <select
          id={ids.field}
          disabled={industries.status !== 'ready'}
          value={m.industry.value?.key ?? ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(ev) => m.chooseIndustry((ev.currentTarget as HTMLSelectElement).value || null)}
        >
          <option value="">{t.none}</option>
          {industries.status === 'ready' &&
            byGroup(industries.data).map(([group, items]) => (
              <optgroup key={group} label={group}>
                {items.map((i) => (
                  <option key={i.key} value={i.key}>
                    {i.name}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
      </label>
      {error}
    </section>
  );
}

/** The industries under their translated group names, in the server's order. */
function byGroup(items: readonly IndustryItem[]): [string, IndustryItem[]][] {
  const groups = new Map<string, IndustryItem[]>();
  for (const item of items) {
    const list = groups.get(item.groupName);
    if (list) list.push(item);
    else groups.set(item.groupName, [item]);
  }
  return [...groups];
}
