import { describe, expect, it } from 'vitest';
import { readShares } from '../parsers/index.ts';
import { availablePartShares, shareEntriesFrom, withDocuments } from './share-facts.ts';

const entries = (text: string, legitima = true) =>
  shareEntriesFrom(readShares(text), legitima, text);

describe('shares as people say them, as entries of the whole estate', () => {
  it('reads the available part as half of the estate when there are necessary heirs', () => {
    expect(entries('nao sei porcentage. td q eu puder pra rosa')).toEqual([
      { quem: 'rosa', pct: 50, disponivel: 100 },
    ]);
    expect(entries('Metade da parte disponível para Lucas')).toEqual([
      { quem: 'Lucas', pct: 25, disponivel: 50 },
    ]);
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
      { quem: 'maria cecilia', pct: 15, disponivel: 30 },
      { quem: 'jorge', pct: 35, disponivel: 70 },
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
      {
        quem: 'Lar Beneficente Irmã Clementina',
        pct: 20,
        disponivel: 40,
        documento: '11.222.333/0001-81',
      },
      { quem: 'Rafael Kowalski Teixeira', pct: 30, disponivel: 60 },
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

describe('shares said with a pronoun, a self-correction or a rest to the heirs (issue 18)', () => {
  it('"pra ele" is the name said in the same message, else it stays a pronoun', () => {
    const said = (text: string) => readShares(text).map((f) => [f.para, f.percentual]);
    expect(
      said('ue, joao carlos pereira e o nome completo dele kkk metade da disponivel pra ele'),
    ).toEqual([['Joao Carlos Pereira', 50]]);
    expect(said('o nome dela é ana paula souza, metade da parte disponivel pra ela 💕')).toEqual([
      ['Ana Paula Souza', 50],
    ]);
    expect(said('metade da disponivel pra ele')).toEqual([['ele', 50]]);
  });

  it('"para X, quer dizer, para Y" keeps Y; "minha melhor amiga, Nome" is the name', () => {
    const read = readShares(
      'metade pra minha melhor amiga, carla dias moura, e metade pro abrigo cao feliz, ou melhor, pra associacao protetora cao feliz de curitiba',
    );
    expect(read.map((f) => f.para)).toEqual([
      'Carla Dias Moura',
      'Associacao Protetora Cao Feliz de Curitiba',
    ]);
  });

  it('"filha da patricia" after the name and an emoji are not part of it', () => {
    expect(
      readShares(
        'qro deixar metade da parte disponivel pro meu enteado davi lopes, filho da rose 😍',
      ).map((f) => f.para),
    ).toEqual(['Davi Lopes']);
  });
});
