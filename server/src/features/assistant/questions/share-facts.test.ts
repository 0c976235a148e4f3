import { describe, expect, it } from 'vitest';
import { readShares } from '../parsers/index.ts';
import { availablePartShares, shareEntriesFrom, withDocuments } from './share-facts.ts';

const entries = (text: string, legitima = true) =>
  shareEntriesFrom(readShares(text), legitima, text);

describe('shares as people say them, as entries of the whole estate', () => {
  it('reads the available part as half of the estate when there are necessary heirs', () => {
    expect(entries('nao sei porcentage. td q eu puder pra rosa')).toEqual([
      { quem: 'rosa', pct: 50 },
    ]);
    expect(entries('Metade da parte disponível para Lucas')).toEqual([{ quem: 'Lucas', pct: 25 }]);
    expect(entries('Metade da parte disponível para Lucas', false)).toEqual([
      { quem: 'Lucas', pct: 50 },
    ]);
  });

  it('an equal split names the group, with no percentage; a rest is what the message left', () => {
    expect(
      entries('Quero que a parte disponível fique dividida igualmente entre os meus dois filhos'),
    ).toEqual([{ quem: 'os meus dois filhos' }]);
    expect(
      entries('30% da disponivel pra maria cecilia e o resto da disponivel pro meu filho jorge'),
    ).toEqual([
      { quem: 'maria cecilia', pct: 15 },
      { quem: 'jorge', pct: 35 },
    ]);
    expect(entries('o resto igual entre os meus filhos')).toBeUndefined();
  });

  it('keeps the typed spelling and gives each CNPJ to the name before it', () => {
    const text =
      'Toda a parte disponível para a Associação de Pais e Amigos dos Excepcionais de Joinville (APAE), CNPJ 11.222.333/0001-81';
    const read = entries(text);
    expect(read?.[0]?.quem).toBe('Associação de Pais e Amigos dos Excepcionais de Joinville');
    expect(withDocuments(read ?? [], text)[0]?.documento).toBe('11.222.333/0001-81');
  });
});

describe('the available part said without a number', () => {
  it('reads it all for one person, or in equal parts for a group', () => {
    expect(availablePartShares('quero deixar a parte disponivel pro meu marido')).toEqual([
      { para: 'meu marido', percentual: 100, base: 'disponivel', regra: 'toda_disponivel' },
    ]);
    expect(availablePartShares('a parte disponivel em partes iguais pros tres')).toEqual([
      { para: 'tres', base: 'disponivel', regra: 'igual' },
    ]);
    expect(availablePartShares('50% para a Ana')).toEqual([]);
  });
});
