import { describe, expect, it } from 'vitest';
import { isPlausibleName, readPeople, suggestAccents } from './index.ts';

const today = '2026-11-25';

describe('readPeople', () => {
  it('keeps the relation apart from the name, with or without a comma', () => {
    for (const text of [
      'Minha irmã, Mariana Ferreira Lima. Ela é madrinha da Beatriz.',
      'minha irmã Mariana Ferreira Lima',
    ]) {
      expect(readPeople(text, { today })[0]).toMatchObject({
        nome: 'Mariana Ferreira Lima',
        relacao: 'irmao',
        sexo: 'feminino',
      });
    }
  });
  it('reads children with dates in one sentence and never invents "Que Eu Em"', () => {
    const people = readPeople(
      'Tenho dois filhos: o Lucas Ferreira Souza, nascido em 14/03/2006, e a Beatriz Ferreira Souza, que nasceu em 02/09/2014.',
      { today },
    );
    expect(people).toEqual([
      {
        nome: 'Lucas Ferreira Souza',
        relacao: 'filho',
        sexo: 'masculino',
        dataNascimento: '2006-03-14',
      },
      {
        nome: 'Beatriz Ferreira Souza',
        relacao: 'filho',
        sexo: 'feminino',
        dataNascimento: '2014-09-02',
      },
    ]);
  });
  it('reads lowercase lists with notes, two-digit years and the other parent', () => {
    expect(
      readPeople('tenho 2 fio, a rosa maria lima q nasceu 5/5/69 e o jose carlos lima de 9/9/72', {
        today,
      }),
    ).toEqual([
      { nome: 'Rosa Maria Lima', relacao: 'filho', sexo: 'feminino', dataNascimento: '1969-05-05' },
      {
        nome: 'Jose Carlos Lima',
        nomeSugerido: 'José Carlos Lima',
        relacao: 'filho',
        sexo: 'masculino',
        dataNascimento: '1972-09-09',
      },
    ]);
    const joao = readPeople(
      'tenho 2. a jessica santos q é de outro relacionamento, nasceu 01/12/1998, e o pedro henrique oliveira dos santos, meu com a cida, nasceu 05/07/2016',
      { today, defaultRelation: 'filho' },
    );
    expect(joao.map((p) => p.nome)).toEqual([
      'Jessica Santos',
      'Pedro Henrique Oliveira dos Santos',
    ]);
    expect(joao[1]).toMatchObject({ outroGenitor: 'Cida', dataNascimento: '2016-07-05' });
  });
  it('reads ages, deaths and brackets', () => {
    expect(readPeople('meu filho Pedro, 14 anos', { today })[0]).toMatchObject({
      nome: 'Pedro',
      idade: 14,
      menor: true,
    });
    const [carla, marcos] = readPeople(
      'Carla Souza (mãe: Sandra)\nMarcos Souza, falecido em 2019',
      { today },
    );
    expect(carla).toEqual({ nome: 'Carla Souza', outroGenitor: 'Sandra' });
    expect(marcos).toMatchObject({ nome: 'Marcos Souza', falecido: true, falecidoEm: '2019' });
    expect(readPeople('Diego Barbosa, 17/01/1985 (é o que me agrediu)', { today })).toEqual([
      { nome: 'Diego Barbosa', dataNascimento: '1985-01-17' },
    ]);
  });
  it('finds the person in a yes with an apposition', () => {
    expect(readPeople('Está sim, é o Carlos, meu marido.', { today })).toEqual([
      { nome: 'Carlos', relacao: 'conjuge', sexo: 'masculino' },
    ]);
  });
  it.each([
    'Ok Então',
    'o juiz escolhe',
    'Eu',
    'sei nao, deixa pra la',
    'nao quero ninguem nao',
    'Espera, isso está errado',
  ])('"%s" holds no person', (text) => {
    expect(readPeople(text, { today }).filter((p) => p.nome)).toEqual([]);
  });
});

describe('names', () => {
  it.each([
    'Que Eu Em',
    'Eu',
    'Ok Então',
    'Juiz Escolhe',
    'Desse',
    'Minha irmã',
    'Da Parte Disponível Para Lucas',
    'Particular Joana',
    'Testamento Particular',
  ])('"%s" is not a name', (name) => expect(isPlausibleName(name)).toBe(false));
  it.each([
    'Maria Aparecida Oliveira',
    'Josué Batista dos Santos',
    'Ana Paula',
    'Cida',
    "Joana D'Arc Silva",
    'Joana Segredo Particular',
    'Ana Jardim Vila Real',
  ])('"%s" is a name', (name) => expect(isPlausibleName(name)).toBe(true));
  it('offers accents, never applies them to a name that has them', () => {
    expect(suggestAccents('Sebastiao Ferreira Lima')).toBe('Sebastião Ferreira Lima');
    expect(suggestAccents('Jose Joao Antonio')).toBe('José João Antônio');
    expect(suggestAccents('José Lima')).toBeUndefined();
    expect(suggestAccents('Pedro Henrique')).toBeUndefined();
  });
});

describe('readPeople in longer family stories', () => {
  it('carries a death said before the name, and reads grandchildren', () => {
    expect(
      readPeople('tenho uma filha q morreu, a Carla, ela deixou 2 filhos, o Caio e a Clara', {
        today,
      }),
    ).toEqual([
      { nome: 'Carla', relacao: 'filho', sexo: 'feminino', falecido: true },
      { nome: 'Caio', relacao: 'neto', sexo: 'masculino' },
      { nome: 'Clara', relacao: 'neto', sexo: 'feminino' },
    ]);
  });
  it('gives each name its own relation in one sentence', () => {
    expect(
      readPeople(
        'minha esposa Maria José, 60 anos, e meus dois filhos Paulo e Pedro, os dois maiores',
        { today },
      ).map((p) => [p.nome, p.relacao]),
    ).toEqual([
      ['Maria José', 'conjuge'],
      ['Paulo', 'filho'],
      ['Pedro', 'filho'],
    ]);
  });
  it('never takes a pet for a person', () => {
    expect(
      readPeople('quero que o Thor, meu cachorro, fique com a minha vizinha Dona Zefa', { today }),
    ).toEqual([{ nome: 'Zefa', relacao: 'vizinho', sexo: 'feminino' }]);
  });
  it('reads capitalised names only, when the message capitalises them', () => {
    expect(readPeople('quero q minha irmã Cleide seja a testamenteira', { today })).toEqual([
      { nome: 'Cleide', relacao: 'irmao', sexo: 'feminino' },
    ]);
  });
  it('reads the names after a count and a colon, and not the parent who left them', () => {
    expect(
      readPeople('sim, o marcos deixou 2: pedro henrique cavalcanti e luana cavalcanti', {
        today,
        defaultRelation: 'neto',
      }).filter((p) => p.relacao === 'neto'),
    ).toEqual([
      { nome: 'Pedro Henrique Cavalcanti', relacao: 'neto' },
      { nome: 'Luana Cavalcanti', relacao: 'neto' },
    ]);
    expect(
      readPeople(
        'tenho 3 filhos tudo maior de idade: jose nonato silva, maria clara silva e francisco das chagas silva',
        { today },
      ).map((p) => [p.nome, p.relacao, p.menor]),
    ).toEqual([
      ['Jose Nonato Silva', 'filho', false],
      ['Maria Clara Silva', 'filho', false],
      ['Francisco das Chagas Silva', 'filho', false],
    ]);
  });
  it('reads a minor from a birth year said with the name', () => {
    expect(
      readPeople(
        'sou casado com a rita de cassia costa, comunhao parcial, e a gente tem 2 filhos, o caio ribeiro costa de 2010 e a yasmin ribeiro costa de 2013',
        { today },
      )
        .filter((p) => p.relacao === 'filho')
        .map((p) => [p.nome, p.menor]),
    ).toEqual([
      ['Caio Ribeiro Costa', true],
      ['Yasmin Ribeiro Costa', true],
    ]);
  });
  it.each(['ss', 'nn', 'kkkk', 'Av Paulista 1000'])('"%s" is no one', (text) =>
    expect(readPeople(text, { today })).toEqual([]),
  );
});
