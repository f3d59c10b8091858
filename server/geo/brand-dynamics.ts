import type { DatasetRef, Figure } from '../../contracts/figure.js';
import { figure } from './figures.js';
import type { ReportTexts } from './report-texts.js';
import { DYNAMICS_MIN_BASE, DYNAMICS_MIN_SNAPSHOTS_FOR_CHANGE, DYNAMICS_MIN_SNAPSHOTS_FOR_SURVIVAL } from './rules.js';

export interface SnapshotStore {
  firstSeen: string;
  lastSeen: string;
}

export interface BrandDynamics {
  newStores: Figure;
  closedStores: Figure;
  netIncrease: Figure;
  annualClosureRate: Figure;
  averageOpeningPeriod: Figure;
  lifespan: Figure;
  newStoreSurvival: Figure;
}

const DAY_MS = 86_400_000;
const years = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / (365.25 * DAY_MS);

/**
 * Store dynamics from the presence of each store in dated map snapshots (sorted dates of one map source).
 * These are map changes (a store added to or removed from OpenStreetMap), not business registrations; periods are
 * bounded by the snapshot dates, so opening periods and lifespans are lower bounds.
 */
export function brandDynamics(stores: readonly SnapshotStore[], snapshotDates: readonly string[], datasets: DatasetRef[], texts: ReportTexts): BrandDynamics {
  const { models, inputs: label, notes } = texts.report;
  const dates = [...new Set(snapshotDates)].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  const period = first && last ? `${first} – ${last}` : '';
  const insufficient = (unit: string) => figure(null, unit, 'measurement', datasets, period, { note: notes.insufficientSnapshots() });
  const measured = (value: number, unit: string, model: { name(): string; doc(): string }, inputs: Array<{ label: string; value: number | string; unit?: string }>) =>
    figure(value, unit, 'measurement', datasets, period, { model: { name: model.name(), inputs, doc: model.doc() }, note: notes.mapChanges() });

  if (dates.length < DYNAMICS_MIN_SNAPSHOTS_FOR_CHANGE || !first || !last) {
    return {
      newStores: insufficient('stores'), closedStores: insufficient('stores'), netIncrease: insufficient('stores'),
      annualClosureRate: insufficient('%/year'), averageOpeningPeriod: insufficient('years'), lifespan: insufficient('years'),
      newStoreSurvival: insufficient('%'),
    };
  }
  const span = years(first, last);
  const atFirst = stores.filter((s) => s.firstSeen === first);
  const added = stores.filter((s) => s.firstSeen > first);
  const closed = stores.filter((s) => s.lastSeen < last);
  const open = stores.filter((s) => s.lastSeen === last);
  const snapshotInput = { label: label.snapshots(), value: texts.list(dates) };
  const storeCount = (text: () => string, value: number) => ({ label: text(), value, unit: 'stores' });

  const newStores = measured(added.length, 'stores', models.newStores, [snapshotInput]);
  const closedStores = measured(closed.length, 'stores', models.closedStores, [snapshotInput]);
  const netIncrease = measured(added.length - closed.length, 'stores', models.netIncrease, [snapshotInput]);

  const closedFromBase = atFirst.filter((s) => s.lastSeen < last).length;
  const annualClosureRate = atFirst.length < DYNAMICS_MIN_BASE || span <= 0
    ? insufficient('%/year')
    : measured((closedFromBase / atFirst.length / span) * 100, '%/year', models.annualClosureRate,
        [snapshotInput, storeCount(label.storesAtFirstSnapshot, atFirst.length), storeCount(label.ofThemGone, closedFromBase), { label: label.years(), value: Number(span.toFixed(2)) }]);

  const averageOpeningPeriod = open.length < DYNAMICS_MIN_BASE
    ? insufficient('years')
    : measured(open.reduce((s, x) => s + years(x.firstSeen, last), 0) / open.length, 'years', models.averageOpeningPeriod,
        [snapshotInput, storeCount(label.openStores, open.length)]);

  const lifespan = closed.length < DYNAMICS_MIN_BASE
    ? insufficient('years')
    : measured(closed.reduce((s, x) => s + years(x.firstSeen, x.lastSeen), 0) / closed.length, 'years', models.lifespan,
        [snapshotInput, storeCount(label.closedStores, closed.length)]);

  // Survival needs a store to appear in a middle snapshot and the latest snapshot to say whether it is still there.
  const cohort = stores.filter((s) => s.firstSeen > first && s.firstSeen < last);
  const newStoreSurvival = dates.length < DYNAMICS_MIN_SNAPSHOTS_FOR_SURVIVAL || cohort.length < DYNAMICS_MIN_BASE
    ? insufficient('%')
    : measured((cohort.filter((s) => s.lastSeen === last).length / cohort.length) * 100, '%', models.newStoreSurvival,
        [snapshotInput, storeCount(label.newInIntermediateSnapshots, cohort.length)]);

  return { newStores, closedStores, netIncrease, annualClosureRate, averageOpeningPeriod, lifespan, newStoreSurvival };
}

/**
 * New and closed stores between each pair of consecutive snapshots: a store is new in the snapshot its run starts in
 * and closed after the snapshot its run ends in (runs end where the object or its brand is gone; see osm-monaco.ts).
 */
export function snapshotChanges(stores: readonly SnapshotStore[], snapshotDates: readonly string[]) {
  const dates = [...new Set(snapshotDates)].sort();
  return dates.slice(1).map((to, i) => ({
    from: dates[i]!, to,
    newStores: stores.filter((s) => s.firstSeen === to).length,
    closedStores: stores.filter((s) => s.lastSeen === dates[i]).length,
  }));
}
