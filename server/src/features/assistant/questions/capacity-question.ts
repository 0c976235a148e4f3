/** Section 1's capacity question: reading, seeing and signing decide the will's form. */
import type { InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import { hasLimit, readCapacity } from '../parsers/capacity.ts';
import { normalize } from '../parsers/text.ts';
import { parseYesNo } from '../parsers/yes-no.ts';
import { defineQuestion, fail, ok, parsed, type Question } from './question.ts';

/** Words about reading, seeing or signing: with a "não" not understood, the question is asked again. */
const CAPACITY_WORDS =
  /\b(?:assin\w*|le|ler|leio|enxerg\w*|ve|vejo|ceg\w*|trem\w*|digit\w*|escrev\w*)\b/;

/**
 * Keeps the conditions that limit the form (blind, cannot read, cannot sign): the will can only
 * be público, at the notary (1.865, 1.867, 1.876). Returns the note that says so.
 */
export function applyCapacity(
  s: InterviewState,
  { blind, noRead, noSign }: { blind: boolean; noRead: boolean; noSign: boolean },
): string {
  Object.assign(s.draft.testador.capacidade, {
    deficienciaVisualTotal: blind,
    sabeLer: !noRead,
    podeAssinar: !noSign,
  });
  s.draft.forma = 'publico';
  return noSign && !blind && !noRead ? M.capacidade.publicoNaoAssina : M.capacidade.publico;
}

/** Which conditions limit the form (1: blind, 2: cannot read, 3: cannot sign). */
export const capacityQuestion: Question = defineQuestion({
  key: 'capacidade',
  section: 'identificacao',
  ask: () => M.capacidade.ask,
  example: M.capacidade.example,
  options: ['Nenhuma', '1', '2', '3'],
  summary: ({ draft: { testador: t } }) => [
    t.capacidade.deficienciaVisualTotal && 'Deficiência visual total',
    t.capacidade.sabeLer === false && 'Não sabe ler',
    t.capacidade.podeAssinar === false && 'Não pode assinar',
  ],
  // Which conditions the person has, in numbers or in words ("ela não consegue assinar, a mão
  // treme, mas lê sim"); none is null. A "não" about reading, seeing or signing that is not
  // understood is asked again, never read as "none".
  parse: (text) => {
    const said = readCapacity(text, { numbers: true });
    if (said && hasLimit(said))
      return parsed({ blind: !!said.blind, noRead: !!said.noRead, noSign: !!said.noSign });
    if (said) return parsed(null);
    const n = normalize(text);
    // "não, só uso óculos pra ler": a "não" said alone first answers the question.
    if (/^(?:nao|n|nenhum\w*|nada)(?:\s*[,.!;]|\s+nao\b|\s+nenhum\w*|$)/.test(n))
      return parsed(null);
    if (CAPACITY_WORDS.test(n) && !/^nenhum/.test(n)) return fail(M.capacidade.which);
    return parseYesNo(text) === false || /^nenhum/.test(n)
      ? parsed(null)
      : fail(M.capacidade.which);
  },
  apply: (s, conditions) => {
    const cap = s.draft.testador.capacidade;
    if (conditions === null) {
      Object.assign(cap, { deficienciaVisualTotal: false, sabeLer: true, podeAssinar: true });
      if (s.draft.forma === 'publico' && !s.answered.includes('forma')) delete s.draft.forma;
      return ok(s);
    }
    return ok(s, applyCapacity(s, conditions));
  },
});
