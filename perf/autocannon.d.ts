// The part of autocannon's API that perf/bench.ts uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string | undefined;
    /** Requests each connection sends in turn; setupRequest may change one (e.g. its path) just before it goes. */
    requests?: Array<{ setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }> | undefined;
  }

  interface Result {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  type Instance = EventEmitter & PromiseLike<Result>;

  function autocannon(options: Options): Instance;
  export default autocannon;
}
