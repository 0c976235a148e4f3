import { NUMBER_WORD_PATTERN, NUMBER_WORDS } from './number-words.ts';
import { normalize } from './text.ts';

/** "vinte e cinco por cento", "dois por cento": number words (the one list) before "por cento". */
const WORD_PERCENT = new RegExp(
  `\\b(${NUMBER_WORD_PATTERN}(?:\\s+e\\s+${NUMBER_WORD_PATTERN})*)\\s*(?:%|por ?cento)`,
);

/** The value of number words joined by "e": "vinte e cinco" → 25. */
const wordsValue = (words: string) =>
  words.split(/\s+e\s+/).reduce((sum, w) => sum + (NUMBER_WORDS[w.trim()] ?? 0), 0);

const FRACTIONS: [RegExp, number][] = [
  [/\b(?:a\s+)?metade\b|\bmeio\b/, 50],
  [/\b(?:um|1)\s+terco\b|\b1\/3\b|\bterca parte\b/, 100 / 3],
  [/\b(?:dois|2)\s+tercos\b|\b2\/3\b/, 200 / 3],
  [/\b(?:um|1)\s+quarto\b|\b1\/4\b|\bquarta parte\b/, 25],
  [/\b(?:tres|3)\s+quartos\b|\b3\/4\b/, 75],
  [/\b(?:um|1)\s+quinto\b|\b1\/5\b|\bquinta parte\b/, 20],
  [
    /\b(?:tudo|totalidade|integral|integralmente|todo o patrimonio|todos os (?:meus )?bens|toda a heranca|inteiro)\b/,
    100,
  ],
];

/** Rounds a percentage to 4 decimals, so thirds add up within tolerance. */
export function roundPct(value: number): number {
  return Math.round(value * 10000) / 10000;
}

/** Reads a share: "30%", "30 por cento", "12,5%", "metade", "um terço", "1/4", "tudo"; 0 < n ≤ 100. */
export function parsePercent(text: string): number | undefined {
  const n = normalize(text);
  const m = /(\d{1,3}(?:[.,]\d{1,4})?)\s*(?:%|por ?cento|porcento|pct)/.exec(n);
  if (m?.[1]) return valid(Number(m[1].replace(',', '.')));
  const word = WORD_PERCENT.exec(n)?.[1];
  if (word) return valid(wordsValue(word));
  for (const [re, value] of FRACTIONS) if (re.test(n)) return valid(roundPct(value));
  const bare = /^(\d{1,3}(?:[.,]\d{1,4})?)$/.exec(n);
  if (bare?.[1]) return valid(Number(bare[1].replace(',', '.')));
  return undefined;
}

function valid(value: number): number | undefined {
  return Number.isFinite(value) && value > 0 && value <= 100 ? roundPct(value) : undefined;
}

/** Removes the percentage expression from a text ("30% para João" → "para João"). */
export function stripPercent(text: string): string {
  let out = text.replace(/\d{1,3}(?:[.,]\d{1,4})?\s*(?:%|por ?cento|porcento)/gi, ' ');
  out = out.replace(
    /\b(?:a\s+)?metade\b|\b(?:um|dois|tr[eê]s|1|2|3)\s+(?:ter[cç]os?|quartos?|quinto)\b|\b[123]\/[345]\b|\bter[cç]a parte\b|\bquarta parte\b|\btudo\b|\btodo o patrim[oô]nio\b|\btodos os (?:meus )?bens\b|\btoda a heran[cç]a\b/gi,
    ' ',
  );
  return out.replace(/\s+/g, ' ').trim();
}

/** A percentage for messages: 50 → "50%", 33.3333 → "33,33%". */
export function formatPct(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `${String(rounded).replace('.', ',')}%`;
}
