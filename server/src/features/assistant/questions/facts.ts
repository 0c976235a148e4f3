import { livingChildren, type InterviewState } from '../interview-state.ts';

/** True when the testator must use the público form (blind, cannot read or cannot sign). */
export function mustUsePublico(s: InterviewState): boolean {
  const c = s.draft.testador.capacidade;
  return c.deficienciaVisualTotal === true || c.sabeLer === false || c.podeAssinar === false;
}

/** Married or in a stable union. */
export function hasSpouse(s: InterviewState): boolean {
  return (
    s.draft.testador.estadoCivil === 'casado' || s.draft.testador.estadoCivil === 'uniao_estavel'
  );
}

/** A living child under 18. */
export function hasLivingMinor(s: InterviewState): boolean {
  return livingChildren(s.draft).some((d) => d.menor === true);
}

/** Whether a legítima exists for the family known so far (CC 1.845). */
export function hasLegitima(s: InterviewState): boolean {
  return (
    Boolean(s.draft.conjuge?.pessoaId) ||
    s.draft.descendentes.some((d) => d.vivo) ||
    s.draft.ascendentes.length > 0
  );
}
