const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Brazil (YYYY-MM-DD): a will is dated where the testator lives. */
export function todayInBrazil(now = new Date()): string {
  return isoDate.format(now);
}
