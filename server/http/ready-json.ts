import { Codes } from '../../contracts/errors.js';
import { sentUnchanged } from './compression.js';

/**
 * Answer data serialized once and kept (a cached report), with its success envelope as bytes, built once per message
 * text: a surrounding analysis written as a string was encoded to UTF-8 by the socket on every request, and sending it
 * was a third of the server's CPU under load (perf/bench.ts: 5,000 req/s as text, 7,400 as kept bytes). Envelopes are sent unchanged, so each is also compressed only once.
 */
export class ReadyJson {
  #data: Buffer;
  readonly #envelopes = new Map<string, Buffer>();

  constructor(json: string) {
    this.#data = Buffer.from(json);
  }

  /** The data as JSON text (for code that reads a cached answer, e.g. a report's preview). */
  get text(): string {
    return this.#data.toString();
  }

  /** `{"code":0,"msg":<msg>,"data":<data>}` as bytes. */
  envelope(msg: string): Buffer {
    let bytes = this.#envelopes.get(msg);
    if (bytes) return bytes;
    const head = Buffer.from(`{"code":${Codes.OK.code},"msg":${JSON.stringify(msg)},"data":`);
    bytes = sentUnchanged(Buffer.concat([head, this.#data, Buffer.from('}')]));
    // The data is kept once: as a view into the first envelope rather than beside it.
    if (!this.#envelopes.size) this.#data = bytes.subarray(head.length, bytes.length - 1);
    this.#envelopes.set(msg, bytes);
    return bytes;
  }
}
