import { Type, type TSchema } from '@sinclair/typebox';

/** Response schema of the `{ code, msg, data }` envelope around `data` (for route `response` schemas and OpenAPI). */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

export const FieldErrors = Type.Object({
  fields: Type.Array(Type.Object({ field: Type.String(), rule: Type.String(), message: Type.String() })),
});

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
