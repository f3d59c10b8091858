import { useMemo } from 'preact/hooks';
import type { DatasetRef } from '../../contracts/figure.js';
import { oldestSource } from '../../contracts/vintage.js';
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

/**
 * A page's "Data as of": the date its oldest source describes and that source's name, read from the figures the page
 * shows, so a store count of a 2018 map extract is never dated by the day it was imported. Nothing when no figure
 * names a dated source.
 */
export function DataAsOf({ answer }: { answer: unknown }) {
  const oldest = useMemo(() => oldestSource(datasetsIn(answer)), [answer]);
  if (!oldest) return null;
  return (
    <p class="muted data-as-of" data-vintage={oldest.vintage}>
      {LL.value.provenance.dataAsOf({ date: localVintage(oldest.vintage, LL.value), dataset: oldest.name })}
    </p>
  );
}
