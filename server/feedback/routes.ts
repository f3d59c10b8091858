import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../module.js';
import { ApiError, ok } from '../http/envelope.js';
import { Envelope } from '../http/schemas.js';
import { perRoute } from '../http/rate-limit.js';
import { authenticate, signedInUser } from '../http/authenticate.js';
import { operatorOnly } from '../operator/index.js';
import { FeedbackBody, OperatorFeedbackSchema } from '../../contracts/account-data.js';
import { latestFeedback, submitFeedback } from './repository.js';
import { FEEDBACK_LIMITS, feedbackText } from './rules.js';
import { requestLocale, translator } from '../http/language.js';

const tags = ['feedback'];

export async function feedbackRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  await scope.register(async (signedIn) => {
    authenticate(signedIn, 'required');
    signedIn.withTypeProvider<TypeBoxTypeProvider>().post(
      '/feedback',
      {
        // Per address too, so a flood of fresh anonymous accounts from one network is slowed as well.
        config: { rateLimit: perRoute(30, '1 hour') },
        schema: { tags, summary: `Send feedback: at most ${FEEDBACK_LIMITS.perHour} an hour and ${FEEDBACK_LIMITS.perDay} a day per account`, body: FeedbackBody, response: { 200: Envelope(Type.Null()) } },
      },
      async (request) => {
        const { userId } = signedInUser(request);
        const text = feedbackText(request.body.text);
        if (text === null) throw new ApiError('VALIDATION_FAILED', { fields: [{ field: 'body.text', rule: 'minLength', message: translator(requestLocale(request)).server.fields.tooShort() }] });
        if (!(await submitFeedback(ctx.db, userId, { ...request.body, text }, ctx.now()))) throw new ApiError('RATE_LIMITED');
        return ok(request, null, 'FEEDBACK_SUBMITTED');
      },
    );
  });
  await scope.register(async (operator) => {
    operatorOnly(operator);
    operator.withTypeProvider<TypeBoxTypeProvider>().get(
      '/operator/feedback',
      {
        schema: { tags, summary: 'Feedback, newest first (operator token)', querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }) }, { additionalProperties: false }), response: { 200: Envelope(Type.Array(OperatorFeedbackSchema)) } },
      },
      async (request) => {
        const rows = await latestFeedback(ctx.db, request.query.limit);
        return ok(request, rows.map((r) => ({ id: r.id, category: r.category, text: r.text, contact: r.contact, appVersion: r.app_version, context: r.context, createdAt: r.created_at.toISOString() })));
      },
    );
  });
}
