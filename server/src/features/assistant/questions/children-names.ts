/**
 * A child's (or grandchild's) name inside a line that says more about them, as people type a
 * list: "e a caçula, Maria do Socorro Freitas Pinheiro, de 25/12/1988, nasceu no dia de Natal",
 * "o Pedro Fagundes da Rosa a mãe deles é a Simone", "a Ana Rita Bezerra Freitas, a minha
 * Ritinha, …". The full name is the one said first; the words around it describe the person; a
 * single word set between commas right after it ("a minha Ritinha", "o Zezinho") is what the
 * person calls them.
 */
import { isNameWord, nameRun, PARTICLES, tokens, type Token } from '../parsers/name-tokens.ts';
import { capitalisesNames } from '../parsers/name-tokens.ts';
import { parsePersonName } from '../parsers/names.ts';
import { normalize } from '../parsers/text.ts';

/** Words that may come before a child's name in a list: "e a caçula,", "o mais velho", "tem o". */
const BEFORE_NAME = new Set(
  (
    'e a o os as tem tambem tb tbm depois ai meu minha filho filha cacula caculinha mais velho ' +
    'velha novo nova do da meio primeiro primeira segundo segunda terceiro terceira ultimo ultima ' +
    'primogenito primogenita neto neta menino menina'
  ).split(' '),
);

/** Words about the names themselves ("os nomes completos são …"), never a name. */
const ABOUT_NAMES = new Set(
  'nomes completos completo completas completa certinhos certos'.split(' '),
);

/** Words after a name that describe the child, never what they are called. */
const NOT_NICKNAME = new Set(
  'cacula caculinha primogenito primogenita velho velha novo nova meio menino menina'.split(' '),
);

const coreWords = (name: string) =>
  normalize(name)
    .split(' ')
    .filter((w) => w && !PARTICLES.has(w));

/**
 * The full name said first in `line`, after words that only describe the child ("e a caçula,"),
 * when nothing else names someone before it; undefined when the line opens otherwise.
 */
export function leadingFullName(line: string): string | undefined {
  const list = tokens(line);
  const cased = capitalisesNames(line);
  for (let i = 0; i < list.length && i <= 5; i++) {
    const run = nameRun(list, i, cased);
    const words = run ? coreWords(run.name) : [];
    if (words.length >= 2 && !words.some((w) => ABOUT_NAMES.has(w)))
      return parsePersonName(run?.name ?? '', { full: true });
    if (!BEFORE_NAME.has((list[i] as Token).word)) return undefined;
  }
  return undefined;
}

/** The index of the token where `nome` starts in `list`, when it is said there. */
function nameAt(list: Token[], nome: string): number | undefined {
  const first = coreWords(nome)[0];
  const target = normalize(nome);
  for (let i = 0; i < list.length; i++) {
    if (list[i]?.word !== first) continue;
    const said = list
      .slice(i, i + target.split(' ').length)
      .map((t) => t.word)
      .join(' ');
    if (said === target) return i + target.split(' ').length;
  }
  return undefined;
}

/**
 * "Ana Rita Bezerra Freitas, a minha Ritinha, nasceu…", "Francisco José …, o Zezinho, de…": the
 * one word set between commas right after the name, capitalised when the message capitalises
 * names. Undefined for a relation or a description ("a caçula", "a mãe deles").
 */
export function nicknameAfterName(line: string, nome: string): string | undefined {
  const list = tokens(line);
  const end = nameAt(list, nome);
  if (end === undefined || !list[end - 1]?.breakAfter || list[end - 1]?.mark !== ',')
    return undefined;
  let i = end;
  if (list[i]?.word === 'a' || list[i]?.word === 'o') i++;
  if (list[i] && /^(?:minha|meu|nossa|nosso)$/.test(list[i]?.word ?? '')) i++;
  const said = list[i];
  const ends = said && (said.breakAfter || i === list.length - 1);
  if (!said || !ends || NOT_NICKNAME.has(said.word)) return undefined;
  if (!isNameWord(said, capitalisesNames(line))) return undefined;
  if (coreWords(nome).includes(said.word)) return undefined;
  return parsePersonName(said.raw);
}
