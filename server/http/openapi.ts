import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { ErrorEnvelope } from '../../contracts/envelope.js';
import { closeObjects } from './validation.js';
import { UPDATE_ROUTED_AS } from './method-override.js';

/** Where the same API answers: the server rewrites `/test-api/...` and `/prod-api/...` to `/...` (app.ts). */
export const API_SERVERS = [{ url: '/' }, { url: '/test-api' }, { url: '/prod-api' }];

/** Headers every operation reads (language of `msg`, response encryption; server/http/language.ts, server/crypto). */
const commonHeaders = {
  'app-language': {
    type: 'string',
    maxLength: 35,
    description: 'Language of msg and of translated texts: en de es fr id ja ko ms pt th vi zh (a region or other tag falls back to its language, then English)',
  },
  'x-lokasi-encrypt': {
    type: 'string',
    pattern: '^[A-Za-z0-9_-]{16}\\.[0-9]{1,16}$',
    description: '<keyId>.<sentAt>: answer encrypted (text/plain v2.<keyId>.<sentAt>.<iv>.<ciphertext+tag>) with a key of POST /v1/crypto/session-key; sentAt is the request time in ms',
  },
};

/** The UPDATE travels as POST with this header and is routed as PATCH (method-override.ts). */
const methodOverrideHeader = {
  'x-http-method-override': { type: 'string', enum: ['UPDATE'], description: 'Send this operation as POST with X-HTTP-Method-Override: UPDATE' },
};

/** `POST /v1/counter/sessions/{id}` -> `postCounterSessionsById`: stable, derived from method and path. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/v1\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

type JsonObject = Record<string, unknown>;

/**
 * The route's schema as the document shows it: the body as the server validates it (unknown fields rejected,
 * validation.ts), the headers every route reads, and an operationId.
 */
function documentedSchema(schema: FastifySchema & JsonObject, route: RouteOptions): FastifySchema {
  const method = (Array.isArray(route.method) ? route.method[0]! : route.method) as string;
  const routeHeaders = (schema.headers as { properties?: JsonObject; required?: string[] } | undefined) ?? {};
  const encryptionRequired = route.config?.encrypt === 'required';
  return {
    ...schema,
    operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, route.url),
    ...(schema.body ? { body: closeObjects(schema.body) } : {}),
    headers: {
      type: 'object',
      properties: { ...commonHeaders, ...(method === UPDATE_ROUTED_AS ? methodOverrideHeader : {}), ...routeHeaders.properties },
      required: [...(routeHeaders.required ?? []), ...(encryptionRequired ? ['x-lokasi-encrypt'] : [])],
    },
  };
}

const encryptedBody = {
  schema: { type: 'string', pattern: '^v2\\.[A-Za-z0-9_-]+\\.[0-9]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' },
  description: 'The answer encrypted, when the request sent X-Lokasi-Encrypt (see POST /v1/crypto/session-key)',
};
const errorResponse = (description: string) => ({
  description,
  headers: { 'retry-after': { schema: { type: 'integer', minimum: 1 }, description: 'Seconds to wait (429 and 503)' } },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } }, 'text/plain': encryptedBody },
});

/** Every operation answers errors in one body (contracts/envelope.ts), and any answer may be the encrypted text. */
function withErrorsAndEncryption(document: JsonObject): JsonObject {
  const paths = (document.paths ?? {}) as Record<string, Record<string, { responses?: Record<string, { content?: JsonObject }> }>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const responses = (operation.responses ??= {});
      for (const response of Object.values(responses)) response.content = { ...response.content, 'text/plain': encryptedBody };
      responses['4XX'] = errorResponse('Refused: the code (contracts/errors.ts) says why; VALIDATION_FAILED lists the fields');
      responses['5XX'] = errorResponse('Server error or database unavailable');
    }
  }
  const components = (document.components ?? {}) as JsonObject;
  return { ...document, paths, components: { ...components, schemas: { ...(components.schemas as JsonObject), Error: ErrorEnvelope } } };
}

/** The OpenAPI document is generated from the TypeBox schemas of every route and served at /v1/openapi.json. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lokasi API',
        version: '1',
        description:
          'Every JSON answer is { code, msg, data }: code 0 is success, other codes are listed in contracts/errors.ts and in the Error schema; msg follows the App-Language header. ' +
          'Paths are also reachable under /test-api and /prod-api.',
      },
      servers: API_SERVERS,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: '32-character session token' } },
      },
    },
    transform: ({ schema, url, route }) => ({ schema: documentedSchema((schema ?? {}) as FastifySchema & JsonObject, route), url }),
    transformObject: (document) => withErrorsAndEncryption(('openapiObject' in document ? document.openapiObject : document.swaggerObject) as JsonObject),
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
