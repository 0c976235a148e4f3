import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { currentQuestion } from '../interview-engine.ts';
import { amountsIn, giftKind } from './gifts-law.ts';

/** Married in comunhão universal, one adult child, up to the gifts. */
const upToGifts = singlePersonUntil('legados', {
  estado_civil: 'casado',
  conjuge_nome: 'Maria Helena Mendes',
  regime: 'comunhão universal',
  filhos: 'Ana Clara Mendes, 12/04/1999',
  heranca: 'nenhum',
});

describe('gifts: kind, value and common property', () => {
  it('reads kinds and amounts as people type them', () => {
    expect(giftKind('meu gato Frederico', false)).toBe('animal');
    expect(giftKind('o apartamento da praia', false)).toBe('imovel');
    expect(giftKind('meu carro Onix 2020', false)).toBe('veiculo');
    expect(giftKind('R$ 10.000,00', true)).toBe('quantia');
    expect(giftKind('meu relógio', false)).toBe('objeto');
    expect(amountsIn('o Onix 2020 uns 60 mil; tudo uns 1,5 milhão')).toEqual([60000, 1500000]);
    expect(amountsIn('R$ 800.000,00')).toEqual([800000]);
  });

  it('asks the value once ("não sei" leaves the alert) and whether it is common property', () => {
    const asked = play([...upToGifts, 'meu carro Onix 2020 para a Ana']);
    expect(currentQuestion(asked.state)?.key).toBe('legados_valor');
    const unknown = play([...upToGifts, 'meu carro Onix 2020 para a Ana', 'não sei']);
    expect(unknown.state.draft.legados[0]?.valor).toBeUndefined();
    expect(unknown.last.replies.join('\n')).toContain('art. 1.967');
    expect(currentQuestion(unknown.state)?.key).toBe('legados_comum');
    const { state } = play([
      ...upToGifts,
      'meu carro Onix 2020 para a Ana',
      'o carro uns 60 mil, e tudo uns 900 mil',
      'sim, é do casal',
    ]);
    expect(state.draft.legados[0]).toMatchObject({
      tipo: 'veiculo',
      valor: 60000,
      bemComum: true,
    });
    expect(state.draft.patrimonioEstimado).toBe(900000);
  });

  it('a pet is a gift with no market value, never asked about', () => {
    const { state } = play([...upToGifts, 'meu cachorro Thor para a Ana']);
    expect(state.draft.legados[0]).toMatchObject({ tipo: 'animal', valor: 0 });
    expect(currentQuestion(state)?.key).toBe('substitutos');
  });
});
