import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { TranslationFunctions } from '../../i18n/i18n-types.js';

// ajv-formats ships CommonJS; under ESM its function may sit on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

/**
 * Bodies are validated as sent: no type coercion (a "5" where a number belongs is a wrong type) and
 * no silent removal of unknown fields (they are rejected). Query strings and path params arrive as text,
 * so those are coerced.
 */
const bodyAjv = addFormats(new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: true, strict: false }));
const textAjv = addFormats(new Ajv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true, allErrors: true, strict: false }));

type JsonSchema = Record<string, unknown>;

/**
 * Returns a copy where every object schema that does not say otherwise rejects unknown properties.
 * Branches of `allOf` and the conditions `if`/`then`/`else` stay open: each sees only part of the object. `$id`s are dropped: TypeBox
 * inlines shared schemas, and the same `$id` met twice makes ajv refuse to compile.
 */
export function closeObjects(schema: unknown, insideAllOf = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => closeObjects(s, insideAllOf));
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'allOf' || key === 'if' || key === 'then' || key === 'else') copy[key] = closeObjects(value, true);
    else if (key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions') {
      copy[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, closeObjects(v)]));
    } else if (key === 'const' || key === 'enum' || key === 'default' || key === 'examples') copy[key] = value;
    else copy[key] = closeObjects(value);
  }
  const isObject = source.type === 'object' || (source.properties !== undefined && source.type === undefined);
  if (isObject && !insideAllOf && !('additionalProperties' in source) && !('patternProperties' in source) && !('unevaluatedProperties' in source)) {
    copy.additionalProperties = false;
  }
  return copy;
}

/** A deep copy without `$id` keywords (for compilers that refuse a repeated id). */
export function withoutIds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutIds);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === '$id') continue;
    copy[key] = key === 'const' || key === 'enum' || key === 'default' || key === 'examples' ? value : withoutIds(value);
  }
  return copy;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  let validate: ValidateFunction;
  if (httpPart === 'body') validate = bodyAjv.compile(closeObjects(schema) as JsonSchema);
  else validate = textAjv.compile(withoutIds(schema) as JsonSchema);
  return (data: unknown) => {
    const valid = validate(data);
    return valid ? { value: data } : { error: Object.assign(new Error('validation failed'), { validation: validate.errors ?? [] }) };
  };
};

export interface FieldError {
  /** Where the problem is, e.g. `body.items.0.kind` or `querystring.limit`. */
  field: string;
  /** The schema rule that failed: required, type, format, minLength, ... */
  rule: string;
  message: string;
}

function ruleMessage(t: TranslationFunctions['server']['fields'], keyword: string): string {
  switch (keyword) {
    case 'required':
      return t.required();
    case 'type':
      return t.type();
    case 'format':
    case 'pattern':
      return t.format();
    case 'minLength':
    case 'minItems':
    case 'minProperties':
      return t.tooShort();
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return t.tooLong();
    case 'minimum':
    case 'exclusiveMinimum':
      return t.tooSmall();
    case 'maximum':
    case 'exclusiveMaximum':
      return t.tooLarge();
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return t.notAllowed();
    case 'additionalProperties':
      return t.unknown();
    default:
      return t.invalid();
  }
}

/** Turns ajv errors into one localized entry per field (the first failing rule of each field). */
export function fieldErrors(errors: readonly Partial<ErrorObject>[], part: string | undefined, t: TranslationFunctions['server']['fields']): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of errors) {
    const keyword = e.keyword ?? 'invalid';
    // A failed `then` is reported by its own errors (the missing field); the `if` error around it names no field.
    if (keyword === 'if') continue;
    const segments = (e.instancePath ?? '').split('/').filter(Boolean);
    const params = (e.params ?? {}) as { missingProperty?: string; additionalProperty?: string };
    if (keyword === 'required' && params.missingProperty) segments.push(params.missingProperty);
    if (keyword === 'additionalProperties' && params.additionalProperty) segments.push(params.additionalProperty);
    const field = [part ?? 'body', ...segments].join('.');
    if (!byField.has(field)) byField.set(field, { field, rule: keyword, message: ruleMessage(t, keyword) });
  }
  return [...byField.values()];
}
