/**
 * The other parent of the children said dead while telling something else ("sou mae solo de
 * dois, o pai deles faleceu em 2021"): kept for the guardianship, whose question about the other
 * parent is then not asked (CC 1.634, 1.729).
 */
import type { InterviewState } from '../interview-state.ts';
import { normalize } from '../parsers/text.ts';

const OTHER_PARENT_DIED =
  /\b(?:o (pai)|a (mae)) (?:deles|delas|dele|dela|das criancas|dos meninos|das meninas|dos meus filhos|das minhas filhas|do meu filho|da minha filha)\b,? (?:(?:ja|tambem) )?(?:faleceu|morreu|e falecid[oa]|ja e falecid[oa]|e morto|e morta|nao (?:e|esta|ta) (?:mais )?viv[oa])\b/;

/** Keeps "the other parent is dead"; the words of what was kept, or undefined. */
export function noteOtherParentDead(s: InterviewState, text: string): string | undefined {
  if (s.answered.includes('outro_genitor')) return undefined;
  const m = OTHER_PARENT_DIED.exec(normalize(text));
  if (!m) return undefined;
  s.draft.tutela = { ...(s.draft.tutela ?? { tutorIds: [] }), outroGenitorVivo: false };
  s.answered.push('outro_genitor');
  return m[1] ? 'o pai dos seus filhos é falecido' : 'a mãe dos seus filhos é falecida';
}
