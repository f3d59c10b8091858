import type { FastifyInstance } from 'fastify';
import { installCompression } from './compression.js';
import { installErrorHandling } from './errors.js';
import { validatorCompiler } from './validation.js';
import { serializerCompiler } from './serialization.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': the route answers only encrypted (see server/crypto). */
    encrypt?: 'required';
  }
}

/** The HTTP conventions every route gets: strict validation, the error envelope, request ids, compressed JSON. */
export function installHttpConventions(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installCompression(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
