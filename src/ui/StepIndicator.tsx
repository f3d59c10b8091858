import './picker.css';

export interface PickerStep {
  id: string;
  label: string;
  /** What was chosen in this step, shown under its label. */
  value?: string | null;
  /** A step the user may go back (or on) to. */
  enabled: boolean;
}

/** The steps of a picker (country → state → city, ...): the current one is marked, earlier ones can be revisited. */
export function StepIndicator({ label, steps, current, onStep }: {
  label: string;
  steps: readonly PickerStep[];
  current: string;
  onStep: (id: string) => void;
}) {
  return (
    <nav aria-label={label}>
      <ol class="steps">
        {steps.map((s) => (
          <li key={s.id} data-current={s.id === current || undefined}>
            <button type="button" aria-current={s.id === current ? 'step' : undefined} disabled={!s.enabled} onClick={() => onStep(s.id)}>
              <span class="steps-label">{s.label}</span>
              {s.value && <span class="steps-value">{s.value}</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
