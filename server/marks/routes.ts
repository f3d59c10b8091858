import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../module.js';
import { ApiError, ok } from '../http/envelope.js';
import { requestLocale, translator } from '../http/language.js';
import { Envelope } from '../http/schemas.js';
import { byUser, perRoute } from '../http/rate-limit.js';
import { authenticate, signedInUser, type Caller } from '../http/authenticate.js';
import { FREE_MARKS, markId, MEMBER_MARKS } from '../../contracts/mark-id.js';
import { MarkListSchema, MarkSyncBodySchema, MarkSyncResultSchema } from '../../contracts/marks.js';
import { listMarks, syncMarks } from './repository.js';

const tags = ['marks'];

/** How many marks the account may hold now: members MEMBER_MARKS, others FREE_MARKS. */
const limitOf = (user: Caller) => (user.account.membership ? MEMBER_MARKS : FREE_MARKS);

export async function marksRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  await scope.register(async (signedIn) => {
    authenticate(signedIn, 'required');
    const app = signedIn.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/marks', { schema: { tags, summary: "The account's marked places, newest first, and how many it may hold", response: { 200: Envelope(MarkListSchema) } } }, async (request) => {
      const user = signedInUser(request);
      return ok(request, { items: await listMarks(ctx.db, user.userId), limit: limitOf(user) });
    });
    app.post(
      '/marks/sync',
      {
        config: { rateLimit: perRoute(60, '1 minute', byUser) },
        schema: {
          tags,
          summary: `A device's marks and removals since its last sync (at most 100 each); answers the account's marks after them. A non-member holds ${FREE_MARKS}, a member up to ${MEMBER_MARKS}: new marks beyond are refused`,
          body: MarkSyncBodySchema,
          response: { 200: Envelope(MarkSyncResultSchema) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const wrong = request.body.put.findIndex((m) => m.id !== markId(m.lat, m.lon));
        if (wrong >= 0) {
          const message = translator(requestLocale(request)).server.fields.invalid();
          throw new ApiError('VALIDATION_FAILED', { fields: [{ field: `body.put.${wrong}.id`, rule: 'markId', message }] });
        }
        const { refused } = await syncMarks(ctx.db, user.userId, request.body, limitOf(user), ctx.now());
        return ok(request, { items: await listMarks(ctx.db, user.userId), limit: limitOf(user), refused });
      },
    );
  });
}
