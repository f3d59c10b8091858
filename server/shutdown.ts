import type { FastifyInstance } from 'fastify';

export interface Closable {
  close?(): Promise<void>;
  stop?(): Promise<void>;
}

/**
 * The SIGTERM/SIGINT path: stop accepting connections and let requests in flight finish (app.close; requests
 * arriving on kept-alive connections meanwhile get 503), then stop the job scheduler and close the database.
 */
export function gracefulShutdown(app: FastifyInstance, after: readonly Closable[], exit: (code: number) => void = process.exit) {
  let stopping: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    stopping ??= (async () => {
      app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
      try {
        await app.close();
        for (const part of after) await (part.stop ?? part.close)?.call(part);
        exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      }
    })();
    return stopping;
  };
}
