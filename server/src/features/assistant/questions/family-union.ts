/**
 * The união estável: whether it is registered, and a marriage corrected into a union (or back) in
 * any message.
 */
import { findPessoa, type InterviewState } from '../interview-state.ts';
import { M } from '../messages.ts';
import {
  companionNotSpouse,
  spouseNotCompanion,
  unionRegistered,
} from '../parsers/civil-status-mentions.ts';
import { readCivilStatus } from '../parsers/index.ts';
import { FM } from './family-messages.ts';
import { applyCivilStatus } from './family-spouse.ts';
import { defineQuestion, ok, parsed, parseYes, YES_NO, yn, type Question } from './question.ts';

/** Whether a união estável is registered. */
export const unionFormalizedQuestion: Question = defineQuestion({
  key: 'uniao_formalizada',
  section: 'familia',
  dependsOn: ['estado_civil'],
  appliesWhen: (s) => s.draft.testador.estadoCivil === 'uniao_estavel',
  ask: () => M.uniaoFormalizada.ask,
  example: M.uniaoFormalizada.example,
  options: YES_NO,
  describe: (s) => yn(s.draft.conjuge?.uniaoFormalizada),
  summary: ({ draft: d }) => [
    d.conjuge?.tipo === 'uniao_estavel' &&
      d.conjuge.uniaoFormalizada !== undefined &&
      `União registrada em cartório: ${d.conjuge.uniaoFormalizada ? 'sim' : 'não'}`,
  ],
  // "fizemos no cartório", "tá tudo no papel, a gente fez escritura", else sim/não.
  parse: (text) => {
    const registered = unionRegistered(text);
    return registered === undefined ? parseYes(text) : parsed(registered);
  },
  apply: (s, yes) => {
    if (s.draft.conjuge) s.draft.conjuge.uniaoFormalizada = yes;
    return ok(s, `⚠️ ${M.companheiro}`);
  },
});

/**
 * "não casamos!", "não somos casados", "ela é minha companheira, não esposa", said at any point
 * after the civil status was read as a marriage: the status becomes a união estável and the partner
 * a companion, keeping their name and the regime (nothing already answered is asked again); and
 * the other way, "somos casados sim", "é minha esposa, não companheira". Returns the words of the
 * correction, or undefined when the message is not one.
 */
export function correctUnionOrMarriage(
  s: InterviewState,
  text: string,
  today: string,
): string | undefined {
  if (!s.answered.includes('estado_civil')) return undefined;
  const status = s.draft.testador.estadoCivil;
  if (status === 'uniao_estavel' && spouseNotCompanion(text)) {
    applyCivilStatus(s, 'casado', undefined, text);
    s.answered = s.answered.filter((k) => k !== 'uniao_formalizada');
    return FM.casamentoCorrigido;
  }
  if (status !== 'casado' || !companionNotSpouse(text)) return undefined;
  applyCivilStatus(s, 'uniao_estavel', readCivilStatus(text, today), text);
  // A wedding's year and pacto do not apply to a union.
  s.answered = s.answered.filter((k) => k !== 'casamento_data');
  const registered = unionRegistered(text);
  if (registered !== undefined && s.draft.conjuge) {
    s.draft.conjuge.uniaoFormalizada = registered;
    if (!s.answered.includes('uniao_formalizada')) s.answered.push('uniao_formalizada');
  }
  const partner = findPessoa(s.draft, s.draft.conjuge?.pessoaId);
  return FM.uniaoCorrigida(partner?.nome, partner?.sexo);
}

/**
 * A message that corrects marriage into union (or back) answers no other question: its "não" is
 * not the answer to "você tem filhos?". Only the name question also takes a name said with it.
 */
export function onlyCorrectsPartnerKind(text: string, currentKey: string): boolean {
  return currentKey !== 'conjuge_nome' && (companionNotSpouse(text) || spouseNotCompanion(text));
}
