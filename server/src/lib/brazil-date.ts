/**
 * Dates as they read in Brazil, on Brasília time: UTC−3 all year since daylight saving ended
 * (Decreto 9.772/2019). A will is dated where the testator lives.
 *
 * Plain arithmetic on purpose: Intl.DateTimeFormat with a time zone pulls ICU's zone and calendar
 * data into the server, ~5 MB of its memory for two dates (ADR 0014).
 */
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** The calendar date in Brasília at `instant`, as YYYY-MM-DD. */
export function brazilIsoDate(instant: Date): string {
  return new Date(instant.getTime() + BRASILIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's date in Brazil (YYYY-MM-DD). */
export function todayInBrazil(now = new Date()): string {
  return brazilIsoDate(now);
}

/** The calendar date in Brasília at `instant`, as people write it: DD/MM/AAAA. */
export function brazilDisplayDate(instant: Date): string {
  const [year, month, day] = brazilIsoDate(instant).split('-');
  return `${day}/${month}/${year}`;
}
