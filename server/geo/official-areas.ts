/*
 * Ids and names of the official areas (geo_areas rows): Singapore's URA planning areas, Malaysia's DOSM districts and
 * states, and Malaysia's census small areas (state and parliamentary seats). Written once: the importers
 * (import/sg-areas.ts, import/sub-national-places.ts, import/my-census-seats.ts) write rows under them, the reports
 * (local-statistics.ts, service.ts, the area's people reports) read them.
 */

export const sgPlanningAreaId = (code: string) => `sg-pa:${code}`;
export const myDistrictId = (state: string, district: string) => `my-district:${state}/${district}`;
export const myStateId = (state: string) => `my-state:${state}`;
/** A state seat (DUN) by DOSM's code_state_dun ('10_N.36'): seat codes repeat from state to state. */
export const myStateSeatId = (codeStateDun: string) => `my-dun:${codeStateDun}`;
/** A parliamentary seat by its national code ('P.117'). */
export const myParliamentSeatId = (codeParlimen: string) => `my-parlimen:${codeParlimen}`;

/** A district and a state of the DOSM census by district (ids apart from the household-income areas of the same names). */
export const myCensusDistrictId = (state: string, district: string) => `my-census-district:${state}/${district}`;
export const myCensusStateId = (state: string) => `my-census-state:${state}`;
export const CENSUS_DISTRICT_KIND = 'census_district';
export const CENSUS_STATE_KIND = 'census_state';

/** The kinds of the census small areas, in geo_areas.kind. */
export const STATE_SEAT_KIND = 'state_seat';
export const PARLIAMENT_SEAT_KIND = 'parliament_seat';

/**
 * A Malaysian state as the DOSM household-income files (and so myStateId) name it: the census files write the federal
 * territories 'W.P. Kuala Lumpur', 'W.P. Putrajaya', 'W.P. Labuan'.
 */
export const myStateName = (censusState: string) => censusState.replace(/^W\.P\.\s+/, '');

/** An official name as the reports write it ('ANG MO KIO' -> 'Ang Mo Kio'). */
export const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());

/** geo_areas.stats of a census district or state: the latest census year's figures, null where DOSM leaves a cell blank. */
export interface CensusAreaStats {
  censusYear: number;
  households: number | null;
  /** Mean annual growth of the population since the census before, in % (DOSM's own figure; none for a state). */
  populationGrowth: number | null;
  /** Population at every census year with a count ('1970' … '2020'). */
  populationByYear: Record<string, number>;
  /** How many districts the figures cover: 1 for a district, a state's number of districts. */
  districts: number;
}

/**
 * geo_areas.stats of a census seat: DOSM Census 2020 as published, household income and expenditure in RM per month;
 * null where the census leaves the cell blank.
 */
export interface CensusSeatStats {
  /** The seat's code within its state ('N.36') or nation ('P.117'). */
  code: string;
  censusYear: number;
  households: number | null;
  householdSizeAvg: number | null;
  incomeMedian: number | null;
  incomeMean: number | null;
  expenditureMean: number | null;
}
