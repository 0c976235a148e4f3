import type { Sexo } from '../will/testament-content.ts';

// Grammatical agreement for the will's text. A will never prints "filho(a)" or "o(a)": with the
// person's sex known the word agrees; without it the text uses a construction that needs no
// agreement, or leaves the word out. No name list is used to guess the sex (no maintained
// Portuguese one exists on npm, and a wrong guess in a will is worse than a neutral phrase).

/** The masculine or the feminine form; `neutral` when the sex is not known. */
export function bySex<T>(sexo: Sexo | undefined, masculine: T, feminine: T, neutral: T): T {
  if (sexo === 'masculino') return masculine;
  if (sexo === 'feminino') return feminine;
  return neutral;
}

/** "filho" + "a" → "filha"; "tutor" + "a" → "tutora"; "irmão" + "ã" → "irmã". */
function feminineOf(word: string, ending: string): string {
  if (ending === 'ã' && word.endsWith('ão')) return `${word.slice(0, -2)}ã`;
  if (ending === 'a' && word.endsWith('o')) return `${word.slice(0, -1)}a`;
  if (ending === 'as' && word.endsWith('os')) return `${word.slice(0, -2)}as`;
  if (ending === 'sua' && word === 'seu') return 'sua';
  return `${word}${ending}`;
}

const GENDER_MARK = /(\p{L}*)\((a|as|ã|sua|ora)\)/gu;

/** True when the text carries a double-gender mark such as "filho(a)" or "seu(sua)". */
export function hasGenderMark(text: string): boolean {
  return new RegExp(GENDER_MARK.source, 'u').test(text);
}

/**
 * Resolves double-gender marks for a known sex: "filho(a)" → "filho" or "filha". Returns
 * undefined when the text has marks and the sex is unknown: the caller then leaves it out.
 */
export function agreeMarks(text: string, sexo: Sexo | undefined): string | undefined {
  if (!hasGenderMark(text)) return text;
  if (sexo === undefined) return undefined;
  return text.replace(GENDER_MARK, (_match, word: string, ending: string) =>
    sexo === 'masculino' ? word : feminineOf(word, ending === 'ora' ? 'a' : ending),
  );
}

// Suffix pairs of nationality adjectives (masculine, feminine). Invariable ones (belga, croata,
// canadense) match none and stay as typed.
const NATIONALITY_SUFFIXES: readonly (readonly [string, string, 'feminine-only'?])[] = [
  ['eiro', 'eira'],
  ['ano', 'ana'],
  ['ino', 'ina'],
  ['eno', 'ena'],
  ['aio', 'aia'],
  ['ês', 'esa'],
  ['ol', 'ola'],
  ['ão', 'ã'],
  ['co', 'ca'],
  // "grego" → "grega", but "belga" is invariable: this pair only works towards the feminine.
  ['go', 'ga', 'feminine-only'],
  ['sso', 'ssa'],
  ['eu', 'eia'],
  // "brasileiro naturalizado" → "brasileira naturalizada".
  ['izado', 'izada'],
];

/** "brasileira" → "brasileiro" (masculine) or "brasileiro" → "brasileira" (feminine), word by word. */
export function nationalityFor(value: string, sexo: Sexo): string {
  const [from, to] = sexo === 'feminino' ? ([0, 1] as const) : ([1, 0] as const);
  return value
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => {
      const pair = NATIONALITY_SUFFIXES.find(
        (suffixes) =>
          word.endsWith(suffixes[from]) && (sexo === 'feminino' || suffixes[2] === undefined),
      );
      return pair === undefined ? word : `${word.slice(0, -pair[from].length)}${pair[to]}`;
    })
    .join(' ');
}

/**
 * A profession as typed, made feminine for a woman when its first word has a regular masculine
 * ending ("engenheiro civil" → "engenheira civil", "professor" → "professora"); other words
 * ("dentista", "gerente") are common to both and stay as typed.
 */
export function professionFor(value: string, sexo: Sexo | undefined): string | undefined {
  const agreed = agreeMarks(value.trim(), sexo);
  if (agreed === undefined || sexo !== 'feminino') return agreed;
  return agreed.replace(/^(\p{L}+)/u, (word) =>
    word
      .replace(/(?<=\p{L}{2})o$/u, 'a')
      .replace(/(?<=\p{L}{2})or$/u, 'ora')
      .replace(/ês$/u, 'esa'),
  );
}
