import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';

/** Married in comunhão universal, one adult child, up to the gifts. */
const upToGifts = singlePersonUntil('legados', {
  estado_civil: 'casado',
  conjuge_nome: 'Maria Helena Mendes',
  regime: 'comunhão universal',
  filhos: 'Ana Clara Mendes, 12/04/1999',
  heranca: 'nenhum',
});

describe('common property: a gift named with "não, é só minha"', () => {
  it.each([
    'a fazenda nao. é so minha',
    'a fazenda não, é só minha',
    'a fazenda n, so minha msm',
    'a fazenda nao eh do casal, comprei antes de casar',
  ])('"%s" is not the couple\'s', (answer) => {
    const { state } = play([
      ...upToGifts,
      'a fazenda santa rita pra ana\nmeu carro onix pra ana',
      'a fazenda uns 500 mil, o carro uns 60 mil, tudo uns 2 milhao',
      answer,
    ]);
    const fazenda = state.draft.legados.find((l) => l.descricao.includes('fazenda'));
    expect(fazenda?.bemComum).toBe(false);
  });
});
