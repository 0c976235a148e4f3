import { normalize } from './text.ts';

/**
 * Numbers said in words, normalized (no accents): the one list every reader of Portuguese numbers
 * uses (money, dates, counts of people, dictation).
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  duzentos: 200,
  duzentas: 200,
  trezentos: 300,
  trezentas: 300,
  quatrocentos: 400,
  quatrocentas: 400,
  quinhentos: 500,
  quinhentas: 500,
  seiscentos: 600,
  seiscentas: 600,
  setecentos: 700,
  setecentas: 700,
  oitocentos: 800,
  oitocentas: 800,
  novecentos: 900,
  novecentas: 900,
};

/** The words of numbers from `min` to `max` ("um"… "dez" for counts of people). */
export function numberWordsBetween(min: number, max: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(NUMBER_WORDS).filter(([, value]) => value >= min && value <= max),
  );
}

/** A pattern of one number word, for regular expressions ("três" with or without its accent). */
export const NUMBER_WORD_PATTERN = `(?:${Object.keys(NUMBER_WORDS).join('|').replace('tres', 'tr[eê]s')})`;

const DIGIT_WORDS: Readonly<Record<string, number>> = { ...NUMBER_WORDS, zero: 0 };

/**
 * Numbers said in words written with digits, as voice typing leaves them in an address: "numero
 * dois mil trezentos e dez" → "numero 2310", "cep cinquenta e oito mil e quarenta e cinco zero
 * zero zero" → "cep 58045000". A number said digit by digit after another ("quatro oito dois",
 * "… cinco zero zero zero") is joined to it. Other words are kept as they were.
 */
export function spokenDigits(text: string): string {
  const tokens = text.split(/(\s+)/);
  const out: string[] = [];
  let digits = '';
  let total = 0;
  let current = 0;
  let inNumber = false;
  let afterE = false;
  let afterMil = false;
  let pendingE = '';
  const close = () => {
    if (inNumber) digits += String(total + current);
    total = 0;
    current = 0;
    inNumber = false;
    afterMil = false;
  };
  const flush = () => {
    close();
    if (digits) out.push(digits, ' ');
    digits = '';
  };
  for (const token of tokens) {
    if (!token.trim()) continue;
    const bare = token.replace(/[,.;:!?]+$/, '');
    const mark = token.slice(bare.length);
    const w = normalize(bare);
    const value = DIGIT_WORDS[w];
    if (value !== undefined) {
      // "trezentos e dez", "vinte e três", "dois mil trezentos": a smaller order joins.
      const place = current % 10 ? 1 : current % 100 ? 10 : current % 1000 ? 100 : 1000;
      const joins = inNumber && value !== 0 && (afterE || afterMil) && value < place;
      if (!joins) {
        // "um e dois": two numbers; digit by digit ("cinco zero zero"): one.
        if (afterE || (inNumber && value >= 10)) flush();
        else close();
        if (afterE) out.push(pendingE, ' ');
      }
      current += value;
      inNumber = true;
      afterE = false;
      afterMil = false;
      pendingE = '';
      if (mark) {
        flush();
        out.push(mark, ' ');
      }
    } else if (w === 'mil' && inNumber && !afterE) {
      total += (current || 1) * 1000;
      current = 0;
      afterMil = true;
      if (mark) {
        flush();
        out.push(mark, ' ');
      }
    } else if (w === 'e' && inNumber && !afterE && !mark) {
      afterE = true;
      pendingE = token;
    } else {
      flush();
      if (pendingE) out.push(pendingE, ' ');
      pendingE = '';
      afterE = false;
      out.push(token, ' ');
    }
  }
  flush();
  if (pendingE) out.push(pendingE);
  return out
    .join('')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}
