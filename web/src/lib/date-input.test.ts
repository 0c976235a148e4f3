import { describe, expect, it } from 'vitest';
import { brazilianDateToIso, maskDateInput } from './date-input';

describe('maskDateInput', () => {
  it('puts the slashes in while digits are typed, as on a phone keypad', () => {
    const typed = '05031960'.split('').reduce<string[]>((steps, digit) => {
      steps.push(maskDateInput((steps.at(-1) ?? '') + digit));
      return steps;
    }, []);
    expect(typed).toEqual([
      '0',
      '05',
      '05/0',
      '05/03',
      '05/03/1',
      '05/03/19',
      '05/03/196',
      '05/03/1960',
    ]);
  });

  it('keeps what a keyboard with "/" types, drops anything else, and stops at 8 digits', () => {
    expect(maskDateInput('05/03/1960')).toBe('05/03/1960');
    expect(maskDateInput('05-03-1960')).toBe('05/03/1960');
    expect(maskDateInput('05/03/19601')).toBe('05/03/1960');
    expect(maskDateInput('ab')).toBe('');
  });

  it('turns a pasted ISO date around', () => {
    expect(maskDateInput('1960-03-05')).toBe('05/03/1960');
  });
});

describe('brazilianDateToIso', () => {
  it('accepts real dates only', () => {
    expect(brazilianDateToIso('05/03/1960')).toBe('1960-03-05');
    expect(brazilianDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(brazilianDateToIso('29/02/2025')).toBeNull();
    expect(brazilianDateToIso('5/3/1960')).toBeNull();
  });
});
