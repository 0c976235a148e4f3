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

describe('the disponível said in other words, lists and "metade pra cada" (try-out 2)', () => {
  it.each([
    ['quero q a parte q eu posso escolher fique metade pra suelen e metade pro kauan blz'],
    ['a parte que eu posso deixar, metade pra suelen e a outra metade pro kauan'],
    ['o q eu posso deixar: metade suelen, metade kauan'],
    ['td q eu puder pra suelen e pro kauan, metade pra cada'],
    ['a parte livre fica metade com a suelen e metade com o kauan'],
    ['a parte disponivel metade pra cada, suelen e kauan'],
  ])('"%s" is half of the disponível each (a quarter of everything)', (text) => {
    expect(entries(text)?.map((e) => [e.quem.toLowerCase(), e.pct])).toEqual([
      ['suelen', 25],
      ['kauan', 25],
    ]);
  });

  it.each([
    ['a parte que ela pode escolher é pra tia rosa', 'rosa'],
    ['entao ta, a parte que eu posso escolher deixa toda pra cleide', 'cleide'],
    ['quero deixar td q eu puder pro jhow pq ele q cuida de mim', 'jhow'],
    ['tudo q eu posso deixar pra minha afilhada suelen, ela merece', 'suelen'],
  ])('"%s" is the whole disponível', (text, quem) => {
    expect(entries(text)?.map((e) => [e.quem.toLowerCase(), e.pct])).toEqual([[quem, 50]]);
  });

  it('reads each line or bullet of a list as its own share, the CNPJ with its institution', () => {
    const text =
      'Da parte disponível:\n- 40% para o Lar Beneficente Irmã Clementina (CNPJ 11.222.333/0001-81)\n- 60% para meu sobrinho Rafael Kowalski Teixeira';
    const read = withDocuments(entries(text) ?? [], text);
    expect(read).toEqual([
      { quem: 'Lar Beneficente Irmã Clementina', pct: 20, documento: '11.222.333/0001-81' },
      { quem: 'Rafael Kowalski Teixeira', pct: 30 },
    ]);
    expect(
      entries('• 70% pro meu neto caio ramos\n• 30% pra minha nora jussara ramos', false),
    ).toEqual([
      { quem: 'caio ramos', pct: 70 },
      { quem: 'jussara ramos', pct: 30 },
    ]);
  });

  it('names said after "metade pra cada" are who receives, not the group before', () => {
    expect(
      entries('tudo pras minhas duas sobrinhas, metade pra cada, ana luiza e bianca', false),
    ).toEqual([
      { quem: 'ana luiza', pct: 50 },
      { quem: 'bianca', pct: 50 },
    ]);
  });
});
