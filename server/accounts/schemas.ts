import { Type, type Static } from '@sinclair/typebox';
import { Email } from '../http/schemas.js';
import { BalanceSchema } from '../credits/schemas.js';

export const TokenSchema = Type.Object({ token: Type.String({ minLength: 32, maxLength: 32, pattern: '^[0-9A-Za-z]{32}$' }) });

export const MeSchema = Type.Object({
  userId: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  anonymous: Type.Boolean(),
  membership: Type.Union([
    Type.Object({
      type: Type.Union([Type.Literal('monthly'), Type.Literal('quarterly'), Type.Literal('yearly'), Type.Literal('lifetime')]),
      validUntil: Type.String({ format: 'date-time' }),
    }),
    Type.Null(),
  ]),
  credits: BalanceSchema,
});

export const SendCodeBody = Type.Object({
  purpose: Type.Union([Type.Literal('login'), Type.Literal('link'), Type.Literal('delete')], {
    description: 'login: no token needed, email required. link: token and email required. delete: token required, the code goes to the linked e-mail.',
  }),
  email: Type.Optional(Email),
});

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
export const DeletionBody = Type.Object({ code: Type.Optional(Code), requestId: Type.Optional(RequestId) });

export type Me = Static<typeof MeSchema>;
