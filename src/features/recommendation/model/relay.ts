import { signal, type ReadonlySignal } from '@preact/signals';
import type { IndustryItem, PlaceItem } from '../../../../contracts/area.js';
import type { BrandItem, CityItem } from '../../../../contracts/geo.js';
import type { RelayInput, RelayKind } from '../../../../contracts/recommendation.js';
import { ApiError, CREDITS_INSUFFICIENT } from '../../../api/errors.js';
import type { RecommendationApi } from '../api.js';
import { matchCity, normalise } from './city-match.js';
import type { RelayFollower } from './relay-stream.js';

/** Who speaks a line (the relay's two personas) and what they say: a key of the `relay.say` texts with its values. */
export type Persona = 'expert' | 'engineer';
export type SayKey =
  | 'greet' | 'needCountry' | 'cityNotFound' | 'cityPick' | 'cityOk' | 'askBrand' | 'brandNotFound' | 'brandPick' | 'brandOk'
  | 'brandSkipped' | 'askIndustry' | 'askKind' | 'askPlace' | 'placeNotFound' | 'placePick' | 'price' | 'tooFew'
  | 'alreadyMade' | 'isExample' | 'starting' | 'failed' | 'searchFailed';
export type ChatLine =
  | { who: Persona; say: SayKey; values?: Record<string, string | number> }
  | { who: 'user'; text: string };

export type RelayStep = 'city' | 'brand' | 'industry' | 'kind' | 'place' | 'confirm' | 'running' | 'done' | 'failed';
/** What the current step offers to tap: cities, brands or places the text matched more than once. */
export type Choices = { kind: 'city'; items: CityItem[] } | { kind: 'brand'; items: BrandItem[] } | { kind: 'place'; items: PlaceItem[] } | null;

/** The price before the run: its cost, the balance, a recommendation already bought, and whether it is the free example's request. */
export interface Quote {
  cost: number;
  balance: number;
  existingId: string | null;
  example: boolean;
}

export interface RelayDeps {
  api: Pick<RecommendationApi, 'cities' | 'brands' | 'industries' | 'places' | 'price' | 'startRelay'>;
  follower: RelayFollower;
}

/** What the user chose so far; filled in conversation order. */
type Chosen = { city?: CityItem; brand?: BrandItem | null; industry?: IndustryItem; kind?: RelayKind; place?: PlaceItem };

/** The conversation itself: its lines, the step it is on, what the step offers to tap, and whether a search runs. */
function createChat() {
  const lines = signal<ChatLine[]>([{ who: 'expert', say: 'greet' }]);
  const step = signal<RelayStep>('city');
  const choices = signal<Choices>(null);
  const busy = signal(false);

  const say = (line: ChatLine) => void (lines.value = [...lines.peek(), line]);
  /** Moves on to step `next` with the question that opens it. */
  const ask = (next: RelayStep, line: ChatLine) => {
    choices.value = null;
    step.value = next;
    say(line);
  };
  /** Runs a search; a failed one says so and leaves the step as it was. */
  async function searching<T>(run: () => Promise<T>): Promise<T | null> {
    busy.value = true;
    try {
      return await run();
    } catch {
      say({ who: 'engineer', say: 'searchFailed' });
      return null;
    } finally {
      busy.value = false;
    }
  }

  return { lines, step, choices, busy, say, ask, searching };
}

type Chat = ReturnType<typeof createChat>;

/**
 * The engineer's part: the price shown before anything is charged (with the warning about wrong input when credits
 * are too few), then the run, started and followed.
 */
function createRelayRun({ api, follower }: RelayDeps, { step, busy, say, ask, searching }: Chat, chosen: Chosen) {
  const price = signal<Quote | null>(null);
  const insufficient = signal(false);
  let runId: string | null = null;

  const input = (): RelayInput => ({
    kind: chosen.kind!,
    cityId: chosen.city!.id,
    industry: chosen.industry!.key,
    brandId: chosen.brand?.id ?? null,
    ...(chosen.kind === 'analysis' && chosen.place ? { lat: chosen.place.lat, lon: chosen.place.lon, radius: 500 as const } : {}),
  });

  /** The price, shown before anything is charged (the engineer's line, with the warning about wrong input). */
  async function quote(): Promise<void> {
    // Both kinds are priced by the server: an analysis is charged as the analysis report it makes.
    const answer = await searching(async () => {
      const { cost, balance, existingId, example } = await api.price({ kind: chosen.kind!, cityId: chosen.city!.id, industry: chosen.industry!.key, brandId: chosen.brand?.id ?? null });
      return { cost, balance, existingId, example };
    });
    if (!answer) return;
    price.value = answer;
    insufficient.value = answer.balance < answer.cost;
    if (answer.example) return ask('confirm', { who: 'engineer', say: 'isExample' });
    if (answer.existingId) return ask('confirm', { who: 'engineer', say: 'alreadyMade' });
    ask('confirm', { who: 'engineer', say: 'price', values: { cost: answer.cost, balance: answer.balance } });
    if (insufficient.peek()) say({ who: 'engineer', say: 'tooFew' });
  }

  /** Starts the run (the charge happens on the server, as the report it makes) and follows it. */
  async function start(): Promise<void> {
    if (step.peek() !== 'confirm' || insufficient.peek() || busy.peek()) return;
    busy.value = true;
    try {
      const run = await api.startRelay(input());
      say({ who: 'engineer', say: 'starting' });
      step.value = 'running';
      runId = run.runId;
      follower.follow(run.runId);
    } catch (error) {
      if (error instanceof ApiError && error.code === CREDITS_INSUFFICIENT) {
        insufficient.value = true;
        say({ who: 'engineer', say: 'tooFew' });
      } else say({ who: 'engineer', say: 'failed' });
    } finally {
      busy.value = false;
    }
  }

  return {
    price,
    insufficient,
    quote,
    start,
    requote: () => (step.peek() === 'confirm' && insufficient.peek() ? quote() : Promise.resolve()),
    resume: () => runId && follower.follow(runId, true),
  };
}

/**
 * Where to assess: the city with its country (it must resolve through the city search) and the brand's full name
 * (optional; through the brand search). A brand of a known industry answers the industry question too.
 */
function createWhereQuestions(api: RelayDeps['api'], { choices, say, ask, searching }: Chat, chosen: Chosen, chooseIndustry: (industry: IndustryItem) => void) {
  const industries = signal<IndustryItem[]>([]);

  async function answerCity(text: string): Promise<void> {
    if (!text.trim()) return;
    say({ who: 'user', text });
    const [name, country] = text.split(/[,，、]/).map((p) => p.trim());
    if (!name || !country) return say({ who: 'expert', say: 'needCountry' });
    const found = await searching(() => api.cities(name));
    if (!found) return;
    const matches = matchCity(found, name, country);
    if (matches.length === 1) return chooseCity(matches[0]!);
    if (matches.length === 0) return say({ who: 'expert', say: 'cityNotFound', values: { text } });
    choices.value = { kind: 'city', items: matches };
    say({ who: 'expert', say: 'cityPick' });
  }

  function chooseCity(city: CityItem): void {
    chosen.city = city;
    say({ who: 'expert', say: 'cityOk', values: { city: city.name, country: city.countryName } });
    ask('brand', { who: 'expert', say: 'askBrand' });
    if (!industries.peek().length) void api.industries().then((items) => (industries.value = items), () => undefined);
  }

  async function answerBrand(text: string): Promise<void> {
    if (!text.trim()) return;
    say({ who: 'user', text });
    const found = await searching(() => api.brands(text.trim()));
    if (!found) return;
    const exact = found.filter((b) => normalise(b.name) === normalise(text));
    if (exact.length === 1) return chooseBrand(exact[0]!);
    if (found.length === 0) return say({ who: 'expert', say: 'brandNotFound', values: { text } });
    choices.value = { kind: 'brand', items: found };
    say({ who: 'expert', say: 'brandPick' });
  }

  function chooseBrand(brand: BrandItem | null): void {
    chosen.brand = brand;
    say(brand ? { who: 'expert', say: 'brandOk', values: { brand: brand.name } } : { who: 'expert', say: 'brandSkipped' });
    const own = brand?.industry ? industries.peek().find((i) => i.key === brand.industry) : undefined;
    if (own) chooseIndustry(own);
    else ask('industry', { who: 'expert', say: 'askIndustry' });
  }

  return { industries, answerCity, chooseCity, answerBrand, chooseBrand };
}

/**
 * What to assess: the industry and the kind of assessment, an AI analysis of a point (found by the place search) or
 * a recommendation; then the price is asked for.
 */
function createWhatQuestions(api: RelayDeps['api'], { choices, say, ask, searching }: Chat, chosen: Chosen, quote: () => Promise<void>) {
  function chooseIndustry(industry: IndustryItem): void {
    chosen.industry = industry;
    say({ who: 'user', text: industry.name });
    ask('kind', { who: 'expert', say: 'askKind' });
  }

  function chooseKind(kind: RelayKind, label: string): void {
    chosen.kind = kind;
    say({ who: 'user', text: label });
    if (kind === 'analysis') ask('place', { who: 'expert', say: 'askPlace', values: { city: chosen.city!.name } });
    else void quote();
  }

  async function answerPlace(text: string): Promise<void> {
    if (!text.trim()) return;
    say({ who: 'user', text });
    const found = await searching(() => api.places(text.trim()));
    if (!found) return;
    if (found.length === 1) return choosePlace(found[0]!);
    if (found.length === 0) return say({ who: 'expert', say: 'placeNotFound', values: { text } });
    choices.value = { kind: 'place', items: found };
    say({ who: 'expert', say: 'placePick' });
  }

  function choosePlace(place: PlaceItem): void {
    chosen.place = place;
    choices.value = null;
    void quote();
  }

  return { chooseIndustry, chooseKind, answerPlace, choosePlace };
}

/**
 * The report relay's conversation (`/report/report-relay`): the expert asks where (the city, the brand) and what to
 * assess (the industry, the kind of assessment); the engineer shows the price before anything is charged, starts
 * the run and follows it (relay-stream.ts).
 */
export function createRelayModel(deps: RelayDeps) {
  const chat = createChat();
  const chosen: Chosen = {};
  const run = createRelayRun(deps, chat, chosen);
  const what = createWhatQuestions(deps.api, chat, chosen, run.quote);
  const where = createWhereQuestions(deps.api, chat, chosen, what.chooseIndustry);

  return {
    lines: chat.lines as ReadonlySignal<ChatLine[]>,
    step: chat.step as ReadonlySignal<RelayStep>,
    choices: chat.choices as ReadonlySignal<Choices>,
    busy: chat.busy as ReadonlySignal<boolean>,
    industries: where.industries as ReadonlySignal<IndustryItem[]>,
    price: run.price as ReadonlySignal<Quote | null>,
    insufficient: run.insufficient as ReadonlySignal<boolean>,
    follower: deps.follower,
    answerCity: where.answerCity,
    chooseCity: where.chooseCity,
    answerBrand: where.answerBrand,
    chooseBrand: where.chooseBrand,
    chooseIndustry: what.chooseIndustry,
    chooseKind: what.chooseKind,
    answerPlace: what.answerPlace,
    choosePlace: what.choosePlace,
    start: run.start,
    /** The price again, when credits were bought meanwhile (back from Get Credits: the screen was kept). */
    requote: run.requote,
    /** Follows the run again after it was lost, from the last step seen. */
    resume: run.resume,
    /** The kind asked for: what the report opened at the end is. */
    kind: () => chosen.kind ?? null,
  };
}

export type RelayModel = ReturnType<typeof createRelayModel>;
