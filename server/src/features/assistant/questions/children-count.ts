import { numberWordsBetween } from '../parsers/number-words.ts';
import { normalize } from '../parsers/text.ts';
import type { ChildEntry } from './children.ts';

const NUMBERS = numberWordsBetween(1, 10);
const COUNT = `(\\d{1,2}|${Object.keys(NUMBERS).join('|')})`;
/** "tenho 3 filhos", "temos dois filhos", "sao 3:", "tive 4 filhos". */
const SAID = new RegExp(
  `\\b(?:tenho|temos|tive|tivemos|sao|foram)\\s+(?:so\\s+|apenas\\s+|ao todo\\s+)?${COUNT}(?:\\s+(?:filh[oa]s?|fi[oa]s?)\\b(?!\\s+(?:viv|hom|mulher|menin|mo[cç]|com|d[oa]\\s|de\\s))|\\s*[:.]|$)`,
  'g',
);

/** How many children the message says there are, when it says it once ("tenho 3 filhos: …"). */
export function childrenCount(text: string): number | undefined {
  const said = [...normalize(text).matchAll(SAID)].map((m) => m[1] ?? '');
  if (said.length !== 1 || !said[0]) return undefined;
  const count = NUMBERS[said[0]] ?? Number(said[0]);
  return count > 0 ? count : undefined;
}

function names(entries: ChildEntry[]): string {
  const all = entries.map((e) => e.nome);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} e ${all.at(-1) ?? ''}` : (all[0] ?? '');
}

/** The count said and the names read differ: say what was read and ask for the whole list. */
export function countMismatch(said: number, read: ChildEntry[]): string {
  const filhos = said === 1 ? '1 filho' : `${said} filhos`;
  const got =
    read.length === 1
      ? `só entendi 1 nome: ${names(read)}`
      : `entendi ${read.length} nomes: ${names(read)}`;
  return `Você disse que tem ${filhos}, mas ${got}. Escreva um filho por linha, com o nome completo e a data de nascimento de cada um (e "falecido" se for o caso).`;
}

/** "tenho 2 filhos vivos e 1 que faleceu", "um deles já morreu": a death said of no one by name. */
const UNNAMED_DEATH =
  /\b(?:um|uma|1|dois|duas|2)\s+(?:deles\s+|delas\s+|dos meus filhos\s+)?(?:que\s+|q\s+)?(?:ja\s+)?(?:faleceu|morreu|faleceram|morreram|falecid[oa]s?|mort[oa]s?)\b/;

/** A death said of no one by name while no child was read as dead: which one? */
export function unnamedDeath(text: string, read: ChildEntry[]): string | undefined {
  if (!UNNAMED_DEATH.test(normalize(text)) || read.some((e) => e.falecido)) return undefined;
  return 'Você disse que um dos seus filhos faleceu, mas não entendi qual. Escreva a lista de novo com "falecido" ao lado do nome de quem faleceu, um filho por linha (por exemplo, "Carlos Lima, falecido").';
}

/**
 * Words about who is alive or dead ("a ana paula tá viva", "quem faleceu foi o carlos"),
 * corrected by children-life.ts: never an answer to the minors or grandchildren questions.
 */
export function speaksOfLife(text: string): boolean {
  const n = normalize(text);
  if (/\b(?:viv[oa]s?|quem (?:ja )?(?:faleceu|morreu)|nao (?:faleceu|morreu))\b/.test(n))
    return true;
  // "o carlos ja morreu, a ana nao": a death set against a "não" (never "o carlos que faleceu
  // deixou dois filhos", an answer to the grandchildren question).
  return /\b(?:ja|que) (?:faleceu|morreu)\b/.test(n) && /\bnao\b/.test(n);
}
