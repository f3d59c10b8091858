import type { IncomingMessage } from 'node:http';

/**
 * The API's contract lists an UPDATE method, but Node's HTTP parser (llhttp) answers any request line starting with
 * `UPDATE` with 400 before JavaScript sees it, and Fastify only routes methods Node knows. So UPDATE travels
 * as `POST` with `X-HTTP-Method-Override: UPDATE` (src/api does this) and is routed as PATCH, which has the
 * same meaning (a partial update). Modules register their UPDATE endpoints with `app.patch(...)`.
 */
export const UPDATE_ROUTED_AS = 'PATCH';

export function overrideMethod(req: IncomingMessage): void {
  const override = req.headers['x-http-method-override'];
  if (req.method === 'POST' && typeof override === 'string' && override.toUpperCase() === 'UPDATE') req.method = UPDATE_ROUTED_AS;
}

/** The method the client meant, for the encryption's associated data. */
export function clientMethod(req: { method: string; headers: IncomingMessage['headers'] }): string {
  const override = req.headers['x-http-method-override'];
  return typeof override === 'string' && override.toUpperCase() === 'UPDATE' ? 'UPDATE' : req.method;
}
