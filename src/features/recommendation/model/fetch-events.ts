import type { EventSourceLike } from './relay-stream.js';

type Listener = (event: MessageEvent | Event) => void;

/** Where a WebView can read a response as it arrives; elsewhere the relay polls. */
export const canStream = () => typeof ReadableStream === 'function' && typeof AbortController === 'function' && typeof TextDecoder === 'function';

/**
 * Server-Sent Events read through fetch, with the EventSource events the relay follower listens to (`stage`, `done`,
 * `error` with data; a bare `error` when the connection fails or ends). EventSource itself cannot send the
 * Authorization header the relay's stream requires (server/relay/routes.ts: owner only).
 */
export function fetchEvents(url: string, headers: Record<string, string>, fetchImpl: typeof fetch = fetch): EventSourceLike {
  const listeners = new Map<string, Set<Listener>>();
  const controller = new AbortController();
  const emit = (type: string, event: MessageEvent | Event) => listeners.get(type)?.forEach((fn) => fn(event));

  /** One frame (the lines before a blank line) of the text/event-stream format; comments (heartbeats) are skipped. */
  function dispatch(frame: string): void {
    let type = 'message';
    const data: string[] = [];
    for (const line of frame.split(/\r?\n/)) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) emit(type, new MessageEvent(type, { data: data.join('\n') }));
  }

  void (async () => {
    try {
      const response = await fetchImpl(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal, cache: 'no-store' });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.search(/\r?\n\r?\n/); end >= 0; end = buffer.search(/\r?\n\r?\n/)) {
          dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
        }
      }
      throw new Error('stream ended');
    } catch {
      // Closed by the follower (done, or a new stream): nothing to say. Else a drop: the follower resumes or polls.
      if (!controller.signal.aborted) emit('error', new Event('error'));
    }
  })();

  return {
    addEventListener(type, listener) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    close: () => controller.abort(),
  };
}
