/*
 * A household-income index per census unit against the average of the units given (the Klang Valley's smallest units
 * for the Klang Valley = 100): 100 × the unit's mean monthly household income / the region's.
 *
 * Mean, not median: the region's mean is exact from the units' figures (Σ households × mean / Σ households is the
 * region's total household income per household), while no figure of the units gives the region's median, and an
 * average of medians would be a reference of no one's income. The mean is also what a retailer's catchment spends
 * from: total income, which a few high earners raise and a median ignores. Its weakness, that skew lifts it, is the
 * unit's and the region's alike.
 */

export interface IncomeUnit {
  id: string;
  households: number | null;
  /** Mean monthly household income. */
  incomeMean: number | null;
}

export interface IncomeIndex {
  /** The region's mean household income: the index's 100. Null when no unit has both figures. */
  reference: number | null;
  /** Per unit, in the order given; null for a unit without a mean income. */
  units: Array<{ id: string; index: number | null }>;
}

export function householdIncomeIndex(units: readonly IncomeUnit[]): IncomeIndex {
  const counted = units.filter((u) => u.households !== null && u.households > 0 && u.incomeMean !== null);
  const households = counted.reduce((sum, u) => sum + u.households!, 0);
  const reference = households > 0 ? counted.reduce((sum, u) => sum + u.households! * u.incomeMean!, 0) / households : null;
  return {
    reference,
    units: units.map((u) => ({ id: u.id, index: reference === null || u.incomeMean === null ? null : (100 * u.incomeMean) / reference })),
  };
}
