import { formatFraction, legalSuccession, SUCCESSION_NOTES } from '@legado/contract';
import { findPessoa, toContent, type InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import {
  childrenQuestion,
  grandchildrenQuestion,
  minorChildrenQuestion,
} from './family-children.ts';
import {
  grandparentsQuestion,
  privatePropertyQuestion,
  separationQuestion,
  sexoQuestion,
  weddingDateQuestion,
} from './family-law.ts';
import { FM } from './family-messages.ts';
import { parentsQuestion } from './family-parents.ts';
import { regimeQuestion } from './family-regime.ts';
import { spouseNameQuestion } from './family-spouse-name.ts';
import { civilStatusQuestion } from './family-spouse.ts';
import { unionFormalizedQuestion } from './family-union.ts';
import type { Question, TurnContext } from './question.ts';

/** Said when the family section ends: what the law guarantees each necessary heir (CC 1.845–1.846). */
export function legitimaNote(s: InterviewState, ctx?: TurnContext): string {
  const today = ctx?.today ?? new Date().toISOString().slice(0, 10);
  const content = toContent(s, today);
  const { herdeiros, notas } = legalSuccession(content, today);
  if (herdeiros.length === 0) return M.semLegitima;
  // The fractions come from the contract's law; grouped by equal fraction for one sentence.
  const groups = new Map<string, string[]>();
  for (const h of herdeiros) {
    const fr = formatFraction(h.legitima);
    const nome = findPessoa(s.draft, h.pessoaId)?.nome ?? '';
    groups.set(fr, [...(groups.get(fr) ?? []), nome]);
  }
  const frases = [...groups].map(([fr, nomes]) => FM.legitimaGrupo(nomes, fr));
  return [FM.legitimaPorHerdeiro(frases), ...notas.map((n) => SUCCESSION_NOTES[n])].join(' ');
}

/** Section 3 · família, in the order asked. */
export const familyQuestions: Question[] = [
  civilStatusQuestion,
  sexoQuestion,
  spouseNameQuestion,
  regimeQuestion,
  unionFormalizedQuestion,
  weddingDateQuestion,
  separationQuestion,
  childrenQuestion,
  minorChildrenQuestion,
  privatePropertyQuestion,
  grandchildrenQuestion,
  parentsQuestion,
  grandparentsQuestion,
];
