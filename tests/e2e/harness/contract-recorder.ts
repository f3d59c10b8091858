import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats ships CommonJS; under ESM its function may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** One API request and its answer as they crossed the wire (bodies decompressed). */
export interface Exchange {
  method: string;
  url: string;
  requestHeaders: IncomingHttpHeaders;
  requestBody: string;
  status: number;
  responseHeaders: IncomingHttpHeaders;
  responseBody: string;
}

export interface RecordingProxy {
  url: string;
  exchanges(): readonly Exchange[];
  close(): Promise<void>;
}

/** API paths, under any of the document's servers; the document itself is not part of the contract it states. */
const API_PATH = /^(?:\/(?:test|prod)-api)?\/v1\/(?!openapi\.json)/;

function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * A reverse proxy in front of the server under test that passes everything through unchanged and keeps a copy of
 * every API exchange, so the traffic of the end-to-end tests can be checked against the served OpenAPI document.
 */
/** The answer's headers without the hop-by-hop ones: the browser's connection to the proxy keeps its own keep-alive. */
function endToEndHeaders(raw: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!/^(connection|keep-alive)$/i.test(raw[i]!)) kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const recorded: Exchange[] = [];
  const server = http.createServer((req, res) => {
    const requestChunks: Buffer[] = [];
    // A connection of its own per request (agent: false): a kept-alive upstream connection the server closes just as it
    // is reused would fail a request the server never saw.
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, connection: 'close' }, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.rawHeaders));
        const responseChunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => {
          responseChunks.push(chunk);
          res.write(chunk);
        });
        answer.on('end', () => {
          res.end();
          if (!API_PATH.test(req.url ?? '')) return;
          recorded.push({
            method: req.method ?? 'GET',
            url: req.url ?? '/',
            requestHeaders: req.headers,
            requestBody: decoded(Buffer.concat(requestChunks), req.headers['content-encoding']),
            status: answer.statusCode ?? 0,
            responseHeaders: answer.headers,
            responseBody: decoded(Buffer.concat(responseChunks), answer.headers['content-encoding']),
          });
        });
      },
    );
    // A page closed mid-request (the tests kill tabs) ends both sides without taking the test process down.
    forward.on('error', () => res.destroy());
    res.on('error', () => forward.destroy());
    req.on('error', () => forward.destroy());
    req.on('data', (chunk: Buffer) => {
      requestChunks.push(chunk);
      forward.write(chunk);
    });
    req.on('end', () => forward.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges: () => recorded,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Json;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const pointer = (...segments: string[]) => 'openapi.json#/' + segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const mediaType = (header: string | string[] | undefined) => String(header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Checks exchanges against an OpenAPI 3.1 document the way a validating proxy does: each request names a documented
 * operation; what the server accepted (2XX) is a request the document allows (parameters, headers, body, token), and
 * what the document allows the server does not refuse as invalid (VALIDATION_FAILED); each answer matches the
 * document's response for its status and content type. Returns one line per violation.
 */
export function contractViolations(document: Document, exchanges: readonly Exchange[], validationFailedCode: number): string[] {
  const bodies = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  const texts = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, coerceTypes: true });
  for (const ajv of [bodies, texts]) {
    addFormats(ajv);
    ajv.addSchema({ ...document, $id: 'openapi.json' });
  }
  const compiled = new Map<string, ValidateFunction>();
  const validator = (ajv: Ajv2020, key: string, schema: Json) => {
    const id = (ajv === texts ? 'text:' : 'body:') + key;
    let validate = compiled.get(id);
    if (!validate) compiled.set(id, (validate = ajv.compile(schema)));
    return validate;
  };
  const prefixes = (document.servers ?? [{ url: '/' }]).map((s) => s.url.replace(/\/$/, '')).sort((a, b) => b.length - a.length);
  const routes = Object.entries(document.paths).map(([template, operations]) => ({
    template,
    operations,
    pattern: new RegExp('^' + template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, '(?<$1>[^/]+)') + '$'),
  }));

  const violations: string[] = [];
  for (const exchange of exchanges) {
    const url = new URL(exchange.url, 'http://recorded');
    const prefix = prefixes.find((p) => p === '' || url.pathname.startsWith(p + '/')) ?? '';
    const path = url.pathname.slice(prefix.length);
    const match = routes.map((r) => ({ r, m: r.pattern.exec(path) })).find(({ m }) => m !== null);
    const method = exchange.method.toLowerCase() === 'post' && mediaType(exchange.requestHeaders['x-http-method-override']) === 'update' ? 'patch' : exchange.method.toLowerCase();
    const operation = match?.r.operations[method];
    const where = `${exchange.method} ${exchange.url} -> ${exchange.status}`;
    if (!match || !operation) {
      if (exchange.status !== 404 && exchange.status !== 405) violations.push(`${where}: no documented operation`);
      continue;
    }
    const base = ['paths', match.r.template, method];

    // The request, as the document describes it.
    const requestProblems: string[] = [];
    const values: Record<Parameter['in'], Json> = {
      path: Object.fromEntries(Object.entries(match.m!.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])),
      query: Object.fromEntries(url.searchParams),
      header: exchange.requestHeaders as Json,
      cookie: {},
    };
    for (const place of ['path', 'query', 'header'] as const) {
      const declared = (operation.parameters ?? []).filter((p) => p.in === place);
      if (declared.length === 0) continue;
      const schema = {
        type: 'object',
        properties: Object.fromEntries(declared.map((p) => [place === 'header' ? p.name.toLowerCase() : p.name, p.schema])),
        required: declared.filter((p) => p.required).map((p) => (place === 'header' ? p.name.toLowerCase() : p.name)),
      };
      const validate = validator(texts, `${operation.operationId}:${place}`, schema);
      if (!validate(structuredClone(values[place]))) requestProblems.push(`${place} ${texts.errorsText(validate.errors)}`);
    }
    const requiresToken = operation.security !== undefined && operation.security.every((alternative) => Object.keys(alternative).length > 0);
    if (requiresToken && !exchange.requestHeaders.authorization) requestProblems.push('no token, which the operation requires');
    if (operation.requestBody) {
      const type = mediaType(exchange.requestHeaders['content-type']);
      const content = operation.requestBody.content[type];
      if (!content) requestProblems.push(`request content type ${type || '(none)'} not documented`);
      else {
        let body: unknown = exchange.requestBody;
        try {
          body = JSON.parse(exchange.requestBody);
        } catch {
          // validated as text
        }
        const validate = validator(bodies, pointer(...base, 'requestBody', 'content', type, 'schema'), { $ref: pointer(...base, 'requestBody', 'content', type, 'schema') });
        if (!validate(body)) requestProblems.push(`body ${bodies.errorsText(validate.errors)}`);
      }
    }
    if (exchange.status >= 200 && exchange.status < 300 && requestProblems.length > 0) {
      violations.push(`${where}: accepted a request the document forbids: ${requestProblems.join('; ')}`);
    }

    // The answer, as the document describes it.
    const type = mediaType(exchange.responseHeaders['content-type']);
    const statusKey = [String(exchange.status), `${String(exchange.status)[0]}XX`, 'default'].find((k) => operation.responses[k]);
    if (!statusKey) {
      violations.push(`${where}: status not documented`);
      continue;
    }
    const content = operation.responses[statusKey]!.content;
    if (!content) continue;
    if (!content[type]) {
      violations.push(`${where}: answer content type ${type || '(none)'} not documented`);
      continue;
    }
    let body: unknown = exchange.responseBody;
    if (type === 'application/json') {
      try {
        body = JSON.parse(exchange.responseBody);
      } catch {
        violations.push(`${where}: answer is not JSON`);
        continue;
      }
    }
    const ref = pointer(...base, 'responses', statusKey, 'content', type, 'schema');
    const validate = validator(bodies, ref, { $ref: ref });
    if (!validate(body)) violations.push(`${where}: answer ${bodies.errorsText(validate.errors)}`);
    const refusedAsInvalid = (body as { code?: unknown } | null)?.code === validationFailedCode;
    if (refusedAsInvalid && requestProblems.length === 0) violations.push(`${where}: refused as invalid a request the document allows`);
  }
  return violations;
}
