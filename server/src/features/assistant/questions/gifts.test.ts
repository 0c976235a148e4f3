import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil, TODAY, type Step } from '../conversation-test-helpers.ts';
import { scriptFor, TYPICAL_ONE_AT_A_TIME, type Topic } from '../eval/fixtures.ts';
import { findPessoa } from '../interview-state.ts';
import { currentQuestion } from '../interview-engine.ts';
import { cleanGiftDescription } from '../parsers/gift-mentions.ts';

/** The typical married father (Rodrigo; children Gabriel and Laura) until `until` is asked. */
const typicalUntil = (until: Topic): Step[] =>
  scriptFor(TYPICAL_ONE_AT_A_TIME, { today: TODAY, until });

const giftsOf = (r: ReturnType<typeof play>) =>
  r.state.draft.legados.map((l) => ({
    descricao: l.descricao,
    para: findPessoa(r.state.draft, l.beneficiarioId)?.nome,
    substituto: l.substitutoId ? findPessoa(r.state.draft, l.substitutoId)?.nome : undefined,
  }));

describe('gifts (legados)', () => {
  it('keeps a gift said with "nenhum" to the shares, and then asks only for more', () => {
    const r = play([...typicalUntil('heranca'), 'nenhum, quero deixar meu carro pro gabriel']);
    const replies = r.last.replies.join('\n');
    expect(r.state.draft.heranca).toEqual([]);
    expect(giftsOf(r)).toEqual([
      { descricao: 'o carro', para: 'Gabriel Costa Pereira', substituto: undefined },
    ]);
    expect(replies).toContain('legado: o carro para Gabriel Costa Pereira');
    expect(currentQuestion(r.state)?.key).toBe('legados');
    expect(replies).toContain('Quer deixar mais algum bem');
    expect(replies).not.toContain('Quer deixar algum bem específico ou uma quantia');

    const none = play([
      ...typicalUntil('heranca'),
      'nenhum, quero deixar meu carro pro gabriel',
      'não',
    ]);
    expect(giftsOf(none).map((g) => g.descricao)).toEqual(['o carro']);
    expect(currentQuestion(none.state)?.key).toBe('legados_valor');
    const only = play([
      ...typicalUntil('heranca'),
      'nenhum, quero deixar meu carro pro gabriel',
      'só isso',
    ]);
    expect(giftsOf(only).map((g) => g.descricao)).toEqual(['o carro']);
    expect(currentQuestion(only.state)?.key).toBe('legados_valor');

    const more = play([
      ...typicalUntil('heranca'),
      'nenhum, quero deixar meu carro pro gabriel',
      'meu relógio para a Laura',
    ]);
    expect(giftsOf(more).map((g) => `${g.descricao} → ${g.para}`)).toEqual([
      'o carro → Gabriel Costa Pereira',
      'o relógio → Laura Costa Pereira',
    ]);
  });

  it('stores a clean description: an article for the possessive, the model and plate kept', () => {
    const r = play([...typicalUntil('legados'), 'meu carro onix 2020 placa ABC1D23 pro gabriel']);
    expect(r.state.draft.legados[0]?.descricao).toBe('o carro Onix 2020, placa ABC1D23');
    expect(r.last.replies.join('\n')).toContain('quanto vale "o carro Onix 2020, placa ABC1D23"');
    const worth = play([
      ...typicalUntil('legados'),
      'meu carro, um gol 2015, uns 40 mil, pro gabriel',
    ]);
    expect(worth.state.draft.legados[0]).toMatchObject({
      descricao: 'o carro, um Gol 2015',
      tipo: 'veiculo',
      valor: 40000,
    });
    expect(cleanGiftDescription('minhas joias')).toBe('as joias');
    expect(cleanGiftDescription('minha moto biz 2019 placa abc-1234')).toBe(
      'a moto Biz 2019, placa ABC1234',
    );
    expect(cleanGiftDescription('a casa da praia em Bombinhas')).toBe(
      'a casa da praia em Bombinhas',
    );
  });

  it('takes a corrected share at the gifts question as the shares, never as a gift', () => {
    const steps = [
      ...typicalUntil('heranca'),
      '50% da parte disponivel pro paulo souza e 50% pra ana lucia',
      'nao o paulo ja morreu, a parte disponivel toda vai pra ana lucia',
    ];
    const r = play(steps);
    expect(r.state.draft.legados).toEqual([]);
    expect(r.state.draft.heranca).toHaveLength(1);
    expect(findPessoa(r.state.draft, r.state.draft.heranca[0]?.beneficiarioId)?.nome).toBe(
      'Ana Lúcia',
    );
    expect(r.state.draft.heranca[0]?.percentual).toBe(50);
    expect(r.last.replies.join('\n')).toContain('Corrigi: 50% para Ana Lúcia');
    expect(currentQuestion(r.state)?.key).toBe('legados');
  });

  it('never takes talk of shares as a gift: it says how to change the shares', () => {
    const r = play([...typicalUntil('legados'), 'a metade do paulo vai pra ana lucia']);
    expect(r.state.draft.legados).toEqual([]);
    expect(r.last.replies.join('\n')).toContain('diga "alterar herança"');
    expect(currentQuestion(r.state)?.key).toBe('legados');
  });

  it('keeps the substitute, value and common property when a gift is changed to the same person', () => {
    const steps = [
      ...typicalUntil('substitutos'),
      'no lugar do Gabriel, a Juliana Alves Pereira',
      'alterar legados',
      'meu carro onix 2020 placa ABC1D23 pro gabriel',
    ];
    const r = play(steps);
    expect(giftsOf(r)).toEqual([
      {
        descricao: 'o carro Onix 2020, placa ABC1D23',
        para: 'Gabriel Costa Pereira',
        substituto: 'Juliana Alves Pereira',
      },
    ]);
    const same = play([...steps.slice(0, -1), 'meu carro Onix 2020 para o Gabriel']);
    expect(same.state.draft.legados[0]).toMatchObject({ valor: 70000, bemComum: true });
    expect(giftsOf(same)[0]?.substituto).toBe('Juliana Alves Pereira');
  });

  it('"voltar" asks the gifts again and a new answer replaces the earlier one', () => {
    const r = play([...typicalUntil('legados_valor'), 'voltar']);
    expect(currentQuestion(r.state)?.key).toBe('legados');
    const none = play([...typicalUntil('legados_valor'), 'voltar', 'não']);
    expect(none.state.draft.legados).toEqual([]);
    expect(currentQuestion(none.state)?.key).not.toBe('legados_valor');
    const other = play([...typicalUntil('legados_valor'), 'voltar', 'meu relógio para a Laura']);
    expect(giftsOf(other).map((g) => g.descricao)).toEqual(['o relógio']);
    expect(currentQuestion(other.state)?.key).toBe('legados_valor');
    expect(other.last.replies.join('\n')).toContain('"o relógio"');
  });

  it('"voltar" to the substitutes and a new list replaces the earlier one', () => {
    const steps = [
      ...typicalUntil('legados'),
      'meu carro para o Gabriel\nmeu relógio para a Laura',
      'o carro uns 70 mil; o relógio uns 5 mil; tudo uns 900 mil',
      'nenhum',
    ];
    const first = play([...steps, 'no lugar do Gabriel, a Juliana Alves Pereira']);
    expect(giftsOf(first).map((g) => g.substituto)).toEqual(['Juliana Alves Pereira', undefined]);
    const again = play([
      ...steps,
      'no lugar do Gabriel, a Juliana Alves Pereira',
      'voltar',
      'no lugar da Laura, a Juliana Alves Pereira',
    ]);
    expect(giftsOf(again).map((g) => g.substituto)).toEqual([undefined, 'Juliana Alves Pereira']);
  });
});

describe('gifts and shares typed in the browser try', () => {
  it('a pet between commas reaches the will whole: "o cachorro Thor" to Sérgio Mendes', () => {
    const r = play([
      ...typicalUntil('legados'),
      'meu cachorro, o thor, vai pro meu vizinho sergio mendes',
    ]);
    expect(giftsOf(r)).toEqual([
      { descricao: 'o cachorro Thor', para: 'Sérgio Mendes', substituto: undefined },
    ]);
  });

  it('reads the gift whatever the order: who first, "quero que … fique com", two in one line', () => {
    const first = play([...typicalUntil('legados'), 'deixo pra minha filha laura a casa da praia']);
    expect(giftsOf(first)).toEqual([
      { descricao: 'a casa da praia', para: 'Laura Costa Pereira', substituto: undefined },
    ]);
    const wish = play([...typicalUntil('legados'), 'quero que meu carro fique com o gabriel']);
    expect(giftsOf(wish).map((g) => g.descricao)).toEqual(['o carro']);
    const two = play([
      ...typicalUntil('legados'),
      'o carro vai pro gabriel e a cachorra mel fica com a laura',
    ]);
    expect(giftsOf(two)).toEqual([
      { descricao: 'o carro', para: 'Gabriel Costa Pereira', substituto: undefined },
      { descricao: 'a cachorra Mel', para: 'Laura Costa Pereira', substituto: undefined },
    ]);
  });

  it('the whole disponível to a church with its CNPJ typed in the sentence', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'td q eu puder pra igreja batista da esperanca cnpj 12.345.678/0001-95',
    ]);
    const [share] = r.state.draft.heranca;
    const church = findPessoa(r.state.draft, share?.beneficiarioId);
    expect(church).toMatchObject({
      tipo: 'juridica',
      nome: 'Igreja Batista da Esperança',
      cnpj: '12345678000195',
    });
    expect(share).toMatchObject({ percentual: 50, base: 'total' });
    expect(currentQuestion(r.state)?.key).toBe('legados');
    // A CNPJ whose check digits fail: the share stays, the CNPJ is said to be wrong and asked.
    const typo = play([
      ...typicalUntil('heranca'),
      'td q eu puder pra igreja batista da esperanca cnpj 12.345.678/0001-90',
    ]);
    expect(typo.state.draft.heranca).toHaveLength(1);
    expect(typo.last.replies.join('\n')).toContain('O CNPJ 12.345.678/0001-90 não confere');
    expect(currentQuestion(typo.state)?.key).toMatch(/^cnpj:/);
  });

  it('"pra igreja" names no one: it asks which, and keeps the gift said with it', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'toda a parte disponivel pra igreja e meu cachorro fica com o gabriel',
    ]);
    expect(r.state.draft.heranca).toEqual([]);
    expect(r.state.draft.pessoas.map((p) => p.nome)).not.toContain('Igreja');
    expect(giftsOf(r)).toEqual([
      { descricao: 'o cachorro', para: 'Gabriel Costa Pereira', substituto: undefined },
    ]);
    const alone = play([...typicalUntil('heranca'), 'toda a parte disponivel pra igreja']);
    expect(alone.last.replies.join('\n')).toContain(
      'Qual igreja? Diga o nome completo da instituição',
    );
  });

  it('a house said with the whole disponível becomes a gift to the same granddaughter', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'toda a parte disponivel pra minha neta beatriz souza pereira, quero deixar a casa pra ela',
    ]);
    const [share] = r.state.draft.heranca;
    expect(findPessoa(r.state.draft, share?.beneficiarioId)?.nome).toBe('Beatriz Souza Pereira');
    expect(giftsOf(r)).toEqual([
      { descricao: 'a casa', para: 'Beatriz Souza Pereira', substituto: undefined },
    ]);
    expect(r.last.replies.join('\n')).toContain('legado: a casa para Beatriz Souza Pereira');
  });

  it('talk of correcting something is never a share or a gift: it asks what to correct', () => {
    const shares = play([...typicalUntil('heranca'), 'peraí, o nome do meu filho ta errado']);
    expect(shares.state.draft.heranca).toEqual([]);
    expect(currentQuestion(shares.state)?.key).toBe('heranca');
    expect(shares.last.replies.join('\n')).toContain('troca Gabriel Costa Pereira por');
    const gifts = play([...typicalUntil('legados'), 'pera ai o cpf ta errado']);
    expect(gifts.state.draft.legados).toEqual([]);
    expect(currentQuestion(gifts.state)?.key).toBe('legados');
    expect(gifts.last.replies.join('\n')).toContain('Vamos corrigir primeiro');
    // A share that takes back a number is still a share.
    const retaken = play([
      ...typicalUntil('heranca'),
      'nao e 30%, e 40% pra minha irma juliana alves pereira',
    ]);
    expect(retaken.state.draft.heranca.map((h) => h.percentual)).toEqual([40]);
  });

  it('keeps formal who-first gifts, two in one line, at the gifts and at the shares', () => {
    const r = play([
      ...typicalUntil('legados'),
      'Deixo ao meu filho Gabriel a Fazenda Santa Luzia, situada em Campo Maior/PI, e à minha filha Laura o apartamento.',
    ]);
    expect(giftsOf(r).map((g) => `${g.descricao} → ${g.para}`)).toEqual([
      'a Fazenda Santa Luzia, situada em Campo Maior/PI → Gabriel Costa Pereira',
      'o apartamento → Laura Costa Pereira',
    ]);
    const early = play([...typicalUntil('heranca'), 'deixo pro gabriel o arro onix 2020']);
    expect(giftsOf(early).map((g) => `${g.descricao} → ${g.para}`)).toEqual([
      'o arro Onix 2020 → Gabriel Costa Pereira',
    ]);
    const comma = play([
      ...typicalUntil('legados'),
      'o arro onix 2020 fica pro gabriel, a casa fica pra laura',
    ]);
    expect(giftsOf(comma).map((g) => `${g.descricao} → ${g.para}`)).toEqual([
      'o arro Onix 2020 → Gabriel Costa Pereira',
      'a casa → Laura Costa Pereira',
    ]);
  });

  it('reads substitutes said in plain words: a named son, "a outra", or the law', () => {
    const shares = (heranca: string, ...said: string[]) =>
      play([...singlePersonUntil('substitutos', { heranca, legados: 'nao' }), ...said]);
    const subs = (r: ReturnType<typeof play>) =>
      r.state.draft.heranca.map(
        (h) =>
          `${findPessoa(r.state.draft, h.beneficiarioId)?.nome} ← ${h.substitutoId ? findPessoa(r.state.draft, h.substitutoId)?.nome : '-'}`,
      );
    const son = shares(
      '100% pra minha amiga graca nogueira',
      'se a graca morrer antes fica pro filho dela pedro nogueira lima',
    );
    expect(subs(son)).toEqual(['Graça Nogueira ← Pedro Nogueira Lima']);
    const law = shares(
      '100% pra minha amiga graca nogueira',
      'nao, se ela morrer antes fica pros meninos mesmo como a lei manda',
    );
    expect(subs(law)).toEqual(['Graça Nogueira ← -']);
    expect(currentQuestion(law.state)?.key).not.toBe('substitutos');
    const nieces = shares(
      'metade pra minha sobrinha ana luiza prado e metade pra minha sobrinha bianca prado',
      'se uma delas morrer antes fica pra outra ne',
    );
    expect(subs(nieces)).toEqual([
      'Ana Luiza Prado ← Bianca Prado',
      'Bianca Prado ← Ana Luiza Prado',
    ]);
    const withGift = play([
      ...singlePersonUntil('substitutos', {
        heranca:
          'metade pra minha sobrinha ana luiza prado e metade pra minha sobrinha bianca prado',
        legados: 'meu carro pro meu vizinho sergio mendes',
      }),
      'se uma delas morrer antes fica pra outra ne',
    ]);
    expect(subs(withGift)).toEqual([
      'Ana Luiza Prado ← Bianca Prado',
      'Bianca Prado ← Ana Luiza Prado',
    ]);
  });

  it('keeps a gift to a first name only and asks just the surname; a known one is matched', () => {
    const asked = play([...typicalUntil('legados'), 'meu carro hb20 fica pra minha irma daniela']);
    expect(asked.last.replies.join('\n')).toContain('Qual é o sobrenome de Daniela?');
    for (const surname of ['costa lima', 'Daniela Costa Lima', 'o sobrenome dela é costa lima']) {
      const r = play([
        ...typicalUntil('legados'),
        'meu carro hb20 fica pra minha irma daniela',
        surname,
      ]);
      expect(giftsOf(r).map((g) => `${g.descricao} → ${g.para}`)).toEqual([
        'o carro HB20 → Daniela Costa Lima',
      ]);
      expect(currentQuestion(r.state)?.key).toBe('legados_valor');
    }
    const known = play([
      ...singlePersonUntil('heranca'),
      '30% pra minha irma daniela costa lima',
      'meu carro hb20 fica pra minha irma daniela',
    ]);
    expect(giftsOf(known).map((g) => `${g.descricao} → ${g.para}`)).toEqual([
      'o carro HB20 → Daniela Costa Lima',
    ]);
  });

  it('keeps a share to a first name only and asks just the surname', () => {
    const said = 'quero deixar td q eu puder pro jhow pq ele q cuida de mim';
    const asked = play([...singlePersonUntil('heranca'), said]);
    expect(asked.last.replies.join('\n')).toContain('Qual é o sobrenome de Jhow?');
    const r = play([...singlePersonUntil('heranca'), said, 'pereira da silva']);
    expect(
      r.state.draft.heranca.map(
        (h) => `${h.percentual} ${findPessoa(r.state.draft, h.beneficiarioId)?.nome}`,
      ),
    ).toEqual(['100 Jhow Pereira da Silva']);
    expect(currentQuestion(r.state)?.key).toBe('legados');
    const typical = play([...typicalUntil('heranca'), said, 'jhow pereira']);
    expect(typical.state.draft.heranca.map((h) => [h.percentual, h.base])).toEqual([[50, 'total']]);
  });

  it('reads who-first gifts of any thing, a second receiver after ";", and asks no surname of a known one', () => {
    const said = (line: string) =>
      giftsOf(play([...typicalUntil('legados'), line])).map((g) => `${g.descricao} → ${g.para}`);
    expect(said('quero deixar pra laura a maquina de costura da minha mae')).toEqual([
      'a maquina de costura da minha mae → Laura Costa Pereira',
    ]);
    expect(
      said('lego à minha filha Laura as joias da família; ao meu filho Gabriel o relógio do avô'),
    ).toEqual([
      'as joias da família → Laura Costa Pereira',
      'o relógio do avô → Gabriel Costa Pereira',
    ]);
    const nothing = play([...typicalUntil('legados'), 'deixo pra laura']);
    expect(nothing.last.replies.join('\n')).not.toContain('sobrenome');
  });

  it('a gift said to the shares: kept with the rest "como a lei manda", or its receiver asked', () => {
    const kept = play([
      ...typicalUntil('heranca'),
      'o arro onix 2020 fica pro joao silva, o resto como a lei manda',
    ]);
    expect(kept.state.draft.heranca).toEqual([]);
    expect(giftsOf(kept).map((g) => `${g.descricao} → ${g.para}`)).toEqual([
      'o arro Onix 2020 → João Silva',
    ]);
    // "o resto como a lei manda" closes the plan: the gift is the only one, no more is asked.
    expect(currentQuestion(kept.state)?.key).toBe('legados_valor');
    expect(kept.last.replies.join('\n')).toContain('o único bem específico');
    const unknown = play([...typicalUntil('heranca'), 'o arro onix 2020 fica pro joao']);
    const reply = unknown.last.replies.join('\n');
    expect(reply).toContain('Entendi um legado: o arro Onix 2020 para Joao');
    expect(reply).not.toContain('Faltou dizer quanto');
  });

  it('takes a value said in words out of the gift, and a sum in words is a sum', () => {
    const valued = (line: string) =>
      play([...typicalUntil('legados'), line]).state.draft.legados.map((l) => [
        l.descricao,
        l.valor,
      ]);
    expect(valued('minha casa da praia, que vale uns cento e cinquenta mil, pra laura')).toEqual([
      ['a casa da praia', 150000],
    ]);
    expect(valued('meu carro, uns oitenta mil, pro gabriel')).toEqual([['o carro', 80000]]);
    expect(valued('um milhão e meio em dinheiro pra laura')).toEqual([
      ['a quantia de R$ 1.500.000,00 em dinheiro', 1500000],
    ]);
  });
});

describe('gifts taken back and shares refused before (try-out 3)', () => {
  const twoGifts = [...typicalUntil('legados'), 'a hilux pro gabriel e o trator pra laura'];

  it('"esquece o que eu falei do carro…" at the value question takes the Hilux out, the trator’s value is read', () => {
    const r = play([
      ...twoGifts,
      'bah, esquece o que eu falei do carro, a hilux eu vou vender antes, nao vai pra ninguem. o trator vale uns 180 mil, tudo uns 900 mil',
    ]);
    const replies = r.last.replies.join('\n');
    expect(giftsOf(r).map((g) => g.descricao)).toEqual(['o trator']);
    expect(r.state.draft.legados[0]?.valor).toBe(180000);
    expect(replies).toContain('tirei do testamento a Hilux para Gabriel Costa Pereira');
    expect(currentQuestion(r.state)?.key).not.toBe('legados_valor');
  });

  it('variants: "tira a hilux", "o carro nao vai mais pra ninguem", "esquece o trator"', () => {
    for (const said of [
      'tira a hilux',
      'o carro nao vai mais pra ninguem',
      'esquece a caminhonete, ja vendi',
    ]) {
      const r = play([...twoGifts, said]);
      expect(
        giftsOf(r).map((g) => g.descricao),
        said,
      ).toEqual(['o trator']);
    }
    const trator = play([...twoGifts, 'esquece o trator, vou vender'].concat([]));
    expect(giftsOf(trator).map((g) => g.descricao)).toEqual(['a Hilux']);
  });

  it('a value said of a gift is not a gift taken back ("o carro vale uns 90 mil")', () => {
    const r = play([...twoGifts, 'a hilux uns 250 mil, o trator uns 180 mil, tudo uns 900 mil']);
    expect(giftsOf(r).map((g) => g.descricao)).toEqual(['a Hilux', 'o trator']);
  });

  it('"o apartamento em orlando" is a gift, not a change of the shares', () => {
    for (const said of [
      'o apartamento em orlando pra laura',
      'a minha metade do apartamento em orlando pra laura',
      'o apartamento em orlando, que veio da heranca do meu pai, fica pra laura',
      'o apartamento em Orlando pra laura, o resto como a lei manda',
    ]) {
      const r = play([...typicalUntil('legados'), said]);
      expect(r.last.replies.join('\n'), said).not.toMatch(/mudança na divisão da herança/);
      expect(
        giftsOf(r).map((g) => `${g.descricao} → ${g.para}`),
        said,
      ).toEqual([expect.stringMatching(/apartamento em orlando.* → Laura Costa Pereira$/i)]);
    }
  });

  it('a share to someone said to have died is refused, with how to leave it to his children', () => {
    const r = play([...typicalUntil('heranca'), 'metade pro meu irmao jose augusto, que faleceu']);
    expect(r.state.draft.heranca).toEqual([]);
    expect(r.last.replies.join('\n')).toContain('Quem já faleceu não pode receber herança');
    expect(currentQuestion(r.state)?.key).toBe('heranca');
  });

  it('a gift to someone said to have died is refused as such, not as talk of the shares', () => {
    const r = play([
      ...typicalUntil('legados'),
      'a casa da praia pro meu irmao jose que ja faleceu',
    ]);
    const replies = r.last.replies.join('\n');
    expect(r.state.draft.legados).toEqual([]);
    expect(replies).toContain('Quem já faleceu não pode receber um legado');
    expect(replies).not.toMatch(/mudança na divisão da herança/);
    // Whose the thing was is not who receives it.
    const heirloom = play([
      ...typicalUntil('legados'),
      'o relogio que era do meu avo que faleceu pro gabriel',
    ]);
    expect(giftsOf(heirloom).map((g) => g.para)).toEqual(['Gabriel Costa Pereira']);
  });

  it('"n" alone to the shares is no share', () => {
    const r = play([...typicalUntil('heranca'), 'n']);
    expect(r.state.draft.heranca).toEqual([]);
    expect(currentQuestion(r.state)?.key).not.toBe('heranca');
  });

  it('"o resto fica igual pros dois como manda a lei" leaves the rest to the law', () => {
    const r = play([...typicalUntil('heranca'), 'o resto fica igual pros dois como manda a lei']);
    expect(r.state.draft.heranca).toEqual([]);
    expect(currentQuestion(r.state)?.key).not.toBe('heranca');
  });

  it('"…pra laura, o resto fica igual pros dois como manda a lei": the rest is the law’s', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'o que eu puder deixar livre vai todo pra laura, o resto fica igual pros dois como manda a lei',
    ]);
    expect(r.state.draft.heranca).toMatchObject([{ percentual: 50, base: 'total' }]);
    expect(findPessoa(r.state.draft, r.state.draft.heranca[0]?.beneficiarioId ?? '')?.nome).toBe(
      'Laura Costa Pereira',
    );
  });

  it('"o que eu puder deixar livre vai todo pra laura" is the whole disponível', () => {
    const r = play([...typicalUntil('heranca'), 'o que eu puder deixar livre vai todo pra laura']);
    // The whole disponível is half of everything when there are necessary heirs.
    expect(r.state.draft.heranca).toMatchObject([{ percentual: 50, base: 'total' }]);
    expect(r.last.replies.join('\n')).toContain('50% para Laura Costa Pereira');
  });
});
