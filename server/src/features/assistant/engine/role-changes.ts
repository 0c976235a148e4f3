import { findPessoa, type InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { readRoleChanges } from '../parsers/role-changes.ts';
import { normalize } from '../parsers/text.ts';
import type { TurnContext } from '../questions/question.ts';
import { reanswer } from './aside-corrections.ts';

/** Who holds a role now. */
function holders(s: InterviewState, key: 'testamenteiro' | 'tutor'): string[] {
  return key === 'testamenteiro'
    ? s.draft.testamenteiros.map((t) => t.pessoaId)
    : (s.draft.tutela?.tutorIds ?? []);
}

/** "O Jorge já vai ter muita coisa pra resolver": a sentence after the change naming the one replaced. */
function reasonsAfter(text: string, from: number, firstNames: readonly string[]): number {
  let end = from;
  for (const m of text.slice(from).matchAll(/[^.!?;\n]+[.!?;\n]*/g)) {
    const words = normalize(m[0]).split(' ');
    if (!firstNames.some((name) => words.includes(name))) break;
    end = from + m.index + m[0].length;
  }
  return end;
}

/**
 * The changes of a role's holder said at another question ("na verdade prefiro meu irmão como
 * testamenteiro, o Paulo Sérgio …"), each answered again through the role's own question: the
 * words that say it back, and where each change (and the reason given about the one replaced)
 * sits in the message, so the rest still answers the question asked.
 */
export function applyRoleChanges(
  s: InterviewState,
  text: string,
  ctx: TurnContext,
  currentKey: string,
): { done: string[]; spans: Array<[number, number]> } {
  const done: string[] = [];
  const spans: Array<[number, number]> = [];
  for (const c of readRoleChanges(text)) {
    if (c.key === currentKey) continue;
    const before = holders(s, c.key);
    const said = reanswer(s, c.key, c.novo, ctx);
    const after = holders(s, c.key);
    if (!said || after.join() === before.join()) continue;
    const replaced = before.filter((id) => !after.includes(id));
    const names = replaced.map((id) => findPessoa(s.draft, id)?.nome ?? '').filter(Boolean);
    done.push(M.roleChanged(c.key, said, names));
    const firstNames = names.map((n) => normalize(n).split(' ')[0] ?? '').filter(Boolean);
    spans.push([c.start, reasonsAfter(text, c.end, firstNames)]);
  }
  return { done, spans };
}
