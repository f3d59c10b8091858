import type { SessionPort } from '../session/owner.js';
import { ApiError, CLIENT_CODES } from './errors.js';

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const TOKEN_POLL_MS = 10;

/** Each request waits for the token, polling every 10 ms, and gives up after `waitMs` with `timeoutMessage`. */
export async function waitForToken(session: SessionPort, clock: Clock, waitMs: number, timeoutMessage: () => string): Promise<string> {
  const deadline = clock.now() + waitMs;
  if (!session.token.value) session.demand();
  for (;;) {
    const t = session.token.value;
    if (t) return t;
    if (clock.now() >= deadline) throw new ApiError(CLIENT_CODES.tokenTimeout, 0, timeoutMessage());
    await clock.sleep(TOKEN_POLL_MS);
  }
}
