const DAY_MS = 86_400_000;

/**
 * Monday-to-Friday days (UTC) from the day after `from` up to and including the day of `to`: a request made on a
 * Friday has waited 1 working day on Monday. Public holidays differ by country and are not counted out.
 */
export function workingDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  let days = 0;
  for (let t = start + DAY_MS; t <= end; t += DAY_MS) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

/** A deletion request unreviewed for longer than this is logged as an alert every day. */
export const REVIEW_ALERT_WORKING_DAYS = 15;
