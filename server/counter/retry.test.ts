import { describe, expect, it } from 'vitest';
import { retryTransaction } from './retry.js';

/** An attempt that fails with each given SQLSTATE in turn, then succeeds. */
function failing(...codes: string[]) {
  let calls = 0;
  const attempt = async () => {
    const code = codes[calls++];
    if (code) throw Object.assign(new Error(`sqlstate ${code}`), { code });
    return 'stored';
  };
  return { attempt, calls: () => calls };
}

describe('retryTransaction', () => {
  it('runs a transaction again after a deadlock or a serialization failure', async () => {
    const run = failing('40P01', '40001');
    expect(await retryTransaction(run.attempt, 5, 1)).toBe('stored');
    expect(run.calls()).toBe(3);
  });

  it('gives up after the last attempt and never repeats other errors', async () => {
    const deadlocks = failing('40P01', '40P01', '40P01');
    await expect(retryTransaction(deadlocks.attempt, 3, 1)).rejects.toMatchObject({ code: '40P01' });
    expect(deadlocks.calls()).toBe(3);
    const unique = failing('23505');
    await expect(retryTransaction(unique.attempt, 5, 1)).rejects.toMatchObject({ code: '23505' });
    expect(unique.calls()).toBe(1);
  });
});
