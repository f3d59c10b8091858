import type { ActionName } from './actions.js';

/** The native side did not answer in time. */
export class BridgeTimeoutError extends Error {
  override readonly name = 'BridgeTimeoutError';
  constructor(readonly action: string, readonly timeoutMs: number) {
    super(`Bridge action "${action}" got no answer within ${timeoutMs} ms`);
  }
}

/** The action cannot run in this context (no native bridge and no browser fallback). */
export class BridgeUnavailableError extends Error {
  override readonly name = 'BridgeUnavailableError';
  constructor(readonly action: ActionName | string, readonly context: string) {
    super(`Bridge action "${action}" is not available in the ${context} context`);
  }
}

/** The native side (or the fallback) answered with a failure. `code` is the native error code, e.g. "unknown_action". */
export class BridgeActionError extends Error {
  override readonly name = 'BridgeActionError';
  constructor(readonly action: string, readonly code: string, message?: string) {
    super(message || `Bridge action "${action}" failed: ${code}`);
  }
}
