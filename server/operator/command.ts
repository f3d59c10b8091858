/** What `npm run operator -- <args>` does, against the server's operator API; returns the lines to print. */
export async function operatorCommand(args: readonly string[], server: { url: string; token: string | undefined }): Promise<string[]> {
  const [area, action, id] = args;
  if (area !== 'deletions' || !['list', 'approve', 'reject'].includes(action ?? '') || (action !== 'list' && !id)) {
    throw new Error('usage: npm run operator -- deletions list | deletions approve <id> | deletions reject <id>');
  }
  if (!server.token) throw new Error('OPERATOR_TOKEN is not set');
  const path = action === 'list' ? '/v1/operator/deletions' : `/v1/operator/deletions/${encodeURIComponent(id!)}/${action}`;
  const res = await fetch(new URL(path, server.url), { method: action === 'list' ? 'GET' : 'POST', headers: { authorization: `Bearer ${server.token}` } }).catch((err: Error) => {
    throw new Error(`cannot reach the server at ${server.url} (LOKASI_URL): ${err.message}`);
  });
  const body = (await res.json()) as { code: number; msg: string; data: unknown };
  if (body.code !== 0) throw new Error(`${res.status} ${body.msg}`);
  if (action !== 'list') {
    const done = body.data as { id: string; status: string };
    return [`${done.id} ${done.status}`];
  }
  const rows = body.data as Array<{ id: string; status: string; requestedAt: string; workingDaysWaiting: number; email: string | null }>;
  if (rows.length === 0) return ['no deletion requests awaiting review or erasure'];
  return rows.map((r) => `${r.id}  ${r.status.padEnd(8)}  requested ${r.requestedAt}  ${String(r.workingDaysWaiting).padStart(2)} working days  ${r.email ?? '(anonymous)'}`);
}
