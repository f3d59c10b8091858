import { useState } from 'preact/hooks';
import { Link } from '../../../platform/routing/router.js';
import { LL } from '../../../platform/i18n/index.js';
import { PRODUCT } from '../../../platform/routing/route-def.js';
import { Dialog } from '../../../ui/Dialog.js';
import { OPERATIONS, type Operation } from '../domain/gestures.js';
import { FREE_ITEMS, MAX_ITEMS, type SettingsProblem } from '../domain/settings.js';
import { roleOf, type CountItem } from '../domain/taps.js';

type Row = { title: string; operation: Operation | '' };

/** The count items: a title and a gesture each (the settings rules, checked on save). */
export function SettingsDialog({
  items,
  member,
  onSave,
  onClose,
}: {
  items: CountItem[];
  member: boolean;
  onSave(items: CountItem[]): SettingsProblem | null;
  onClose(): void;
}) {
  const [rows, setRows] = useState<Row[]>(items.map((i) => ({ ...i })));
  const [problem, setProblem] = useState<SettingsProblem | null>(null);
  const t = LL.value.counter;
  const set = (index: number, patch: Partial<Row>) => setRows(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  // Members may press Add at six items too: the answer is the spec message, not a button that silently vanished.
  const canAdd = member || rows.length < FREE_ITEMS;

  const save = (e: Event) => {
    e.preventDefault();
    const found = onSave(rows as CountItem[]);
    setProblem(found);
    if (!found) onClose();
  };
  const add = () => {
    if (rows.length >= MAX_ITEMS) return setProblem({ error: 'tooMany' });
    setRows([...rows, { title: '', operation: '' }]);
  };

  return (
    <Dialog title={t.settings.title()} onClose={onClose}>
      <form class="counter-settings" onSubmit={save} noValidate>
        {rows.map((row, i) => (
          <ItemRow
            key={i}
            row={row}
            index={i}
            invalid={problem?.index === i}
            onChange={(patch) => set(i, patch)}
            onRemove={rows.length > 1 ? () => setRows(rows.filter((_, j) => j !== i)) : null}
          />
        ))}
        {problem && (
          <p class="field-error" role="alert">
            {t.settings.errors[problem.error]()}
          </p>
        )}
        {canAdd ? (
          <button type="button" class="btn secondary" onClick={add}>
            {t.settings.add()}
          </button>
        ) : (
          !member && (
            <p class="muted">
              {t.member.advancedText()} <Link to={`/${PRODUCT}/member/home`}>{t.member.upgrade()}</Link>
            </p>
          )
        )}
        <div class="counter-actions">
          <button type="button" class="btn secondary" onClick={onClose}>
            {t.settings.cancel()}
          </button>
          <button type="submit" class="btn">
            {t.settings.save()}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** One count item: its title and its gesture, and Remove while it is not the only one. */
function ItemRow({ row, index, invalid, onChange, onRemove }: { row: Row; index: number; invalid: boolean; onChange(patch: Partial<Row>): void; onRemove: (() => void) | null }) {
  const t = LL.value.counter;
  return (
    <fieldset class="counter-item-row" aria-invalid={invalid}>
      <legend>{t.roles[roleOf(index)]()}</legend>
      <label class="field">
        <span>{t.settings.itemTitle()}</span>
        <input value={row.title} maxLength={40} onInput={(e) => onChange({ title: e.currentTarget.value })} />
      </label>
      <label class="field">
        <span>{t.settings.operation()}</span>
        <select value={row.operation} onChange={(e) => onChange({ operation: e.currentTarget.value as Operation | '' })}>
          <option value="">{t.settings.choose()}</option>
          {OPERATIONS.map((op) => (
            <option key={op} value={op}>
              {t.operations[op]()}
            </option>
          ))}
        </select>
      </label>
      {onRemove && (
        <button type="button" class="btn secondary" onClick={onRemove}>
          {t.settings.remove()}
        </button>
      )}
    </fieldset>
  );
}
