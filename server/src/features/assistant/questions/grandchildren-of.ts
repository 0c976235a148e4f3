/**
 * One message about the grandchildren often speaks of every deceased child at once ("o francisco
 * deixou tres filhos: rafael…, camila…. a teresa nao deixou filho nenhum"). Asked about one of
 * them, only the sentences about that one are theirs: never another child's children, which would
 * double a branch of the legítima.
 */
import type { InterviewState } from '../interview-state.ts';
import { findPessoa } from '../interview-state.ts';
import { normalize } from '../parsers/text.ts';

/** "não deixou filho nenhum", "não teve filhos", "morreu sem filhos", "nao deixou fio nenhum". */
const LEFT_NONE =
  /\b(?:nao|n) (?:deixou|teve|tinha|tem) (?:nenhum )?(?:filh\w*|fi[oa]s?\b|net\w*|crianc\w*)(?: nenhum\w*)?|\bsem (?:filh\w*|fi[oa]s?\b|net\w*)|\bnao deixou (?:ninguem|nenhum)/;

/** Whether the words say the deceased child left no children ("nao deixou fio nenhum"). */
export function saysLeftNone(text: string): boolean {
  return LEFT_NONE.test(normalize(text));
}

const firstNameOf = (nome: string) => normalize(nome).split(' ')[0] ?? '';

/**
 * The words of `text` about the deceased child `childId`: the sentences that name them when the
 * message names another deceased child too; `none` when those sentences say they left no children;
 * the whole text when no other deceased child is named.
 */
export function aboutDeceasedChild(
  text: string,
  s: Readonly<InterviewState>,
  childId: string,
): { text: string } | 'none' {
  const own = firstNameOf(findPessoa(s.draft, childId)?.nome ?? '');
  const others = s.draft.descendentes
    .filter((d) => d.grau === 'filho' && !d.vivo && d.pessoaId !== childId)
    .map((d) => firstNameOf(findPessoa(s.draft, d.pessoaId)?.nome ?? ''))
    .filter((name) => name && name !== own);
  const names = (sentence: string, name: string) =>
    name !== '' && new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(normalize(sentence));
  const sentences = text.split(/(?<=[.;!?])\s+|\n+/).filter((x) => x.trim());
  if (!sentences.some((x) => others.some((other) => names(x, other)))) return { text };
  // Each sentence belongs to the last deceased child named (a list on the lines below its name).
  let current: 'own' | 'other' | undefined;
  const mine: string[] = [];
  for (const sentence of sentences) {
    if (names(sentence, own)) current = 'own';
    else if (others.some((other) => names(sentence, other))) current = 'other';
    if (current === 'own') mine.push(sentence);
  }
  if (mine.length === 0) return { text: '' };
  return mine.some(saysLeftNone) ? 'none' : { text: mine.join('\n') };
}

/**
 * The other deceased children the same message speaks of ("… a teresa nao deixou filho nenhum"),
 * not yet answered: each with the words about them, or `none`. A child the message does not name
 * is left to be asked.
 */
export function otherDeceasedChildren(
  text: string,
  s: Readonly<InterviewState>,
  childId: string,
): { id: string; about: { text: string } | 'none' }[] {
  const n = normalize(text);
  return s.draft.descendentes
    .filter((d) => d.grau === 'filho' && !d.vivo && d.pessoaId !== childId)
    .filter((d) => !s.answered.includes(`netos:${d.pessoaId}`))
    .filter((d) => {
      const name = firstNameOf(findPessoa(s.draft, d.pessoaId)?.nome ?? '');
      return name !== '' && new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(n);
    })
    .map((d) => ({ id: d.pessoaId, about: aboutDeceasedChild(text, s, d.pessoaId) }))
    .filter((o) => o.about === 'none' || o.about.text.trim() !== '');
}
