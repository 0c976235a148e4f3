/** Section 2 · testamentos anteriores: earlier wills and whether this one revokes them. */
import { toContent } from '../interview-state.ts';
import { evaluateRules } from '../legal-rules.ts';
import { M } from '../messages.ts';
import { defineQuestion, ok, parseYes, YES_NO, yn, type Question } from './question.ts';

export const previousWillQuestions: Question[] = [
  defineQuestion({
    key: 'anteriores',
    section: 'anteriores',
    ask: () => M.anteriores.ask,
    example: M.anteriores.example,
    options: YES_NO,
    editAliases: [/anterior|revoga/],
    describe: (s) => yn(s.draft.testamentosAnteriores),
    summary: ({ draft: d }) => [
      d.testamentosAnteriores !== undefined &&
        `Testamento anterior: ${d.testamentosAnteriores ? 'sim' : 'não'}`,
    ],
    parse: parseYes,
    apply: (s, yes) => {
      s.draft.testamentosAnteriores = yes;
      if (!yes) s.draft.revogacao = 'total';
      return ok(s);
    },
  }),
  defineQuestion({
    key: 'revogar',
    section: 'anteriores',
    appliesWhen: (s) => s.draft.testamentosAnteriores === true,
    ask: () => M.revogar.ask,
    example: M.revogar.example,
    options: YES_NO,
    describe: (s) =>
      s.draft.revogacao ? (s.draft.revogacao === 'total' ? 'sim' : 'não') : undefined,
    summary: ({ draft: d }) => [
      d.testamentosAnteriores === true &&
        `Revogar os anteriores: ${d.revogacao === 'nenhuma' ? 'não' : 'sim'}`,
    ],
    parse: parseYes,
    apply: (s, yes, ctx) => {
      s.draft.revogacao = yes ? 'total' : 'nenhuma';
      const alert = evaluateRules(toContent(s, ctx.today), {
        today: ctx.today,
        only: ['REVOGACAO'],
      })[0];
      return ok(s, ...(alert ? [`⚠️ ${alert.mensagem}`] : []));
    },
  }),
];
