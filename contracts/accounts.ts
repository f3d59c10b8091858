import { Type, type Static } from '@sinclair/typebox';
import { CreditBalanceSchema } from './credits.js';

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

export const TokenSchema = Type.Object({ token: Type.String({ minLength: 32, maxLength: 32, pattern: '^[0-9A-Za-z]{32}$' }) });
export type Token = Static<typeof TokenSchema>;

/**
 * POST /v1/auth/login: the session of the account the address signs in to. With the device's token, an anonymous
 * account the device had joins that account (everything it held moves there and it is retired: `merged`); an
 * address without an account becomes the device's anonymous account's (`account: 'new'`).
 */
export const SignInSchema = Type.Object({
  token: TokenSchema.properties.token,
  email: Type.String(),
  /** existing: the address had an account, now signed in to; new: the address is a new account's (or the device's). */
  account: Type.Union([Type.Literal('existing'), Type.Literal('new')]),
  /** The device's anonymous account joined the account signed in to: its counts, saved reports, marks, credits are there. */
  merged: Type.Boolean(),
});
export type SignIn = Static<typeof SignInSchema>;

export const MembershipSchema = Type.Object({
  type: Type.Union([Type.Literal('monthly'), Type.Literal('quarterly'), Type.Literal('yearly'), Type.Literal('lifetime')]),
  validUntil: Type.String({ format: 'date-time' }),
});
export type Membership = Static<typeof MembershipSchema>;

/**
 * The data of a SESSION_ENDED answer (contracts/errors.ts): the account of the token asked for deletion. pending: the
 * request awaits review (requested at `since`); erased: the account is gone (erased at `since`).
 */
export const SessionEndedSchema = Type.Object({
  status: Type.Union([Type.Literal('pending'), Type.Literal('erased')]),
  since: Type.String({ format: 'date-time' }),
});
export type SessionEnded = Static<typeof SessionEndedSchema>;

/** GET /v1/me. */
export const MeSchema = Type.Object({
  userId: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  anonymous: Type.Boolean(),
  membership: Type.Union([MembershipSchema, Type.Null()]),
  credits: CreditBalanceSchema,
});
export type Me = Static<typeof MeSchema>;

/** `email` is required when the purpose is login or link (the server checks the same, field `body.email`). */
const EMAIL_FOR_LOGIN_AND_LINK = { if: { properties: { purpose: { enum: ['login', 'link'] } } }, then: { required: ['email'] } };

export const SendCodeBody = Type.Object(
  {
    purpose: Type.Union([Type.Literal('login'), Type.Literal('link'), Type.Literal('delete')], {
      description: 'login: no token needed, email required. link: token and email required. delete: token required, the code goes to the linked e-mail.',
    }),
    email: Type.Optional(Email),
  },
  EMAIL_FOR_LOGIN_AND_LINK,
);

const RequestId = Type.String({
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  description: 'The requestId that POST /v1/auth/codes answered: a code can only be entered together with the request that asked for it',
});

export const SendCodeResult = Type.Object({
  requestId: RequestId,
  expiresInSeconds: Type.Integer(),
  resendAfterSeconds: Type.Integer(),
});

const Code = Type.String({ pattern: '^[0-9]{6}$', description: 'The 6-digit code from the e-mail' });

export const EmailCodeBody = Type.Object({ email: Email, code: Code, requestId: RequestId });

/** A code is entered with the request that sent it: both or neither (accounts with an e-mail must send both). */
export const DeletionBody = Type.Object(
  { code: Type.Optional(Code), requestId: Type.Optional(RequestId) },
  // if/then/else rather than dependentRequired: the same words in the server's validator (draft-07) and OpenAPI 3.1.
  { if: { required: ['code'] }, then: { required: ['requestId'] }, else: { not: { required: ['requestId'] } } },
);
