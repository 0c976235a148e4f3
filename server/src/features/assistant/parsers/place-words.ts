import { accentWord, saintLuis } from './common-accents.ts';
import { FOREIGN_COUNTRIES } from './countries.ts';
import { capitalizeName } from './names.ts';
import { accentPlaceNames } from './name-accents.ts';
import { normalize } from './text.ts';

/**
 * Streets, neighbourhoods and places of birth as the will prints them, from what people type:
 * "rua do hospicio" → "Rua do Hospício", "Av Higienopolis" → "Avenida Higienópolis", "rua xv de
 * novembro" → "Rua XV de Novembro", "caracas, venezuela" → "Caracas, Venezuela".
 */

/**
 * A street's or neighbourhood's kind, abbreviated, first, written in full: "R. Mateus Leme" →
 * "Rua Mateus Leme", "st bueno" → "Setor Bueno", "jd. america" → "Jardim América".
 */
const STREET_KINDS: Readonly<Record<string, string>> = {
  r: 'Rua',
  av: 'Avenida',
  tv: 'Travessa',
  trav: 'Travessa',
  al: 'Alameda',
  pc: 'Praça',
  pca: 'Praça',
  rod: 'Rodovia',
  est: 'Estrada',
  estr: 'Estrada',
  st: 'Setor',
  set: 'Setor',
  jd: 'Jardim',
  jdm: 'Jardim',
  jard: 'Jardim',
  vl: 'Vila',
  pq: 'Parque',
  res: 'Residencial',
  resid: 'Residencial',
  cj: 'Conjunto',
  conj: 'Conjunto',
  cond: 'Condomínio',
  nc: 'Núcleo',
};

/** A complement's kind, abbreviated: "ap 804" → "apto 804", "bl c" → "bloco c", "qd 5" → "quadra 5". */
const COMPLEMENT_KINDS: Readonly<Record<string, string>> = {
  ap: 'apto',
  apt: 'apto',
  apto: 'apto',
  apartamento: 'apto',
  bl: 'bloco',
  qd: 'quadra',
  lt: 'lote',
  cj: 'conjunto',
  conj: 'conjunto',
  cond: 'condomínio',
};

/** "ap 804, bl c" → "apto 804, bloco c": a complement as the will prints it. */
export function writtenComplement(raw: string): string {
  return raw.replace(/(?<![\p{L}\d])(\p{L}+)\.?(?=\s*[\p{L}\d])/gu, (word, kind: string) => {
    const full = COMPLEMENT_KINDS[kind.toLowerCase()];
    return full ? `${full}` : word;
  });
}

/** Titles abbreviated inside a street's name: "Rua Dr Nilo Peçanha" → "Rua Dr. Nilo Peçanha". */
const TITLE_ABBREVIATIONS = new Set(
  'dr dra prof profa pres cel gal mal des eng sta sto cap ten sen dep gov maj'.split(' '),
);

/** Initials that name places in capitals: "Avenida FAB", "Conjunto JK", "BR-101". */
const ACRONYMS = new Set(
  (
    'fab br jk usp puc ufmg ufrj ufba ufpe ufc unb sesc sesi cohab cdhu bnh ceasa inss ' +
    // Brasília's sectors: "SQS 308", "SHIS QI 5", "QNM 12".
    'sqs sqn sqsw sqnw shis shin shcgn cls cln clsw qnm qnn qnl qsc qi ql crs crn sgas sgan'
  ).split(' '),
);

/** Portuguese words that read as Roman numerals and are not ("vi", "li", "di", "mi"). */
const NOT_ROMAN = new Set(['di', 'li', 'vi', 'mi', 'dc', 'cd', 'mm', 'cc', 'ci', 'dl']);

const ROMAN = /^(?=[ivxlcdm]{2,7}$)m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/;

/**
 * A street, neighbourhood or place as written on a letter: capitals where typed in lower case,
 * the usual accents of names and common words, "Av." as "Avenida", "XV" and "FAB" in capitals.
 * "rua sao jose" → "Rua São José"; "Rua Xv de Novembro" → "Rua XV de Novembro".
 */
export function writtenPlace(raw: string): string {
  const spaced = raw.replace(/\s+/g, ' ').trim();
  if (!spaced) return spaced;
  const cased = /\p{Lu}/u.test(spaced) ? spaced : capitalizeName(spaced);
  const first = cased.charAt(0).toLocaleUpperCase('pt-BR') + cased.slice(1);
  // "Rua 25 de Marco": a month, not the name Marco.
  const named = (accentPlaceNames(first) ?? first).replace(/(\d\s+de\s+)Marco\b/i, '$1Março');
  const words = named.split(' ');
  // "braga portugal" → "Braga, Portugal": a city abroad and its country (never "Avenida Portugal").
  const country = words.length >= 2 && FOREIGN_COUNTRIES.has(normalize(words.at(-1) ?? ''));
  const before = words.at(-2) ?? '';
  const street =
    STREET_KINDS[normalize(words[0] ?? '')] !== undefined ||
    /^(?:rua|avenida|travessa|alameda|estrada|rodovia|praca|largo|beco|via|viela)$/.test(
      normalize(words[0] ?? ''),
    );
  if (country && !street && !/[,/-]$/.test(before)) words[words.length - 2] = `${before},`;
  const written = words
    .map((word, index) => {
      const bare = word.replace(/[.,]+$/, '');
      const lower = bare.toLowerCase();
      if (ROMAN.test(lower) && !NOT_ROMAN.has(lower) && index > 0)
        return word.replace(bare, bare.toUpperCase());
      if (ACRONYMS.has(lower)) return word.replace(bare, bare.toUpperCase());
      const kind = index === 0 ? STREET_KINDS[normalize(bare)] : undefined;
      if (kind && index < words.length - 1) return kind;
      // "Alto da Se", "Praça da Se": the cathedral's "Sé", never the pronoun, in a place's name.
      if (index > 0 && bare === 'Se' && /^d[aeo]$/i.test(words[index - 1] ?? '')) return 'Sé';
      if (index > 0 && TITLE_ABBREVIATIONS.has(normalize(bare)) && bare === word)
        return index < words.length - 1 ? `${bare}.` : word;
      return word.replace(bare, accentWord(bare));
    })
    .join(' ');
  return saintLuis(written);
}

/**
 * Cities said with an article ("no Rio de Janeiro", "no Recife"), accents removed. Most Brazilian
 * cities take none ("em Campo Grande"); a short curated list, not a rule.
 */
const CITIES_WITH_ARTICLE = new Set(['rio de janeiro', 'recife', 'rio grande', 'guaruja', 'crato']);

/** "em Campo Grande/MS", "no Rio de Janeiro/RJ": where something happens in a city ("Cidade/UF"). */
export function inCity(cidade: string): string {
  const name = normalize(cidade.split('/')[0] ?? '').trim();
  return `${CITIES_WITH_ARTICLE.has(name) ? 'no' : 'em'} ${cidade}`;
}
