/**
 * "Pretendo lavrar testamento particular, com cláusula de deserdação…": the form said in any
 * message before it is asked is kept, so the form question is not asked again.
 */
import type { InterviewState } from '../interview-state.ts';
import { normalize } from '../parsers/text.ts';
import { mustUsePublico } from './facts.ts';

/** "testamento particular", "testamento público", "na forma pública". */
const FORM = /\b(?:testamento|forma|modalidade) (particular|public[oa])\b/;
/** The sentence states a wish: "quero", "pretendo", "vou fazer", "lavrar". */
const WISH =
  /\b(?:quero|queria|gostaria|pretendo|prefiro|vou|vamos|desejo|planejo|penso em|lavrar|fazer|faco|escolho|opto)\b/;
const NOT = /\b(?:nao|nem|nunca|sem)\b/;

/** Keeps the form a message states as a wish (not asked, not denied); nothing otherwise. */
export function noteFormSaid(s: InterviewState, text: string): void {
  if (s.current === 'forma' || s.answered.includes('forma') || mustUsePublico(s)) return;
  for (const sentence of text.split(/(?<=[.!?;\n])/)) {
    if (sentence.includes('?')) continue;
    const n = normalize(sentence);
    const form = FORM.exec(n);
    if (!form || !WISH.test(n) || NOT.test(n.slice(0, form.index))) continue;
    s.draft.forma = form[1] === 'particular' ? 'particular' : 'publico';
    s.answered.push('forma');
    return;
  }
}
