/** Files this instance served lately, at most `maxBytes` together and `maxAgeMs` old. */
const RECENT_FILES = { maxBytes: 32 << 20, maxAgeMs: 10 * 60_000 };

/**
 * The few files downloaded lately, newest last: a printed file never changes under its cache key, so a repeated
 * download (a share sheet opening the link twice, a PNG fetched by several viewers) skips the database.
 */
export class RecentFiles {
  readonly #files = new Map<string, { bytes: Buffer; at: number }>();
  #bytes = 0;

  constructor(private readonly limits = RECENT_FILES) {}

  get(key: string): Buffer | undefined {
    const hit = this.#files.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at < this.limits.maxAgeMs) return hit.bytes;
    this.#drop(key);
    return undefined;
  }

  set(key: string, bytes: Buffer): void {
    this.#drop(key);
    if (bytes.length > this.limits.maxBytes) return;
    this.#files.set(key, { bytes, at: Date.now() });
    this.#bytes += bytes.length;
    while (this.#bytes > this.limits.maxBytes) this.#drop(this.#files.keys().next().value!);
  }

  #drop(key: string): void {
    const old = this.#files.get(key);
    if (!old) return;
    this.#files.delete(key);
    this.#bytes -= old.bytes.length;
  }
}
