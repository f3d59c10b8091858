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
  forbidStoringPersonalAnswers(app);
}

/**
 * Answers to a request with a token are that user's, and answers to writes (which hand out tokens, codes, balances)
 * are that caller's: no browser, proxy or WebView cache may keep them (a shared device or a caching proxy would show
 * them to the next person). Public GET answers (reports, the web app) keep whatever caching they chose.
 */
function forbidStoringPersonalAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const personal = request.headers.authorization !== undefined || (request.method !== 'GET' && request.method !== 'HEAD');
    if (personal) reply.header('cache-control', 'no-store');
    return payload;
  });
}
