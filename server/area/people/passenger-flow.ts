import { COUNTRY_TIME_ZONES } from '../../geo/rules.js';
import type { DatasetRef, Figure } from '../../../contracts/figure.js';
import type { CountSession, FlowCounts, FlowSummary, Hourly } from '../../../contracts/area-people.js';
import { figure, noData } from '../../geo/figures.js';
import type { CountSessionRow, PointData } from './repository.js';
import { dayType, rowsOf, type VolumeRow } from './lta-volumes.js';
import { peopleContext } from './population.js';
import { HEAT_INDEX_MAX, COUNT_NEAR_M, WEEKDAY, WEEKEND } from './rules.js';
import type { PeopleTexts } from './texts.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Local date parts of an instant in the point's time zone. */
function localParts(at: Date, zone: string): { date: string; hour: number; weekday: number } {
  let f = formatters.get(zone);
  if (!f) formatters.set(zone, (f = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short' })));
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!) };
}

/** The clock hours a session covers, in local time, each with its LTA day type and the share of the hour counted. */
function hourSegments(s: CountSessionRow, zone: string): Array<{ type: string; hour: number; share: number }> {
  const out: Array<{ type: string; hour: number; share: number }> = [];
  for (let t = s.startedAt.getTime(); t < s.endedAt.getTime();) {
    const next = Math.min(s.endedAt.getTime(), (Math.floor(t / 3_600_000) + 1) * 3_600_000);
    const l = localParts(new Date(t), zone);
    out.push({ type: dayType(l.date, l.weekday), hour: l.hour, share: (next - t) / 3_600_000 });
    t = next;
  }
  return out;
}

const flowOf = (r: VolumeRow) => r.tap_in + r.tap_out;
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export interface StationFlows {
  month: string;
  /** People per hour of an average day of each type (tap-ins + tap-outs), hours 0-23. */
  hourly: Record<string, number[]>;
  days: Record<string, number>;
  /** Average weekday flow of every LTA station code (the heat index's comparison). */
  allStationsWeekday: readonly number[];
}

/** Average-day hourly flows of the LTA stations within the radius; null without a station with counts. */
export function stationFlows(data: PointData): StationFlows | null {
  const index = data.volumes;
  const rows = index ? rowsOf(index, data.stations.flatMap((s) => s.codes)) : [];
  if (!index || rows.length === 0) return null;
  const hourly: Record<string, number[]> = { [WEEKDAY]: Array(24).fill(0), [WEEKEND]: Array(24).fill(0) };
  for (const r of rows) if (hourly[r.day_type]) hourly[r.day_type]![r.hour]! += flowOf(r) / index.days[r.day_type]!;
  return { month: index.month, hourly, days: index.days, allStationsWeekday: index.weekdayPerStation };
}

/** Heat index (rules.ts): 10 × the share of all stations with less average weekday flow than the circle's stations combined. */
export function heatIndex(combinedWeekday: number, allStations: readonly number[]): number {
  const below = allStations.filter((v) => v < combinedWeekday).length;
  return Number(((HEAT_INDEX_MAX * below) / allStations.length).toFixed(1));
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/**
 * The user's counts near the point, read by local hour: people counted per session, the busiest clock hour, and per day
 * type and hour of day the people counted and the hours counted (a profile where no station gives one).
 */
export function countSummary(sessions: readonly CountSessionRow[], countryCode: string | null) {
  const zone = COUNTRY_TIME_ZONES[countryCode ?? ''] ?? 'UTC';
  const byHour = new Map<string, number>();
  const profile: Record<string, { people: number[]; hours: number[] }> = {
    [WEEKDAY]: { people: Array(24).fill(0), hours: Array(24).fill(0) },
    [WEEKEND]: { people: Array(24).fill(0), hours: Array(24).fill(0) },
  };
  const perSession = sessions.map((s) => {
    const hours = Math.max(0, s.endedAt.getTime() - s.startedAt.getTime()) / 3_600_000;
    const start = localParts(s.startedAt, zone);
    const segments = hourSegments(s, zone);
    for (const g of segments) profile[g.type]!.hours[g.hour]! += g.share;
    for (const t of s.taps) {
      const l = localParts(t.at, zone);
      const key = `${l.date} ${l.hour}`;
      byHour.set(key, (byHour.get(key) ?? 0) + 1);
      profile[dayType(l.date, l.weekday)]!.people[l.hour]! += 1;
    }
    return { s, hours, segments, counted: s.taps.length, type: dayType(start.date, start.weekday), month: start.date.slice(0, 7) };
  });
  const peak = [...byHour.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return { zone, perSession, profile, peak: peak ? { people: peak[1], hour: Number(peak[0].split(' ')[1]) } : null };
}

/** Station flow per hour over the hours a session covered, by its local hour and day type (overlap-weighted). */
function stationsDuring(segments: ReadonlyArray<{ type: string; hour: number; share: number }>, flows: StationFlows): { people: number; hours: number } {
  return {
    people: sum(segments.map((g) => flows.hourly[g.type]![g.hour]! * g.share)),
    hours: sum(segments.map((g) => g.share)),
  };
}

export interface PassengerFlow {
  summary: FlowSummary;
  hourly: { weekday: Hourly; weekend: Hourly };
  counts: FlowCounts;
}

/** The passenger-flow report: the user's counts near the point first, LTA rail flows within the radius next, else nothing invented. */
export function buildPassengerFlow(data: PointData, counts: { sessions: CountSessionRow[]; withoutLocation: number }, texts: PeopleTexts): PassengerFlow {
  const { p } = texts;
  const { ref } = peopleContext(data, texts);
  const railFlows = data.market?.railFlows;
  const lta = railFlows ? [ref(railFlows.datasetId)].filter((x): x is DatasetRef => !!x) : [];
  const flows = railFlows ? stationFlows(data) : null;
  const noFlowReason = railFlows ? p.notes.noStations() : p.notes.noFlowSource();
  const summed = flows ? { weekday: sum(flows.hourly[WEEKDAY]!), weekend: sum(flows.hourly[WEEKEND]!) } : null;
  const ltaModel = (days: number, total: number) => ({
    name: p.models.stationDay.name(),
    inputs: [{ label: p.inputs.monthTotal(), value: Math.round(total), unit: 'people' }, { label: p.inputs.days({ month: flows!.month }), value: days, unit: 'days' }],
    doc: p.models.stationDay.doc(),
  });
  const stationFigure = (type: string): Figure => (flows && summed
    ? figure(Math.round(type === WEEKDAY ? summed.weekday : summed.weekend), 'people/day', 'public statistic', lta, flows.month, {
      note: p.notes.stationsNotPavement(),
      model: ltaModel(flows.days[type]!, (type === WEEKDAY ? summed.weekday : summed.weekend) * flows.days[type]!),
    })
    : noData('people/day', noFlowReason));

  // ---- the user's counts
  const c = countSummary(counts.sessions, data.countryCode);
  const countRef = (from: Date, to: Date): DatasetRef => ({
    id: 'counter', name: p.datasets.counts(), source: p.datasets.countsSource(), licence: '', vintage: `${from.toISOString().slice(0, 10)}–${to.toISOString().slice(0, 10)}`,
  });
  const sessions: CountSession[] = c.perSession.map(({ s, hours, counted }) => {
    const r = [countRef(s.startedAt, s.endedAt)];
    return {
      name: s.name, startedAt: s.startedAt.toISOString(), endedAt: s.endedAt.toISOString(), distanceM: Math.round(s.distanceM),
      counted: figure(counted, 'people', 'user count', r, r[0]!.vintage),
      perHour: hours > 0 ? figure(Math.round(counted / hours), 'people/hour', 'user count', r, r[0]!.vintage) : noData('people/hour', p.notes.noCountsNear({ distance: COUNT_NEAR_M })),
    };
  });
  const first = counts.sessions[0];
  const last = counts.sessions.at(-1);
  const allRef = first && last ? [countRef(first.startedAt, last.endedAt)] : [];
  const countedTotal = sum(c.perSession.map((x) => x.counted));
  const hoursTotal = sum(c.perSession.map((x) => x.hours));
  const noCounts = counts.sessions.length === 0
    ? (counts.withoutLocation > 0 ? `${p.notes.noCountsNear({ distance: COUNT_NEAR_M })} ${p.notes.countsWithoutLocation({ count: counts.withoutLocation })}` : p.notes.noCountsNear({ distance: COUNT_NEAR_M }))
    : null;
  const perHour = hoursTotal > 0
    ? figure(Math.round(countedTotal / hoursTotal), 'people/hour', 'user count', allRef, allRef[0]!.vintage, {
      model: { name: p.models.countsPerHour.name(), inputs: [{ label: p.inputs.counted(), value: countedTotal, unit: 'people' }, { label: p.inputs.hours(), value: Number(hoursTotal.toFixed(2)), unit: 'h' }], doc: p.models.countsPerHour.doc() },
    })
    : noData('people/hour', noCounts ?? p.notes.noComparison());
  let stationsPerHour = noData('people/hour', flows ? p.notes.noComparison() : noFlowReason);
  let ratio = noData('ratio', p.notes.noComparison());
  let calibratedDaily = noData('people/day', p.notes.noComparison());
  if (flows && summed && perHour.value !== null) {
    const during = c.perSession.map((x) => stationsDuring(x.segments, flows));
    const hours = sum(during.map((d) => d.hours));
    const stationRate = hours > 0 ? sum(during.map((d) => d.people)) / hours : 0;
    if (stationRate > 0) {
      stationsPerHour = figure(Math.round(stationRate), 'people/hour', 'public statistic', lta, flows.month, {
        model: { name: p.models.stationsPerHour.name(), inputs: [{ label: p.inputs.hours(), value: Number(hours.toFixed(2)), unit: 'h' }], doc: p.models.stationsPerHour.doc() },
      });
      const k = countedTotal / hoursTotal / stationRate;
      const both = [...allRef, ...lta];
      const inputs = [{ label: p.inputs.countsPerHour(), value: Math.round(countedTotal / hoursTotal), unit: 'people/hour' }, { label: p.inputs.stationsPerHour(), value: Math.round(stationRate), unit: 'people/hour' }];
      ratio = figure(Number(k.toFixed(2)), 'ratio', 'model estimate', both, `${allRef[0]!.vintage}; ${flows.month}`, { model: { name: p.models.calibrated.name(), inputs, doc: p.models.calibrated.doc() } });
      calibratedDaily = figure(Math.round(summed.weekday * k), 'people/day', 'model estimate', both, `${allRef[0]!.vintage}; ${flows.month}`, {
        model: { name: p.models.calibrated.name(), inputs: [...inputs, { label: p.inputs.stationDay(), value: Math.round(summed.weekday), unit: 'people/day' }], doc: p.models.calibrated.doc() },
      });
    }
  }

  /** The hourly chart: station flows where they exist, else the user's counts per counted hour, else nothing. */
  const hourlyOf = (type: string): Hourly => {
    if (flows) return { unit: 'people/hour', kind: 'public statistic', datasets: lta, vintage: flows.month, note: p.notes.stationsNotPavement(), points: flows.hourly[type]!.map((v, hour) => ({ hour, value: Math.round(v) })) };
    const counted = c.profile[type]!;
    const points = counted.hours.flatMap((h, hour) => (h > 0 ? [{ hour, value: Math.round(counted.people[hour]! / h) }] : []));
    return points.length
      ? { unit: 'people/hour', kind: 'user count', datasets: allRef, vintage: allRef[0]!.vintage, points }
      : { unit: 'people/hour', kind: 'not available', datasets: [], vintage: '', note: counts.sessions.length ? p.notes.noCountsOfType() : noFlowReason, points: [] };
  };

  // ---- summary: counts first, stations next
  const source: FlowSummary['source'] = counts.sessions.length > 0 ? 'counts' : flows ? 'stations' : 'none';
  const countedOn = (type: string): Figure => {
    const xs = c.perSession.filter((x) => x.type === type);
    return xs.length ? figure(sum(xs.map((x) => x.counted)), 'people', 'user count', allRef, allRef[0]!.vintage, { note: p.notes.countedHours({ hours: texts.base.number(Number(sum(xs.map((x) => x.hours)).toFixed(2))) }) }) : noData('people', p.notes.noCountsOfType());
  };
  let peakVisitors: Figure;
  let peakTime: string | null;
  if (source === 'counts') {
    peakVisitors = c.peak ? figure(c.peak.people, 'people/hour', 'user count', allRef, allRef[0]!.vintage) : noData('people/hour', p.notes.noCountsNear({ distance: COUNT_NEAR_M }));
    peakTime = c.peak ? hh(c.peak.hour) : null;
  } else if (flows) {
    const weekday = flows.hourly[WEEKDAY]!;
    const top = weekday.indexOf(Math.max(...weekday));
    peakVisitors = figure(Math.round(weekday[top]!), 'people/hour', 'public statistic', lta, flows.month, { note: p.notes.stationsNotPavement() });
    peakTime = hh(top);
  } else {
    peakVisitors = noData('people/hour', noFlowReason);
    peakTime = null;
  }
  const heat = flows && summed
    ? figure(heatIndex(summed.weekday, flows.allStationsWeekday), 'index', 'model estimate', lta, flows.month, {
      model: {
        name: p.models.heatIndex.name(),
        inputs: [
          { label: p.inputs.stationDay(), value: Math.round(summed.weekday), unit: 'people/day' },
          { label: p.inputs.stationsBelow(), value: flows.allStationsWeekday.filter((v) => v < summed.weekday).length, unit: 'stations' },
          { label: p.inputs.stations(), value: flows.allStationsWeekday.length, unit: 'stations' },
        ],
        doc: p.models.heatIndex.doc(),
      },
    })
    : noData('index', noFlowReason);
  const months = [...new Set(c.perSession.map((x) => x.month))].sort();
  let visitorGrowth = noData('%', source === 'counts' || !flows ? p.notes.growthCounts() : p.notes.growthOneMonth());
  if (months.length >= 2) {
    const rate = (m: string) => {
      const xs = c.perSession.filter((x) => x.month === m);
      const h = sum(xs.map((x) => x.hours));
      return h > 0 ? sum(xs.map((x) => x.counted)) / h : 0;
    };
    const before = rate(months[0]!);
    if (before > 0) visitorGrowth = figure(Number(((rate(months.at(-1)!) / before - 1) * 100).toFixed(1)), '%', 'user count', allRef, `${months[0]}–${months.at(-1)}`);
  }

  return {
    summary: {
      source,
      totalVisitors: source === 'counts' ? countedOn(WEEKDAY) : stationFigure(WEEKDAY),
      totalVisitorsWeekend: source === 'counts' ? countedOn(WEEKEND) : stationFigure(WEEKEND),
      peakVisitors,
      peakTime,
      heatIndex: { figure: heat, rule: p.rules.heatIndex({ max: HEAT_INDEX_MAX }) },
      visitorGrowth,
      newVisitorRatio: noData('%', p.notes.newVisitors()),
      stations: data.stations.map((s) => ({ name: s.name, codes: s.codes, distanceM: Math.round(s.distanceM) })),
    },
    hourly: { weekday: hourlyOf(WEEKDAY), weekend: hourlyOf(WEEKEND) },
    counts: { sessions, perHour, stationsPerHour, ratio, calibratedDaily, note: noCounts },
  };
}
