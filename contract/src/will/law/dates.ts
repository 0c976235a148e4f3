/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = day.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return 0;
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** A date known as YYYY-MM-DD, or as a year alone: a year counts from its last day. */
export function latestDayOf(dateOrYear: string): string {
  return /^\d{4}$/.test(dateOrYear) ? `${dateOrYear}-12-31` : dateOrYear;
}

/** A date known as YYYY-MM-DD, or as a year alone: a year counts from its first day. */
export function earliestDayOf(dateOrYear: string): string {
  return /^\d{4}$/.test(dateOrYear) ? `${dateOrYear}-01-01` : dateOrYear;
}

/** The same day `years` later (29 February falls on 1 March). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC((y ?? 0) + years, (m ?? 1) - 1, d ?? 1));
  return date.toISOString().slice(0, 10);
}
