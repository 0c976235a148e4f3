import type { Fracao } from '../testament-content.ts';

/** An exact rational number in lowest terms (denominator ≥ 1), as the will's `Fracao`. */
export type Fraction = Fracao;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function make(n: bigint, d: bigint): Fraction {
  if (d === 0n) throw new RangeError('fraction with denominator 0');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d);
  return { numerador: Number((sign * n) / g), denominador: Number((sign * d) / g) };
}

function big(f: Fraction): [bigint, bigint] {
  return [BigInt(f.numerador), BigInt(f.denominador)];
}

/** n/d in lowest terms. */
export function frac(n: number, d = 1): Fraction {
  return make(BigInt(n), BigInt(d));
}

/** 0 and 1. */
export const ZERO: Fraction = frac(0);
export const ONE: Fraction = frac(1);
/** One half: the legítima and the disponível (1.789, 1.846). */
export const HALF: Fraction = frac(1, 2);

/** a + b. */
export function add(a: Fraction, b: Fraction): Fraction {
  const [an, ad] = big(a);
  const [bn, bd] = big(b);
  return make(an * bd + bn * ad, ad * bd);
}

/** a − b. */
export function sub(a: Fraction, b: Fraction): Fraction {
  return add(a, { numerador: -b.numerador, denominador: b.denominador });
}

/** a × b. */
export function mul(a: Fraction, b: Fraction): Fraction {
  const [an, ad] = big(a);
  const [bn, bd] = big(b);
  return make(an * bn, ad * bd);
}

/** a ÷ b (b ≠ 0). */
export function div(a: Fraction, b: Fraction): Fraction {
  const [an, ad] = big(a);
  const [bn, bd] = big(b);
  return make(an * bd, ad * bn);
}

/** Negative, zero or positive as a is below, equal to or above b. */
export function compare(a: Fraction, b: Fraction): number {
  const [an, ad] = big(a);
  const [bn, bd] = big(b);
  const diff = an * bd - bn * ad;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** The sum of many fractions. */
export function sum(values: readonly Fraction[]): Fraction {
  return values.reduce(add, ZERO);
}

/** The larger of a and b. */
export function max(a: Fraction, b: Fraction): Fraction {
  return compare(a, b) >= 0 ? a : b;
}

/** True when a is 0. */
export function isZero(a: Fraction): boolean {
  return a.numerador === 0;
}

/** A percentage (up to 2 decimals, e.g. 33.33) as an exact fraction of 1. */
export function fromPercent(percent: number): Fraction {
  return frac(Math.round(percent * 100), 10000);
}

/** The fraction as a percentage number (for displays that still show %). */
export function toPercent(a: Fraction): number {
  return (a.numerador * 100) / a.denominador;
}

/** "1/4", "1/2", "1" — the way a notary writes a share. */
export function formatFraction(a: Fraction): string {
  return a.denominador === 1 ? String(a.numerador) : `${a.numerador}/${a.denominador}`;
}
