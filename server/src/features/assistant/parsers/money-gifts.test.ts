import { describe, expect, it } from 'vitest';
import { readGifts, readShares } from './index.ts';
import { parseMoney } from './money.ts';

describe('a sum of money to a person is a gift, never a share', () => {
  it.each([
    'e 200 mil em dinheiro pra ana carolina pra ficar igual',
    'ai 30 mil reais pra minha irma lucia souza',
    'R$ 50 mil pro meu neto caio, q ele merece',
    'entao 80 mil em dinheiro pra rosana pra compensar',
    'e uns cem mil pra minha filha bia 🙏',
  ])('"%s" gives no share', (text) => {
    expect(readShares(text)).toEqual([]);
    const [gift] = readGifts(text);
    expect(gift?.descricao).toMatch(/^R\$ [\d.]+,00( em dinheiro)?$/);
    expect(gift?.para).not.toMatch(/\b(?:pra|para|que|q)\b/i);
  });

  it('keeps the value said in the next sentence with the gift before', () => {
    expect(
      readGifts(
        'entao a fazenda boa esperanca pro joao pedro. vale uns 500 mil. e 200 mil em dinheiro pra ana carolina pra ficar igual',
      ),
    ).toEqual([
      { tipo: 'imovel', descricao: 'a fazenda boa esperanca', para: 'Joao Pedro', valor: 500000 },
      {
        tipo: 'dinheiro',
        descricao: 'R$ 200.000,00 em dinheiro',
        valor: 200000,
        para: 'Ana Carolina',
      },
    ]);
  });

  it('reads "os 200 mil" as the sum, not as a thing called "os"', () => {
    expect(readGifts('a fazenda pro joao pedro e os 200 mil pra ana carolina, ja falei')).toEqual([
      { tipo: 'imovel', descricao: 'a fazenda', para: 'Joao Pedro' },
      { tipo: 'dinheiro', descricao: 'R$ 200.000,00', valor: 200000, para: 'Ana Carolina' },
    ]);
  });

  it('still reads a share said with a percentage next to a sum', () => {
    expect(readShares('30% pra rosa e 10 mil pro caio')).toEqual([
      { para: 'Rosa', percentual: 30, base: 'total' },
    ]);
  });
});

describe('an institution named in apposition receives by its full name', () => {
  it.each([
    [
      'entao quero metade pra igreja, a Igreja Evangelica Assembleia de Deus no Amapa, e metade pra minha sobrinha jessica pantoja nascimento 🙏',
      'Igreja Evangelica Assembleia de Deus no Amapa',
    ],
    [
      'metade pra ong, a Associacao Amigos do Bem, e metade pro meu irmao carlos souza',
      'Associacao Amigos do Bem',
    ],
    [
      '50% pro lar, o lar dos idosos sao vicente, e 50% pra minha neta lara dias',
      'lar dos idosos sao vicente',
    ],
  ])('"%s"', (text, first) => {
    const shares = readShares(text);
    expect(shares.map((s) => s.percentual)).toEqual([50, 50]);
    expect(shares[0]?.para.toLowerCase()).toBe(first.toLowerCase());
  });
});

describe('money said with "e meio" or the thousands after the millions (set 6)', () => {
  it.each([
    ['uns 2 milhao e meio', 2_500_000],
    ['3 milhão e meio', 3_500_000],
    ['2 milhões e 300 mil', 2_300_000],
    ['1,5 milhão', 1_500_000],
    ['três milhões e duzentos mil', 3_200_000],
    ['R$ 10.000,00', 10_000],
  ])('%s → %d', (typed, value) => {
    expect(parseMoney(typed)).toBe(value);
  });
});
