/** SQLSTATEs that mean "run the same transaction again": serialization failure and deadlock detected. */
const RETRYABLE = new Set(['40001', '40P01']);

export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code));

/**
 * Runs `attempt` again when the database aborted it as a serialization failure or a deadlock victim, after a short
 * random pause so the colliding transactions do not meet again in step. Any other error, or the last attempt's,
 * is thrown.
 */
export async function retryTransaction<T>(attempt: () => Promise<T>, attempts = 5, pauseMs = 20): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * i * (0.5 + Math.random())));
    }
  }
}
