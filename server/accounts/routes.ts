import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../module.js';
import { ApiError, ok } from '../http/envelope.js';
import { requestLocale, translator } from '../http/language.js';
import { limits } from '../http/rate-limit.js';
import { Envelope } from '../http/schemas.js';
import { sendMail } from '../mail/index.js';
import { CODE_RULES } from '../codes/index.js';
import { issueCode, verifyCode, withdrawCode, type CodeBinding } from '../codes/index.js';
import { authenticate, signedInUser, userOrNull } from '../http/authenticate.js';
import * as accounts from './repository.js';
import { isUniqueViolation, normalizeEmail } from './sign-in.js';
import { DeletionBody, EmailCodeBody, MeSchema, SendCodeBody, SendCodeResult, TokenSchema } from '../../contracts/accounts.js';
import { DeletionIdParams, DeletionReceiptSchema, DeletionStateSchema } from '../../contracts/account-data.js';

const tags = ['accounts'];

/** A field optional in the schema but required by this combination of inputs. */
function missingField(request: FastifyRequest, field: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { fields: [{ field, rule: 'required', message: translator(requestLocale(request)).server.fields.required() }] });
}

/** A field whose value is well formed but not the account's (the address a deletion is confirmed with). */
function notTheAccounts(request: FastifyRequest, field: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { fields: [{ field, rule: 'account', message: translator(requestLocale(request)).server.fields.invalid() }] });
}

/**
 * Three scopes, one authentication hook each: a new account and a deletion's state need no token, sending a code takes
 * one when the purpose needs it, and everything about the signed-in account needs one. Signing in with an e-mail code
 * (POST /auth/login) joins the device's anonymous account into the one signed in to, so the privacy module, which
 * merges by every module's declarations, serves it (server/privacy/sign-in.ts) with `signInAccount` (sign-in.ts).
 */
export async function accountsRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  await scope.register(async (open) => openRoutes(open, ctx));
  await scope.register(async (codes) => {
    authenticate(codes, 'optional');
    codeRoutes(codes, ctx);
  });
  await scope.register(async (signedIn) => {
    authenticate(signedIn, 'required');
    accountRoutes(signedIn, ctx);
  });
}

function codeSteps(ctx: AppContext) {
  async function checkCode(requestId: string, binding: CodeBinding, code: string): Promise<void> {
    const result = await verifyCode(ctx.db, requestId, binding, code, ctx.now());
    if (result !== 'ok') throw new ApiError(result);
  }

  /** Sends a code and returns the id of this send request, which the code must be entered with. */
  async function sendCode(request: FastifyRequest, binding: CodeBinding): Promise<string> {
    const issued = await issueCode(ctx.db, binding, ctx.now());
    if (!issued.ok) throw new ApiError(issued.refusal);
    const t = translator(requestLocale(request)).server.mail;
    try {
      await sendMail(ctx, request.log, { to: binding.email, subject: t.subject[binding.purpose](), text: t.codeBody({ code: issued.code }) });
    } catch (err) {
      request.log.warn({ err: (err as Error).message }, 'verification e-mail could not be sent');
      await withdrawCode(ctx.db, issued.id);
      throw new ApiError('CODE_SEND_FAILED');
    }
    return issued.id;
  }

  return { checkCode, sendCode };
}

/** What needs no token: a new anonymous account, and a deletion request's state. */
function openRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/auth/anonymous',
    { config: { rateLimit: limits.anonymousAccount }, schema: { tags, summary: 'Create an anonymous account and its session token', response: { 200: Envelope(TokenSchema) } } },
    async (request) => {
      const userId = await accounts.createUser(ctx.db, { language: requestLocale(request) });
      return ok(request, { token: await accounts.createSession(ctx.db, userId, ctx.now()) });
    },
  );

  app.get(
    '/account/deletions/:id',
    {
      config: { rateLimit: limits.codeVerify },
      schema: { tags, summary: "A deletion request's state, read with the id its submission answered (the account's sessions are revoked, so no token)", params: DeletionIdParams, response: { 200: Envelope(DeletionStateSchema) } },
    },
    async (request) => {
      const row = await accounts.findDeletion(ctx.db, request.params.id);
      if (!row) throw new ApiError('NOT_FOUND');
      return ok(request, { id: row.id, status: row.status, requestedAt: row.requested_at.toISOString(), reviewedAt: row.reviewed_at?.toISOString() ?? null });
    },
  );
}

/** POST /auth/codes: a login code needs no token; a code to link an address or delete the account needs one. */
function codeRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { sendCode } = codeSteps(ctx);

  app.post(
    '/auth/codes',
    {
      config: { rateLimit: limits.codeSend },
      schema: { tags, summary: 'Send a 6-digit code by e-mail (valid 10 minutes, 5 attempts; at most 5 per 10 minutes, 60 s apart). Enter it with the requestId of the answer. The answer is the same whether or not the address is registered.', body: SendCodeBody, response: { 200: Envelope(SendCodeResult) } },
    },
    async (request) => {
      const { purpose } = request.body;
      // The schema requires an address for login and link (contracts/accounts.ts); delete sends to the linked one.
      const email = normalizeEmail(request.body.email ?? '');
      let requestId: string;
      if (purpose === 'login') {
        requestId = await sendCode(request, { userId: null, email, purpose });
      } else {
        const signedIn = userOrNull(request);
        if (!signedIn) throw new ApiError('UNAUTHORIZED');
        const { userId } = signedIn;
        const user = await accounts.findUser(ctx.db, userId);
        if (!user) throw new ApiError('UNAUTHORIZED');
        await accounts.setLanguage(ctx.db, userId, requestLocale(request));
        if (purpose === 'link') {
          if (user.email) throw new ApiError('EMAIL_ALREADY_LINKED');
          // Whether another account holds the address is told only to whoever enters the code (POST /auth/link):
          // answering here would tell anyone which addresses are registered.
          requestId = await sendCode(request, { userId, email, purpose });
        } else {
          if (!user.email) throw new ApiError('EMAIL_REQUIRED');
          // The deletion screen asks for the address: a code is only sent when it is the account's own.
          if (request.body.email !== undefined && email !== user.email) throw notTheAccounts(request, 'body.email');
          requestId = await sendCode(request, { userId, email: user.email, purpose });
        }
      }
      return ok(request, { requestId, expiresInSeconds: CODE_RULES.validForMs / 1000, resendAfterSeconds: CODE_RULES.minMsBetweenSends / 1000 }, 'CODE_SENT');
    },
  );
}

function accountRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { checkCode } = codeSteps(ctx);

  app.get('/me', { schema: { tags, response: { 200: Envelope(MeSchema) } } }, async (request) => {
    // Everything shown was read with the session, in one round trip (repository.ts, findLiveSession).
    const { userId, email, account } = signedInUser(request);
    return ok(request, {
      userId,
      email,
      anonymous: email === null,
      membership: account.membership ? { type: account.membership.type, validUntil: account.membership.validUntil.toISOString() } : null,
      credits: account.credits,
    });
  });

  app.post(
    '/auth/link',
    {
      config: { rateLimit: limits.codeVerify },
      schema: {
        tags,
        summary: 'Link an e-mail to the current (anonymous) account; its credits and membership stay, and logging in with that e-mail elsewhere restores them',
        body: EmailCodeBody,
        response: { 200: Envelope(Type.Object({ email: Type.String() })) },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      const email = normalizeEmail(request.body.email);
      await checkCode(request.body.requestId, { userId, email, purpose: 'link' }, request.body.code);
      try {
        if (!(await accounts.linkEmail(ctx.db, userId, email))) throw new ApiError('EMAIL_ALREADY_LINKED');
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError('EMAIL_IN_USE');
        throw error;
      }
      return ok(request, { email });
    },
  );

  app.post('/auth/logout', { schema: { tags, summary: 'Revoke the current session token at once', response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const { sessionId } = signedInUser(request);
    await accounts.revokeSession(ctx.db, sessionId, ctx.now());
    return ok(request, null);
  });

  app.post(
    '/account/deletion',
    {
      config: { rateLimit: limits.codeVerify },
      schema: {
        tags,
        summary: 'Ask for the account to be deleted: every session is revoked at once and the request awaits review; once approved, the person is erased. Accounts with an e-mail confirm with a code (purpose delete).',
        body: DeletionBody,
        response: { 200: Envelope(DeletionReceiptSchema) },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      const user = await accounts.findUser(ctx.db, userId);
      if (!user) throw new ApiError('UNAUTHORIZED');
      if (user.email) {
        // The schema takes code and requestId together or not at all; an account with an address must send them.
        const { code, requestId } = request.body;
        if (!code || !requestId) throw missingField(request, 'body.code');
        await checkCode(requestId, { userId, email: user.email, purpose: 'delete' }, code);
      }
      const id = await accounts.submitDeletion(ctx.db, userId, user.email, ctx.now());
      return ok(request, { id }, 'DELETION_SUBMITTED');
    },
  );
}
