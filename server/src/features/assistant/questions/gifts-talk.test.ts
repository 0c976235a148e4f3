import { describe, expect, it } from 'vitest';
import { giftsOf, play, type Step, TODAY } from '../conversation-test-helpers.ts';
import { scriptFor, TYPICAL_ONE_AT_A_TIME, type Topic } from '../eval/fixtures.ts';
import { currentQuestion } from '../interview-engine.ts';
import { readGifts } from '../parsers/gift-mentions.ts';
import { saysOnlyGift, withoutGiftTalk } from '../parsers/gift-talk.ts';

/** The typical married father (Rodrigo; children Gabriel and Laura) until `until` is asked. */
const typicalUntil = (until: Topic): Step[] =>
  scriptFor(TYPICAL_ONE_AT_A_TIME, { today: TODAY, until });

describe('the conversation around a gift is not the gift', () => {
  it.each([
    ['não, só aquilo que falei da casa da praia', 'a casa da praia'],
    ['nao so o que eu disse do carro', 'o carro'],
    ['como te falei, a casa da praia', 'a casa da praia'],
    ['só aquela casa que eu falei antes', 'a casa'],
    ['apenas o apartamento q eu te disse', 'o apartamento'],
    ['aquilo que eu ja tinha falado da fazenda', 'a fazenda'],
    ['so aquilo do sitio', 'o sitio'],
    ['n, aqueles quadros que eu mencionei', 'os quadros'],
    ['a casa da praia (como eu disse)', 'a casa da praia'],
  ])('%s → %s', (typed, gift) => {
    expect(withoutGiftTalk(typed)).toBe(gift);
  });

  it.each([
    'a casa da praia em itapuã',
    'o sítio que era do meu avô',
    'a sala comercial do centro',
    'o carro, um gol 2015',
  ])('a description without talk stays as typed: %s', (typed) => {
    expect(withoutGiftTalk(typed)).toBe(typed);
  });

  it('"pro pedro e mais nada", "pro lucas msm": the receiver without the words after', () => {
    expect(readGifts('n, so a moto pro pedro e mais nada')[0]?.para).toBe('Pedro');
    expect(readGifts('so quero deixar a caminhonete hilux pro lucas msm')[0]?.para).toBe('Lucas');
  });
});

describe('"só" says the gift is the only one', () => {
  it.each([
    'n, so quero deixar minha caminhonete hilux pro gabriel msm',
    'nenhum, só a caminhonete hilux pro gabriel',
    'nao. apenas minha caminhonete hilux fica com o gabriel',
    'n, minha caminhonete hilux pro gabriel e mais nada',
    'Não, somente a caminhonete Hilux para o Gabriel.',
  ])('at the shares: %s', (typed) => {
    const r = play([...typicalUntil('heranca'), typed]);
    const replies = r.last.replies.join('\n');
    expect(giftsOf(r)).toEqual(['a caminhonete Hilux → Gabriel Costa Pereira']);
    expect(currentQuestion(r.state)?.key).toBe('legados_valor');
    expect(replies).toContain('o único bem específico que você deixa');
    expect(replies).toContain('alterar legados');
  });

  it.each([
    'nao so a caminhonete pro gabriel mas tambem o relogio pra laura',
    'so que eu quero deixar a caminhonete pro gabriel',
    'quero deixar a caminhonete pro gabriel',
  ])('not "only": the gifts question asks for more: %s', (typed) => {
    expect(saysOnlyGift(typed)).toBe(false);
  });

  it('a reference to a gift said before keeps the thing, never the words', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'nao, so aquilo que falei da casa da praia pro gabriel, o resto segue a lei',
    ]);
    const replies = r.last.replies.join('\n');
    expect(giftsOf(r)).toEqual(['a casa da praia → Gabriel Costa Pereira']);
    expect(replies).not.toMatch(/aquilo|falei/);
    expect(currentQuestion(r.state)?.key).toBe('legados_valor');
    const valued = play([
      ...typicalUntil('heranca'),
      'nao, so aquilo que falei da casa da praia pro gabriel, o resto segue a lei',
      'a casa vale uns quatrocentos mil, e tudo que eu tenho junto deve dar uns dois milhoes',
    ]);
    expect(valued.state.draft.legados[0]?.valor).toBe(400000);
    expect(valued.state.draft.patrimonioEstimado).toBe(2000000);
  });

  it('the same thing to the same person said again is the same gift, more precise', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'nao, o que eu disse da casa da praia pro gabriel',
      'a casa da praia em itapua pro meu filho gabriel',
    ]);
    expect(giftsOf(r)).toEqual(['a casa da praia em itapua → Gabriel Costa Pereira']);
    expect(r.last.replies.join('\n')).toContain('atualizei com o que você detalhou');
  });
});

describe('a reference that names no thing', () => {
  it('confirms the gift said before to that person', () => {
    const r = play([
      ...typicalUntil('heranca'),
      'nenhum, quero deixar o carro pro gabriel',
      'so aquilo que eu falei pro gabriel',
    ]);
    expect(giftsOf(r)).toEqual(['o carro → Gabriel Costa Pereira']);
    expect(r.last.replies.join('\n')).toContain('já estava anotado');
  });

  it.each(['aquilo que eu falei pro gabriel', 'aquilo q eu te disse pra laura'])(
    'with no gift noted, asks which thing: %s',
    (typed) => {
      const r = play([...typicalUntil('legados'), typed]);
      expect(r.state.draft.legados).toEqual([]);
      expect(r.last.replies.join('\n')).toMatch(/Qual é o bem que você quer deixar para/);
      expect(currentQuestion(r.state)?.key).toBe('legados');
    },
  );
});
