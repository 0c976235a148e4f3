// Numbers, fractions and sums of money in Portuguese words, as a notary writes them. Pure and
// locale-independent (no Intl), so the PDF stays byte-stable.

const UNITS = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'quatorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
] as const;
const TENS = [
  '',
  '',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'sessenta',
  'setenta',
  'oitenta',
  'noventa',
] as const;
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
] as const;

/** 0–999 in words ("cento e vinte e três"). */
function belowThousand(n: number): string {
  if (n === 100) return 'cem';
  if (n < 20) return UNITS[n] ?? '';
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? '';
    return n % 10 === 0 ? tens : `${tens} e ${UNITS[n % 10] ?? ''}`;
  }
  const hundreds = HUNDREDS[Math.floor(n / 100)] ?? '';
  return n % 100 === 0 ? hundreds : `${hundreds} e ${belowThousand(n % 100)}`;
}

const SCALES = [
  { value: 1_000_000_000, one: 'um bilhão', many: 'bilhões' },
  { value: 1_000_000, one: 'um milhão', many: 'milhões' },
  { value: 1_000, one: 'mil', many: 'mil' },
] as const;

/**
 * A whole number from 0 to 999.999.999.999 in words: 21 → "vinte e um", 1.500 → "mil e
 * quinhentos", 2.345.000 → "dois milhões trezentos e quarenta e cinco mil".
 */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`fora do intervalo: ${n}`);
  if (n < 1000) return belowThousand(n);
  const groups: { count: number; text: string }[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    rest %= scale.value;
    if (count > 0) {
      groups.push({
        count,
        text: count === 1 ? scale.one : `${belowThousand(count)} ${scale.many}`,
      });
    }
  }
  if (rest > 0) groups.push({ count: rest, text: belowThousand(rest) });
  // The last group joins with "e" when it is below a hundred or a round hundred ("mil e cem",
  // "um milhão e duzentos mil"); the others follow each other without a conjunction.
  const last = groups.length > 1 ? groups.pop() : undefined;
  const head = groups.map((group) => group.text).join(' ');
  if (last === undefined) return head;
  const joiner = last.count < 100 || last.count % 100 === 0 ? ' e ' : ' ';
  return `${head}${joiner}${last.text}`;
}

/** A whole number of reais in words, with "de" after round millions ("um milhão de reais"). */
function reaisWords(reais: number): string {
  const words = numberInWords(reais);
  const unit = reais === 1 ? 'real' : 'reais';
  return reais >= 1_000_000 && reais % 1_000_000 === 0 ? `${words} de ${unit}` : `${words} ${unit}`;
}

/** 20000 → "vinte mil reais"; 1234.5 → "mil, duzentos e trinta e quatro reais e cinquenta centavos". */
export function reaisInWords(value: number): string {
  const cents = Math.round(value * 100);
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  const centsText =
    centavos === 0
      ? undefined
      : `${numberInWords(centavos)} ${centavos === 1 ? 'centavo' : 'centavos'}`;
  if (reais === 0) return centsText ?? 'zero real';
  return centsText === undefined ? reaisWords(reais) : `${reaisWords(reais)} e ${centsText}`;
}

const ORDINAL_DENOMINATORS: Record<number, [string, string]> = {
  3: ['terço', 'terços'],
  4: ['quarto', 'quartos'],
  5: ['quinto', 'quintos'],
  6: ['sexto', 'sextos'],
  7: ['sétimo', 'sétimos'],
  8: ['oitavo', 'oitavos'],
  9: ['nono', 'nonos'],
  10: ['décimo', 'décimos'],
  100: ['centésimo', 'centésimos'],
  1000: ['milésimo', 'milésimos'],
};

/** 1/3 → "um terço", 2/3 → "dois terços", 1/2 → "metade", 5/24 → "cinco vinte e quatro avos". */
export function fractionWords(numerador: number, denominador: number): string {
  if (numerador === denominador) return 'totalidade';
  if (denominador === 2) return numerador === 1 ? 'metade' : `${numberInWords(numerador)} meios`;
  const names = ORDINAL_DENOMINATORS[denominador];
  const count = numberInWords(numerador);
  if (names !== undefined) return `${count} ${numerador === 1 ? names[0] : names[1]}`;
  return `${count} ${numberInWords(denominador)} avos`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** "1/3 (um terço)", reduced to lowest terms first (2/6 is written 1/3). */
export function fractionInFull(numerador: number, denominador: number): string {
  const d = gcd(numerador, denominador) || 1;
  const n = numerador / d;
  const m = denominador / d;
  return `${n}/${m} (${fractionWords(n, m)})`;
}

/**
 * The simple fraction a percentage written to two decimals stands for: 33.33 and 33.34 → 1/3,
 * 16.67 → 1/6. Round percentages (25, 12.5) are left as percentages; undefined when none fits.
 */
export function fractionOfPercent(
  percent: number,
): { numerador: number; denominador: number } | undefined {
  if (Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-6) return undefined;
  if (Math.abs(percent * 10 - Math.round(percent * 10)) < 1e-9) return undefined;
  for (let denominador = 3; denominador <= 12; denominador++) {
    const numerador = Math.round((percent * denominador) / 100);
    if (numerador === 0 || numerador >= denominador) continue;
    if (gcd(numerador, denominador) !== 1) continue;
    if (Math.abs((numerador * 100) / denominador - percent) <= 0.0101) {
      return { numerador, denominador };
    }
  }
  return undefined;
}
