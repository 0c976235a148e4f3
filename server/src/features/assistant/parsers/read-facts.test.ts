import { describe, expect, it } from 'vitest';
import {
  expandShorthand,
  findPlace,
  isPlausibleName,
  matchPeople,
  readAddress,
  readCivilStatus,
  readCorrection,
  readDates,
  readFacts,
  readGifts,
  readPeople,
  readShares,
  readWitnessLines,
  readYesNo,
  stripChatter,
  suggestAccents,
} from './index.ts';

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
  ])('"%s" is not a name', (name) => expect(isPlausibleName(name)).toBe(false));
  it.each([
    'Maria Aparecida Oliveira',
    'Josué Batista dos Santos',
    'Ana Paula',
    'Cida',
    "Joana D'Arc Silva",
  ])('"%s" is a name', (name) => expect(isPlausibleName(name)).toBe(true));
  it('offers accents, never applies them to a name that has them', () => {
    expect(suggestAccents('Sebastiao Ferreira Lima')).toBe('Sebastião Ferreira Lima');
    expect(suggestAccents('Jose Joao Antonio')).toBe('José João Antônio');
    expect(suggestAccents('José Lima')).toBeUndefined();
    expect(suggestAccents('Pedro Henrique')).toBeUndefined();
  });
});

describe('dates, places, civil status', () => {
  it('infers the century of two-digit years', () => {
    expect(readDates('14 de fevereiro de 45', today)[0]?.iso).toBe('1945-02-14');
    expect(readDates('15/6/75', today)[0]?.iso).toBe('1975-06-15');
    expect(readDates('nasci em 68', today)[0]).toEqual({ year: 1968, about: 'nascimento' });
    expect(readDates('casei em 08', today)[0]).toEqual({ year: 2008, about: 'casamento' });
  });
  it.each([
    ['inhumas goias', 'Inhumas', 'GO'],
    ['feira de santana na bahia', 'Feira de Santana', 'BA'],
    ['BH', 'Belo Horizonte', 'MG'],
    ['moro em Sampa', 'São Paulo', 'SP'],
    ['Aqui em Brasília… SQS 308', 'Brasília', 'DF'],
    ['Sou paulistana, nasci aqui em São Paulo mesmo', 'São Paulo', 'SP'],
    ['Niterói, RJ', 'Niterói', 'RJ'],
    ['santa maria rs', 'Santa Maria', 'RS'],
    ['sim aqui em goiania', 'Goiânia', 'GO'],
    ['Sim, Rio de Janeiro', 'Rio de Janeiro', 'RJ'],
    ['sou de bom jesus da lapa na bahia', 'Bom Jesus da Lapa', 'BA'],
  ])('"%s" is %s/%s', (text, cidade, uf) => expect(findPlace(text)).toEqual({ cidade, uf }));
  it('reads civil status with negation, regime and year', () => {
    expect(readCivilStatus('hoje não tenho companheira', today)).toEqual({ semParceiro: true });
    expect(readCivilStatus('casada, separação total de bens', today)).toEqual({
      estadoCivil: 'casado',
      regime: 'separacao_convencional',
    });
    expect(readCivilStatus('casado com a benedita desde 1968', today)).toMatchObject({
      estadoCivil: 'casado',
      desdeAno: 1968,
      parceiro: 'Benedita',
    });
    expect(readCivilStatus('separada de fato há 3 anos', today)).toMatchObject({
      separadoDeFato: true,
      separadoDesdeAno: 2023,
    });
    expect(readCivilStatus('vivo com a Rosa há 10 anos', today)).toMatchObject({
      estadoCivil: 'uniao_estavel',
      desdeAno: 2016,
      parceiro: 'Rosa',
    });
    expect(
      readCivilStatus('no papel sou solteiro mas moro junto com a Cida há 10 anos', today),
    ).toMatchObject({
      estadoCivil: 'uniao_estavel',
      estadoCivilNoPapel: 'solteiro',
      parceiro: 'Cida',
    });
    expect(
      readCivilStatus('Sou casada com o Carlos Eduardo Souza, em comunhão parcial de bens', today),
    ).toMatchObject({
      estadoCivil: 'casado',
      regime: 'comunhao_parcial',
      parceiro: 'Carlos Eduardo Souza',
    });
  });
});

describe('addresses', () => {
  it('strips "Moro na" and keeps number and complement apart', () => {
    expect(
      readAddress(
        'Moro na Rua Cardeal Arcoverde, 1250, apartamento 84, em Pinheiros, São Paulo - SP, CEP 05407-002',
      ),
    ).toEqual({
      logradouro: 'Rua Cardeal Arcoverde',
      numero: '1250',
      complemento: 'apartamento 84',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '05407002',
    });
  });
  it('reads addresses without commas, with "n" and with the UF from the CEP', () => {
    expect(readAddress('rua 24 n 315 setor central goiania go cep 74030060')).toMatchObject({
      logradouro: 'rua 24',
      numero: '315',
      cidade: 'Goiânia',
      uf: 'GO',
      cep: '74030060',
    });
    expect(readAddress('rua da gloria 45 liberdade salvador cep 40325000')).toMatchObject({
      logradouro: 'rua da gloria',
      numero: '45',
      cidade: 'Salvador',
      uf: 'BA',
    });
    expect(readAddress('Av. Brasil número 512, BH')).toMatchObject({
      logradouro: 'Av. Brasil',
      numero: '512',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    });
  });
});

describe('shares and gifts', () => {
  it.each([
    ['td q eu puder pra rosa', 'Rosa'],
    ['quero deixar essa parte toda pra cida, pra ela ficar amparada', 'Cida'],
    ['a parte disponivel inteira pra maria aparecida oliveira', 'Maria Aparecida Oliveira'],
    ['toda a parte disponível para minha filha', 'Minha Filha'],
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
      { para: 'Minha Filha', percentual: 70, base: 'disponivel' },
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
  it('reads gifts with kind and value, not addresses', () => {
    expect(readGifts('meu carro, um gol 2015, uns 40 mil, pro Pedro')).toEqual([
      { tipo: 'veiculo', descricao: 'meu carro, um gol 2015', valor: 40000, para: 'Pedro' },
    ]);
    expect(readGifts('a casa da praia pra Ana')).toEqual([
      { tipo: 'imovel', descricao: 'a casa da praia', para: 'Ana' },
    ]);
    expect(readGifts('meu cachorro Thor fica com a Julia')).toEqual([
      { tipo: 'animal', descricao: 'meu cachorro Thor', para: 'Julia' },
    ]);
    expect(readGifts('Moro na Rua Cardeal Arcoverde, 1250, apartamento 84')).toEqual([]);
  });
});

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
  it('"os dois" points at both when there are two', () =>
    expect(matchPeople('os dois', known.slice(0, 2))).toEqual(['r', 'b']));
});

describe('readFacts', () => {
  it('takes every fact from a volunteered first message', () => {
    const facts = readFacts(
      'Sou Ana Paula Ferreira Souza, cpf 352.418.709-97, nasci em 17 de maio de 1984 em São Paulo, sou enfermeira. Sou casada com o Carlos Eduardo Souza, em comunhão parcial de bens. Moro na Rua Cardeal Arcoverde, 1250, apto 84, Pinheiros, São Paulo/SP, CEP 05407-002',
      { today },
    );
    expect(facts.cpf).toBe('35241870997');
    expect(facts.civilStatus).toMatchObject({
      estadoCivil: 'casado',
      regime: 'comunhao_parcial',
      parceiro: 'Carlos Eduardo Souza',
    });
    expect(facts.profession).toBe('enfermeira');
    expect(facts.address).toMatchObject({
      logradouro: 'Rua Cardeal Arcoverde',
      numero: '1250',
      cep: '05407002',
    });
    expect(facts.people.find((p) => p.nome === 'Carlos Eduardo Souza')?.relacao).toBe('conjuge');
  });
  it('never returns a city as a person and resolves pointers against known people', () => {
    const facts = readFacts("O local está errado, aparece 'Sim/RJ'. É Rio de Janeiro/RJ.", {
      today,
    });
    expect(facts.people).toEqual([]);
    const rosa = readFacts('td q eu puder pra rosa', {
      today,
      people: [{ id: 'r1', nome: 'Rosa Maria Lima', relacao: 'filha' }],
    });
    expect(rosa.mentionedIds).toEqual(['r1']);
    expect(readFacts('nasci em 68', { today }).anoNascimento).toBe(1968);
  });
});
