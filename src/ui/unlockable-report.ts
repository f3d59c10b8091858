import { computed, signal } from '@preact/signals';
import type { UnlockAnswer } from '../../contracts/area.js';
import { createReportLoader } from './report-loader.js';
import type { RemoteData } from './remote-data.js';

/**
 * A report with locked blocks (the area reports, the AI analysis): the report of the route's target, and `unlock`,
 * which spends the credit for the report on screen (once per user and report: the server decides) and then shows the
 * unlocked report the unlock answered, with its data in place: no second request, and no loading screen in between
 * (the dialog and the scroll position stay).
 */
export function createUnlockableReport<T, R>({ fetch, unlock: spend, unlocked: took }: {
  fetch: (target: T) => Promise<R>;
  /** Spends the credit for this report (the one on screen); answers the balance and the report unlocked. */
  unlock: (report: R) => Promise<UnlockAnswer<R>>;
  /** The unlocked report arrived (e.g. to keep it on the device); optional. */
  unlocked?: (report: R) => void;
}) {
  const loader = createReportLoader<T, R>(fetch);
  const unlocked = signal<RemoteData<R> | null>(null);
  const report = computed(() => unlocked.value ?? loader.report.value);
  let opened = 0;

  async function unlock(): Promise<UnlockAnswer<R>> {
    const shown = report.peek();
    if (shown.status !== 'ready') throw new Error('No report to unlock');
    const mine = opened;
    const answer = await spend(shown.data);
    // A report opened meanwhile is not replaced by the one this unlock answered.
    if (mine === opened) {
      unlocked.value = { status: 'ready', data: answer.report };
      took?.(answer.report);
    }
    return answer;
  }

  return {
    report,
    open(target: T | null) {
      opened++;
      unlocked.value = null;
      return loader.open(target);
    },
    retry() {
      unlocked.value = null;
      return loader.retry();
    },
    unlock,
  };
}
