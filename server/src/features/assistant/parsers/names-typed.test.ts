import { describe, expect, it } from 'vitest';
import { matchPeople, type KnownPerson } from './match-people.ts';
import { isPlausibleName } from './name-quality.ts';
import { nameAfterSou, parseNameList, parsePersonName, readNamed } from './names.ts';

describe('a full name with words around it', () => {
  it.each([
    [
      'todo mundo me chama de zefinha mas o nome de registro é josefa alves de menezes',
      'Josefa Alves de Menezes',
      'Zefinha',
    ],
    ['o jhow kkk o nome dele todo e jonathan santos oliveira', 'Jonathan Santos Oliveira', 'Jhow'],
    ['jhow, o nome completo dele é jonathan santos oliveira', 'Jonathan Santos Oliveira', 'Jhow'],
    ['a nena, nome de batismo dela e antonia ribeiro', 'Antonia Ribeiro', 'Nena'],
    ['conhecido como tiao mas no documento ta sebastiao pires', 'Sebastiao Pires', 'Tiao'],
    ['o nome dela todo é maria das dores ferreira', 'Maria das Dores Ferreira', undefined],
    ['josefa alves de menezes (zefinha)', 'Josefa Alves de Menezes', 'Zefinha'],
    [
      'meu nome de registro e josefa alves de menezes mas todos me chamam de zefinha',
      'Josefa Alves de Menezes',
      'Zefinha',
    ],
    ['jonathan santos oliveira, chamam ele de jhow', 'Jonathan Santos Oliveira', 'Jhow'],
    ['ela é a renata lopes figueira, casamos em 2004', 'Renata Lopes Figueira', undefined],
    ['jonathan santos oliveira (meu irmao)', 'Jonathan Santos Oliveira', undefined],
    ['olha o nome dele é jonathan santos oliveira', 'Jonathan Santos Oliveira', undefined],
    ['ah o nome dela e maria souza', 'Maria Souza', undefined],
    ['jhow o nome dele e jonathan santos oliveira', 'Jonathan Santos Oliveira', 'Jhow'],
  ])('reads "%s"', (text, nome, apelido) => {
    expect(readNamed(text, { full: true })).toEqual({ nome, ...(apelido ? { apelido } : {}) });
  });

  it.each([
    ['renata lopes figueira, casamos em 2004 com comunhao parcial', 'Renata Lopes Figueira'],
    ['renata lopes figueira, minha esposa, sem premio', 'Renata Lopes Figueira'],
    ['Renata Lopes Figueira - casada comigo desde 2004', 'Renata Lopes Figueira'],
    ['joao carlos nunes; ele mora em recife', 'Joao Carlos Nunes'],
    ['sou marcelo augusto figueira', 'Marcelo Augusto Figueira'],
    ['souza lima', 'Souza Lima'],
    ['josefa alves de menezes no documento', 'Josefa Alves de Menezes'],
    ['renata lopes figueira. casamos em 2004 no civil', 'Renata Lopes Figueira'],
  ])('takes the name that opens "%s"', (text, nome) =>
    expect(parsePersonName(text, { full: true })).toBe(nome),
  );

  it.each([
    'Leticia. Edson de Oliveira Junior',
    'Leticia, Edson de Oliveira Junior',
    'ana paula souza, carlos souza',
    'meus pais já faleceram, os dois',
    'todo mundo me chama de zefinha',
    'ele e a maria souza',
    'ana souza, e pedro lima',
    'renata lopes figueira, minha esposa, e o joao carlos nunes',
  ])('never takes one name out of "%s"', (text) =>
    expect(parsePersonName(text, { full: true })).toBeUndefined(),
  );

  it('never calls a sentence fragment or two names with a period a name', () => {
    expect(isPlausibleName('Leticia. Edson de Oliveira Junior')).toBe(false);
    expect(isPlausibleName('Josefa Alves de Menezes')).toBe(true);
  });

  it('splits a list at a period between names', () => {
    expect(parseNameList('ana souza, leticia. edson de oliveira junior')).toEqual([
      'Ana Souza',
      'Leticia',
      'Edson de Oliveira Junior',
    ]);
  });
});

describe('"sou" and the full name opening a conversation', () => {
  it.each([
    ['sou marcelo augusto figueira', 'Marcelo Augusto Figueira'],
    ['oi, eu sou a renata lopes, tenho 2 filhos', 'Renata Lopes'],
    ['bom dia sou o joao da silva e moro em sp', 'Joao da Silva'],
    ['sou marcelo augusto figueira tenho 2 filhos', 'Marcelo Augusto Figueira'],
  ])('reads "%s"', (text, nome) => expect(nameAfterSou(text)).toBe(nome));

  it.each([
    'sou casada',
    'sou de sorocaba',
    'sou aposentado e viuvo',
    'sou marcelo',
    'sou professora aposentada',
    'sou viuva, tenho 3 filhos',
    'tenho 2 filhos e sou marcelo figueira',
  ])('"%s" names no one', (text) => expect(nameAfterSou(text)).toBeUndefined());
});

describe('people already named, pointed at again', () => {
  const known: KnownPerson[] = [
    { id: 'p1', nome: 'Jonathan Santos Oliveira', relacao: 'irmão', apelidos: ['Jhow'] },
    { id: 'p2', nome: 'Patrícia Zanella Costa', relacao: 'irmã' },
    { id: 'p3', nome: 'Lucas Lopes Figueira', relacao: 'filho' },
  ];
  it.each([
    ['o jhow msm', 'p1'],
    ['pro jhow', 'p1'],
    ['JHOW', 'p1'],
    ['o jhow tb', 'p1'],
    ['a patricia tb', 'p2'],
    ['a Patrícia também', 'p2'],
    ['a minha irmã que falei', 'p2'],
    ['minha irma q eu te falei', 'p2'],
    ['o lucas mesmo', 'p3'],
  ])('"%s" is the known person', (text, id) => expect(matchPeople(text, known)).toEqual([id]));
});

describe('what someone is called, said after the full name', () => {
  it.each([
    ['Beatriz Medeiros Fontes. Bia é como todo mundo a chama.', 'Beatriz Medeiros Fontes', 'Bia'],
    ['josé carlos pereira, juca é como a gente chama ele', 'José Carlos Pereira', 'Juca'],
  ])('%s', (text, nome, apelido) => {
    expect(readNamed(text, { full: true })).toEqual({ nome, apelido });
  });
});
