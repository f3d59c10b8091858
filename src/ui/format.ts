import { dateTimeFormat, numberFormat } from '../platform/i18n/intl.js';

/** A distance in whole metres in the interface language (every distance of an area report is within its 1000 m radius). */
export function metres(value: number, locale: string): string {
  return numberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(value);
}

/** Latitude, longitude in the interface language; 4 decimals (about 10 m) unless told. */
export function coordinates(lat: number, lon: number, locale: string, digits = 4): string {
  const f = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${f.format(lat)}, ${f.format(lon)}`;
}

export function dateText(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
