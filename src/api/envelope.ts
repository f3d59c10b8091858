/** The body of every API answer. */
export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export function isEnvelope(value: unknown): value is Envelope {
  return !!value && typeof value === 'object' && typeof (value as Envelope).code === 'number';
}
