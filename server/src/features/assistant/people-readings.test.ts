import { describe, expect, it } from 'vitest';
import { play, type Step } from './conversation-test-helpers.ts';
import { currentQuestion } from './interview-engine.ts';

/** A widow from Recife, up to the family questions (the words of the eval's stories). */
const widow: Step[] = [
  'sim',
  'maria de lourdes cavalcanti',
  '111.444.777-35',
  '3 de junho de 1952',
  'caruaru pernambuco',
  'costureira aposentada',
  'rua do hospicio, 231, apto 12, boa vista, recife pe, cep 50050-050',
  'nenhuma',
  'não',
  'viuva, meu marido morreu faz 6 anos',
];

const namesOf = (state: ReturnType<typeof play>['state'], ids: string[]) =>
  ids.map((id) => state.draft.pessoas.find((p) => p.id === id)?.nome);

describe('people and shares read as people type them, through the interview', () => {
  it('reads grandchildren after "deixou 2:" and gives each half of the disponível', () => {
    const { state } = play(
      [
        ...widow,
        'carlos cavalcanti neto 12/01/1975\nmarcos cavalcanti, falecido em 2019',
        'sim, o marcos deixou 2: pedro henrique cavalcanti e luana cavalcanti',
        'td q eu puder pros meus netos pedro e luana, metade pra cada',
      ],
      '2026-11-20',
    );
    const netos = state.draft.descendentes.filter((d) => d.grau === 'neto');
    expect(
      namesOf(
        state,
        netos.map((d) => d.pessoaId),
      ),
    ).toEqual(['Pedro Henrique Cavalcanti', 'Luana Cavalcanti']);
    expect(
      state.draft.heranca.map((h) => [namesOf(state, [h.beneficiarioId])[0], h.percentual]),
    ).toEqual([
      ['Pedro Henrique Cavalcanti', 25],
      ['Luana Cavalcanti', 25],
    ]);
  });

  it('"tenho 3 filhos tudo maior de idade: …" stores three adults and does not ask their ages', () => {
    const { state } = play(
      [
        ...widow,
        'tenho 3 filhos tudo maior de idade: jose nonato silva, maria clara silva e francisco das chagas silva',
      ],
      '2026-11-20',
    );
    expect(state.draft.descendentes.map((d) => d.menor)).toEqual([false, false, false]);
    expect(currentQuestion(state)?.key).not.toBe('filhos_menores');
  });
});
