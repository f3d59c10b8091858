import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext, DomainModule } from '../module.js';
import { ApiError, ok } from '../http/envelope.js';
import { Envelope } from '../http/schemas.js';
import { operatorOnly } from '../operator/index.js';
import { findDeletion, listDeletions, reviewDeletion } from '../accounts/index.js';
import { DeletionIdParams, DeletionStateSchema, OperatorDeletionSchema } from '../../contracts/account-data.js';
import { mergeAccounts } from './merge.js';
import { myDataRoute } from './my-data.js';
import { signInRoutes } from './sign-in.js';
import { workingDaysBetween } from './working-days.js';

const tags = ['privacy'];

/** Signing in (which may join two accounts), "all my personal data" for the signed-in account, and the operators' review of deletion requests. */
export async function privacyRoutes(scope: FastifyInstance, ctx: AppContext, list: readonly DomainModule[]): Promise<void> {
  await signInRoutes(scope, ctx, (from, into) => mergeAccounts(ctx.db, list, from, into, ctx.now()));
  await myDataRoute(scope, ctx, list);
  await scope.register(async (operator) => {
    operatorOnly(operator);
    operatorRoutes(operator, ctx);
  });
}

function operatorRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/operator/deletions',
    { schema: { tags, summary: 'Deletion requests awaiting review or erasure, oldest first (operator token)', response: { 200: Envelope(Type.Array(OperatorDeletionSchema)) } } },
    async (request) => {
      const rows = await listDeletions(ctx.db, ['pending', 'approved']);
      return ok(
        request,
        rows.map((r) => ({ id: r.id, userId: r.user_id, email: r.email, status: r.status, requestedAt: r.requested_at.toISOString(), workingDaysWaiting: workingDaysBetween(r.requested_at, ctx.now()) })),
      );
    },
  );
  for (const [action, decision] of [['approve', 'approved'], ['reject', 'rejected']] as const) {
    app.post(
      `/operator/deletions/:id/${action}`,
      {
        schema: {
          tags,
          summary: decision === 'approved' ? 'Approve a pending deletion: the erasure job erases the person within 10 minutes (operator token)' : 'Reject a pending deletion: the account is reopened (operator token)',
          params: DeletionIdParams,
          response: { 200: Envelope(DeletionStateSchema) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await reviewDeletion(ctx.db, id, decision, ctx.now()))) throw new ApiError((await findDeletion(ctx.db, id)) ? 'CONFLICT' : 'NOT_FOUND');
        const row = (await findDeletion(ctx.db, id))!;
        return ok(request, { id: row.id, status: row.status, requestedAt: row.requested_at.toISOString(), reviewedAt: row.reviewed_at?.toISOString() ?? null });
      },
    );
  }
}
