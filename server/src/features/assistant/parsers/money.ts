import { NUMBER_WORD_PATTERN, NUMBER_WORDS } from './number-words.ts';
import { normalize } from './text.ts';

const SCALES: Record<string, number> = {
  mil: 1e3,
  k: 1e3,
  milhao: 1e6,
  milhoes: 1e6,
  mi: 1e6,
  bilhao: 1e9,
};

/** Number words below a thousand ("cento e cinquenta", "trezentos", "dezoito"). */
const SMALL = NUMBER_WORDS;
const WORD_SCALES: Record<string, number> = { mil: 1e3, milhao: 1e6, milhoes: 1e6 };

const NUMBER_WORD = NUMBER_WORD_PATTERN;
/** An amount in words as typed ("uns cento e cinquenta mil", "um milhão e meio"), for removal. */
export const AMOUNT_IN_WORDS = `${NUMBER_WORD}(?:\\s+e\\s+${NUMBER_WORD})*\\s+(?:milh[aã]o|milh[oõ]es|mil)\\b(?:\\s+e\\s+(?:meio|${NUMBER_WORD}(?:\\s+e\\s+${NUMBER_WORD})*(?:\\s+mil\\b)?))?(?:\\s+reais)?`;

/**
 * Amounts said in words, in the order said: "uns cento e cinquenta mil" → 150000, "um milhão e
 * duzentos mil" → 1200000, "um milhão e meio" → 1500000, "trezentos mil reais". Only with a scale
 * (mil, milhão) or "reais": "dois filhos" is not an amount.
 */
export function amountsInWords(text: string): number[] {
  const words = normalize(text).split(/[^a-z0-9]+/);
  const out: number[] = [];
  let total = 0;
  let current = 0;
  let lastScale = 0;
  let inNumber = false;
  const close = (isMoney: boolean) => {
    const value = total + current;
    if (inNumber && isMoney && value > 0) out.push(value);
    total = 0;
    current = 0;
    lastScale = 0;
    inNumber = false;
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const small = SMALL[w];
    const scale = WORD_SCALES[w];
    if (small !== undefined) {
      inNumber = true;
      current += small;
    } else if (scale !== undefined && (inNumber || w === 'mil')) {
      // "mil" alone is a thousand; "um milhão": the number before is how many.
      total += (current || 1) * scale;
      current = 0;
      lastScale = scale;
      inNumber = true;
    } else if (
      w === 'e' &&
      inNumber &&
      (SMALL[words[i + 1] ?? ''] !== undefined || words[i + 1] === 'meio')
    ) {
      continue;
    } else if (w === 'meio' && inNumber && lastScale > 0) {
      total += lastScale / 2;
    } else if (inNumber) {
      close(lastScale > 0 || w === 'reais');
    }
  }
  close(lastScale > 0);
  return out;
}

/** An amount typed with digits: its value, and whether "R$" or a scale (mil, milhão) said it. */
export interface DigitAmount {
  value: number;
  currency: boolean;
  scaled: boolean;
}

/** "r$ 10.000,00", "1,5 milhao", "2 milhao e meio", "2 milhoes e 300 mil", "40k" (normalized text). */
const DIGIT_AMOUNT = new RegExp(
  `(r\\s*\\$\\s*)?(\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?|\\d+(?:,\\d{1,2})?|\\d+\\.\\d{1,2})\\s*(mil|k|milhao|milhoes|mi|bilhao)?\\b(?:\\s+e\\s+(meio|\\d{1,3}\\s*mil\\b|${NUMBER_WORD}(?:\\s+e\\s+${NUMBER_WORD})*\\s+mil\\b))?`,
  'g',
);

/** Every amount typed with digits, in the order said ("e meio" after a scale is half of it). */
export function digitAmounts(text: string): DigitAmount[] {
  const n = normalize(text);
  const out: DigitAmount[] = [];
  for (const m of n.matchAll(DIGIT_AMOUNT)) {
    const raw = m[2] ?? '';
    const number = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(raw)
      ? Number(raw.replace(/\./g, '').replace(',', '.'))
      : Number(raw.replace(',', '.'));
    const scale = m[3] ? (SCALES[m[3]] ?? 1) : 1;
    // "2 milhão e meio": half the scale; "2 milhões e 300 mil": the thousands after it.
    const tail = m[4];
    const digits = tail === undefined ? undefined : /^\d+/.exec(tail)?.[0];
    const extra =
      tail === undefined || scale < 1e6
        ? 0
        : tail === 'meio'
          ? scale / 2
          : digits !== undefined
            ? Number(digits) * 1e3
            : (amountsInWords(tail)[0] ?? 0);
    const value = Math.round((number * scale + extra) * 100) / 100;
    if (Number.isFinite(value) && value > 0)
      out.push({ value, currency: Boolean(m[1]), scaled: Boolean(m[3]) });
  }
  return out;
}

/** Reads an amount in reais: "R$ 10.000,00", "10 mil reais", "1,5 milhão", "dez mil"; undefined if none. */
export function parseMoney(text: string): number | undefined {
  return digitAmounts(text)[0]?.value ?? amountsInWords(normalize(text))[0];
}

/** An amount as "R$ 10.000,00". */
export function formatMoney(value: number): string {
  const [int, dec] = value.toFixed(2).split('.');
  return `R$ ${(int ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec ?? '00'}`;
}
