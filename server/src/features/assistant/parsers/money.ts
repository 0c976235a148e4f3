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

/** Reads an amount in reais: "R$ 10.000,00", "10 mil reais", "1,5 milhão", "dez mil"; undefined if none. */
export function parseMoney(text: string): number | undefined {
  const n = normalize(text).replace(/r\s*\$\s*/g, '');
  const m =
    /(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?|\d+\.\d{1,2})\s*(mil|k|milhao|milhoes|mi|bilhao)?\b/.exec(
      n,
    );
  if (m?.[1]) {
    const raw = m[1];
    let value: number;
    if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(raw))
      value = Number(raw.replace(/\./g, '').replace(',', '.'));
    else value = Number(raw.replace(',', '.'));
    const scale = m[2] ? (SCALES[m[2]] ?? 1) : 1;
    const result = Math.round(value * scale * 100) / 100;
    return Number.isFinite(result) && result > 0 ? result : undefined;
  }
  return amountsInWords(n)[0];
}

/** An amount as "R$ 10.000,00". */
export function formatMoney(value: number): string {
  const [int, dec] = value.toFixed(2).split('.');
  return `R$ ${(int ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec ?? '00'}`;
}
