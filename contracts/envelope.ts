import { Type, type TSchema } from '@sinclair/typebox';
import { Codes } from './errors.js';

/** Response schema of the `{ code, msg, data }` envelope around `data` (for route `response` schemas and OpenAPI). */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

/** `data` of a VALIDATION_FAILED answer: one entry per field, its first failing rule. */
export const FieldErrors = Type.Object({
  fields: Type.Array(Type.Object({ field: Type.String(), rule: Type.String(), message: Type.String() })),
});

const errorCodes = [...new Set(Object.values(Codes).map((c) => c.code))].filter((code) => code !== 0);

/**
 * The body of every answer that is not a success: a business code of contracts/errors.ts, its message in the
 * request's language, and data (field errors for VALIDATION_FAILED, otherwise null or what the code documents).
 */
export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer({ enum: errorCodes, description: 'contracts/errors.ts: ' + Object.entries(Codes).filter(([, c]) => c.code !== 0).map(([name, c]) => `${c.code} ${name} (HTTP ${c.status})`).join(', ') }),
    msg: Type.String(),
    data: Type.Unknown({ description: 'VALIDATION_FAILED: { fields: [{ field, rule, message }] }; otherwise null unless the operation says more' }),
  },
  { title: 'Error' },
);
