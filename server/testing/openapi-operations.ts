/** One operation of the API document, with the JSON schemas of its body and query (for schema-shaped requests). */
export interface Operation {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

/** Every operation of the app's OpenAPI document (`app.swagger()`). */
export function operations(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const queryParams = (op.parameters ?? []).filter((p: any) => p.in === 'query');
      const query = queryParams.length
        ? { type: 'object', properties: Object.fromEntries(queryParams.map((p: any) => [p.name, p.schema])), required: queryParams.filter((p: any) => p.required).map((p: any) => p.name) }
        : undefined;
      ops.push({ method: method.toUpperCase(), path, body, query });
    }
  }
  return ops;
}

/** A query string for a generated query object (non-string values as JSON). */
export function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) params.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}
