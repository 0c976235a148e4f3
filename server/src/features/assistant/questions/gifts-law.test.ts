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

  it('reads amounts said in words, and the total said as "tdo q eu tenho"', () => {
    expect(amountsIn('a casa vale uns cento e cinquenta mil')).toEqual([150000]);
    expect(amountsIn('uns trezentos mil')).toEqual([300000]);
    expect(amountsIn('um milhao e duzentos mil')).toEqual([1200000]);
    expect(amountsIn('dois milhões e meio')).toEqual([2500000]);
    expect(amountsIn('vinte e cinco mil reais')).toEqual([25000]);
    expect(amountsIn('tenho dois filhos e tres netos')).toEqual([]);
    const words = play([
      ...upToGifts,
      'a casa da praia pra ana',
      'a casa vale uns cento e cinquenta mil e tudo… uns trezentos mil',
    ]);
    expect(words.state.draft.legados[0]?.valor).toBe(150000);
    expect(words.state.draft.patrimonioEstimado).toBe(300000);
    const total = play([
      ...upToGifts,
      'meu carro pra ana',
      'o carro uns 30 mil, tdo q eu tenho da uns 120 mil',
    ]);
    expect(total.state.draft.legados[0]?.valor).toBe(30000);
    expect(total.state.draft.patrimonioEstimado).toBe(120000);
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

/** The same family, the whole disponível to a church (CNPJ typed in the sentence). */
const CHURCH = 'td q eu puder pra igreja batista da esperanca cnpj 12.345.678/0001-95';
const upToChurchGifts = singlePersonUntil('legados', {
  estado_civil: 'casado',
  conjuge_nome: 'Maria Helena Mendes',
  regime: 'comunhão universal',
  filhos: 'Ana Clara Mendes, 12/04/1999',
  heranca: CHURCH,
});

describe('gift values as people correct them', () => {
  const gifts = 'meu cachorro, o thor, vai pra ana\nmeu carro pra ana';

  it('a value said for a named gift goes to that gift, even one already valued', () => {
    const { state } = play([
      ...upToGifts,
      gifts,
      'nao, meu cachorro vale uns 2 mil. o carro uns 60 mil, tudo uns 900 mil',
    ]);
    expect(state.draft.legados.map((l) => [l.descricao, l.valor])).toEqual([
      ['o cachorro Thor', 2000],
      ['o carro', 60000],
    ]);
    expect(state.draft.patrimonioEstimado).toBe(900000);
  });

  it('a correction alone keeps asking for the gift still without a value, saying what it understood', () => {
    const r = play([...upToGifts, gifts, 'nao, meu cachorro vale uns 2 mil']);
    const reply = r.last.replies.join('\n');
    expect(currentQuestion(r.state)?.key).toBe('legados_valor');
    expect(reply).toContain('o cachorro Thor: uns R$ 2.000');
    expect(reply).toContain('Falta o valor de "o carro"');
  });

  it('"manter" after a new gift asks only the value missing, not the estate again', () => {
    const steps = [
      ...upToGifts,
      'meu carro pra ana',
      'o carro uns 60 mil, tudo uns 900 mil',
      'nao, e so meu',
      'alterar legados',
      'meu carro pra ana\na casa da praia pra ana',
    ];
    const asked = play(steps);
    expect(currentQuestion(asked.state)?.key).toBe('legados_valor');
    const prompt = asked.last.replies.join('\n');
    expect(prompt).toContain('"a casa da praia"');
    expect(prompt).not.toContain('"o carro"');
    expect(prompt).not.toContain('tudo o que você tem');
    const kept = play([...steps, 'manter']);
    expect(currentQuestion(kept.state)?.key).toBe('legados_valor');
    const done = play([...steps, 'manter', 'uns 300 mil']);
    expect(done.state.draft.legados.map((l) => l.valor)).toEqual([60000, 300000]);
    expect(done.state.draft.patrimonioEstimado).toBe(900000);
  });
});

describe('gifts and shares over the disponível', () => {
  it('says in reais what exceeds and what the person can do; "pode ser" keeps it knowingly', () => {
    const steps = [
      ...upToChurchGifts,
      'meu carro pro meu irmao jose carlos mendes',
      'o carro uns 60 mil, tudo uns 900 mil',
      'nao, e so meu',
    ];
    const r = play(steps);
    expect(currentQuestion(r.state)?.key).toBe('legados_excesso');
    const reply = r.last.replies.join('\n');
    expect(reply).toContain(
      'parte disponível (o que você pode deixar para quem quiser) é de uns R$ 450.000',
    );
    expect(reply).toContain('o carro para José Carlos Mendes, uns R$ 60.000');
    expect(reply).toContain('toda a parte disponível para Igreja Batista da Esperança');
    expect(reply).toContain('passam uns R$ 60.000');
    expect(reply).toContain('uns R$ 390.000');
    expect(reply).toMatch(/"alterar legados"[\s\S]*"alterar herança"/);
    const kept = play([...steps, 'ta bom, pode ser']);
    expect(kept.state.acknowledged).toContain('LEGITIMA_HERDEIRO');
    expect(currentQuestion(kept.state)?.key).not.toBe('legados_excesso');
    const unclear = play([...steps, 'hmm']);
    expect(currentQuestion(unclear.state)?.key).toBe('legados_excesso');
    expect(unclear.state.acknowledged).not.toContain('LEGITIMA_HERDEIRO');
  });

  it('gifts that fit ask nothing more', () => {
    const { state } = play([
      ...upToGifts,
      'meu carro pra ana',
      'o carro uns 60 mil, tudo uns 900 mil',
      'nao, e so meu',
    ]);
    expect(currentQuestion(state)?.key).toBe('substitutos');
  });
});

describe('shares changed after the gifts were valued', () => {
  it('the refusal says what the gifts already use and the most the shares can take', () => {
    const upToNoShares = singlePersonUntil('legados', {
      estado_civil: 'casado',
      conjuge_nome: 'Maria Helena Mendes',
      regime: 'comunhão universal',
      filhos: 'Ana Clara Mendes, 12/04/1999',
      heranca: 'nenhum',
    });
    const steps = [
      ...upToNoShares,
      'meu carro pro meu irmao jose carlos mendes',
      'o carro uns 90 mil, tudo uns 900 mil',
      'nao, e so meu',
      'alterar herança',
      CHURCH,
    ];
    const r = play(steps);
    const reply = r.last.replies.join('\n');
    expect(currentQuestion(r.state)?.key).toBe('heranca');
    expect(r.state.draft.heranca).toEqual([]);
    expect(reply).toContain('o carro para José Carlos Mendes, uns R$ 90.000');
    expect(reply).toContain('deixar até 80% da parte disponível');
    expect(reply).not.toContain('Diga de novo com até 50%');
    const fits = play([...steps, '80% da parte disponivel pra igreja batista da esperanca']);
    expect(fits.state.draft.heranca.map((h) => h.percentual)).toEqual([40]);
  });
});

describe('the estate said after a sum given', () => {
  it('a total in thousands is never taken for a sum already valued', () => {
    const { state } = play([
      ...upToGifts,
      'R$ 10.000 para a Ana\nmeu carro pra ana',
      'o carro uns 60.000, tudo uns 900.000',
    ]);
    expect(state.draft.legados.map((l) => l.valor)).toEqual([10000, 60000]);
    expect(state.draft.patrimonioEstimado).toBe(900000);
  });
});
