import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil, TODAY } from '../conversation-test-helpers.ts';
import { runTurn } from '../interview-engine.ts';
import type { InterviewState } from '../interview-state.ts';
import { correctChildrenLife } from './children-life.ts';

const ctx = { today: TODAY };
const say = (state: InterviewState, text: string) =>
  runTurn(JSON.parse(JSON.stringify(state)) as InterviewState, { kind: 'message', text }, ctx);

function kids(s: InterviewState) {
  return s.draft.descendentes.map((d) => [
    s.draft.pessoas.find((p) => p.id === d.pessoaId)?.nome,
    d.grau,
    d.vivo,
  ]);
}

/** Ana Paula typed as dead by mistake: the assistant asks for her children. */
function anaMarkedDead() {
  const { state } = play(singlePersonUntil('filhos'));
  const r = say(
    state,
    'tenho 3 filhos. joao ferreira lima nascido 10/02/1972, ana paula ferreira lima 05/06/1975 (falecida) e carlos ferreira lima 20/09/1978',
  );
  expect(r.replies.at(-1)).toMatch(/Ana Paula Ferreira Lima deixou filhos/);
  return r.state;
}

const RIGHT = [
  ['João Ferreira Lima', 'filho', true],
  ['Ana Paula Ferreira Lima', 'filho', true],
  ['Carlos Ferreira Lima', 'filho', false],
];

describe('who among the children is alive or dead, corrected in plain words', () => {
  it.each([
    'nao, a ana paula ta viva! quem faleceu foi o carlos',
    'nao nao, a ana paula nao morreu, o carlos que morreu',
    'errei, quem morreu foi o carlos e nao a ana paula',
    'a ana paula esta viva, o falecido e o carlos',
    'nao! falecido é o carlos',
    'o carlos ja morreu, a ana nao',
    'não não, a aninha ta viva, o carlos que morreu em 2020',
    'A Ana Paula está viva! Quem faleceu foi o Carlos.',
  ])('"%s": shown in one line, then his children are asked', (text) => {
    const r = say(anaMarkedDead(), text);
    expect(kids(r.state)).toEqual(RIGHT);
    expect(r.replies[0]).toBe(
      'Corrigi: Ana Paula Ferreira Lima não faleceu; Carlos Ferreira Lima faleceu.',
    );
    expect(r.replies.at(-1)).toMatch(/Carlos Ferreira Lima deixou filhos/);
    const netos = say(r.state, 'sim, deixou dois: pedro ferreira lima e julia ferreira lima');
    expect(kids(netos.state)).toEqual([
      ...RIGHT,
      ['Pedro Ferreira Lima', 'neto', true],
      ['Julia Ferreira Lima', 'neto', true],
    ]);
  });

  it('said later, at another question: corrected and back where the person was', () => {
    const atShares = say(anaMarkedDead(), 'nao').state;
    expect(atShares.current).toBe('heranca');
    const r = say(
      atShares,
      'ah me enganei la atras, a ana paula ta viva, quem faleceu foi o carlos',
    );
    expect(kids(r.state)).toEqual(RIGHT);
    expect(r.replies[0]).toMatch(/^Corrigi: /);
    expect(r.state.current).toBe('heranca');
    // Carlos's children are asked once the shares are answered.
    const next = say(r.state, 'nenhum');
    expect(next.replies.at(-1)).toMatch(/Carlos Ferreira Lima deixou filhos/);
  });

  it("another relative with a child's first name is not the child", () => {
    const s = anaMarkedDead();
    s.draft.pessoas.push({
      id: 'p9',
      tipo: 'fisica',
      nome: 'Carlos Alberto Souza',
      relacao: 'pai',
    });
    const copy = JSON.parse(JSON.stringify(s)) as InterviewState;
    expect(correctChildrenLife(copy, 'meu pai carlos faleceu em 2010', ctx)).toBeUndefined();
    expect(
      correctChildrenLife(copy, 'meu irmao carlos ferreira lima faleceu', ctx),
    ).toBeUndefined();
    expect(kids(copy)).toEqual(kids(s));
  });

  it('"nao, o carlos faleceu" adds his death and leaves the other one dead as stored', () => {
    const r = say(anaMarkedDead(), 'nao, o carlos faleceu tambem');
    expect(kids(r.state)).toEqual([
      ['João Ferreira Lima', 'filho', true],
      ['Ana Paula Ferreira Lima', 'filho', false],
      ['Carlos Ferreira Lima', 'filho', false],
    ]);
  });

  it('saying what is already stored changes nothing', () => {
    const s = say(anaMarkedDead(), 'nao, a ana paula ta viva! quem faleceu foi o carlos').state;
    expect(correctChildrenLife(s, 'o carlos faleceu em 2020', ctx)).toBeUndefined();
  });
});

describe('the correction said alone, or where another question is asked', () => {
  it('"quem faleceu foi o carlos" alone: Ana Paula, the one stored dead, is alive', () => {
    const r = say(anaMarkedDead(), 'quem faleceu foi o carlos');
    expect(kids(r.state)).toEqual(RIGHT);
  });

  it('at "algum deles é menor?", the correction is not read as "none is a minor"', () => {
    const { state } = play(singlePersonUntil('filhos'));
    const asked = say(
      state,
      'joao ferreira lima, ana paula ferreira lima (falecida) e carlos ferreira lima',
    ).state;
    expect(asked.current).toBe('filhos_menores');
    const r = say(asked, 'nao, a ana paula ta viva! quem faleceu foi o carlos');
    expect(kids(r.state)).toEqual(RIGHT);
    expect(r.state.current).toBe('filhos_menores');
    expect(r.state.answered).not.toContain('filhos_menores');
  });
});
