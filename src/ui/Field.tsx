import type { JSX } from 'preact';
import { useId } from 'preact/hooks';

type InputProps = Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'id' | 'class'>;

/**
 * A labelled input whose error is announced: the message is tied to the input with aria-describedby and
 * aria-invalid, and read out when it appears (role=alert).
 */
export function Field({ label, error, ...input }: InputProps & { label: string; error?: string | null }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <label class="field" for={id}>
      <span>{label}</span>
      <input id={id} aria-invalid={error ? 'true' : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <span id={errorId} class="field-error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
