import { describe, expect, it } from 'vitest';
import { giftsOf, play, sharesOf, type Step, TODAY } from '../conversation-test-helpers.ts';
import { scriptFor, TYPICAL_ONE_AT_A_TIME, type Topic } from '../eval/fixtures.ts';
import { findPessoa } from '../interview-state.ts';
import { currentQuestion } from '../interview-engine.ts';
import { readShares } from '../parsers/share-mentions.ts';

/** The typical married father (Rodrigo; wife Fernanda; children Gabriel and Laura) until `until`. */
const typicalUntil = (until: Topic): Step[] =>
  scriptFor(TYPICAL_ONE_AT_A_TIME, { today: TODAY, until });

describe('the whole disponível said in many words (issue 18, set 6)', () => {
  it.each([
    ['Desejo deixar à Fernanda a totalidade da parte disponível, para que ela fique amparada.'],
    ['A parte disponível, in totum, à Fernanda Costa Pereira.'],
    ['Quero deixar para a Fer, Fernanda Costa Pereira, tudo o que a lei me permitir.'],
    ['td q eu puder deixar livre vai pra fernanda'],
    ['deixo pra minha esposa o maximo que a lei deixa'],
    ['a disponivel integralmente pra fernanda costa pereira'],
    ['a parte de que posso dispor livremente vai toda pra minha esposa'],
    ['tudo que for possivel pra minha esposa'],
    ['toda a minha metade disponivel pra fernanda'],
    ['a minha parte livre inteira pra fernanda costa pereira'],
  ])('%s → all of it to Fernanda', (typed) => {
    const r = play([...typicalUntil('heranca'), typed]);
    expect(sharesOf(r)).toEqual(['Fernanda Costa Pereira: 50% total']);
    expect(currentQuestion(r.state)?.key).toBe('legados');
  });

  it('the legítima said to go to the heirs is the law, never a share of its own', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'Deixo ao meu filho Gabriel toda a parte disponível; a legítima, naturalmente, fica com os meus filhos e a minha esposa, como manda a lei.',
    ]);
    expect(sharesOf(r)).toEqual(['Gabriel Costa Pereira: 50% total']);
    expect(r.last.replies.join('\n')).toContain('o testamento não precisa dividi-la');
    const alone = play([
      ...typicalUntil('heranca'),
      'a legitima fica com meus filhos e minha esposa',
    ]);
    expect(alone.state.draft.heranca).toEqual([]);
    expect(currentQuestion(alone.state)?.key).toBe('legados');
  });

  it('a nickname said before the full name names the person later', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'Quero deixar para a Fer, Fernanda Costa Pereira, toda a parte disponível.',
      'não',
      'Se a Fer falecer antes de mim, quero que a parte dela vá para o meu filho Gabriel.',
    ]);
    const h = r.state.draft.heranca[0];
    expect(findPessoa(r.state.draft, h?.substitutoId ?? '')?.nome).toBe('Gabriel Costa Pereira');
  });

  it('reads a receiver said before the part, and "ao", "à" as who receives', () => {
    expect(readShares('deixo ao meu sobrinho joao silva toda a parte disponivel')).toEqual([
      { para: 'Joao Silva', percentual: 100, base: 'disponivel', regra: 'toda_disponivel' },
    ]);
    // "deixo a parte disponível…": the part is never who receives it; "à" says who does.
    expect(readShares('Deixo a parte disponível integralmente à minha neta')).toEqual([
      { para: 'minha neta', percentual: 100, base: 'disponivel', regra: 'toda_disponivel' },
    ]);
  });
});

describe('one person described, then named in full', () => {
  it.each([
    ['tudo que a lei deixar vai pro meu afilhado, o davi, davi moura sales.', 'Davi Moura Sales'],
    ['td q eu puder pra lari, larissa tenorio cabral, minha namorada', 'Larissa Tenorio Cabral'],
    ['toda a parte disponível para a Bia, Beatriz Medeiros Fontes', 'Beatriz Medeiros Fontes'],
  ])('%s → %s', (typed, name) => {
    expect(readShares(typed).map((f) => f.para)).toEqual([name]);
  });
});

describe('"equal, as the law says" is the law, not shares', () => {
  it.each([
    'quer tudo igual pros 2 filhos, do jeito que a lei manda',
    'tudo igual entre os meus filhos, como manda a lei',
    'dividido igual pros herdeiros conforme a lei',
  ])('%s → segue a lei', (typed) => {
    const r = play([...typicalUntil('heranca'), typed]);
    expect(r.state.draft.heranca).toEqual([]);
    expect(r.last.replies.join('\n')).toContain('a herança segue a lei');
  });
});

describe('gifts said inside the shares answer', () => {
  it.each([
    [
      'Não quero mudar nada fica como a lei manda pros meus filhos e a minha esposa só o apartamento da praia que eu quero deixar pra Laura',
      'o apartamento da praia → Laura Costa Pereira',
    ],
    [
      'DEIXA COMO A LEI MANDA. SO AS JOIAS DA MINHA AVO EU QUERO Q FIQUEM COM A LAURA',
      'as joias da minha avo → Laura Costa Pereira',
    ],
    ['entao a chacara pro gabriel. o resto normal', 'a chacara → Gabriel Costa Pereira'],
    ['como manda a lei. mas o carro fica com a laura', 'o carro → Laura Costa Pereira'],
    [
      'tudo certinho como a lei manda e o apartamento da praia eu deixo pra laura',
      'o apartamento da praia → Laura Costa Pereira',
    ],
    [
      'tudo igual pros filhos do jeito q a lei manda. so o carro dele, um gol 2013 que ta na garagem, ele quer deixar pro gabriel',
      'o carro, um Gol 2013 que está na garagem → Gabriel Costa Pereira',
    ],
  ])('%s', (typed, gift) => {
    const r = play([...typicalUntil('heranca'), typed]);
    expect(r.state.draft.heranca).toEqual([]);
    expect(giftsOf(r)).toEqual([gift]);
    // The gift closes the plan: the gifts question is not asked again.
    expect(currentQuestion(r.state)?.key).toBe('legados_valor');
  });

  it('"só a chácara" to "mais algum?" is the gift noted, and no more', () => {
    const r = play([...typicalUntil('heranca'), 'a chacara fica pro gabriel', 'so a chacara']);
    expect(giftsOf(r)).toEqual(['a chacara → Gabriel Costa Pereira']);
    expect(currentQuestion(r.state)?.key).toBe('legados_valor');
  });

  it('two gifts to one person on one line are two gifts', () => {
    const r = play([
      ...typicalUntil('legados'),
      'a fazenda santa rita pra laura e 50 mil em dinheiro pra laura',
    ]);
    expect(giftsOf(r)).toEqual([
      'a fazenda santa rita → Laura Costa Pereira',
      'a quantia de R$ 50.000,00 em dinheiro → Laura Costa Pereira',
    ]);
  });
});

describe('a share, then a question about it in the last sentence', () => {
  it('keeps the share and answers the question over the shares just given', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'td q eu puder deixar livre vai pra fernanda. e os meus filhos ficam com o resto né?',
    ]);
    expect(sharesOf(r)).toEqual(['Fernanda Costa Pereira: 50% total']);
    const replies = r.last.replies.join('\n');
    expect(replies).toMatch(/Gabriel[\s\S]*Laura/);
    expect(currentQuestion(r.state)?.key).toBe('legados');
  });
});
