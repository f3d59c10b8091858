import fs from 'node:fs';
import path from 'node:path';
import type { MembershipType } from '../accounts/index.js';

/** What an order buys. Prices are integers in the currency's minor unit (cents), so comparisons are exact. */
export type Product =
  | { id: string; kind: 'membership'; plan: MembershipType; subscription: boolean; prices: Record<string, number> }
  | { id: string; kind: 'credits'; credits: number; prices: Record<string, number> };

export interface Catalogue {
  currencies: string[];
  /** Country (ISO 3166 alpha-2) → the currency its buyers see. */
  countries: Record<string, string>;
  products: Product[];
  /** Where it came from: the shipped example file or PAYMENTS_CATALOGUE_FILE. */
  source: string;
  example: boolean;
}

export const EXAMPLE_CATALOGUE_FILE = path.join(import.meta.dirname, 'catalogue.example.json');

const PLANS: readonly MembershipType[] = ['monthly', 'quarterly', 'yearly', 'lifetime'];

/** Digits after the decimal point of a currency (2 for USD, 0 for JPY), from the platform's ISO 4217 data. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** '4.99' USD → 499. Rejects more decimals than the currency has, so a price never rounds silently. */
export function toMinor(decimal: string, currency: string): number {
  const digits = minorDigits(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match || (match[2] ?? '').length > digits) throw new Error(`price "${decimal}" is not a ${currency} amount with at most ${digits} decimals`);
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

/** 499 USD → '4.99'. */
export function fromMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const s = String(minor).padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

function parseProduct(raw: any, currencies: string[]): Product {
  if (typeof raw?.id !== 'string' || !/^[a-z0-9-]{1,64}$/.test(raw.id)) throw new Error(`product id ${JSON.stringify(raw?.id)} must be 1-64 of a-z 0-9 -`);
  const prices: Record<string, number> = {};
  for (const currency of currencies) {
    const price = raw.prices?.[currency];
    if (typeof price !== 'string') throw new Error(`product ${raw.id} has no ${currency} price`);
    prices[currency] = toMinor(price, currency);
    if (prices[currency]! <= 0) throw new Error(`product ${raw.id} has a ${currency} price of zero`);
  }
  if (raw.kind === 'membership') {
    if (!PLANS.includes(raw.plan)) throw new Error(`product ${raw.id}: plan must be one of ${PLANS.join(', ')}`);
    return { id: raw.id, kind: 'membership', plan: raw.plan, subscription: raw.plan !== 'lifetime' && raw.subscription !== false, prices };
  }
  if (raw.kind === 'credits') {
    if (!Number.isInteger(raw.credits) || raw.credits <= 0) throw new Error(`product ${raw.id}: credits must be a positive integer`);
    return { id: raw.id, kind: 'credits', credits: raw.credits, prices };
  }
  throw new Error(`product ${raw.id}: kind must be membership or credits`);
}

export function parseCatalogue(json: string, source: string): Catalogue {
  const raw = JSON.parse(json);
  const currencies: unknown = raw.currencies;
  if (!Array.isArray(currencies) || currencies.length === 0 || !currencies.every((c) => typeof c === 'string' && /^[A-Z]{3}$/.test(c))) {
    throw new Error('currencies must be a non-empty list of ISO 4217 codes');
  }
  const products = (raw.products as unknown[]).map((p) => parseProduct(p, currencies as string[]));
  if (new Set(products.map((p) => p.id)).size !== products.length) throw new Error('product ids must be unique');
  const countries: Record<string, string> = raw.countries ?? {};
  for (const [country, currency] of Object.entries(countries)) {
    if (!/^[A-Z]{2}$/.test(country) || !(currencies as string[]).includes(currency)) throw new Error(`countries.${country} must name one of the currencies`);
  }
  return { currencies: currencies as string[], countries, products, source, example: path.resolve(source) === EXAMPLE_CATALOGUE_FILE };
}

export function loadCatalogue(file: string = EXAMPLE_CATALOGUE_FILE): Catalogue {
  try {
    return parseCatalogue(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    throw new Error(`payments catalogue ${file}: ${(error as Error).message}`);
  }
}

export function findProduct(catalogue: Catalogue, id: string): Product | undefined {
  return catalogue.products.find((p) => p.id === id);
}

/** The currency a buyer sees: the one asked for when the catalogue has it, else their country's, else the first. */
export function currencyFor(catalogue: Catalogue, asked: string | undefined, country: string | undefined): string {
  if (asked && catalogue.currencies.includes(asked)) return asked;
  return catalogue.countries[country?.toUpperCase() ?? ''] ?? catalogue.currencies[0]!;
}
