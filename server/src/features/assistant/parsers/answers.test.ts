import { describe, expect, it } from 'vitest';
import {
  expandShorthand,
  matchPeople,
  readCorrection,
  readWitnessLines,
  readYesNo,
  stripChatter,
  readFacts,
} from './index.ts';
import { splitWitnessAddress } from './witness-lines.ts';

const today = '2026-11-25';

describe('witnesses, yes/no, corrections', () => {
  it('reads one witness per line, checking the CPF', () => {
    const lines =
      'valdir souza ramos 360.158.427-17 03/03/1970\nRogério Tavares Nunes, CPF 745.128.396-82, nascido em 10/06/1979\nfulano de tal 111.111.111-12 01/01/1980';
    const [valdir, rogerio, fulano] = readWitnessLines(lines, today);
    expect(valdir).toEqual({
      nome: 'Valdir Souza Ramos',
      cpf: '36015842717',
      cpfValido: true,
      dataNascimento: '1970-03-03',
    });
    expect(rogerio).toMatchObject({ nome: 'Rogério Tavares Nunes', dataNascimento: '1979-06-10' });
    expect(fulano?.cpfValido).toBe(false);
  });
  it('leaves an address typed after the witness out of the name', () => {
    const lines =
      'valdir souza ramos 360.158.427-17 03/03/1970 rua das flores 10 centro campinas sp\nWagner Luís Teixeira, 125.369.407-99, 11/02/1957, mora na Av. Brasil, 512, Rio de Janeiro/RJ';
    expect(readWitnessLines(lines, today).map((w) => w.nome)).toEqual([
      'Valdir Souza Ramos',
      'Wagner Luís Teixeira',
    ]);
    expect(splitWitnessAddress('Wagner Luís Teixeira, 125.369.407-99, 11/02/1957')).toEqual({
      person: 'Wagner Luís Teixeira, 125.369.407-99, 11/02/1957',
    });
    expect(
      splitWitnessAddress(
        'Wagner Luís Teixeira, 125.369.407-99, 11/02/1957, mora na Av. Brasil, 512',
      ),
    ).toEqual({
      person: 'Wagner Luís Teixeira, 125.369.407-99, 11/02/1957',
      address: 'Av. Brasil, 512',
    });
  });
  it.each([
    'Está sim, é o Carlos, meu marido.',
    'pode fazer',
    'ta bom pode fazer',
    'tudo certo',
    'Concorda, a gente já conversou sobre isso.',
    'ela concorda sim',
    'ta sim, a mae do pedro é a cida',
  ])('"%s" is yes', (t) => expect(readYesNo(t)).toBe(true));
  it.each([
    'sem prêmio',
    'nao nao',
    'Não, ele não precisa receber nada por isso.',
    'Nenhuma delas, graças a Deus',
    'naum',
  ])('"%s" is no', (t) => expect(readYesNo(t)).toBe(false));
  it.each([
    'vivo com a Rosa há 10 anos',
    'não sei',
    'O local está errado, é Rio de Janeiro/RJ',
    'o Diego fica sem nada, certo?',
  ])('"%s" is neither', (t) => expect(readYesNo(t)).toBeUndefined());
  it('reads corrections in plain words', () => {
    expect(readCorrection('não, o nome dela é Ana Paula')).toEqual({
      campo: 'nome',
      novo: 'Ana Paula',
    });
    expect(readCorrection("O local está errado, aparece 'Sim/RJ'. É Rio de Janeiro/RJ.")).toEqual({
      campo: 'local',
      novo: 'Rio de Janeiro/RJ',
      antigo: 'Sim/RJ',
    });
    expect(readCorrection('troca a Juliana pelo Alexandre')).toEqual({
      campo: 'pessoa',
      antigo: 'Juliana',
      novo: 'Alexandre',
    });
    expect(readCorrection('eu sou CASADA')).toEqual({ campo: 'estadoCivil', novo: 'casada' });
    expect(readCorrection('errei o número, é 1320 não 1230')).toEqual({
      campo: 'numero',
      novo: '1320',
      antigo: '1230',
    });
    expect(readCorrection('Sou casada')).toBeUndefined();
  });
});

describe('clean values and matching', () => {
  it('strips conversation and expands shorthand', () => {
    expect(stripChatter('Sim, como eu falei, Moro na Rua Cardeal Arcoverde')).toBe(
      'Rua Cardeal Arcoverde',
    );
    expect(stripChatter('ah entao, Nasci em Caruaru')).toBe('Caruaru');
    expect(expandShorthand('td q eu puder p/ vc, pq hj tbm')).toBe(
      'tudo que eu puder para você, porque hoje também',
    );
  });
  const known = [
    { id: 'r', nome: 'Rafael Gonçalves', relacao: 'filho', sexo: 'masculino' as const },
    { id: 'b', nome: 'Beatriz Gonçalves', relacao: 'filha', sexo: 'feminino' as const },
    { id: 'c', nome: 'Maria Aparecida Oliveira', relacao: 'companheira' },
  ];
  it.each([
    ['o Rafael', ['r']],
    ['RAFAEL', ['r']],
    ['minha filha', ['b']],
    ['meus filhos', ['r', 'b']],
    ['a Cida', ['c']],
    ['beatriz goncalves', ['b']],
    ['o Diego', []],
  ])('"%s" points at %j', (ref, ids) => expect(matchPeople(ref, known)).toEqual(ids));
  it('"os tres" points at the one group of three relatives among more people', () => {
    const family = [
      { id: 'w', nome: 'Marlene Arruda', relacao: 'cônjuge' },
      { id: 'a', nome: 'Wellington Arruda', relacao: 'filho' },
      { id: 'b', nome: 'Wanessa Arruda Campos', relacao: 'filha' },
      { id: 'c', nome: 'Wagner Arruda', relacao: 'filho' },
    ];
    expect(matchPeople('os tres', family)).toEqual(['a', 'b', 'c']);
    expect(matchPeople('os quatro', family)).toEqual(['w', 'a', 'b', 'c']);
    expect(matchPeople('os dois', family)).toEqual([]);
  });
  it('"a graça" points at Maria das Graças', () =>
    expect(
      matchPeople('a graça', [
        { id: 'g', nome: 'Maria das Graças Coelho', relacao: 'cônjuge' },
        { id: 's', nome: 'Sofia Coelho', relacao: 'filha' },
      ]),
    ).toEqual(['g']));
  it('"os dois" points at both when there are two', () =>
    expect(matchPeople('os dois', known.slice(0, 2))).toEqual(['r', 'b']));
});

describe('nicknames and recipients', () => {
  const family = [
    { id: 'j', nome: 'José Carlos Lima', relacao: 'filho', sexo: 'masculino' as const },
    { id: 'b', nome: 'Beatriz Souza', relacao: 'neta', sexo: 'feminino' as const },
    { id: 's', nome: 'Sebastião Lima', relacao: 'irmão', sexo: 'masculino' as const },
  ];
  it.each([
    ['o Zé', ['j']],
    ['a Bia', ['b']],
    ['Tião', ['s']],
    ['minha neta', ['b']],
    ['meu irmao', ['s']],
  ])('"%s" points at %j', (ref, ids) => expect(matchPeople(ref, family)).toEqual(ids));
  it('points at the people who receive shares and gifts', () => {
    expect(
      readFacts('metade da disponível pro Zé e metade pra Bia', {
        today,
        people: family,
      }).mentionedIds.sort(),
    ).toEqual(['b', 'j']);
  });
});

// Held-out set 6: "engenheiro agrônomo" was read as "engenheiro agoraônomo" (an accent is a letter).
describe('chat shorthand is read only as a whole word', () => {
  it.each([
    ['sou engenheiro agrônomo aposentado', 'sou engenheiro agrônomo aposentado'],
    ['moro na praça da sé', 'moro na praça da sé'],
    ['td pra rosa agr', 'tudo para rosa agora'],
  ])('"%s" → "%s"', (typed, read) => expect(expandShorthand(typed)).toBe(read));
});
