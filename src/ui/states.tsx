import type { ComponentChildren } from 'preact';
import { LL } from '../platform/i18n/index.js';

/** Shown while a screen's chunk or data is on its way; announced politely to screen readers. */
export function Loading({ label }: { label?: string }) {
  return (
    <div class="state" role="status" aria-live="polite">
      <span class="spinner" aria-hidden="true" />
      <span>{label ?? LL.value.states.loading()}</span>
    </div>
  );
}

export function Empty({ children }: { children?: ComponentChildren }) {
  return <div class="state">{children ?? LL.value.states.empty()}</div>;
}

/** A failure with a way out: the retry button re-runs what failed. */
export function ErrorState({ title, text, onRetry }: { title?: string; text?: string; onRetry?: () => void }) {
  return (
    <div class="state" role="alert">
      <strong>{title ?? LL.value.states.error()}</strong>
      {text && <p>{text}</p>}
      {onRetry && (
        <button type="button" class="btn" onClick={onRetry}>
          {LL.value.states.retry()}
        </button>
      )}
    </div>
  );
}
