import fc from 'fast-check';

type Schema = Record<string, any>;

const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Strings that look like what a field expects, so validation passes often enough to reach the handlers. */
function stringFor(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern === '^[0-9]{6}$') return fc.stringMatching(/^[0-9]{6}$/);
  if (typeof schema.pattern === 'string') return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), fc.string());
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
}

/**
 * Values shaped by a JSON schema (as TypeBox writes them), mixed with mutations a hostile or buggy client sends:
 * missing required fields, unknown fields, wrong types and out-of-range numbers.
 */
export function arbitraryFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  const shaped = shapedFor(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

function shapedFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) return fc.oneof(...variants.map((v: Schema) => arbitraryFor(v, depth + 1)));
  if (Array.isArray(schema.allOf)) return fc.tuple(...schema.allOf.map((v: Schema) => shapedFor(v, depth + 1))).map((parts) => Object.assign({}, ...parts.filter((p) => p && typeof p === 'object')));
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 }), fc.integer(), fc.constant(2 ** 53 + 2));
    case 'number':
      return fc.oneof(fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 5, 60) });
    case 'object': {
      const properties: Record<string, Schema> = schema.properties ?? {};
      const required = new Set<string>(schema.required ?? []);
      const fields = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, fc.option(arbitraryFor(v, depth + 1), { freq: required.has(k) ? 20 : 3, nil: undefined })]));
      return fc
        .tuple(fc.record(fields), fc.option(fc.dictionary(fc.string({ maxLength: 10 }), junk, { maxKeys: 2 }), { freq: 5, nil: undefined }))
        .map(([record, extra]) => {
          const out: Record<string, unknown> = { ...(extra ?? {}) };
          for (const [k, v] of Object.entries(record)) if (v !== undefined) out[k] = v;
          return out;
        });
    }
    default:
      return junk;
  }
}
