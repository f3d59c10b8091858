/** The API as the end-to-end tests call it beside the browser: the envelope's data out, the session token in. */
const HEADERS = { 'tenant-id': '000000', 'content-type': 'application/json' };

export async function apiData<T>(baseUrl: string, path: string, token: string | null, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { ...init, headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return ((await res.json()) as { data: T }).data;
}

/** Buys 5 credits for the account through the sandbox checkout (the test plays the paying user). */
export async function buyCredits(baseUrl: string, token: string): Promise<void> {
  const { order } = await apiData<{ order: { id: string } }>(baseUrl, '/v1/payments/orders', token, {
    method: 'POST',
    body: JSON.stringify({ productId: 'credits-5', currency: 'USD', channel: 'checkout' }),
  });
  const paid = await apiData<{ status: string }>(baseUrl, `/v1/payments/sandbox/orders/${order.id}/checkout`, token, { method: 'POST', body: JSON.stringify({ outcome: 'paid' }) });
  if (paid.status !== 'paid') throw new Error(`the sandbox checkout left the order ${paid.status}`);
}

export const creditBalance = async (baseUrl: string, token: string): Promise<number> =>
  (await apiData<{ credits: { total: number } }>(baseUrl, '/v1/me', token)).credits.total;
