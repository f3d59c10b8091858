import { useMemo } from 'preact/hooks';
import type { DatasetRef } from '../../contracts/figure.js';
import { oldestSource, vintageDate } from '../../contracts/vintage.js';
import { LL } from '../platform/i18n/index.js';
import { localVintage } from './figure-format.js';

/** Every dataset the figures of an answer draw on (each figure's `datasets`, at any depth), each once by id. */
export function datasetsIn(answer: unknown): DatasetRef[] {
  const byId = new Map<string, DatasetRef>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      // Coordinates and rings hold numbers only: nothing to find there.
      if (typeof value[0] !== 'number') for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'datasets' && Array.isArray(inner)) for (const d of inner as DatasetRef[]) byId.set(d.id, d);
        else visit(inner);
      }
    }
  };
  visit(answer);
  return [...byId.values()];
}

const NAME_SLOT = '\u0000';

/**
 * A page's "Data as of": the date its oldest source describes and that source's name, read from the figures the page
 * shows, so a store count of a 2018 map extract is never dated by the day it was imported. `oldest` is the answer's own
 * word for it where the server gives one (a locked report's figures are not sent): when older than every figure's
 * source, its date alone. Nothing when no date is known.
 */
export function DataAsOf({ answer, oldest = null }: { answer: unknown; oldest?: string | null }) {
  const found = useMemo(() => oldestSource(datasetsIn(answer)), [answer]);
  const stated = oldest === null ? null : vintageDate(oldest);
  if (stated !== null && (found === null || stated < (vintageDate(found.vintage) ?? stated))) {
    return (
      <p class="muted data-as-of" data-vintage={oldest}>
        {LL.value.provenance.dataAsOfDate({ date: localVintage(oldest!, LL.value) })}
      </p>
    );
  }
  if (!found) return null;
  // The dataset's name is its own, in English: marked so, for screen readers, within the reader's sentence.
  const [before, after] = LL.value.provenance.dataAsOf({ date: localVintage(found.vintage, LL.value), dataset: NAME_SLOT }).split(NAME_SLOT);
  return (
    <p class="muted data-as-of" data-vintage={found.vintage}>
      {before}
      <span lang="en">{found.name}</span>
      {after}
    </p>
  );
}
