/** A provider's answer, read whole but never more than this: a merchant API answer is a few KiB. */
export const MAX_PROVIDER_ANSWER_BYTES = 256 * 1024;
const TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body exactly as received: response signatures are over these bytes. */
  text: string;
}

/**
 * Calls a provider's merchant API with a time-out and a size cap, so a slow or hostile endpoint (or whoever sits
 * between) can neither hang the reconciliation job nor fill memory. Throws on a network failure or an oversized answer.
 */
export async function callProvider(url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }): Promise<ProviderAnswer> {
  const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.byteLength;
    // Throwing inside the loop cancels the stream: the rest is never read.
    if (size > MAX_PROVIDER_ANSWER_BYTES) throw new Error(`answer from ${new URL(url).host} over ${MAX_PROVIDER_ANSWER_BYTES} bytes`);
    chunks.push(chunk);
  }
  return { status: res.status, headers: Object.fromEntries(res.headers), text: Buffer.concat(chunks).toString('utf8') };
}
