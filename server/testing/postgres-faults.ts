import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A refusal PostgreSQL sends as an ErrorResponse: its SQLSTATE and message, as the server words it. */
export interface Refusal {
  code: string;
  message: string;
}

/**
 * How the relay behaves. `pass`: every byte goes to and from the real server. Otherwise the open connections are
 * ended with `existing` (as PostgreSQL ends the backends it terminates), and a new connection is refused at its start
 * with `startup`, or, without one, accepted by the relay itself and ended with `onQuery` at its first query (a backend
 * terminated while it serves a request).
 */
export type FaultMode = { kind: 'pass' } | { kind: 'fault'; existing: Refusal; startup?: Refusal; onQuery?: Refusal };

/** ErrorResponse ('E'): severity, SQLSTATE and message fields, each a C string, then a terminating zero byte. */
function errorResponse({ code, message }: Refusal): Buffer {
  const fields = Buffer.concat([
    ...[`SFATAL`, `VFATAL`, `C${code}`, `M${message}`].map((field) => Buffer.from(`${field}\0`, 'utf8')),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/** AuthenticationOk ('R', 0) then ReadyForQuery ('Z', idle): a session the relay pretends to have opened. */
const sessionReady = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);

/**
 * A TCP relay in front of a real PostgreSQL that can play the server's refusals on demand (administrator shutdown,
 * terminated backends, too many connections, …) without touching the shared server: the app under test connects
 * to `url`, a test switches `mode`.
 */
export async function postgresFaultRelay(upstreamUrl: string): Promise<{ url: string; setMode(mode: FaultMode): void; close(): Promise<void> }> {
  const upstream = new URL(upstreamUrl);
  let mode: FaultMode = { kind: 'pass' };
  const relayed = new Set<{ client: net.Socket; server: net.Socket }>();
  const sockets = new Set<net.Socket>();

  const refuseAtStartup = (client: net.Socket, fault: Extract<FaultMode, { kind: 'fault' }>) => {
    // The startup message arrives first (no SSL request: the app connects without TLS).
    client.once('data', () => {
      if (fault.startup) {
        client.end(errorResponse(fault.startup));
        return;
      }
      client.write(sessionReady);
      client.once('data', () => client.end(errorResponse(fault.onQuery ?? fault.existing)));
    });
  };

  const relay = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (mode.kind === 'fault') return refuseAtStartup(client, mode);
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    server.on('error', () => client.destroy());
    const pair = { client, server };
    relayed.add(pair);
    client.on('close', () => {
      relayed.delete(pair);
      server.destroy();
    });
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const url = new URL(upstreamUrl);
  url.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;

  return {
    url: url.toString(),
    setMode(next) {
      mode = next;
      if (next.kind === 'pass') return;
      for (const pair of relayed) {
        pair.server.unpipe(pair.client);
        pair.server.destroy();
        pair.client.end(errorResponse(next.existing));
      }
      relayed.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { server } of relayed) server.destroy();
        for (const client of sockets) client.destroy();
        relay.close(() => resolve());
      }),
  };
}
