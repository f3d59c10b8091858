import { expect, it, vi } from 'vitest';

const URL_TOKEN = 'urlToken0123456789abcdef01234567';

it('a ?token= leaves the address bar before the first request, and that request carries it', async () => {
  history.replaceState(null, '', `/?lang=th&token=${URL_TOKEN}#/lokasi/member/home?shopId=5`);
  const urlsAtRequest: string[] = [];
  const fetchSpy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    urlsAtRequest.push(location.href);
    const me = { userId: 'u1', email: null, anonymous: true, membership: null, credits: { free: 5, purchased: 0, total: 5, freeExpiresAt: null } };
    return new Response(JSON.stringify({ code: 0, msg: 'ok', data: me }), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchSpy);

  const { startSession } = await import('./index.js');
  expect(location.href).not.toContain('token=');
  expect(location.search).toBe('?lang=th');
  expect(location.hash).toBe('#/lokasi/member/home?shopId=5');

  startSession(() => import('../api/auth-calls.js').then((m) => m.authCalls));
  const { appState: state } = await import('./state.js');
  await state.refreshAccount();

  expect(fetchSpy).toHaveBeenCalledOnce();
  expect(urlsAtRequest[0]).not.toContain(URL_TOKEN);
  const headers = fetchSpy.mock.calls[0]![1]!.headers as Record<string, string>;
  expect(headers.authorization).toBe(`Bearer ${URL_TOKEN}`);
  expect(state.token.value).toBe(URL_TOKEN);
  expect(state.context.kind).toBe('browser');
  expect(state.credits.value).toEqual({ free: 5, purchased: 0, total: 5, freeExpiresAt: null });
  expect(localStorage.getItem('lokasi-token')).toBe(URL_TOKEN);
  vi.unstubAllGlobals();
});
