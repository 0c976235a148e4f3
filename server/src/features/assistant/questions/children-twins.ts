import type { InterviewState } from '../interview-state.ts';
import { findPessoa } from '../interview-state.ts';
import { ageOn, formatDateBr, parseDate } from '../parsers/dates.ts';
import { normalize } from '../parsers/text.ts';
import type { TurnContext } from './question.ts';

/**
 * Twins said with their one date, the one reader of them: at the children question
 * (`mergeRepeatedChildren`) and in a correction later ("as gêmeas ana e bia nasceram em 12/03/1995").
 */

/** The words said for the twins (their names) and their date. */
export interface TwinGroup {
  words: Set<string>;
  data: string;
}

/** A date as typed: "12/03/1995", "4/4/2001", "12 de março de 1995". */
const TYPED_DATE =
  /(?<!\d)\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*(?:\d{4}|\d{2})(?!\d)|(?<!\d)\d{1,2}\s+de\s+[a-z]+\s+de\s+\d{4}(?!\d)/;
/** "gêmeos", "as gêmeas", "trigêmeos": the word that starts the twins' names. */
const TWINS_WORD = /\b(?:tri)?gem(?:e|i)?[oa]s?\b/;

/**
 * The twins and their one date, said together: "o joao de 1990 e as gemeas ana e bia de
 * 12/03/1995", "gemeos: pedro e paulo, nasceram 4/4/2001". The words between "gêmeos" and the
 * first date after it are the twins' names; another year among them means the date is not theirs.
 */
export function twinsAndTheirDate(text: string): TwinGroup | undefined {
  const n = normalize(text);
  const word = TWINS_WORD.exec(n);
  if (!word) return undefined;
  const after = n.slice(word.index + word[0].length);
  const date = TYPED_DATE.exec(after);
  const data = date ? parseDate(date[0]) : undefined;
  if (!date || !data) return undefined;
  const between = after.slice(0, date.index);
  if (/\d/.test(between)) return undefined;
  const named = wordsOf(between);
  if (named.some((w) => !NOT_NAMES.has(w))) return { words: new Set(named), data };
  // "ana e bia sao gemeas de 12/03/1995": the names before the word, in its clause, after any
  // other date ("o joao de 1990 e …").
  const before =
    n
      .slice(0, word.index)
      .split(/[.;:!?\d]/)
      .at(-1) ?? '';
  return { words: new Set(wordsOf(before)), data };
}

/** Words said around the twins' names that are never a name. */
const NOT_NAMES = new Set(
  'de em sao foram nasceram nascidos nascidas nasceu no mesmo dia e os as meus minhas que dia'.split(
    ' ',
  ),
);
const wordsOf = (text: string) => text.split(/[^a-z]+/).filter((w) => w.length > 1);

/** A child named among the twins (by the first name). */
export function twinOf(nome: string, group: TwinGroup): boolean {
  return group.words.has(normalize(nome).split(' ')[0] ?? '');
}

/**
 * A later message that gives the twins' date ("as gemeas ana e bia nasceram em 12/03/1995"):
 * applied to the children stored with those first names; the words that say it, or undefined.
 */
export function correctTwinsDate(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
): string | undefined {
  if (!s.answered.includes('filhos')) return undefined;
  const group = twinsAndTheirDate(text);
  if (!group || group.data > ctx.today) return undefined;
  const twins = s.draft.descendentes.flatMap((kid) => {
    const pessoa = kid.grau === 'filho' ? findPessoa(s.draft, kid.pessoaId) : undefined;
    return pessoa && twinOf(pessoa.nome, group) ? [{ kid, pessoa }] : [];
  });
  if (twins.length < 2 || twins.every((t) => t.pessoa.dataNascimento === group.data))
    return undefined;
  for (const { kid, pessoa } of twins) {
    pessoa.dataNascimento = group.data;
    if (kid.vivo) kid.menor = ageOn(group.data, ctx.today) < 18;
  }
  const names = twins.map((t) => t.pessoa.nome);
  const who = `${names.slice(0, -1).join(', ')} e ${names.at(-1) ?? ''}`;
  return `${who} nasceram em ${formatDateBr(group.data)}`;
}
