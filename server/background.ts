/**
 * Work the server starts without a request waiting for it (a start-up warm-up that runs while the server already
 * answers). The shutdown closes it before the database, so the work finishes on an open database instead of failing
 * half-way with "driver has already been destroyed".
 */
export class BackgroundWork {
  readonly #running = new Set<Promise<unknown>>();

  /** Runs `work` in the background; its failure is the caller's to report (`work` should catch what it logs). */
  start(work: Promise<unknown>): void {
    const settled = work.then(() => undefined, () => undefined);
    this.#running.add(settled);
    void settled.finally(() => this.#running.delete(settled));
  }

  /** Waits for the work running now (and any it starts meanwhile). */
  async close(): Promise<void> {
    while (this.#running.size) await Promise.all([...this.#running]);
  }
}
