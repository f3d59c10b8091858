import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../module.js';
import { ok } from '../http/envelope.js';
import { limits } from '../http/rate-limit.js';
import { Envelope } from '../http/schemas.js';
import { authenticate, userOrNull } from '../http/authenticate.js';
import { createSession } from '../accounts/index.js';
import { signInAccount } from '../accounts/index.js';
import { EmailCodeBody, SignInSchema } from '../../contracts/accounts.js';

/**
 * POST /auth/login: signing in with an e-mail code on any device. Sent with the device's token, the device's anonymous
 * account joins the account signed in to (merge.ts, by every module's declarations), so nothing the device made is
 * left behind; an account with an address of its own is left as it is (the device only changes account).
 */
export async function signInRoutes(scope: FastifyInstance, ctx: AppContext, join: (from: string, into: string) => Promise<boolean>): Promise<void> {
  await scope.register(async (device) => {
    authenticate(device, 'optional');
    device.withTypeProvider<TypeBoxTypeProvider>().post(
      '/auth/login',
      {
        config: { rateLimit: limits.codeVerify },
        schema: {
          tags: ['accounts'],
          summary:
            "Sign in with an e-mail code (any device). With the device's token, its anonymous account joins the account signed in to (counts, saved reports, unlocks, marks, orders, credits and membership move there) and is retired; an address without an account becomes the device's account, or a new one",
          body: EmailCodeBody,
          response: { 200: Envelope(SignInSchema) },
        },
      },
      async (request) => {
        const device = userOrNull(request);
        const target = await signInAccount(ctx, request, request.body, device);
        const merged = device !== null && device.email === null && device.userId !== target.userId && (await join(device.userId, target.userId));
        const token = await createSession(ctx.db, target.userId, ctx.now());
        return ok(request, { token, email: target.email, account: target.existing ? ('existing' as const) : ('new' as const), merged });
      },
    );
  });
}
