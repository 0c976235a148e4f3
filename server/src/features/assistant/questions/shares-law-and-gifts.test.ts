import { describe, expect, it } from 'vitest';
import { giftsOf, play, sharesOf } from '../conversation-test-helpers.ts';
import { scriptFor, type Topic } from '../eval/fixtures.ts';
import { TRYOUT_R2_SHARES } from '../eval/stories/tryout-r2-shares.ts';
import { findPessoa } from '../interview-state.ts';
import { currentQuestion } from '../interview-engine.ts';
import { readGifts } from '../parsers/gift-mentions.ts';
import { readShares } from '../parsers/share-mentions.ts';

const [KEILA, JOEL] = TRYOUT_R2_SHARES;
const DAY = '2026-11-26';
/** Keila (widowed, two daughters) or Joel (widower, one son) until `until` is asked. */
const until = (who: typeof KEILA, topic: Topic) => scriptFor(who!, { today: DAY, until: topic });

describe('everything equal to the two children, said by their count (issue 18, set 7)', () => {
  it.each([
    [
      'tudo q eu tenho é a poupança msm, uns 40 mil, quero q fique pras 2 igual, metade pra cada 💙',
    ],
    ['quero q fique tudo pras duas igual'],
    ['metade pra tainara e metade pra lorena'],
    ['td q tenho fica pras duas, metade pra cada uma'],
    ['tudo dividido igual entre as duas'],
  ])('%s → the law, no share and no gift', (typed) => {
    const r = play([...until(KEILA, 'heranca'), typed], DAY);
    expect(sharesOf(r)).toEqual([]);
    expect(giftsOf(r)).toEqual([]);
    expect(r.last.replies.join('\n')).toContain('é exatamente o que a lei já faz');
    expect(currentQuestion(r.state)?.key).toBe('legados');
  });

  it('the disponível split between the two is still written (it is a choice of the will)', () => {
    const r = play(
      [...until(KEILA, 'heranca'), 'a parte disponivel pras duas, metade pra cada'],
      DAY,
    );
    expect(sharesOf(r)).toEqual([
      'Tainara Bastos Ferreira: 25% total',
      'Lorena Bastos Ferreira: 25% total',
    ]);
  });

  it.each([
    ['A parte que eu posso escolher quero deixar pras duas também, metade pra cada'],
    [
      'A parte que eu posso escolher quero deixar pras duas também, metade pra cada, a Tainara e a Lorena',
    ],
    ['a disponivel pras 2 em partes iguais'],
  ])('%s → the disponível to the two daughters', (typed) => {
    const r = play([...until(KEILA, 'heranca'), typed], DAY);
    // Half of the disponível is a quarter of everything, however it is written.
    const ofAll = r.state.draft.heranca.map(
      (h) =>
        `${findPessoa(r.state.draft, h.beneficiarioId)?.nome ?? '?'}: ${h.base === 'disponivel' ? h.percentual / 2 : h.percentual}%`,
    );
    expect(ofAll).toEqual(['Tainara Bastos Ferreira: 25%', 'Lorena Bastos Ferreira: 25%']);
  });

  it('the whole estate is never read as a gift, nor "cada" as someone', () => {
    expect(
      readGifts(
        'tudo q eu tenho é a poupança msm, uns 40 mil, quero q fique pros 2 igual, metade pra cada',
      ),
    ).toEqual([]);
    expect(readGifts('a poupança fica metade pra cada').every((g) => g.para !== 'cada')).toBe(true);
  });
});

describe('the rest left to the law with a gift is a whole answer (issue 18, set 7)', () => {
  it.each([
    [
      'entao o resto fica como a lei manda, so a minha moto que eu quero deixar pro meu sobrinho caio henrique batista',
    ],
    ['o resto segue a lei, mas a moto eu deixo pro meu sobrinho caio henrique batista'],
    ['O restante conforme a lei. A moto vai para o meu sobrinho Caio Henrique Batista.'],
    ['o resto pela lei, menos a moto q fica pro caio henrique batista meu sobrinho'],
    ['o resto divide normal entre os filhos, so a moto pro caio henrique batista meu sobrinho'],
  ])('%s → no share, the motorcycle to Caio', (typed) => {
    const r = play([...until(JOEL, 'heranca'), typed], DAY);
    expect(sharesOf(r)).toEqual([]);
    expect(giftsOf(r)).toEqual(
      ['a moto → Caio Henrique Batista'].map((g) => expect.stringContaining(g.split(' → ')[1]!)),
    );
    expect(currentQuestion(r.state)?.key).toBe('legados_valor');
  });

  it('who receives said before the part, after a comma, and the rest "divide normal"', () => {
    expect(
      readShares(
        'e queria deixar um pedaço pra minha irma marlene ferreira drumond souza, um quarto daquela parte que a gente pode dispor, sabe? o resto divide normal entre os fio',
      ),
    ).toEqual([{ para: 'Marlene Ferreira Drumond Souza', percentual: 25, base: 'disponivel' }]);
  });

  it('a lead-in before a colon is not part of the gift', () => {
    expect(
      readGifts('intao o trem é assim: a casa onde eu moro quero que fica pro rodrigo').map(
        (g) => g.descricao,
      ),
    ).toEqual(['a casa onde eu moro']);
  });

  it('a substitute said through the gift replaces its receiver', () => {
    const base = until(JOEL, 'substitutos');
    for (const typed of [
      'e se o caio morrer antes de mim? ai queria que a moto fosse pro rafael',
      'a moto fica pro rafael entao',
    ]) {
      const r = play([...base, typed], DAY);
      const moto = r.state.draft.legados[0];
      expect(findPessoa(r.state.draft, moto?.substitutoId)?.nome, typed).toBe(
        'Rafael Batista Amaral',
      );
    }
  });
});
