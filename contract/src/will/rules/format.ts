import { formatFraction, toPercent, type Fraction } from '../law/fraction.ts';

/** A percentage as people read it: "33,33%". */
export function formatPct(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `${String(rounded).replace('.', ',')}%`;
}

/** A part of the estate: a simple fraction ("1/4") when it has one, else a percentage. */
export function formatPart(part: Fraction): string {
  return part.denominador <= 100 ? formatFraction(part) : formatPct(toPercent(part));
}
