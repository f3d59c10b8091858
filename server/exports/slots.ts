import { ApiError } from '../http/envelope.js';

/**
 * The renders one instance's browser runs at once, PDFs of the queue and long images asked for by a download alike:
 * each holds a slot (a page) while it prints, so the browser's pages, processes and memory are bounded whatever
 * arrives. A download waits for a slot in arrival order, at most `maxWaiting` of them (more answer EXPORT_QUEUE_FULL);
 * a slot given back goes to the next waiter.
 */
export class RenderSlots {
  #free: number;
  readonly #waiting: Array<(release: () => void) => void> = [];
  #busy = 0;
  /** The most slots ever held at once (tests check the bound). */
  peak = 0;

  constructor(readonly size: number, private readonly maxWaiting: number) {
    this.#free = size;
  }

  /** A slot now, or null when all are taken: for work that waits elsewhere (the queue in the database). */
  tryTake(): (() => void) | null {
    if (this.#free === 0 || this.#waiting.length > 0) return null;
    this.#free--;
    return this.#held();
  }

  /** A slot, waiting in line for one; refused with EXPORT_QUEUE_FULL when the line is full. */
  take(): Promise<() => void> {
    const now = this.tryTake();
    if (now) return Promise.resolve(now);
    if (this.#waiting.length >= this.maxWaiting) return Promise.reject(new ApiError('EXPORT_QUEUE_FULL', null, 10));
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** A held slot's release, usable once. */
  #held(): () => void {
    this.#busy++;
    this.peak = Math.max(this.peak, this.#busy);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#busy--;
      const next = this.#waiting.shift();
      if (next) return next(this.#held());
      this.#free++;
    };
  }
}
