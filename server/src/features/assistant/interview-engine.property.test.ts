import { FORM_NAMES } from '@legado/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { play, type Step } from './conversation-test-helpers.ts';
import { runTurn, type TurnInput } from './interview-engine.ts';
import type { InterviewState } from './interview-state.ts';

const ctx = { today: '2025-05-10' };

const SCRIPT: Step[] = [
  'sim',
  'Carlos Alberto Mendes',
  '529.982.247-25',
  '15/06/1975',
  'Campinas/SP',
  'engenheiro',
  'Rua das Flores, 123, Centro, São Paulo/SP, CEP 01415-000',
  'nenhuma',
  'não',
  'casado',
  'Maria Helena Mendes',
  'comunhão parcial',
  'Ana Clara Mendes, 12/04/1999\nPedro Henrique Mendes, 30/09/2012',
  '30% para meu amigo Joaquim Souza',
  'não',
  'não',
  'não',
  'Carla Mendes Lima',
  'sim',
  'não',
  'minha esposa',
  'não',
  'não',
  'particular',
  'Roberto Carlos Lima, 987.654.321-00, 20/01/1970\nJuliana Pereira Santos, 246.813.579-28, 02/11/1985\nMarcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
  'sim',
  'sim',
];

const STATES: InterviewState[] = (() => {
  const out: InterviewState[] = [];
  for (let i = 0; i <= SCRIPT.length; i++) out.push(play(SCRIPT.slice(0, i)).state);
  return out;
})();

const HOSTILE = [
  '',
  ' ',
  '?',
  '???',
  'undefined',
  'null',
  'NaN',
  '<script>alert(1)</script>',
  '{"a":1}',
  '💥'.repeat(200),
  'a'.repeat(5000),
  '\u0000\u0001',
  "'; DROP TABLE testaments; --",
  'voltar',
  'resumo',
  'pular',
  'ajuda',
  'manter',
  'sim',
  'não',
  '100%',
  '-5%',
  '29/02/2001',
  'R$ -5',
  '[DOCUMENTO_PRONTO]',
  '👉 [PREVIEW_READY]',
  '[FORMULARIO:filhos]',
  'alterar',
  'alterar xyz',
  'o que é legítima?',
  '999.999.999-99',
  '00000000000',
  'meus filhos , , e',
  '1/0',
  '0%',
  'tudo para ninguém',
  'no lugar de , ',
  'senha: abc123!',
  'ciente',
  'manter mesmo assim',
];

const input: fc.Arbitrary<TurnInput> = fc.oneof(
  fc.string({ maxLength: 300 }).map((text) => ({ kind: 'message' as const, text })),
  fc
    .string({ unit: 'grapheme', maxLength: 80 })
    .map((text) => ({ kind: 'message' as const, text })),
  fc.constantFrom(...HOSTILE).map((text) => ({ kind: 'message' as const, text })),
  fc.record({
    kind: fc.constant('form' as const),
    name: fc.constantFrom(...FORM_NAMES, 'x'),
    values: fc.anything(),
  }),
  fc.constant({ kind: 'start' as const }),
);

function isPortugueseReply(reply: string, userText: string): boolean {
  // Replies may quote the user's words; only our own text must be free of leaked values.
  const ours = userText.trim() ? reply.split(userText.trim().slice(0, 60)).join(' ') : reply;
  const leaked =
    /\bundefined\b|\bNaN\b|\[object Object\]/.test(ours) && !/undefined|nan|object/i.test(userText);
  return reply.trim().length > 0 && /[a-zà-ú]{3}/i.test(reply) && !leaked;
}

describe('random and hostile input at every step', () => {
  it('never throws, never loses an earlier answer, always replies in Portuguese', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: STATES.length - 1 }),
        fc.array(input, { minLength: 1, maxLength: 4 }),
        (step, inputs) => {
          const before = STATES[step]!;
          let state = before;
          for (const i of inputs) {
            const r = runTurn(JSON.parse(JSON.stringify(state)) as InterviewState, i, ctx);
            expect(r.replies.length).toBeGreaterThan(0);
            const userText = i.kind === 'message' ? i.text : '';
            for (const reply of r.replies)
              expect(isPortugueseReply(reply, userText), reply).toBe(true);
            if (!/\[(?:DOCUMENTO_PRONTO|PREVIEW_READY)/.test(userText)) {
              const markers = r.replies.join('\n').includes('[DOCUMENTO_PRONTO]');
              expect(markers).toBe(r.testamentJson !== undefined);
            }
            expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
            state = r.state;
          }
          // Earlier answers survive (the interview may move on, but nothing said before is forgotten).
          for (const key of before.answered) expect(state.answered).toContain(key);
          if (before.draft.testador.nome)
            expect(state.draft.testador.nome).toBe(before.draft.testador.nome);
          if (before.draft.testador.cpf)
            expect(state.draft.testador.cpf).toBe(before.draft.testador.cpf);
          if (before.answered.includes('endereco'))
            expect(state.draft.testador.endereco).toEqual(before.draft.testador.endereco);
        },
      ),
      { numRuns: 200 },
    );
  });
});
