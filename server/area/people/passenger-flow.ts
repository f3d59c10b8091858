import { COUNTRY_TIME_ZONES } from '../../geo/index.js';
import type { DatasetRef, Figure } from '../../../contracts/figure.js';
import type { CountSession, FlowCounts, FlowSummary, Hourly } from '../../../contracts/area-people.js';
import { figure, noData } from '../../geo/index.js';
import type { CountSessionRow, DailyRidership, PointData } from './repository.js';
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

/** The user's counting sessions near the point, and how many of their sessions had no location. */
interface NearCounts {
  sessions: CountSessionRow[];
  withoutLocation: number;
}

/** The passenger-flow report: the user's counts near the point first, LTA rail flows within the radius next, else nothing invented. */
export function buildPassengerFlow(data: PointData, counts: NearCounts, texts: PeopleTexts): PassengerFlow {
  const inputs = flowInputs(data, counts, texts);
  return {
    summary: flowSummary(inputs, data),
    hourly: { weekday: hourlyOf(inputs, WEEKDAY), weekend: hourlyOf(inputs, WEEKEND) },
    counts: userCounts(inputs),
  };
}

/** What the parts of the passenger-flow report read: the rail flows within the radius and the user's counts near the point. */
interface FlowInputs {
  texts: PeopleTexts;
  counts: NearCounts;
  /** LTA's passenger volume dataset, where imported. */
  lta: DatasetRef[];
  /** Average-day flows of the stations within the radius (Singapore only); null without a station with counts. */
  flows: StationFlows | null;
  /** The stations' people on an average weekday and weekend day; null where `flows` is. */
  summed: { weekday: number; weekend: number } | null;
  /** Why no station figure is available. */
  noFlowReason: string;
  /** People a day at the stations within the radius from daily tap-ins (a market without hourly volumes); null elsewhere. */
  daily: DailyStations | null;
  /** The user's counts by session, clock hour and day type. */
  tally: ReturnType<typeof countSummary>;
  /** All the sessions as one dataset, dated from the first session's start to the last one's end (none without a session). */
  allRef: DatasetRef[];
  /** People counted and hours counted, over all the sessions. */
  countedTotal: number;
  hoursTotal: number;
}

function flowInputs(data: PointData, counts: NearCounts, texts: PeopleTexts): FlowInputs {
  const { p } = texts;
  const { ref } = peopleContext(data, texts);
  const railFlows = data.market?.railFlows;
  const flows = railFlows ? stationFlows(data) : null;
  const tally = countSummary(counts.sessions, data.countryCode);
  const first = counts.sessions[0];
  const last = counts.sessions.at(-1);
  return {
    texts,
    counts,
    lta: railFlows ? [ref(railFlows.datasetId)].filter((x): x is DatasetRef => !!x) : [],
    flows,
    summed: flows ? { weekday: sum(flows.hourly[WEEKDAY]!), weekend: sum(flows.hourly[WEEKEND]!) } : null,
    noFlowReason: railFlows || data.ridership ? p.notes.noStations() : p.notes.noFlowSource(),
    daily: data.ridership ? dailyStations(data.ridership, data.stations.flatMap((s) => s.codes), ref) : null,
    tally,
    allRef: first && last ? [countRef(texts, first.startedAt, last.endedAt)] : [],
    countedTotal: sum(tally.perSession.map((s) => s.counted)),
    hoursTotal: sum(tally.perSession.map((s) => s.hours)),
  };
}

/** The stations' average tap-ins a day on weekdays and weekend days, and the days they average over. */
interface DailyStations {
  tapIns: { weekday: number; weekend: number | null };
  days: { weekday: number; weekend: number };
  period: string;
  datasets: DatasetRef[];
}

/** The daily tap-ins of the stations with these codes (an interchange counted once per code it has); null without one. */
function dailyStations(r: DailyRidership, codes: readonly string[], ref: (id: string) => DatasetRef | undefined): DailyStations | null {
  const rows = [...new Set(codes)].map((c) => r.byCode.get(c)).filter((x) => x !== undefined);
  if (!rows.length) return null;
  const weekend = rows.every((x) => x.weekend !== null) ? sum(rows.map((x) => x.weekend!)) : null;
  return {
    tapIns: { weekday: sum(rows.map((x) => x.weekday)), weekend },
    days: { weekday: Math.max(...rows.map((x) => x.weekdays)), weekend: Math.max(...rows.map((x) => x.weekendDays)) },
    period: r.firstDate && r.lastDate ? `${r.firstDate} – ${r.lastDate}` : '',
    datasets: [ref(r.datasetId)].filter((x): x is DatasetRef => !!x),
  };
}

/** The user's counts from one instant to another as a dataset: their dates are its vintage. */
function countRef(texts: PeopleTexts, from: Date, to: Date): DatasetRef {
  const { p } = texts;
  return { id: 'counter', name: p.datasets.counts(), source: p.datasets.countsSource(), licence: '', vintage: `${from.toISOString().slice(0, 10)}–${to.toISOString().slice(0, 10)}` };
}

/** The user's counts near the point: each session, people per hour over all of them, and that rate against the stations'. */
function userCounts(inputs: FlowInputs): FlowCounts {
  const { p } = inputs.texts;
  const { counts, allRef, countedTotal, hoursTotal } = inputs;
  const sessions: CountSession[] = inputs.tally.perSession.map(({ s, hours, counted }) => {
    const r = [countRef(inputs.texts, s.startedAt, s.endedAt)];
    return {
      name: s.name, startedAt: s.startedAt.toISOString(), endedAt: s.endedAt.toISOString(), distanceM: Math.round(s.distanceM),
      counted: figure(counted, 'people', 'user count', r, r[0]!.vintage),
      perHour: hours > 0 ? figure(Math.round(counted / hours), 'people/hour', 'user count', r, r[0]!.vintage) : noData('people/hour', p.notes.noCountsNear({ distance: COUNT_NEAR_M })),
    };
  });
  const noCounts = counts.sessions.length === 0
    ? (counts.withoutLocation > 0 ? `${p.notes.noCountsNear({ distance: COUNT_NEAR_M })} ${p.notes.countsWithoutLocation({ count: counts.withoutLocation })}` : p.notes.noCountsNear({ distance: COUNT_NEAR_M }))
    : null;
  const perHour = hoursTotal > 0
    ? figure(Math.round(countedTotal / hoursTotal), 'people/hour', 'user count', allRef, allRef[0]!.vintage, {
      model: { name: p.models.countsPerHour.name(), inputs: [{ label: p.inputs.counted(), value: countedTotal, unit: 'people' }, { label: p.inputs.hours(), value: Number(hoursTotal.toFixed(2)), unit: 'h' }], doc: p.models.countsPerHour.doc() },
    })
    : noData('people/hour', noCounts ?? p.notes.noComparison());
  return { sessions, perHour, ...calibration(inputs, perHour), note: noCounts };
}

/**
 * The user's counts against the stations': the stations' flow per hour over the hours the sessions covered, the ratio
 * of the user's rate to it, and the stations' weekday flow times that ratio. Not available without both rates.
 */
function calibration(inputs: FlowInputs, perHour: Figure): Pick<FlowCounts, 'stationsPerHour' | 'ratio' | 'calibratedDaily'> {
  const { p } = inputs.texts;
  const { flows, summed, lta, allRef, countedTotal, hoursTotal } = inputs;
  let stationsPerHour = noData('people/hour', flows ? p.notes.noComparison() : inputs.noFlowReason);
  let ratio = noData('ratio', p.notes.noComparison());
  let calibratedDaily = noData('people/day', p.notes.noComparison());
  if (flows && summed && perHour.value !== null) {
    const during = inputs.tally.perSession.map((s) => stationsDuring(s.segments, flows));
    const hours = sum(during.map((d) => d.hours));
    const stationRate = hours > 0 ? sum(during.map((d) => d.people)) / hours : 0;
    if (stationRate > 0) {
      stationsPerHour = figure(Math.round(stationRate), 'people/hour', 'public statistic', lta, flows.month, {
        model: { name: p.models.stationsPerHour.name(), inputs: [{ label: p.inputs.hours(), value: Number(hours.toFixed(2)), unit: 'h' }], doc: p.models.stationsPerHour.doc() },
      });
      const k = countedTotal / hoursTotal / stationRate;
      const both = [...allRef, ...lta];
      const rates = [{ label: p.inputs.countsPerHour(), value: Math.round(countedTotal / hoursTotal), unit: 'people/hour' }, { label: p.inputs.stationsPerHour(), value: Math.round(stationRate), unit: 'people/hour' }];
      ratio = figure(Number(k.toFixed(2)), 'ratio', 'model estimate', both, `${allRef[0]!.vintage}; ${flows.month}`, { model: { name: p.models.calibrated.name(), inputs: rates, doc: p.models.calibrated.doc() } });
      calibratedDaily = figure(Math.round(summed.weekday * k), 'people/day', 'model estimate', both, `${allRef[0]!.vintage}; ${flows.month}`, {
        model: { name: p.models.calibrated.name(), inputs: [...rates, { label: p.inputs.stationDay(), value: Math.round(summed.weekday), unit: 'people/day' }], doc: p.models.calibrated.doc() },
      });
    }
  }
  return { stationsPerHour, ratio, calibratedDaily };
}

/** The hourly chart: station flows where they exist, else the user's counts per counted hour, else nothing. */
function hourlyOf(inputs: FlowInputs, type: string): Hourly {
  const { p } = inputs.texts;
  const { flows, allRef } = inputs;
  if (flows) return { unit: 'people/hour', kind: 'public statistic', datasets: inputs.lta, vintage: flows.month, note: p.notes.stationsNotPavement(), points: flows.hourly[type]!.map((v, hour) => ({ hour, value: Math.round(v) })) };
  const counted = inputs.tally.profile[type]!;
  const points = counted.hours.flatMap((h, hour) => (h > 0 ? [{ hour, value: Math.round(counted.people[hour]! / h) }] : []));
  return points.length
    ? { unit: 'people/hour', kind: 'user count', datasets: allRef, vintage: allRef[0]!.vintage, points }
    : { unit: 'people/hour', kind: 'not available', datasets: [], vintage: '', note: inputs.counts.sessions.length ? p.notes.noCountsOfType() : inputs.noFlowReason, points: [] };
}

/** The summary: the user's counts first, the stations next. */
function flowSummary(inputs: FlowInputs, data: PointData): FlowSummary {
  const { p } = inputs.texts;
  const source: FlowSummary['source'] = inputs.counts.sessions.length > 0 ? 'counts' : inputs.flows || inputs.daily ? 'stations' : 'none';
  const { peakVisitors, peakTime } = peakHour(inputs, source);
  return {
    source,
    totalVisitors: source === 'counts' ? countedOn(inputs, WEEKDAY) : stationDay(inputs, WEEKDAY),
    totalVisitorsWeekend: source === 'counts' ? countedOn(inputs, WEEKEND) : stationDay(inputs, WEEKEND),
    peakVisitors,
    peakTime,
    heatIndex: { figure: heatFigure(inputs), rule: p.rules.heatIndex({ max: HEAT_INDEX_MAX }) },
    visitorGrowth: visitorGrowth(inputs, source),
    newVisitorRatio: noData('%', p.notes.newVisitors()),
    stations: data.stations.map((s) => ({ name: s.name, codes: s.codes, distanceM: Math.round(s.distanceM) })),
  };
}

/** People the user counted in the sessions that started on a day of the type, with the hours counted. */
function countedOn(inputs: FlowInputs, type: string): Figure {
  const { texts, allRef } = inputs;
  const xs = inputs.tally.perSession.filter((s) => s.type === type);
  return xs.length ? figure(sum(xs.map((s) => s.counted)), 'people', 'user count', allRef, allRef[0]!.vintage, { note: texts.p.notes.countedHours({ hours: texts.base.number(Number(sum(xs.map((s) => s.hours)).toFixed(2))) }) }) : noData('people', texts.p.notes.noCountsOfType());
}

/** People at the stations on an average day of the type (tap-ins and tap-outs: at stations, not on the pavement). */
function stationDay(inputs: FlowInputs, type: string): Figure {
  const { p } = inputs.texts;
  const { flows, summed } = inputs;
  if (inputs.daily) return dailyStationDay(inputs.daily, type, inputs.texts);
  if (!flows || !summed) return noData('people/day', inputs.noFlowReason);
  const perDay = type === WEEKDAY ? summed.weekday : summed.weekend;
  return figure(Math.round(perDay), 'people/day', 'public statistic', inputs.lta, flows.month, {
    note: p.notes.stationsNotPavement(),
    model: {
      name: p.models.stationDay.name(),
      inputs: [{ label: p.inputs.monthTotal(), value: Math.round(perDay * flows.days[type]!), unit: 'people' }, { label: p.inputs.days({ month: flows.month }), value: flows.days[type]!, unit: 'days' }],
      doc: p.models.stationDay.doc(),
    },
  });
}

/**
 * People at the stations on an average day of the type from daily tap-ins: a day's passengers leave by the station
 * they entered, so tap-outs match tap-ins over a day and people = 2 × tap-ins (the hourly volumes' tap-ins + tap-outs).
 */
function dailyStationDay(daily: DailyStations, type: string, texts: PeopleTexts): Figure {
  const { p } = texts;
  const tapIns = type === WEEKDAY ? daily.tapIns.weekday : daily.tapIns.weekend;
  const days = type === WEEKDAY ? daily.days.weekday : daily.days.weekend;
  if (tapIns === null || days === 0) return noData('people/day', p.notes.noStations());
  return figure(Math.round(2 * tapIns), 'people/day', 'model estimate', daily.datasets, daily.period, {
    note: p.notes.stationsNotPavement(),
    model: {
      name: p.models.stationDayDaily.name(),
      inputs: [{ label: p.inputs.tapInsPerDay(), value: Math.round(tapIns), unit: 'people' }, { label: p.inputs.daysAveraged(), value: days, unit: 'days' }],
      doc: p.models.stationDayDaily.doc(),
    },
  });
}

/** The busiest hour: the user's busiest counted clock hour, else the stations' busiest hour of an average weekday. */
function peakHour(inputs: FlowInputs, source: FlowSummary['source']): { peakVisitors: Figure; peakTime: string | null } {
  const { p } = inputs.texts;
  const { tally, flows, allRef } = inputs;
  if (source === 'counts') {
    return {
      peakVisitors: tally.peak ? figure(tally.peak.people, 'people/hour', 'user count', allRef, allRef[0]!.vintage) : noData('people/hour', p.notes.noCountsNear({ distance: COUNT_NEAR_M })),
      peakTime: tally.peak ? hh(tally.peak.hour) : null,
    };
  }
  if (!flows) return { peakVisitors: noData('people/hour', inputs.noFlowReason), peakTime: null };
  const weekday = flows.hourly[WEEKDAY]!;
  const top = weekday.indexOf(Math.max(...weekday));
  return { peakVisitors: figure(Math.round(weekday[top]!), 'people/hour', 'public statistic', inputs.lta, flows.month, { note: p.notes.stationsNotPavement() }), peakTime: hh(top) };
}

/** The heat index of the stations within the radius (heatIndex above), with the figures it rests on. */
function heatFigure(inputs: FlowInputs): Figure {
  const { p } = inputs.texts;
  const { flows, summed } = inputs;
  if (!flows || !summed) return noData('index', inputs.noFlowReason);
  return figure(heatIndex(summed.weekday, flows.allStationsWeekday), 'index', 'model estimate', inputs.lta, flows.month, {
    model: {
      name: p.models.heatIndex.name(),
      inputs: [
        { label: p.inputs.stationDay(), value: Math.round(summed.weekday), unit: 'people/day' },
        { label: p.inputs.stationsBelow(), value: flows.allStationsWeekday.filter((v) => v < summed.weekday).length, unit: 'stations' },
        { label: p.inputs.stations(), value: flows.allStationsWeekday.length, unit: 'stations' },
      ],
      doc: p.models.heatIndex.doc(),
    },
  });
}

/** Growth of the user's counted people per hour from the first month counted to the last; one month of data has none. */
function visitorGrowth(inputs: FlowInputs, source: FlowSummary['source']): Figure {
  const { p } = inputs.texts;
  const { tally, allRef } = inputs;
  const months = [...new Set(tally.perSession.map((s) => s.month))].sort();
  const none = noData('%', source === 'counts' || !inputs.flows ? p.notes.growthCounts() : p.notes.growthOneMonth());
  if (months.length < 2) return none;
  const rate = (m: string) => {
    const xs = tally.perSession.filter((s) => s.month === m);
    const h = sum(xs.map((s) => s.hours));
    return h > 0 ? sum(xs.map((s) => s.counted)) / h : 0;
  };
  const before = rate(months[0]!);
  return before > 0 ? figure(Number(((rate(months.at(-1)!) / before - 1) * 100).toFixed(1)), '%', 'user count', allRef, `${months[0]}–${months.at(-1)}`) : none;
}
