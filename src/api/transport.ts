import redaxios from 'redaxios';

/** redaxios over the given fetch: an answer is read as text, JSON where it parses (ciphertext does not), and cut off after `timeoutMs`. */
export function createTransport(fetchImpl: typeof fetch, timeoutMs: number) {
  return redaxios.create({
    fetch: (url, init) => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), timeoutMs);
      return fetchImpl(url, { ...init, signal: abort.signal }).finally(() => clearTimeout(timer));
    },
    responseType: 'text',
  });
}
