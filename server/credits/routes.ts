import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../module.js';
import { authenticate, signedInUser } from '../http/authenticate.js';
import { ok } from '../http/envelope.js';
import { requestLocale, translator } from '../http/language.js';
import { Envelope } from '../http/schemas.js';
import { getBalance, ledgerHistory } from './ledger.js';
import { CreditsSchema, HistoryQuery, HistorySchema } from '../../contracts/credits.js';

export function creditsRoutes(scope: FastifyInstance, ctx: AppContext): void {
  authenticate(scope, 'required');
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/credits', { schema: { tags: ['credits'], response: { 200: Envelope(CreditsSchema) } } }, async (request) => {
    const { userId } = signedInUser(request);
    const balance = await getBalance(ctx.db, userId, ctx.now());
    return ok(request, { ...balance, rule: translator(requestLocale(request)).server.creditsRule() });
  });

  app.get('/credits/history', { schema: { tags: ['credits'], querystring: HistoryQuery, response: { 200: Envelope(HistorySchema) } } }, async (request) => {
    const { userId } = signedInUser(request);
    const items = await ledgerHistory(ctx.db, userId, request.query.limit ?? 20, request.query.before);
    return ok(request, { items });
  });
}
