import type { CircleEstimate } from '../../geo/index.js';
import type { DatasetRef, Figure } from '../../../contracts/figure.js';
import type { AgeGender, Income, PlanningArea, Residents, Share } from '../../../contracts/area-people.js';
import { EDUCATION_KEYS, NATIONALITY_KEYS, OCCUPATION_KEYS } from '../../../contracts/area-people.js';
import { atYear, figure, latest, noData } from '../../geo/index.js';
import { datasetRefIn } from '../../geo/index.js';
import { localName } from '../../geo/index.js';
import { CITY_STATE_MAX_AREA_KM2 } from '../../geo/index.js';
import { titleCase } from '../../geo/index.js';
import { MY_INCOME_ID, SG_AREAS_ID, wdiDatasetId, WPP_ID } from '../../geo/index.js';
import { bandMean, employedHouseholds, incomeBands, incomeLevelShares, type IncomeBands } from './census-income.js';
import { PEOPLE_INDICATORS, type AreaStats, type PeopleIndicator, type PointData } from './repository.js';
import { ADULT_MIN_AGE, AGE_GROUP_BANDS, MORNING_PEAK_HOURS, SG_INCOME_HIGH_FROM, SG_INCOME_LOW_BELOW, SIXTY_FIVE_PLUS_MIN_AGE, WEEKDAY } from './rules.js';
import type { PeopleTexts } from './texts.js';
import { rowsOf } from './lta-volumes.js';
import { vintageOf } from '../area-data.js';

const refsOf = (...r: Array<DatasetRef | undefined>) => r.filter((x): x is DatasetRef => !!x);
/** The year Singapore's planning-area statistics describe (Census 2020), whatever the boundaries' own date. */
const CENSUS_YEAR = '2020';

/** The circle's area in km². */
export const circleKm2 = (radiusM: number) => (Math.PI * radiusM * radiusM) / 1e6;

/** Helpers every people builder shares: dataset refs in the request language, national WDI figures labelled national. */
export function peopleContext(data: PointData, texts: PeopleTexts) {
  const ref = datasetRefIn(data.refs, texts.base);
  // In the reader's language: 'Singapore(전국)' on a Korean page was the English name.
  const countryName = data.country ? localName(data.country.names, data.country.name, texts.locale).name : '';
  const nationalScope = texts.p.notes.nationalFigure({ country: countryName });
  const wdi = (key: PeopleIndicator) => {
    const points = data.national[key];
    return { point: latest(points), points: points ?? [], ref: ref(wdiDatasetId(PEOPLE_INDICATORS[key])) };
  };
  return { ref, countryName, nationalScope, wdi };
}

/** Residents per household of a planning area (Census 2020): population ÷ resident households, null when either is missing. */
/** An area's households: Singapore's census income table's total, or the count a census seat publishes. */
function areaHouseholds(area: AreaStats): number | undefined {
  const seat = area.stats.households;
  return (area.stats.householdIncomeFromWork2020 as IncomeBands | undefined)?.Total ?? (typeof seat === 'number' ? seat : undefined);
}

export function householdSize(area: AreaStats): number | null {
  const households = areaHouseholds(area);
  return area.population && households ? area.population / households : null;
}

/** Singapore-wide residents per household: every planning area with both figures, pooled. */
export function pooledHouseholdSize(areas: Iterable<AreaStats>): number | null {
  let people = 0;
  let households = 0;
  for (const a of areas) {
    const h = (a.stats.householdIncomeFromWork2020 as IncomeBands | undefined)?.Total;
    if (a.population && h) {
      people += a.population;
      households += h;
    }
  }
  return households > 0 ? people / households : null;
}

/** Weekday morning-peak arrivals and departures at the stations within the radius (LTA), null without a station with counts. */
export function morningFlows(data: PointData): { arrivals: number; departures: number; month: string } | null {
  if (!data.volumes) return null;
  const rows = rowsOf(data.volumes, data.stations.flatMap((s) => s.codes)).filter((v) => v.day_type === WEEKDAY && MORNING_PEAK_HOURS.includes(v.hour));
  if (rows.length === 0) return null;
  return { arrivals: rows.reduce((s, r) => s + r.tap_out, 0), departures: rows.reduce((s, r) => s + r.tap_in, 0), month: data.volumes.month };
}

/** Residents, workers, job–residence ratio, density and growth of the circle. */
export function buildResidents(data: PointData, texts: PeopleTexts): Residents {
  const { p } = texts;
  const { ref, nationalScope, wdi } = peopleContext(data, texts);
  const km2 = circleKm2(data.radius);
  const market = data.market;
  const dwellings = market?.residents?.method === 'dwellings' ? market.residents : null;
  const { residents, dwellingUnits } = market && dwellings
    ? hdbResidents(data, dwellings.datasetId, market.smallAreas.datasetIds[0]!, texts)
    : { residents: data.interpolated ? interpolatedResidents(data, data.interpolated, texts) : densityResidents(data, texts, km2), dwellingUnits: noData('dwellings', p.notes.noResidentsSource()) };

  const employedResidents = employed(residents, data, texts);
  const jobResidenceRatio = jobResidence(data, texts);
  const density = residents.value === null
    ? noData('people/km2', residents.note)
    : figure(Math.round(residents.value / km2), 'people/km2', residents.kind, residents.datasets, residents.vintage, {
      note: residents.note,
      model: { name: p.models.density.name(), inputs: [{ label: p.inputs.residents(), value: residents.value, unit: 'people' }, { label: p.inputs.circleArea(), value: Number(km2.toFixed(3)), unit: 'km2' }], doc: p.models.density.doc() },
    });
  const g = wdi('growth');
  const growth = g.point ? figure(Number(g.point.value.toFixed(2)), '%', 'public statistic', refsOf(g.ref), String(g.point.year), { scope: nationalScope }) : noData('%', p.notes.noResidentsSource());

  return {
    residents, dwellingUnits, planningArea: market?.smallAreas.locate === 'boundary' && data.pointArea ? planningArea(data.pointArea, ref(data.pointArea.datasetId), texts) : null,
    employedResidents, workers: workers(employedResidents, jobResidenceRatio, texts), jobResidenceRatio, density, growth,
  };
}

/**
 * Residents in the circle and its dwelling units from the market's residential points: each block's units times the
 * household size of the block's small area (Census 2020), else the market's pooled one.
 */
function hdbResidents(data: PointData, dwellingsId: string, censusId: string, texts: PeopleTexts): { residents: Figure; dwellingUnits: Figure } {
  const { p } = texts;
  const { ref } = peopleContext(data, texts);
  const hdb = ref(dwellingsId);
  const census = ref(censusId);
  const units = data.blocks.reduce((s, b) => s + b.dwellingUnits, 0);
  const dwellingUnits = figure(units, 'dwellings', 'public statistic', refsOf(hdb), hdb?.vintage ?? '');
  const fallback = pooledHouseholdSize(data.areasById.values());
  let people = 0;
  let missing = false;
  for (const b of data.blocks) {
    const area = b.areaId ? data.areasById.get(b.areaId) : undefined;
    const size = (area && householdSize(area)) ?? fallback;
    if (size === null) missing = true;
    else people += b.dwellingUnits * size;
  }
  const sources = refsOf(hdb, census);
  const residents = units === 0
    ? noData('people', p.notes.noPublicHousing())
    : missing
    ? noData('people', p.notes.noResidentsSource())
    // The blocks as of the HDB file's date, their household sizes from Census 2020.
    : figure(Math.round(people), 'people', 'model estimate', sources, [hdb?.vintage, CENSUS_YEAR].filter(Boolean).join('; '), {
      note: p.notes.hdbOnly(),
      model: {
        name: p.models.residentsHdb.name(),
        inputs: [
          { label: p.inputs.dwellingUnits(), value: units, unit: 'dwellings' },
          { label: p.inputs.householdSize(), value: Number((people / units).toFixed(2)), unit: 'people' },
        ],
        doc: p.models.residentsHdb.doc(),
      },
    });
  return { residents, dwellingUnits };
}

/**
 * Residents of the circle by areal interpolation: each census area's residents × the share of its area inside the
 * circle, summed (people spread evenly over each area: an estimate, its method named).
 */
function interpolatedResidents(data: PointData, estimate: CircleEstimate, texts: PeopleTexts): Figure {
  const { p } = texts;
  const { ref } = peopleContext(data, texts);
  if (estimate.population === null || estimate.units.length === 0) return noData('people', p.notes.noResidentsSource());
  const used = estimate.units.map((u) => data.areasById.get(u.id)).filter((a) => a !== undefined);
  const datasets = refsOf(...[...new Set(used.map((a) => a.datasetId))].map(ref));
  // The year the counts describe (the census's), not the boundaries' or the publication's.
  const years = [...new Set(used.map((a) => a.stats.censusYear).filter((y) => y !== undefined && y !== null).map(String))].sort().join('; ');
  return figure(Math.round(estimate.population), 'people', 'model estimate', datasets, years || vintageOf(datasets), {
    model: {
      name: p.models.residentsInterpolated.name(),
      inputs: [
        { label: p.inputs.censusAreas(), value: estimate.units.length, unit: 'count' },
        { label: p.inputs.circleCovered(), value: Math.round(estimate.coveredShare * 100), unit: '%' },
      ],
      doc: p.models.residentsInterpolated.doc(),
    },
  });
}

/** Residents of a circle where no residential points are declared: in a city-state, the national density times the circle's area; elsewhere no source gives them. */
function densityResidents(data: PointData, texts: PeopleTexts, km2: number): Figure {
  const { p } = texts;
  const { countryName, wdi } = peopleContext(data, texts);
  const density = wdi('density');
  const cityState = data.country?.areaKm2 != null && data.country.areaKm2 <= CITY_STATE_MAX_AREA_KM2;
  return cityState && density.point
    ? figure(Math.round(density.point.value * km2), 'people', 'model estimate', refsOf(density.ref), String(density.point.year), {
      model: {
        name: p.models.residentsDensity.name(),
        inputs: [
          { label: p.inputs.nationalDensity({ country: countryName, year: density.point.year }), value: density.point.value, unit: 'people/km2' },
          { label: p.inputs.circleArea(), value: Number(km2.toFixed(3)), unit: 'km2' },
        ],
        doc: p.models.residentsDensity.doc(),
      },
    })
    : noData('people', p.notes.noResidentsSource());
}

/** People working in the circle: its employed residents times its job–residence ratio. */
function workers(employedResidents: Figure, jobResidenceRatio: Figure, texts: PeopleTexts): Figure {
  const { p } = texts;
  return employedResidents.value !== null && jobResidenceRatio.value !== null
    ? figure(Math.round(employedResidents.value * jobResidenceRatio.value), 'people', 'model estimate', [...new Map([...employedResidents.datasets, ...jobResidenceRatio.datasets].map((d) => [d.id, d])).values()], `${employedResidents.vintage}; ${jobResidenceRatio.vintage}`, {
      model: {
        name: p.models.workers.name(),
        inputs: [
          { label: p.inputs.employedResidents(), value: employedResidents.value, unit: 'people' },
          { label: p.inputs.jobResidenceRatio(), value: jobResidenceRatio.value, unit: 'ratio' },
        ],
        doc: p.models.workers.doc(),
      },
    })
    : noData('people', employedResidents.value === null ? employedResidents.note : jobResidenceRatio.note);
}

function planningArea(a: AreaStats, census: DatasetRef | undefined, texts: PeopleTexts): PlanningArea {
  const { p } = texts;
  const sources = refsOf(census);
  const stat = (value: number | null | undefined, unit: string) => (value == null ? noData(unit, texts.base.report.notes.notPublished()) : figure(value, unit, 'public statistic', sources, CENSUS_YEAR));
  const households = areaHouseholds(a);
  const size = householdSize(a);
  const density = (a.stats.densityPerKm2_2020 as number | undefined) ?? (a.population && a.areaKm2 ? Math.round(a.population / a.areaKm2) : undefined);
  return {
    name: areaName(a, texts),
    population: stat(a.population, 'people'),
    density: stat(density, 'people/km2'),
    households: stat(households, 'households'),
    householdSize: size === null
      ? noData('people', texts.base.report.notes.notPublished())
      : figure(Number(size.toFixed(2)), 'people', 'model estimate', sources, CENSUS_YEAR, {
        model: { name: p.models.householdSize.name(), inputs: [{ label: p.inputs.population(), value: a.population!, unit: 'people' }, { label: p.inputs.households(), value: households!, unit: 'households' }], doc: p.models.householdSize.doc() },
      }),
  };
}

/** Share of the population aged at least `minAge` in a WPP pyramid (bands '0-4' … '100+'). */
const startAge = (band: string) => Number.parseInt(band, 10);
function shareFrom(bands: NonNullable<PointData['pyramid']>['bands'], minAge: number): number {
  const total = bands.reduce((s, b) => s + b.male + b.female, 0);
  const older = bands.filter((b) => startAge(b.band) >= minAge).reduce((s, b) => s + b.male + b.female, 0);
  return total > 0 ? older / total : 0;
}

function employed(residents: Figure, data: PointData, texts: PeopleTexts): Figure {
  const { p } = texts;
  const { ref, countryName, wdi } = peopleContext(data, texts);
  const ratio = wdi('employmentRatio');
  if (residents.value === null) return noData('people', residents.note);
  if (!data.pyramid || !ratio.point) return noData('people', texts.base.report.notes.notPublished());
  const adults = shareFrom(data.pyramid.bands, ADULT_MIN_AGE);
  const sources = [...residents.datasets, ...refsOf(ref(WPP_ID), ratio.ref)];
  return figure(Math.round(residents.value * adults * (ratio.point.value / 100)), 'people', 'model estimate', sources, `${residents.vintage}; ${ratio.point.year}`, {
    model: {
      name: p.models.employed.name(),
      inputs: [
        { label: p.inputs.residents(), value: residents.value, unit: 'people' },
        { label: p.inputs.adultShare({ country: countryName, year: data.pyramid.year }), value: Number((adults * 100).toFixed(1)), unit: '%' },
        { label: p.inputs.employmentRatio({ country: countryName, year: ratio.point.year }), value: ratio.point.value, unit: '%' },
      ],
      doc: p.models.employed.doc(),
    },
  });
}

function jobResidence(data: PointData, texts: PeopleTexts): Figure {
  const { p } = texts;
  const railFlows = data.market?.railFlows;
  if (!railFlows) return noData('ratio', p.notes.noHourlyRailFlows());
  const flows = morningFlows(data);
  if (!flows || flows.departures === 0) return noData('ratio', p.notes.noStations());
  const lta = refsOf(peopleContext(data, texts).ref(railFlows.datasetId));
  return figure(Number((flows.arrivals / flows.departures).toFixed(2)), 'ratio', 'model estimate', lta, flows.month, {
    model: {
      name: p.models.jobResidence.name(),
      inputs: [{ label: p.inputs.arrivals(), value: flows.arrivals, unit: 'people' }, { label: p.inputs.departures(), value: flows.departures, unit: 'people' }],
      doc: p.models.jobResidence.doc(),
    },
  });
}

/** Age groups of adults (18+) and gender, from UN WPP for the country: national, labelled so. */
export function buildAgeGender(data: PointData, texts: PeopleTexts): AgeGender {
  const { p } = texts;
  const { ref, nationalScope } = peopleContext(data, texts);
  const py = data.pyramid;
  if (!py) {
    return {
      ageGroups: AGE_GROUP_BANDS.map((g) => ({ key: g.key, figure: noData('%', p.notes.noPyramid()) })),
      gender: ['male', 'female'].map((key) => ({ key, figure: noData('%', p.notes.noPyramid()) })),
    };
  }
  const wpp = refsOf(ref(WPP_ID));
  const people = (band: string) => {
    const b = py.bands.find((x) => x.band === band);
    return b ? b.male + b.female : 0;
  };
  const counts = AGE_GROUP_BANDS.map((g) => ({
    key: g.key,
    value: g.key === '65+'
      ? py.bands.filter((b) => startAge(b.band) >= SIXTY_FIVE_PLUS_MIN_AGE).reduce((s, b) => s + b.male + b.female, 0)
      : g.bands.reduce((s, b) => s + people(b.band) * b.share, 0),
  }));
  const adults = counts.reduce((s, c) => s + c.value, 0);
  const vintage = String(py.year);
  const ageGroups: Share[] = counts.map((c) => ({
    key: c.key,
    figure: figure(Number(((c.value / adults) * 100).toFixed(1)), '%', c.key === '18-24' ? 'model estimate' : 'public statistic', wpp, vintage, {
      scope: nationalScope,
      ...(c.key === '18-24' ? { model: { name: p.models.youngAdults.name(), inputs: [], doc: p.models.youngAdults.doc() } } : {}),
    }),
  }));
  const male = py.bands.reduce((s, b) => s + b.male, 0);
  const female = py.bands.reduce((s, b) => s + b.female, 0);
  const gender: Share[] = [
    { key: 'male', figure: figure(Number(((male / (male + female)) * 100).toFixed(1)), '%', 'public statistic', wpp, vintage, { scope: nationalScope }) },
    { key: 'female', figure: figure(Number(((female / (male + female)) * 100).toFixed(1)), '%', 'public statistic', wpp, vintage, { scope: nationalScope }) },
  ];
  return { ageGroups, gender };
}

/** Household income of the official area holding the point: Census 2020 bands (SG planning area), DOSM mean and median (MY district). */
export function buildIncome(data: PointData, texts: PeopleTexts): Income {
  const { p } = texts;
  const { ref } = peopleContext(data, texts);
  const a = data.pointArea;
  const bands = a?.stats.householdIncomeFromWork2020 as IncomeBands | undefined;
  const none = (reason: string): Income => ({
    area: a ? areaName(a, texts) : null, levels: levelsNone(reason), rule: p.rules.dosmLevels(), bands: [], mean: noData('SGD', reason), median: noData('SGD', reason),
  });
  if (a && a.datasetId === SG_AREAS_ID && bands) {
    const census = refsOf(ref(SG_AREAS_ID));
    const shares = incomeLevelShares(bands);
    const mean = bandMean(bands);
    const pct = (v: number) => figure(Number(v.toFixed(1)), '%', 'public statistic', census, CENSUS_YEAR);
    return {
      area: areaName(a, texts),
      levels: shares ? (['high', 'middle', 'low'] as const).map((key) => ({ key, figure: pct(shares[key]) })) : levelsNone(p.notes.noIncomeArea()),
      rule: p.rules.incomeLevels({ currency: 'SGD', low: texts.base.number(SG_INCOME_LOW_BELOW), high: texts.base.number(SG_INCOME_HIGH_FROM) }),
      bands: [
        { from: null, to: null, currency: 'SGD', households: figure(bands.NoEmployedPerson ?? 0, 'households', 'public statistic', census, CENSUS_YEAR) },
        ...incomeBands(bands).map((b) => ({ from: b.from, to: b.to, currency: 'SGD', households: figure(b.households, 'households', 'public statistic', census, CENSUS_YEAR) })),
      ],
      mean: mean === null
        ? noData('SGD', p.notes.noIncomeArea())
        : figure(Math.round(mean), 'SGD', 'model estimate', census, CENSUS_YEAR, {
          model: { name: p.models.incomeMean.name(), inputs: [{ label: p.inputs.households(), value: employedHouseholds(bands), unit: 'households' }], doc: p.models.incomeMean.doc() },
        }),
      median: noData('SGD', p.notes.noMedian()),
    };
  }
  if (a && typeof a.stats.incomeMean === 'number') {
    // A census seat (DOSM Census 2020): mean and median household income a month, no bands.
    const seat = refsOf(ref(a.datasetId));
    const currency = data.market?.currency ?? 'currency';
    const money = (v: unknown) => (typeof v === 'number' ? figure(v, currency, 'public statistic', seat, CENSUS_YEAR) : noData(currency, p.notes.noIncomeArea()));
    return { area: areaName(a, texts), levels: levelsNone(p.notes.dosmNoBands()), rule: p.rules.dosmLevels(), bands: [], mean: money(a.stats.incomeMean), median: money(a.stats.incomeMedian) };
  }
  if (a && a.datasetId === MY_INCOME_ID) {
    const dosm = refsOf(ref(MY_INCOME_ID));
    const latestOf = (column: string): Figure => {
      const byYear = (a.stats.incomeByYear ?? {}) as Record<string, Record<string, number | null>>;
      const year = Object.keys(byYear).filter((y) => typeof byYear[y]![column] === 'number').sort().at(-1);
      return year ? figure(byYear[year]![column] as number, 'MYR', 'public statistic', dosm, year) : noData('MYR', p.notes.noIncomeArea());
    };
    return { area: areaName(a, texts), levels: levelsNone(p.notes.dosmNoBands()), rule: p.rules.dosmLevels(), bands: [], mean: latestOf('mean'), median: latestOf('median') };
  }
  return none(p.notes.noIncomeArea());
}

const levelsNone = (reason: string): Share[] => (['high', 'middle', 'low'] as const).map((key) => ({ key, figure: noData('%', reason) }));

export function areaName(a: AreaStats, texts: PeopleTexts): string {
  const o = texts.p.officialArea;
  if (a.kind === 'planning_area') return o.planningArea({ name: titleCase(a.name) });
  if (a.kind === 'state_seat') return o.stateSeat({ name: a.name });
  if (a.kind === 'parliament_seat') return o.parliamentSeat({ name: a.name });
  return o.district({ name: a.name });
}

/** Education and occupation: no dataset here publishes them, so every key says so (never an invented share). */
export function buildEducation(texts: PeopleTexts): { shares: Share[] } {
  return { shares: EDUCATION_KEYS.map((key) => ({ key, figure: noData('%', texts.p.notes.noEducation()) })) };
}
export function buildOccupation(texts: PeopleTexts): { shares: Share[] } {
  return { shares: OCCUPATION_KEYS.map((key) => ({ key, figure: noData('%', texts.p.notes.noOccupation()) })) };
}

/** Born abroad (UN international migrant stock via WDI ÷ population, same year) and born locally; no origin split exists. */
export function buildNationality(data: PointData, texts: PeopleTexts): { shares: Share[]; foreignBorn: Figure } {
  const { p } = texts;
  const { nationalScope, wdi, countryName } = peopleContext(data, texts);
  const migrants = wdi('migrants');
  const population = wdi('population');
  const year = migrants.point && atYear(population.points, migrants.point.year) ? migrants.point.year : null;
  const pop = year === null ? null : atYear(population.points, year)!.value;
  const sources = refsOf(migrants.ref, population.ref);
  const foreign = year !== null && pop ? (migrants.point!.value / pop) * 100 : null;
  const foreignBorn = foreign === null
    ? noData('%', texts.base.report.notes.notPublished())
    : figure(Number(foreign.toFixed(1)), '%', 'public statistic', sources, String(year), { scope: nationalScope });
  const local = foreign === null
    ? noData('%', texts.base.report.notes.notPublished())
    : figure(Number((100 - foreign).toFixed(1)), '%', 'model estimate', sources, String(year), {
      scope: nationalScope,
      model: { name: p.models.localBorn.name(), inputs: [{ label: p.inputs.migrants({ country: countryName, year: year! }), value: migrants.point!.value, unit: 'people' }, { label: p.inputs.population(), value: pop!, unit: 'people' }], doc: p.models.localBorn.doc() },
    });
  const shares = NATIONALITY_KEYS.map((key) => ({ key, figure: key === 'local' ? local : noData('%', p.notes.noOriginSplit()) }));
  return { shares, foreignBorn };
}
