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
