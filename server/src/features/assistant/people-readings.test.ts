import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from './conversation-test-helpers.ts';

const namesOf = (state: ReturnType<typeof play>['state'], ids: string[]) =>
  ids.map((id) => state.draft.pessoas.find((p) => p.id === id)?.nome);

/** A widow's family, in the words of the eval's stories. */
const WIDOW = {
  estado_civil: 'viuva, meu marido morreu faz 6 anos',
  filhos: 'carlos cavalcanti neto 12/01/1975\nmarcos cavalcanti, falecido em 2019',
};

describe('people and shares read as people type them, through the interview', () => {
  it('reads grandchildren after "deixou 2:" and gives each half of the disponível', () => {
    const { state } = play(
      singlePersonUntil('legados', {
        ...WIDOW,
        netos: 'sim, o marcos deixou 2: pedro henrique cavalcanti e luana cavalcanti',
        heranca: 'td q eu puder pros meus netos pedro e luana, metade pra cada',
      }),
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
    const { state, allReplies } = play(
      singlePersonUntil('heranca', {
        ...WIDOW,
        filhos:
          'tenho 3 filhos tudo maior de idade: jose nonato silva, maria clara silva e francisco das chagas silva',
      }),
    );
    expect(state.draft.descendentes.map((d) => d.menor)).toEqual([false, false, false]);
    expect(allReplies.join('\n')).not.toContain('Algum deles é menor de 18 anos');
  });
});
