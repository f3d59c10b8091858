import type { DatasetRef, Figure } from '../../contracts/figure.js';
import type { Series } from '../../contracts/geo.js';
import type { ExportKind } from '../../contracts/exports.js';
import type { Locales } from '../../i18n/i18n-types.js';
import { translator } from '../http/language.js';
import { wordVintage } from '../../contracts/vintage.js';
import { isCurrency, unitText, UNITLESS, withUnit } from '../../i18n/units.js';
import { screenTexts } from './print-texts.js';

/*
 * The print view of a report: one self-contained HTML document built from the report's answer (no script, no network):
 * every figure with its provenance, series as inline SVG bars, places as an inline SVG map schematic, and the data
 * sources with their vintages on the last page.
 */

/**
 * Fonts per language, so CJK text gets its own glyph forms (the same character differs in zh, ja and ko); null where
 * the common list serves. Every locale has its entry, so a new language must say its own.
 */
const FONTS: Record<Locales, string | null> = {
  zh: '"Noto Sans CJK SC", "Noto Sans SC"',
  ja: '"Noto Sans CJK JP", "Noto Sans JP"',
  ko: '"Noto Sans CJK KR", "Noto Sans KR"',
  th: '"Noto Sans Thai", "Noto Sans"',
  en: null, de: null, fr: null, es: null, pt: null, id: null, ms: null, vi: null,
};
export const fontFamily = (lang: string) => {
  const own = FONTS[lang as Locales];
  return `${own ? `${own}, ` : ''}"Noto Sans", "Noto Sans CJK SC", "Noto Sans Thai", sans-serif`;
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isFigure = (x: unknown): x is Figure => isObj(x) && 'value' in x && 'kind' in x && Array.isArray(x.datasets) && typeof x.vintage === 'string';
const isSeries = (x: unknown): x is Series => isObj(x) && Array.isArray(x.points) && 'kind' in x && Array.isArray(x.datasets);
const isDatasetRef = (x: unknown): x is DatasetRef => isObj(x) && typeof x.id === 'string' && typeof x.source === 'string' && typeof x.licence === 'string' && typeof x.vintage === 'string';
const isPlace = (x: unknown): x is Record<string, unknown> & { lat: number; lon: number } => isObj(x) && typeof x.lat === 'number' && typeof x.lon === 'number';

/**
 * A figure's value as printed: the reader's digits and separators, with its unit in the reader's language (i18n/units.ts:
 * the words of `provenance.units`, symbols, money in the reader's currency format). A unit no text names is printed as
 * its key and reported to `onUnknown` (the print view lists it as untranslated: `unit:<key>`).
 */
export function formatValue(value: number, unit: string, lang: string, onUnknown?: (unit: string) => void): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 1 ? 2 : 3;
  const number = (options: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat(lang, { maximumFractionDigits: digits, ...options });
  const n = number().format(value);
  if (UNITLESS.has(unit)) return n;
  const percent = () => number({ style: 'percent' }).format(value / 100);
  if (unit === '%') return percent();
  if (unit === '%/year') return withUnit(percent(), translator(lang as Locales).provenance.units.perYear());
  if (isCurrency(unit)) return number({ style: 'currency', currency: unit, currencyDisplay: 'symbol', minimumFractionDigits: 0 }).format(value);
  const text = unitText(unit, translator(lang as Locales).provenance.units);
  if (text === undefined) onUnknown?.(unit);
  return withUnit(n, text ?? unit);
}

/** 'gdpPerCapita' → 'Gdp per capita': only where no text names the key (`untranslated` lists those keys). */
const humanize = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase()).replace(/ [A-Z](?=[a-z])/g, (c) => c.toLowerCase());

/**
 * Keys of machine values that mean nothing to a reader: ids, codes, coordinates, timestamps, units and the data
 * version. Their values are not printed (a block's own translated `name`/`label` stands for its key instead).
 */
const INTERNAL_KEY = /^(id|.*Id|key|.*Key|code|.*Code|iso2|.*Iso2|lat|lon|.*At|lang|kind|unit|vintage|dataVersion|wikidata|group|industry|category|countries|source|level|factor|method|locked|name|label|title|nameEn|datasetId|matchMethod|status|mergedInto|mergeDistanceM|superseded\d+|unlockOpens|unlockCost|currency)$/;

/**
 * Numbers printed without a figure of their own, each beside what gives its source: the reader's radius, a listed
 * place's distance (from the place's own coordinates), a score factor's value, weight and points (its rule and inputs
 * follow), a source's counts of its own rows, a category's places within 500 m and 1 km (counted in the block's
 * datasets). Any other bare number would be a figure without its source (the city picker's population beside the
 * report's own) and is not printed: the report's figures say it, with their sources.
 */
export const BARE_NUMBER_KEY = /^(radius|distanceM|value|weight|contribution|found|current|duplicates|notInLatestSource|closed|within500|within1000)$/;

/**
 * Blocks left out of print whatever they hold: the brand's matching diagnostics, the recommendation's heat grid, the
 * brand's store count over the whole map (a bare number, not the report's scope: the footprint's `mapStores` figure
 * prints the count of the place the reader chose, with its sources), the analysis's preview and coverage keys (the
 * printed coverage line says them in words), and a city's market id (a mark for the pickers, not a figure).
 */
export const OMITTED_KEY = /^(matchMethods|heat|mapStoreCount|preview|measured|missing|localData)$/;

/** A list prints its first rows only (a report's 25 nearest competitors, a brand's 25 largest cities). */
export const PRINTED_ROWS = 25;

/** Keys of a figure inside a block that name its currency rather than its meaning ('usd' and 'local' amounts of GDP). */
const FIGURE_KEY: Record<string, string> = { usd: 'inUsd', local: 'inLocalCurrency' };

/** A container of the answer's blocks: its blocks are printed as the report's own sections. */
const TRANSPARENT_KEY = 'blocks';

/** A city report's rating: a value code, the rule and the figures it rests on ({ value: 'premium', rule, basis }). */
const isRating = (x: Record<string, unknown>): x is { value: string; rule: string; basis?: unknown } => typeof x.value === 'string' && typeof x.rule === 'string';

export interface PrintDoc {
  report: ExportKind;
  lang: Locales;
  /** The report's place, brand or order, as the answer names it. */
  subject: string;
  /** The answer itself (any report kind). */
  answer: unknown;
  generatedAt: Date;
  /** Receipts of the payment sandbox say so. */
  sandbox?: boolean;
  /** Dataset ids whose figures came from OpenStreetMap (the map schematic credits it). */
  osm?: boolean;
}

interface Walk {
  datasets: Map<string, DatasetRef>;
  places: Array<{ lat: number; lon: number; label: string; role: 'site' | 'other' }>;
  center: { lat: number; lon: number; radius?: number } | null;
}

const TITLE_KEY: Record<ExportKind, 'city' | 'brand' | 'area' | 'aiAnalysis' | 'recommendation' | 'receipt'> = {
  city: 'city', brand: 'brand', area: 'area', 'ai-analysis': 'aiAnalysis', recommendation: 'recommendation', receipt: 'receipt',
};

/** The print view and the keys that had no text in the reader's language (printed as `humanize(key)`: a gap to fill). */
export interface PrintView {
  html: string;
  untranslated: string[];
}

export const printHtml = (doc: PrintDoc): string => printView(doc).html;

/** The block's own translated name, where the answer carries one (a store's or factor's `name`, a metric's `label`). */
const ownLabel = (x: Record<string, unknown>): string | undefined =>
  (['name', 'label', 'title', 'placeName'].map((k) => x[k]).find((v) => typeof v === 'string' && v.length > 0) as string | undefined);

/**
 * The text of `key` in the first of `dictionaries` that has it. typesafe-i18n answers any key with an empty text, so
 * only the dictionary's own keys count.
 */
function textOf(dictionaries: object[], key: string): string | undefined {
  const found = dictionaries.find((d) => Object.keys(d).includes(key)) as Record<string, () => string> | undefined;
  return found?.[key]?.();
}

/** A classification: a value code with its translated label and rule ('premium' → 'Premium'). */
const isClassification = (x: Record<string, unknown>) => typeof x.label === 'string' && typeof x.key === 'string' && typeof x.rule === 'string';

/** Arrays of numbers or of coordinate rings (map cells, outlines): drawn nowhere in print, listed nowhere either. */
const isGeometry = (x: unknown[]) => x.length > 0 && x.every((v) => typeof v === 'number' || Array.isArray(v));

type ExportTexts = ReturnType<typeof translator>['server']['exports'];

/** What printing one document shares: its texts, the keys it found no text for, and what the walk of its answer collects. */
interface Printer {
  doc: PrintDoc;
  t: ExportTexts;
  untranslated: Set<string>;
  walk: Walk;
  /** The heading of a field: the screen's text where it names the field, else the print's own for fields no screen shows. */
  heading(key: string, parent?: string): string;
  /** A city report rating's value code in the reader's language. */
  ratingLabel(code: string): string;
  /** An item's own translated name; a score factor's name in the reader's language (a stored answer keeps its own). */
  itemLabel(x: Record<string, unknown>): string | undefined;
  vintage(v: string): string;
  /** A unit no text names: printed as its key, listed with the untranslated keys. */
  unknownUnit(unit: string): void;
}

function printer(doc: PrintDoc): Printer {
  const t = translator(doc.lang).server.exports;
  const untranslated = new Set<string>();
  const screen = screenTexts(doc.report, doc.lang);
  const fallback = (key: string, code: string) => {
    untranslated.add(key);
    return humanize(code);
  };
  const city = translator(doc.lang).city.report;
  const factors = translator(doc.lang).siteAnalysis.factors;
  return {
    doc,
    t,
    untranslated,
    walk: { datasets: new Map(), places: [], center: null },
    heading: (key, parent) => screen(key, parent) ?? textOf([t.labels, t], key) ?? fallback(key, key),
    ratingLabel: (code) => textOf([city.rating, city.opportunity, city.trendClass], code) ?? fallback(`rating:${code}`, code),
    itemLabel: (x) => (typeof x.factor === 'string' ? textOf([factors], x.factor) : undefined) ?? ownLabel(x),
    vintage: (v) => wordVintage(v, doc.lang, translator(doc.lang).provenance),
    unknownUnit: (unit) => untranslated.add(`unit:${unit}`),
  };
}

export function printView(doc: PrintDoc): PrintView {
  const pr = printer(doc);
  const body = doc.report === 'receipt' ? receiptBody(doc, pr.t) : render(pr, '', doc.answer, 0);
  const html = documentHtml(pr, body);
  return { html, untranslated: [...pr.untranslated].sort() };
}

/** Whether a field of the answer is printed: not an omitted block, a machine value or a flag. */
const printable = (k: string, v: unknown) => !OMITTED_KEY.test(k) && !(INTERNAL_KEY.test(k) && !isObj(v)) && typeof v !== 'boolean';

/** The datasets and vintage of a figure or series, in small print; its datasets are listed among the sources. */
function provenance(pr: Printer, f: { datasets: DatasetRef[]; vintage: string; kind: string; note?: string }): string {
  for (const d of f.datasets) pr.walk.datasets.set(`${d.id}|${d.vintage}`, d);
  const names = f.datasets.map((d) => d.name).join(', ');
  return `<span class="prov">${esc([names, pr.vintage(f.vintage)].filter(Boolean).join(' · '))}${f.note ? ` — ${esc(f.note)}` : ''}</span>`;
}

function figureRow(pr: Printer, label: string, f: Figure): string {
  const value = f.value === null ? `<span class="na">${esc(pr.t.notAvailable())}</span>` : esc(formatValue(f.value, f.unit, pr.doc.lang, pr.unknownUnit));
  return `<tr><th>${esc(label)}${f.scope ? ` <small>(${esc(f.scope)})</small>` : ''}</th><td class="v">${value}</td><td>${provenance(pr, f)}</td></tr>`;
}

const textRow = (label: string, text: string, note?: unknown) =>
  `<tr><th>${esc(label)}</th><td colspan="2">${esc(text)}${typeof note === 'string' && note ? `<br><span class="prov">${esc(note)}</span>` : ''}</td></tr>`;

/** A series as SVG bars of its last 20 points, its latest value beside the title. */
function chart(pr: Printer, label: string, s: Series): string {
  const pts = s.points.slice(-20);
  if (!pts.length) return `<div class="chart"><h4>${esc(label)}</h4><p class="na">${esc(pr.t.notAvailable())}${s.note ? ` — ${esc(s.note)}` : ''}</p>${provenance(pr, s)}</div>`;
  const max = Math.max(...pts.map((p) => Math.abs(p.value)), 1e-9);
  const w = 640, h = 140, bw = w / pts.length;
  const bars = pts.map((p, i) => {
    const bh = Math.max(1, (Math.abs(p.value) / max) * (h - 24));
    return `<rect x="${(i * bw + 2).toFixed(1)}" y="${(h - 14 - bh).toFixed(1)}" width="${Math.max(1, bw - 4).toFixed(1)}" height="${bh.toFixed(1)}" fill="${p.value < 0 ? '#c0392b' : '#1f6feb'}"/>` +
      (i === 0 || i === pts.length - 1 || pts.length <= 10 ? `<text x="${(i * bw + bw / 2).toFixed(1)}" y="${h - 2}" font-size="9" text-anchor="middle">${p.year}</text>` : '');
  }).join('');
  const last = pts[pts.length - 1]!;
  return `<div class="chart"><h4>${esc(label)} <small>${esc(formatValue(last.value, s.unit, pr.doc.lang, pr.unknownUnit))} (${last.year})</small></h4><svg viewBox="0 0 ${w} ${h}" width="100%" height="${h}" role="img">${bars}</svg>${provenance(pr, s)}</div>`;
}

function section(title: string, depth: number, body: string): string {
  const h = `h${Math.min(depth + 2, 5)}`;
  return `<section class="block"><${h}>${esc(title)}</${h}>${body}</section>`;
}

/**
 * One value of the answer as print. `key` names the value in the object holding it, whose own key is `parent`
 * (together they choose its heading); `title`, where given, is the answer's own translated name for it.
 */
function render(pr: Printer, key: string, value: unknown, depth: number, title?: string, parent?: string): string {
  if (value === null || value === undefined) return '';
  const named = () => title ?? pr.heading(key, parent);
  if (isFigure(value)) return `<table class="figs">${figureRow(pr, named(), value)}</table>`;
  if (isSeries(value)) return chart(pr, named(), value);
  if (isDatasetRef(value)) {
    pr.walk.datasets.set(`${value.id}|${value.vintage}`, value);
    return '';
  }
  if (Array.isArray(value)) return renderList(pr, key, value, depth, named, parent);
  if (!isObj(value)) return '';
  if ('locked' in value && 'data' in value && typeof value.locked === 'boolean') {
    return value.locked ? section(named(), depth, `<p class="locked">${esc(pr.t.locked())}</p>`) : render(pr, key, value.data, depth, title, parent);
  }
  if (isClassification(value)) return `<table class="figs">${textRow(named(), value.label as string, value.rule)}</table>`;
  if (isRating(value)) return `<table class="figs">${textRow(named(), pr.ratingLabel(value.value), value.rule)}</table>${render(pr, 'basis', value.basis, depth + 1, undefined, key)}`;
  return renderFields(pr, key, value, depth, title, parent);
}

/** A list's first rows: strings as paragraphs, anything else as numbered items (a place also goes on the map schematic). */
function renderList(pr: Printer, key: string, value: unknown[], depth: number, named: () => string, parent?: string): string {
  const items = value.slice(0, PRINTED_ROWS);
  if (!items.length || isGeometry(items)) return '';
  if (items.every((x) => typeof x === 'string')) return `<div class="block"><h4>${esc(named())}</h4>${items.map((x) => `<p>${esc(x as string)}</p>`).join('')}</div>`;
  const inner = items.map((x, i) => {
    if (isPlace(x)) pr.walk.places.push({ lat: x.lat, lon: x.lon, label: typeof x.name === 'string' ? x.name : String(i + 1), role: /site|recommend/i.test(key) ? 'site' : 'other' });
    const own = isObj(x) ? pr.itemLabel(x) : undefined;
    return render(pr, key, x, depth + 1, own ?? (isObj(x) ? `${named()} ${i + 1}` : undefined), parent);
  }).join('');
  return inner ? section(named(), depth, inner) : '';
}

/**
 * An object's printable fields: its text and bare-number rows and its figures in one table, then its nested blocks. The
 * answer's top level is the document's body; any deeper object is a section. The first place with a radius is the map's centre.
 */
function renderFields(pr: Printer, key: string, value: Record<string, unknown>, depth: number, title?: string, parent?: string): string {
  const { walk, doc } = pr;
  if (isPlace(value) && walk.center === null && typeof value.radius === 'number') walk.center = { lat: value.lat, lon: value.lon, radius: value.radius as number };
  const figs: string[] = [];
  const rest: string[] = [];
  const rows: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (!printable(k, v)) continue;
    if (k === TRANSPARENT_KEY) rest.push(render(pr, k, v, depth, undefined, key));
    else if (isFigure(v)) figs.push(figureRow(pr, pr.heading(FIGURE_KEY[k] ?? k, key), v));
    else if (typeof v === 'string' && v.length > 0 && v.length < 400 && depth > 0) rows.push(textRow(pr.heading(k, key), v));
    else if (typeof v === 'number') {
      if (depth > 0 && BARE_NUMBER_KEY.test(k)) rows.push(`<tr><th>${esc(pr.heading(k, key))}</th><td class="v" colspan="2">${esc(formatValue(v, '', doc.lang))}</td></tr>`);
    } else rest.push(render(pr, k, v, depth + 1, undefined, key));
  }
  const body = (rows.length || figs.length ? `<table class="figs">${rows.join('')}${figs.join('')}</table>` : '') + rest.join('');
  if (!body) return '';
  return depth === 0 ? body : section(title ?? ownLabel(value) ?? pr.heading(key, parent), depth, body);
}

/** The whole document: title, the body, the map schematic of the places the walk met, and the sources on the last page. */
function documentHtml(pr: Printer, body: string): string {
  const { doc, t, walk } = pr;
  const map = mapSchematic(walk, t);
  const sources = [...walk.datasets.values()].sort((a, b) => a.name.localeCompare(b.name));
  const osm = doc.osm || sources.some((d) => /openstreetmap|osm/i.test(`${d.id} ${d.source}`));
  return `<!doctype html><html lang="${doc.lang}"><head><meta charset="utf-8"><title>${esc(t[TITLE_KEY[doc.report]]())} — ${esc(doc.subject)}</title><style>
@page { size: A4; }
body { font-family: ${fontFamily(doc.lang)}; font-size: 10.5pt; color: #1a1a1a; margin: 0; line-break: normal; word-break: normal; overflow-wrap: break-word; }
h1 { font-size: 20pt; margin: 0 0 2mm; } h2 { font-size: 14pt; margin: 6mm 0 2mm; border-bottom: 1px solid #ccc; } h3, h4, h5 { font-size: 11.5pt; margin: 4mm 0 1.5mm; }
.meta { color: #555; } .prov { color: #666; font-size: 8pt; } .na { color: #a33; } .locked { color: #777; font-style: italic; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; padding: 1mm 1.5mm; border-bottom: 1px solid #eee; }
th { width: 38%; font-weight: 600; } td.v { white-space: nowrap; font-weight: 600; }
/* Rows, charts and maps stay whole; sections may span pages (a long Thai or German section kept whole left pages blank). */
tr, .chart, svg { break-inside: avoid; } h2, h3, h4, h5 { break-after: avoid; } .sandbox { border: 2px solid #c60; color: #c60; padding: 2mm; font-weight: 700; }
.sources { break-before: page; } .sources td, .sources th { font-size: 8.5pt; width: auto; } .sources .vin { white-space: nowrap; }
</style></head><body>
<header><h1>${esc(t[TITLE_KEY[doc.report]]())}: ${esc(doc.subject)}</h1><p class="meta">${esc(t.generated())} ${esc(doc.generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC · Lokasi</p></header>
${doc.sandbox ? `<p class="sandbox">${esc(t.sandbox())}</p>` : ''}
<main>${body}</main>
${map ? `<section class="block"><h2>${esc(t.mapSchematic())}</h2>${map}${osm ? `<p class="prov">${esc(t.osm())}</p>` : ''}</section>` : ''}
${sources.length ? `<section class="sources"><h2>${esc(t.sources())}</h2><table><tr><th>${esc(t.dataset())}</th><th>${esc(t.source())}</th><th>${esc(t.licence())}</th><th>${esc(t.vintage())}</th></tr>${sources.map((d) => `<tr><td>${esc(d.name)}</td><td>${esc(d.source)}</td><td>${esc(d.licence)}</td><td class="vin">${esc(pr.vintage(d.vintage))}</td></tr>`).join('')}</table></section>` : ''}
</body></html>`;
}

/** The footer of every page: page n of total (Chromium fills the spans). */
export const footerTemplate = (lang: string) =>
  `<div style="font-family:${fontFamily(lang).replace(/"/g, "'")};font-size:8px;width:100%;text-align:center;color:#777">Lokasi · <span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

function mapSchematic(walk: Walk, t: ExportTexts): string {
  const pts = walk.places.slice(0, 300);
  if (!walk.center && pts.length < 2) return '';
  const all = [...pts, ...(walk.center ? [{ ...walk.center, label: '', role: 'site' as const }] : [])];
  const lat0 = all.reduce((s, p) => s + p.lat, 0) / all.length;
  const kx = Math.cos((lat0 * Math.PI) / 180);
  const xs = all.map((p) => p.lon * kx), ys = all.map((p) => -p.lat);
  let minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  if (walk.center?.radius) {
    const r = walk.center.radius / 111_320;
    minX = Math.min(minX, walk.center.lon * kx - r); maxX = Math.max(maxX, walk.center.lon * kx + r);
    minY = Math.min(minY, -walk.center.lat - r); maxY = Math.max(maxY, -walk.center.lat + r);
  }
  const size = 420, pad = 16;
  const span = Math.max(maxX - minX, maxY - minY, 1e-6);
  const px = (lon: number) => pad + ((lon * kx - minX) / span) * (size - 2 * pad);
  const py = (lat: number) => pad + ((-lat - minY) / span) * (size - 2 * pad);
  const circle = walk.center?.radius ? `<circle cx="${px(walk.center.lon).toFixed(1)}" cy="${py(walk.center.lat).toFixed(1)}" r="${((walk.center.radius / 111_320 / span) * (size - 2 * pad)).toFixed(1)}" fill="rgba(31,111,235,0.08)" stroke="#1f6feb"/>` : '';
  const dots = pts.map((p) => p.role === 'site'
    ? `<circle cx="${px(p.lon).toFixed(1)}" cy="${py(p.lat).toFixed(1)}" r="5" fill="#d9480f"/><text x="${(px(p.lon) + 7).toFixed(1)}" y="${(py(p.lat) + 3).toFixed(1)}" font-size="9">${esc(p.label.slice(0, 30))}</text>`
    : `<circle cx="${px(p.lon).toFixed(1)}" cy="${py(p.lat).toFixed(1)}" r="2.5" fill="#555"/>`).join('');
  return `<svg viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="${esc(t.mapSchematic())}"><rect width="${size}" height="${size}" fill="#f6f8fa"/>${circle}${dots}</svg>`;
}

/** An order receipt: the fields of the member centre's receipt, from the payments module's order view. */
function receiptBody(doc: PrintDoc, t: ExportTexts): string {
  const o = doc.answer as { id: string; productId: string; plan: string | null; credits: number | null; price: { amount: string | number; currency: string }; status: string; paidAt: string | null; transactionId: string | null; provider: string };
  const amount = new Intl.NumberFormat(doc.lang, { style: 'currency', currency: o.price.currency }).format(Number(o.price.amount));
  const rows: Array<[string, string]> = [
    [t.order(), o.id], [t.product(), [o.productId, o.plan, o.credits ? `${o.credits}` : null].filter(Boolean).join(' · ')], [t.amount(), amount],
    [t.status(), o.status], [t.paidAt(), o.paidAt ? o.paidAt.slice(0, 16).replace('T', ' ') + ' UTC' : '—'], [t.transaction(), `${o.provider}${o.transactionId ? ` ${o.transactionId}` : ''}`],
  ];
  return `<table class="figs">${rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td colspan="2">${esc(v)}</td></tr>`).join('')}</table>`;
}
