import { describe, expect, it } from 'vitest';
import { brazilDisplayDate, brazilIsoDate, todayInBrazil } from './brazil-date.ts';

describe('dates on Brasília time', () => {
  it('is still the previous day in Brazil until 03:00 UTC', () => {
    expect(brazilIsoDate(new Date('2026-11-24T02:59:59.999Z'))).toBe('2026-11-23');
    expect(brazilIsoDate(new Date('2026-11-24T03:00:00.000Z'))).toBe('2026-11-24');
  });

  it('turns the year on Brasília time, not UTC', () => {
    expect(todayInBrazil(new Date('2027-01-01T01:00:00Z'))).toBe('2026-12-31');
  });

  it('keeps UTC−3 in the old daylight-saving months (none since 2019)', () => {
    expect(brazilIsoDate(new Date('2027-01-15T02:30:00Z'))).toBe('2027-01-14');
  });

  it('writes dates the way people in Brazil read them', () => {
    expect(brazilDisplayDate(new Date('2026-03-05T12:00:00Z'))).toBe('05/03/2026');
    expect(brazilDisplayDate(new Date('2026-03-05T01:00:00Z'))).toBe('04/03/2026');
  });

  it('agrees with ICU’s America/Sao_Paulo for a whole year of instants', () => {
    const icu = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < start + 366 * 86_400_000; t += 3 * 3_600_000 + 7 * 60_000) {
      expect(brazilIsoDate(new Date(t))).toBe(icu.format(new Date(t)));
    }
  });
});
