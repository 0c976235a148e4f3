/**
 * Addresses as people type them: a planned city's quadra and its street before the lote (Palmas
 * "qd 104 norte rua ne 5 lt 12", Goiânia "rua t-63 qd 120 lt 7"), and the talk around the
 * neighbourhood ("aqui no renascença", "perto do shopping") that is never part of its name.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const dalvaCpf = cpfFrom('713952864');
const dalvaW = [
  witness('Edvaldo Pereira Lima', '724063975', '1970-04-12'),
  witness('Lucineide Costa Brito', '735174086', '1975-10-30'),
  witness('Ronaldo Sousa Milhomem', '746285197', '1968-02-08'),
];
/** Palmas: the quadra, its street and the lote, abbreviated, no commas. */
export const dalva = story({
  id: 'tryout-r2address-dalva-to-quadra-norte',
  who: {
    age: 52,
    region: 'Palmas/TO',
    typing: 'abreviações, sem vírgulas, minúsculas',
    family: 'divorciada; um filho maior',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'dalva pereira milhomem',
    cpf: formatCpf(dalvaCpf),
    nascimento: '21/03/1974',
    naturalidade: 'porto nacional to',
    nacionalidade: 'brasileira',
    profissao: 'professora',
    endereco: 'moro na qd 104 norte rua ne 5 lt 12 plano diretor norte palmas to cep 77006-022',
    estado_civil: 'divorciada',
    filhos: 'caio pereira milhomem 05/05/1998',
    pais: 'meus pais ja faleceram',
    heranca: 'nao',
    testamenteiro: 'meu filho caio',
    forma: 'particular',
    testemunhas: typeWitnesses(dalvaW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Dalva Pereira Milhomem',
      cpf: dalvaCpf,
      dataNascimento: '1974-03-21',
      naturalidade: 'Porto Nacional/TO',
      nacionalidade: 'brasileira',
      profissao: 'professora',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Quadra 104 Norte, Rua NE 5',
        numero: 'Lote 12',
        bairro: 'Plano Diretor Norte',
        cidade: 'Palmas',
        uf: 'TO',
        cep: '77006022',
      },
    },
    filhos: [{ nome: 'Caio Pereira Milhomem', dataNascimento: '1998-05-05', menor: false }],
    testamenteiros: [{ nome: 'Caio Pereira Milhomem' }],
    forma: 'particular',
    local: { cidade: 'Palmas', uf: 'TO' },
    testemunhas: dalvaW,
  },
});

const wanderleyCpf = cpfFrom('757396208');
const wanderleyW = [
  witness('Cleide Martins Rocha', '768407319', '1966-07-19'),
  witness('Anderson Vieira Prado', '779518420', '1979-12-03'),
  witness('Marisa Gomes Fleury', '781629531', '1972-06-25'),
];
/** Goiânia: a street named by a code, its quadra and lote, the sector before the city. */
export const wanderley = story({
  id: 'tryout-r2address-wanderley-go-rua-t-qd-lt',
  who: {
    age: 63,
    region: 'Goiânia/GO',
    typing: 'vírgulas, abreviações de quadra e lote',
    family: 'viúvo; uma filha maior',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'Wanderley Rocha Fleury',
    cpf: formatCpf(wanderleyCpf),
    nascimento: '14/09/1963',
    naturalidade: 'anapolis go',
    nacionalidade: 'brasileiro',
    profissao: 'comerciante',
    endereco: 'Rua T-63 qd 120 lt 7, setor bueno, goiania go, cep 74230-100',
    estado_civil: 'viuvo',
    filhos: 'Patrícia Fleury Rocha, 11/11/1990',
    pais: 'meus pais ja faleceram',
    heranca: 'nao',
    testamenteiro: 'minha filha patricia',
    forma: 'particular',
    testemunhas: typeWitnesses(wanderleyW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Wanderley Rocha Fleury',
      cpf: wanderleyCpf,
      dataNascimento: '1963-09-14',
      naturalidade: 'Anápolis/GO',
      nacionalidade: 'brasileiro',
      profissao: 'comerciante',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua T-63, Quadra 120',
        numero: 'Lote 7',
        bairro: 'Setor Bueno',
        cidade: 'Goiânia',
        uf: 'GO',
        cep: '74230100',
      },
    },
    filhos: [{ nome: 'Patrícia Fleury Rocha', dataNascimento: '1990-11-11', menor: false }],
    testamenteiros: [{ nome: 'Patrícia Fleury Rocha' }],
    forma: 'particular',
    local: { cidade: 'Goiânia', uf: 'GO' },
    testemunhas: wanderleyW,
  },
});

const rosilenaCpf = cpfFrom('792730642');
const rosilenaW = [
  witness('Benedita Sousa Serra', '803841753', '1962-01-14'),
  witness('Raimundo Nonato Frazão', '814952864', '1959-05-28'),
  witness('Conceição Lima Carvalho', '826063975', '1971-08-09'),
];
/** São Luís: the neighbourhood said with "aqui no … perto do …". */
export const rosilena = story({
  id: 'tryout-r2address-rosilena-ma-aqui-perto-do',
  who: {
    age: 58,
    region: 'São Luís/MA',
    typing: 'frases corridas, fala como conversa',
    family: 'solteira; um filho maior',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'Rosilena Serra Frazão',
    cpf: formatCpf(rosilenaCpf),
    nascimento: '30/06/1968',
    naturalidade: 'são luís',
    nacionalidade: 'brasileira',
    profissao: 'costureira',
    endereco:
      'moro na rua dos pinheiros 45 aqui no renascença perto do shopping, são luís, cep 65075-000',
    estado_civil: 'solteira',
    filhos: 'Mateus Serra Frazão, 02/02/1992',
    pais: 'meus pais ja faleceram',
    heranca: 'nao',
    testamenteiro: 'meu filho mateus',
    forma: 'particular',
    testemunhas: typeWitnesses(rosilenaW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Rosilena Serra Frazão',
      cpf: rosilenaCpf,
      dataNascimento: '1968-06-30',
      naturalidade: 'São Luís/MA',
      nacionalidade: 'brasileira',
      profissao: 'costureira',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua dos Pinheiros',
        numero: '45',
        bairro: 'Renascença',
        cidade: 'São Luís',
        uf: 'MA',
        cep: '65075000',
      },
    },
    filhos: [{ nome: 'Mateus Serra Frazão', dataNascimento: '1992-02-02', menor: false }],
    testamenteiros: [{ nome: 'Mateus Serra Frazão' }],
    forma: 'particular',
    local: { cidade: 'São Luís', uf: 'MA' },
    testemunhas: rosilenaW,
  },
});

const valdemarCpf = cpfFrom('837184096');
const valdemarW = [
  witness('Benedita Sousa Serra', '848295107', '1962-01-14'),
  witness('Raimundo Nonato Frazão', '859306218', '1959-05-28'),
  witness('Conceição Lima Carvalho', '860417329', '1971-08-09'),
];
/** Voice typing: the house number and the CEP said in words. */
export const valdemar = story({
  id: 'tryout-r2address-valdemar-ma-numeros-falados',
  who: {
    age: 58,
    region: 'São Luís/MA',
    typing: 'digitação por voz: números por extenso, sem pontuação',
    family: 'solteiro; um filho maior',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'Valdemar Serra Frazão',
    cpf: formatCpf(valdemarCpf),
    nascimento: '30/06/1968',
    naturalidade: 'são luís',
    nacionalidade: 'brasileiro',
    profissao: 'pedreiro',
    endereco:
      'moro na rua dos pinheiros numero cento e quarenta e cinco no renascença são luís cep sessenta e cinco mil e setenta e cinco zero zero zero',
    estado_civil: 'solteiro',
    filhos: 'Mateus Serra Frazão, 02/02/1992',
    pais: 'meus pais ja faleceram',
    heranca: 'nao',
    testamenteiro: 'meu filho mateus',
    forma: 'particular',
    testemunhas: typeWitnesses(valdemarW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Valdemar Serra Frazão',
      cpf: valdemarCpf,
      dataNascimento: '1968-06-30',
      naturalidade: 'São Luís/MA',
      nacionalidade: 'brasileiro',
      profissao: 'pedreiro',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua dos Pinheiros',
        numero: '145',
        bairro: 'Renascença',
        cidade: 'São Luís',
        uf: 'MA',
        cep: '65075000',
      },
    },
    filhos: [{ nome: 'Mateus Serra Frazão', dataNascimento: '1992-02-02', menor: false }],
    testamenteiros: [{ nome: 'Mateus Serra Frazão' }],
    forma: 'particular',
    local: { cidade: 'São Luís', uf: 'MA' },
    testemunhas: valdemarW,
  },
});

export const TRYOUT_R2_ADDRESS = [dalva, wanderley, rosilena, valdemar];
