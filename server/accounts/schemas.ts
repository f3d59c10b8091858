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

export const SendCodeResult = Type.Object({
  expiresInSeconds: Type.Integer(),
  resendAfterSeconds: Type.Integer(),
});

const Code = Type.String({ pattern: '^[0-9]{6}$', description: 'The 6-digit code from the e-mail' });

export const EmailCodeBody = Type.Object({ email: Email, code: Code });
export const DeletionBody = Type.Object({ code: Type.Optional(Code) });

export type Me = Static<typeof MeSchema>;
