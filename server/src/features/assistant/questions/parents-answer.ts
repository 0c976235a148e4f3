import { typedForm } from '../parsers/chat-text.ts';
import { readPeople } from '../parsers/index.ts';
import { firstNameLooksFeminine, parsePersonName } from '../parsers/names.ts';
import { HOME_PARENT_WORDS } from '../parsers/relation-words.ts';
import { normalize } from '../parsers/text.ts';

/** A living parent as read: who (pai or mãe) and the full name. */
export interface ParentEntry {
  grau: 'pai' | 'mae';
  nome: string;
}

/**
 * What an answer about the parents says: the living ones with their names, or what is still
 * missing: the full names of living parents ("sim, os dois vivos", "só minha mãe, maria"), or
 * which of two names is the father ("os dois: Dominique Reis e Darci Reis").
 */
export type ParentsReading =
  | { ok: true; parents: ParentEntry[] }
  | { ok: false; missing: 'nomes'; graus: ParentEntry['grau'][] }
  | { ok: false; missing: 'quem' };

const DEAD = /\b(?:falec\w*|morr\w*|mort[oa]s?|ja se foi|in memoriam)\b/;
const ALIVE = /\bviv[oa]s?\b/;
/** "os dois", "ambos": both parents. */
const BOTH =
  /\b(?:os dois|as duas|ambos|os 2|(?:meus )?pais (?:ainda )?(?:estao|sao|tao|ta) (?:ainda )?vivos)\b/;
/** "meu pai e minha mãe já faleceram": both roles said, then a plural death. */
const BOTH_NAMED_DEAD =
  /\b(?:pai e (?:a )?(?:minha )?mae|mae e (?:o )?(?:meu )?pai)\s+(?:(?:ja|tambem|ambos|os dois)\s+)*(?:faleceram|morreram|se foram|(?:sao|estao|ja sao|ja estao)\s+(?:falecidos|mortos)|falecidos|mortos)\b/;
/** Words of an answer that are not a name: "sim", "os dois", "estão vivos", "graças a deus". */
const NOT_NAME_WORDS =
  /\b(?:sim|s|os dois|as duas|ambos|os 2|(?:ainda )?(?:estao|sao|tao|ta|esta|e)?\s*viv[oa]s?|gracas a deus|(?:meus )?pais|meu|minha|o|a|pai|mae|so|somente|apenas)\b/g;
/** First names that end in "a" but are men's. */

/** Full names in a list without relation words: "antonio pereira e rita pereira". */
function bareNames(text: string): string[] {
  return text
    .split(/\s*[,;:]\s*|\s+e\s+(?=\p{L})/iu)
    .map((part) => normalize(part).replace(NOT_NAME_WORDS, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((part) => parsePersonName(typedForm(part, text) ?? part, { full: true }))
    .filter((nome): nome is string => nome !== undefined);
}

/** "ta viva", "está vivo", "é viva", "ainda vivos": said after (or before) a parent's name. */
const ALIVE_WORDS = /(?:\s+(?:ainda|t[aá]|est[aá]|eh|[eé]))*\s+viv[oa]s?(?![\p{L}])/giu;

/** Words that introduce a name: "o nome dela é", "ele se chama", "chamada". */
const NAME_INTRO =
  /\b(?:o\s+)?nome\s+del[ae]\s+(?:é|e|eh)\b|\b(?:el[ae]\s+)?se\s+chama\b|\bchamad[oa]\b/giu;

/** The name in a clause that says a parent is alive: "minha mae ta viva, rita pereira". */
function nameInClause(said: string, today: string): string | undefined {
  // "minha mae tereza ta viva": the words of life are never part of the name.
  const clause = said.replace(NAME_INTRO, ',').replace(ALIVE_WORDS, ',');
  const named = readPeople(clause, { today }).find((p) => p.nome);
  const nome = named?.nome && parsePersonName(named.nome, { full: true });
  return nome || bareNames(clause)[0];
}

/**
 * "sim os dois, antonio pereira e rita pereira": both alive, two names and no "pai"/"mãe"; the
 * woman's name is the mother's. Undefined when the answer is not of that kind.
 */
function bothWithoutRoles(text: string, n: string): ParentsReading | undefined {
  if (!BOTH.test(n) || DEAD.test(n) || /\b(?:pai|mae)\b/.test(n)) return undefined;
  const names = bareNames(text);
  if (names.length < 2) return { ok: false, missing: 'nomes', graus: ['pai', 'mae'] };
  if (names.length > 2) return undefined;
  const [a, b] = names as [string, string];
  if (firstNameLooksFeminine(a) === firstNameLooksFeminine(b))
    return { ok: false, missing: 'quem' };
  const [mae, pai] = firstNameLooksFeminine(a) ? [a, b] : [b, a];
  return {
    ok: true,
    parents: [
      { grau: 'pai', nome: pai },
      { grau: 'mae', nome: mae },
    ],
  };
}

/** A pasted line "Mãe: Irena Kowalski (viva, 89 anos)", "- Pai: Estanislau Kowalski, falecido". */
const LABELLED = /^\s*(?:[-•*]\s*)?(?:minha\s+|meu\s+)?(m[ãa]e|pai)\s*[:=–—-]\s*(.+)$/iu;

/**
 * Parents pasted one per line with a label: "Mãe: Irena Kowalski (viva, 89 anos)\nPai: Estanislau
 * Kowalski (falecido em 2011)". What the parentheses say tells whether each is alive. Undefined
 * when the lines are not all of that kind.
 */
function labelledLines(text: string): ParentsReading | undefined {
  // "Pai: Albano Amorim. Mãe: Maria Amorim": two labels on one line are two lines.
  const lines = text
    .split(/\r?\n|(?:[.;]|\s\/)\s+(?=(?:[-•*]\s*)?(?:minha\s+|meu\s+)?(?:m[ãa]e|pai)\s*[:=–—-])/iu)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0 || !lines.every((l) => LABELLED.test(l))) return undefined;
  const out: ParentEntry[] = [];
  const unnamed: ParentEntry['grau'][] = [];
  for (const line of lines) {
    const [, role = '', rest = ''] = LABELLED.exec(line) ?? [];
    const grau: ParentEntry['grau'] = /^m/i.test(role) ? 'mae' : 'pai';
    const outside = rest.replace(/\([^)]*\)/g, ' ');
    const words = normalize(rest);
    const dead =
      (DEAD.test(words) && !ALIVE.test(words)) ||
      /\bnao\s+(?:(?:esta|e|eh|ta)\s+)?(?:mais\s+)?viv/.test(words);
    if (dead || out.some((p) => p.grau === grau)) continue;
    const first = outside.split(/[,;]|\s[–—-]\s/)[0]?.trim() ?? '';
    const nome = parsePersonName(typedForm(first, text) ?? first, { full: true });
    if (nome) out.push({ grau, nome });
    else unnamed.push(grau);
  }
  if (unnamed.length > 0) return { ok: false, missing: 'nomes', graus: unnamed };
  return { ok: true, parents: out };
}

/** "meu pai e minha mãe são vivos: …", "a mae e o pai, …": both roles, then both names in that order. */
const BOTH_IN_ORDER =
  /\b(?:(?:o\s+)?(?:meu\s+)?(pai) e (?:a\s+)?(?:minha\s+)?m[ãa]e|(?:a\s+)?(?:minha\s+)?m[ãa]e e (?:o\s+)?(?:meu\s+)?pai)\b[^:,.]*[:,.]\s*(.+)$/iu;

/**
 * The two full names at the end of what follows the roles: "tao vivos, gracas a deus. jorge … e
 * marta …" → the clause after the last comma or period that holds exactly two names.
 */
function twoNamesAfter(rest: string): [string, string] | undefined {
  const starts = [0, ...[...rest.matchAll(/[:,.]\s*/g)].map((m) => (m.index ?? 0) + m[0].length)];
  for (const start of starts) {
    const names = rest
      .slice(start)
      .split(/\s*,\s*|\s+e\s+/)
      .map((x) => parsePersonName(x.trim(), { full: true }));
    if (names.length === 2 && names[0] && names[1]) return [names[0], names[1]];
  }
  return undefined;
}

/** "genitora", "genitor", and the words of home ("mainha", "painho"): "mãe" and "pai". */
const PARENT_WORD =
  /(?<![\p{L}])(?:mainha|painho|mam[ãa]e|papai|m[ãa]ezinha|mam[ãa]ezinha|paizinho|genitora|genitor)(?![\p{L}])/giu;

/** The answer with the parents called by the words the readers know: "mainha e painho" → "mãe e pai". */
export function withParentWords(text: string): string {
  return text.replace(PARENT_WORD, (word) => {
    const n = normalize(word);
    return HOME_PARENT_WORDS[n] ?? (n === 'genitora' ? 'mãe' : 'pai');
  });
}

/** "meu pai", "a mãe": where a parent is named in a clause. */
const PARENT_AT = /(?:^|\s)(?:(?:o|a)\s+)?(?:(?:meu|minha)\s+)?(?:pai|m[ãa]e)(?![\p{L}])/giu;

/**
 * "mae viva maria rodrigues pai falecido": both parents in one clause, the first with a word of
 * life or death: two clauses, cut where the second parent is named.
 */
function splitAtSecondParent(clause: string): string[] {
  const at = [...clause.matchAll(PARENT_AT)];
  const second = at[1]?.index;
  if (at.length !== 2 || second === undefined) return [clause];
  const first = normalize(clause.slice(0, second));
  return DEAD.test(first) || ALIVE.test(first)
    ? [clause.slice(0, second), clause.slice(second)]
    : [clause];
}

/**
 * Reads the parents from a sentence, one clause per parent: "minha mãe Josefa Medeiros é viva, tem
 * 85 anos. meu pai já faleceu", "meu pai faleceu, minha mae ta viva, rita pereira", "pai albano
 * rodrigues falecido mae maria viva" (no comma: a word of life or death ends a clause), "sim os dois,
 * antonio pereira e rita pereira", "meus pais já são falecidos" (none). Undefined when the answer
 * says nothing of them (the question reads it otherwise).
 */
export function readParents(typed: string, today: string): ParentsReading | undefined {
  const text = withParentWords(typed);
  const n = normalize(text);
  if ((/\b(?:meus )?pais\b/.test(n) || BOTH.test(n)) && DEAD.test(n) && !/\b(?:pai|mae)\b/.test(n))
    return { ok: true, parents: [] };
  // "meu pai e minha mãe já faleceram", "minha mae e meu pai sao falecidos": both dead.
  if (BOTH_NAMED_DEAD.test(n)) return { ok: true, parents: [] };
  const labelled = labelledLines(text);
  if (labelled) return labelled;
  // "meu pai e minha mãe são vivos: José Farias e Helena Mendes Farias", "meu pai e minha mae tao
  // vivos, ivo bortolini e marlene fatima bortolini": names in that order.
  // "mainha e painho tao vivos sim. ana lucia … e eduardo …": the same order, after a period too.
  const both = BOTH_IN_ORDER.exec(text);
  const inOrder = both?.[2] && !DEAD.test(n) ? twoNamesAfter(both[2]) : undefined;
  if (both && inOrder) {
    const order: ParentEntry['grau'][] = both[1] ? ['pai', 'mae'] : ['mae', 'pai'];
    const parents = inOrder.map((nome, i) => ({ grau: order[i] ?? 'pai', nome }));
    // The order said and the first names must agree: "ana …" is the mother, not the father.
    return parents.every((p) => firstNameLooksFeminine(p.nome) === (p.grau === 'mae'))
      ? { ok: true, parents }
      : { ok: false, missing: 'quem' };
  }
  const roleless = bothWithoutRoles(text, n);
  if (roleless) return roleless;
  const clauses = text
    .split(
      /[.;\n]|,\s*(?=(?:e\s+)?(?:s[oó]\s+)?(?:(?:o|a)\s+)?(?:(?:meu|minha)\s+)?(?:pai|m[ãa]e)\b)|\s+e\s+(?=(?:(?:o|a)\s+)?(?:(?:meu|minha)\s+)?(?:pai|m[ãa]e)\b)|(?<=\b(?:falecid[oa]|faleceu|morreu|mort[oa]|viv[oa]|vivinh[oa]|se foi)\s+)(?=(?:(?:o|a)\s+)?(?:(?:meu|minha)\s+)?(?:pai|m[ãa]e)\b)/iu,
    )
    .flatMap(splitAtSecondParent)
    .map((c) => c.trim())
    .filter(Boolean);
  const out: ParentEntry[] = [];
  const unnamed = new Set<ParentEntry['grau']>();
  let last: ParentEntry['grau'] | undefined;
  let lastDead = false;
  for (const clause of clauses) {
    const c = normalize(clause);
    const grau = /\bmae\b/.test(c) ? 'mae' : /\bpai\b/.test(c) ? 'pai' : undefined;
    if (/\bmae\b/.test(c) && /\bpai\b/.test(c)) return undefined;
    // "meu pai faleceu", "meu pai não está mais vivo", "minha mãe tá viva, meu pai não".
    // "meu pai faleceu e minha mae tbm": "também" after a death is a death too.
    const alsoDead: boolean =
      lastDead &&
      /^(?:e\s+)?(?:(?:a|o)\s+)?(?:minha|meu)?\s*(?:mae|pai)\s+(?:tambem|tbm|tb|tmb)\b/.test(c);
    const dead: boolean =
      alsoDead ||
      (DEAD.test(c) && !ALIVE.test(c)) ||
      /\bnao\s+(?:(?:esta|e|eh|ta|estao|sao)\s+)?(?:mais\s+)?viv/.test(c) ||
      (/\bnao\b/.test(c) && !ALIVE.test(c));
    const nome = dead ? undefined : nameInClause(clause, today);
    // "so minha mae, claudia nascimento prado": the name may come in the next clause.
    const who = grau ?? (nome && !dead ? last : undefined);
    if (grau) last = grau;
    lastDead = dead;
    if (!who || dead) continue;
    if (!nome) {
      if (grau && !out.some((p) => p.grau === grau)) unnamed.add(grau);
      continue;
    }
    unnamed.delete(who);
    if (!out.some((p) => p.grau === who)) out.push({ grau: who, nome });
  }
  if (unnamed.size > 0) return { ok: false, missing: 'nomes', graus: [...unnamed] };
  return out.length > 0 || DEAD.test(n) ? { ok: true, parents: out } : undefined;
}

/** The living parents with their names, or undefined when a living parent has no full name. */
export function readLivingParents(text: string, today: string): ParentEntry[] | undefined {
  const read = readParents(text, today);
  return read?.ok ? read.parents : undefined;
}
