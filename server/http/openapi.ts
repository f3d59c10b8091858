import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document is generated from the TypeBox schemas of every route and served at /v1/openapi.json. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lokasi API',
        version: '1',
        description:
          'Every JSON answer is { code, msg, data }: code 0 is success, other codes are listed in contracts/errors.ts; msg follows the App-Language header. ' +
          'Paths are also reachable under /test-api and /prod-api.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: '32-character session token' } },
      },
    },
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
