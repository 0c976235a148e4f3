import { describe, expect, it } from 'vitest';
import { readGifts, readShares } from './index.ts';
import { readSubstitutes } from './substitute-mentions.ts';
import { giftClauses, recipientThenGift, whatThenWho } from './gift-mentions.ts';

describe('shares and gifts', () => {
  it.each([
    ['td q eu puder pra rosa', 'Rosa'],
    ['quero deixar essa parte toda pra cida, pra ela ficar amparada', 'Cida'],
    ['a parte disponivel inteira pra maria aparecida oliveira', 'Maria Aparecida Oliveira'],
    ['toda a parte disponível para minha filha', 'minha filha'],
  ])('"%s" is all the disponível', (text, para) => {
    expect(readShares(text)).toEqual([
      { para, percentual: 100, base: 'disponivel', regra: 'toda_disponivel' },
    ]);
  });
  it('reads equal splits, rests and fractions', () => {
    expect(
      readShares(
        'Quero que a parte disponível fique dividida igualmente entre os meus dois filhos, o Lucas e a Beatriz.',
      ),
    ).toEqual([
      { para: 'Lucas', percentual: 50, base: 'disponivel', regra: 'igual' },
      { para: 'Beatriz', percentual: 50, base: 'disponivel', regra: 'igual' },
    ]);
    expect(readShares('metade pra cada')).toEqual([
      { para: 'cada', percentual: 50, base: 'total' },
    ]);
    expect(readShares('1/3 pra cada')[0]?.percentual).toBeCloseTo(33.33, 1);
    expect(readShares('o resto igual entre os três')[0]).toMatchObject({
      regra: 'resto_igual',
      base: 'total',
    });
    expect(readShares('70% da disponível pra minha filha')).toEqual([
      { para: 'minha filha', percentual: 70, base: 'disponivel' },
    ]);
    expect(
      readShares(
        'Metade da parte disponível para Lucas Ferreira Souza e metade para Beatriz Ferreira Souza',
      ).map((s) => [s.para, s.percentual]),
    ).toEqual([
      ['Lucas Ferreira Souza', 50],
      ['Beatriz Ferreira Souza', 50],
    ]);
  });
  it('"metade pra cada" gives each person of the group named before half of that part', () => {
    expect(readShares('td q eu puder pros meus netos pedro e luana, metade pra cada')).toEqual([
      { para: 'Pedro', percentual: 50, base: 'disponivel' },
      { para: 'Luana', percentual: 50, base: 'disponivel' },
    ]);
  });
  it('"o resto da disponível" is what the numbers before left of the available part', () => {
    expect(
      readShares(
        '20% da disponível para a Patrícia e o resto da disponível igual entre os três filhos',
      ),
    ).toEqual([
      { para: 'Patrícia', percentual: 20, base: 'disponivel' },
      { para: 'os três filhos', percentual: 80, base: 'disponivel', regra: 'resto_igual' },
    ]);
    expect(
      readShares('30% da disponivel pra maria cecilia e o resto da disponivel pro meu filho jorge'),
    ).toEqual([
      { para: 'Maria Cecilia', percentual: 30, base: 'disponivel' },
      { para: 'Jorge', percentual: 70, base: 'disponivel', regra: 'resto_igual' },
    ]);
    // "o resto" without saying of what: the part of the share before it.
    expect(
      readShares(
        '70% da disponível pra minha sobrinha Larissa Medeiros Dantas e o resto pra Igreja Batista Central de João Pessoa',
      ),
    ).toEqual([
      { para: 'Larissa Medeiros Dantas', percentual: 70, base: 'disponivel' },
      {
        para: 'Igreja Batista Central de João Pessoa',
        percentual: 30,
        base: 'disponivel',
        regra: 'resto_igual',
      },
    ]);
  });
  it("keeps decimal commas and an institution's CNPJ out of the clauses", () => {
    expect(
      readShares(
        '10% para Patrícia Lopes Wiese, 13,33% para Bruno Wiese, 13,33% para Camila Wiese Andrade e 13,34% para Helena Lopes Wiese',
      ).map((s) => s.percentual),
    ).toEqual([10, 13.33, 13.33, 13.34]);
    expect(
      readShares(
        '50% da disponível para a APAE de Joinville, CNPJ 12.345.678/0001-90, e o resto para minha irmã Ana Lima',
      ).map((s) => [s.para, s.percentual]),
    ).toEqual([
      ['Apae de Joinville', 50],
      ['Ana Lima', 50],
    ]);
  });
  it('"em partes iguais pros tres" keeps the group as a pointer', () => {
    expect(readShares('a parte disponivel em partes iguais pros tres')).toEqual([
      { para: 'os tres', base: 'disponivel', regra: 'igual' },
    ]);
  });
  it('reads gifts with kind and value, not addresses', () => {
    expect(readGifts('meu carro, um gol 2015, uns 40 mil, pro Pedro')).toEqual([
      { tipo: 'veiculo', descricao: 'o carro, um Gol 2015', valor: 40000, para: 'Pedro' },
    ]);
    expect(readGifts('a casa da praia pra Ana')).toEqual([
      { tipo: 'imovel', descricao: 'a casa da praia', para: 'Ana' },
    ]);
    expect(readGifts('meu cachorro Thor fica com a Julia')).toEqual([
      { tipo: 'animal', descricao: 'o cachorro Thor', para: 'Julia' },
    ]);
    expect(readGifts('Quero deixar tudo para a Santa Casa de Misericórdia de Maceió')).toEqual([]);
    expect(readGifts('nenhum so quero deixar meu carro pro gabriel')).toEqual([
      { tipo: 'veiculo', descricao: 'o carro', para: 'Gabriel' },
    ]);
    expect(readGifts('Moro na Rua Cardeal Arcoverde, 1250, apartamento 84')).toEqual([]);
  });
});

describe('gifts as people type them in the browser', () => {
  it('never cuts a word: the verb phrase and the possessive go, the pet keeps its name', () => {
    expect(readGifts('meu cachorro, o thor, vai pro meu vizinho sergio mendes')).toEqual([
      { tipo: 'animal', descricao: 'o cachorro Thor', para: 'Sergio Mendes' },
    ]);
    expect(readGifts('o thor (meu cachorro) vai pro sergio')).toEqual([
      { tipo: 'animal', descricao: 'o cachorro Thor', para: 'Sergio' },
    ]);
    expect(readGifts('minha cachorra, a mel, fica com a minha vizinha celia ramos')).toEqual([
      { tipo: 'animal', descricao: 'a cachorra Mel', para: 'Celia Ramos' },
    ]);
    expect(readGifts('a casa da praia fica pra minha filha')).toEqual([
      { tipo: 'imovel', descricao: 'a casa da praia', para: 'minha filha' },
    ]);
    expect(readGifts('deixo meu carro pro joao')).toEqual([
      { tipo: 'veiculo', descricao: 'o carro', para: 'Joao' },
    ]);
    expect(readGifts('meu gato preto fica com a ana')).toEqual([
      { tipo: 'animal', descricao: 'o gato preto', para: 'Ana' },
    ]);
  });
  it('splits a line in two gifts only when each has its own receiver', () => {
    expect(giftClauses('o carro vai pro pedro e a cachorra fica com o sergio mendes')).toEqual([
      'o carro vai pro pedro',
      'a cachorra fica com o sergio mendes',
    ]);
    expect(giftClauses('meu pc gamer e meu ps5 pro meu primo lucas')).toEqual([
      'meu pc gamer e meu ps5 pro meu primo lucas',
    ]);
    expect(recipientThenGift('minha filha a casa da praia')).toEqual({
      who: 'minha filha',
      what: 'a casa da praia',
    });
  });
  it('a pet keeps a value only when it is said as one', () => {
    expect(readGifts('meu cachorro thor, que vale uns 2 mil, fica com a ana')).toEqual([
      { tipo: 'animal', descricao: 'o cachorro Thor', valor: 2000, para: 'Ana' },
    ]);
  });
  it('a house said after the whole disponível is a gift to the same person ("pra ela")', () => {
    const said =
      'toda a parte disponivel pra minha neta beatriz souza, quero deixar a casa pra ela';
    expect(readShares(said)).toEqual([
      { para: 'Beatriz Souza', percentual: 100, base: 'disponivel', regra: 'toda_disponivel' },
    ]);
    expect(readGifts(said)).toEqual([
      { tipo: 'imovel', descricao: 'a casa', para: 'Beatriz Souza' },
    ]);
  });
  it('an institution keeps every word of its name, and its CNPJ goes with it', () => {
    expect(
      readShares('td q eu puder pra igreja batista da esperanca cnpj 12.345.678/0001-95'),
    ).toEqual([
      {
        para: 'igreja batista da esperanca cnpj 12.345.678/0001-95',
        percentual: 100,
        base: 'disponivel',
        regra: 'toda_disponivel',
      },
    ]);
  });
});

describe('gifts answered to the gift question', () => {
  it('reads a bare description when gifts were asked for', () => {
    expect(readGifts('a casa da praia', { asked: true })).toEqual([
      { tipo: 'imovel', descricao: 'a casa da praia' },
    ]);
    expect(readGifts('a casa da praia')).toEqual([]);
  });
});

describe('substitutes in plain words', () => {
  const children = ['Lucas Ferreira Souza', 'Beatriz Ferreira Souza'];
  it('"um dos dois … o outro" makes each of two beneficiaries the other\'s substitute', () => {
    expect(
      readSubstitutes('Se um dos dois faltar, a parte dele fica com o outro irmão.', children),
    ).toEqual([
      { de: 'Lucas Ferreira Souza', por: 'Beatriz Ferreira Souza' },
      { de: 'Beatriz Ferreira Souza', por: 'Lucas Ferreira Souza' },
    ]);
    expect(readSubstitutes('se um deles faltar fica com o outro', ['Ana Lima'])).toEqual([]);
  });
  it('"se o lucas morrer antes o carro fica pra beatriz" names who and who instead', () => {
    expect(readSubstitutes('se o lucas morrer antes o carro fica pra beatriz', children)).toEqual([
      { de: 'lucas', por: 'beatriz' },
    ]);
    expect(readSubstitutes('No lugar do Lucas, a Beatriz', children)).toEqual([]);
    expect(
      readSubstitutes('se o lucas morrer antes a parte fica pros filhos dele', children),
    ).toEqual([]);
  });
});

describe('gifts said who first, and several in one line (try-out 2)', () => {
  it('reads "deixo ao meu filho Pedro a fazenda…" as the farm for Pedro, twice in one line', () => {
    expect(
      readGifts('Deixo ao meu filho Pedro a Fazenda Santa Luzia, situada em Campo Maior/PI.'),
    ).toEqual([
      {
        tipo: 'imovel',
        descricao: 'a Fazenda Santa Luzia, situada em Campo Maior/PI',
        para: 'Pedro',
      },
    ]);
    expect(
      readGifts('deixo pra minha neta julia o apartamento e pro meu sobrinho caio a moto biz').map(
        (g) => `${g.descricao} → ${g.para}`,
      ),
    ).toEqual(['o apartamento → Julia', 'a moto Biz → Caio']);
    expect(whatThenWho('quero dar pro meu afilhado kaua silva meu violao')).toEqual([
      'meu violao para meu afilhado kaua silva',
    ]);
  });

  it('splits gifts separated by a comma when each has its own receiver', () => {
    expect(giftClauses('o arro onix 2020 fica pro joao, a casa fica pra laura')).toEqual([
      'o arro onix 2020 fica pro joao',
      'a casa fica pra laura',
    ]);
    expect(giftClauses('meu cachorro, o thor, vai pro sergio')).toEqual([
      'meu cachorro, o thor, vai pro sergio',
    ]);
  });
});

describe('shares of a dead brother’s children, a "coletivo", the part left free (try-out 3)', () => {
  it('the children of a dead brother receive his half, meio a meio; he is only their parent', () => {
    const shares = readShares(
      'metade pro coletivo arco-iris de araraquara e a outra metade pros dois filhos do meu irmão josé augusto, que faleceu: tiago fontes barreto e mateus fontes barreto, meio a meio',
    );
    expect(shares.map((s) => [s.para, s.percentual])).toEqual([
      ['Coletivo Arco-Iris de Araraquara', 50],
      ['Tiago Fontes Barreto', 25],
      ['Mateus Fontes Barreto', 25],
    ]);
    expect(JSON.stringify(shares)).not.toMatch(/augusto/i);
  });

  it('variants: "as filhas da minha irmã (falecida) - ana e bia", "os netos do meu filho joao, que morreu"', () => {
    const a = readShares(
      '50% pras filhas da minha irma rosa que ja faleceu - ana paula reis e beatriz reis',
    );
    expect(a.map((s) => [s.para, s.percentual])).toEqual([
      ['Ana Paula Reis', 25],
      ['Beatriz Reis', 25],
    ]);
    const b = readShares(
      'metade pros filhos do meu filho joao que morreu: caio souza lima e davi souza lima, meio a meio',
    );
    expect(b.map((s) => s.para)).toEqual(['Caio Souza Lima', 'Davi Souza Lima']);
  });

  it('the dead parent said in other ways: "(falecido),", "do falecido x,", "…, filhos do meu irmao"', () => {
    const said = (t: string) => readShares(t).map((s) => [s.para, s.percentual]);
    expect(
      said(
        'metade pra ana souza e a outra metade pros filhos do meu irmao jose (falecido), tiago fontes barreto e mateus fontes barreto',
      ),
    ).toEqual([
      ['Ana Souza', 50],
      ['Tiago Fontes Barreto', 25],
      ['Mateus Fontes Barreto', 25],
    ]);
    expect(
      said('50% pros dois filhos do falecido jose augusto, tiago fontes e mateus fontes'),
    ).toEqual([
      ['Tiago Fontes', 25],
      ['Mateus Fontes', 25],
    ]);
    expect(
      said(
        'a outra metade pros meus sobrinhos tiago fontes barreto e mateus fontes barreto, filhos do meu irmao jose que faleceu',
      ),
    ).toEqual([
      ['Tiago Fontes Barreto', 25],
      ['Mateus Fontes Barreto', 25],
    ]);
    // Someone said to have died receives nothing.
    expect(said('metade pro meu irmao jose augusto, que faleceu')).toEqual([]);
  });

  it('"o que eu puder deixar livre vai todo pra railane" is the whole disponível', () => {
    expect(readShares('o que eu puder deixar livre vai todo pra railane')).toEqual([
      { para: 'Railane', percentual: 100, base: 'disponivel', regra: 'toda_disponivel' },
    ]);
  });
});
