/**
 * From a try with people typing children and parents their own way: twins said with one date for
 * both, after a brother; children dictated by voice; parents typed without a comma;
 * "bairro novo", the name of a neighbourhood of Olinda. Each twin gets the shared date, each dictated
 * child his own.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const marlyCpf = cpfFrom('815263749');
const marlyW = [
  witness('Sônia Regina Faria', '826374950', '1970-05-05'),
  witness('Otávio Lins Barreto', '837495061', '1966-08-08'),
  witness('Cleide Souto Lima', '848506172', '1974-11-11'),
];
/** Twins after a brother: "o joao de 1990 e as gemeas ana e bia de 12/03/1995". */
export const marly = story({
  id: 'marly-pe-gemeas-depois-do-irmao',
  who: {
    age: 66,
    region: 'Recife/PE',
    typing: 'minúsculas, sem acento, nomes completos',
    family: 'viúva; um filho e gêmeas adultas; pais falecidos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'marly cavalcanti duarte',
    cpf: formatCpf(marlyCpf),
    nascimento: '03/05/1960',
    naturalidade: 'recife pe',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada',
    endereco: 'rua do hospicio 230, boa vista, recife/pe, cep 50050-050',
    estado_civil: 'viuva',
    filhos:
      'tenho 3 filhos, o joao cavalcanti duarte de 10/10/1990 e as gemeas ana cavalcanti duarte e bia cavalcanti duarte de 12/03/1995',
    pais: 'ja faleceram os dois',
    avos: 'ja faleceram todos',
    heranca: 'nao',
    testamenteiro: 'meu filho joao',
    forma: 'particular',
    testemunhas: typeWitnesses(marlyW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Marly Cavalcanti Duarte',
      cpf: marlyCpf,
      dataNascimento: '1960-05-03',
      naturalidade: 'Recife/PE',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua do Hospício',
        numero: '230',
        bairro: 'Boa Vista',
        cidade: 'Recife',
        uf: 'PE',
        cep: '50050050',
      },
    },
    filhos: [
      { nome: 'João Cavalcanti Duarte', dataNascimento: '1990-10-10', menor: false },
      { nome: 'Ana Cavalcanti Duarte', dataNascimento: '1995-03-12', menor: false },
      { nome: 'Bia Cavalcanti Duarte', dataNascimento: '1995-03-12', menor: false },
    ],
    testamenteiros: [{ nome: 'João Cavalcanti Duarte' }],
    forma: 'particular',
    local: { cidade: 'Recife', uf: 'PE' },
    testemunhas: marlyW,
  },
});

const geraldoCpf = cpfFrom('859617283');
const geraldoW = [
  witness('Nilton Braga Sales', '860728394', '1969-02-02'),
  witness('Rosa Helena Viana', '871839405', '1972-06-06'),
  witness('Tadeu Melo Andrade', '882940516', '1965-09-09'),
];
/** Dictated by voice: "vírgula" said, no punctuation, the children's dates in words. */
export const geraldo = story({
  id: 'geraldo-mg-filhos-ditados-por-voz',
  who: {
    age: 68,
    region: 'Uberlândia/MG',
    typing: 'ditado por voz: vírgula falada, datas por extenso',
    family: 'viúvo; dois filhos adultos; pais falecidos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'geraldo silva bastos',
    cpf: formatCpf(geraldoCpf),
    nascimento: 'dez de outubro de mil novecentos e cinquenta e oito',
    naturalidade: 'uberlandia minas gerais',
    nacionalidade: 'brasileiro',
    profissao: 'motorista aposentado',
    endereco: 'rua goias 500 virgula centro virgula uberlandia mg virgula cep 38400-027',
    estado_civil: 'viuvo',
    filhos:
      'meus filhos sao joao carlos silva nascido em doze de maio de mil novecentos e noventa virgula maria silva nascida em tres de junho de noventa e dois',
    pais: 'ja faleceram os dois',
    avos: 'ja faleceram todos',
    heranca: 'nao',
    testamenteiro: 'meu filho joao carlos',
    forma: 'particular',
    testemunhas: typeWitnesses(geraldoW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Geraldo Silva Bastos',
      cpf: geraldoCpf,
      dataNascimento: '1958-10-10',
      naturalidade: 'Uberlândia/MG',
      nacionalidade: 'brasileiro',
      profissao: 'motorista aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Goiás',
        numero: '500',
        bairro: 'Centro',
        cidade: 'Uberlândia',
        uf: 'MG',
        cep: '38400027',
      },
    },
    filhos: [
      { nome: 'João Carlos Silva', dataNascimento: '1990-05-12', menor: false },
      { nome: 'Maria Silva', dataNascimento: '1992-06-03', menor: false },
    ],
    testamenteiros: [{ nome: 'João Carlos Silva' }],
    forma: 'particular',
    local: { cidade: 'Uberlândia', uf: 'MG' },
    testemunhas: geraldoW,
  },
});

const ivanildoCpf = cpfFrom('893051627');
const ivanildoW = [
  witness('Marcelo Dias Pontes', '904162738', '1971-03-03'),
  witness('Juliana Prado Costa', '915273849', '1985-07-07'),
  witness('Renato Luz Ferreira', '926384950', '1979-12-12'),
];
/** Parents typed without punctuation: "pai … falecido mae … viva". */
export const ivanildo = story({
  id: 'ivanildo-pb-pais-sem-virgula',
  who: {
    age: 47,
    region: 'João Pessoa/PB',
    typing: 'minúsculas, sem vírgula nem acento',
    family: 'solteiro, sem filhos; pai falecido, mãe viva',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'ivanildo rodrigues neto',
    cpf: formatCpf(ivanildoCpf),
    nascimento: '21/01/1979',
    naturalidade: 'joao pessoa pb',
    nacionalidade: 'brasileiro',
    profissao: 'eletricista',
    endereco: 'rua das trincheiras 310, jaguaribe, joao pessoa/pb, cep 58015-020',
    estado_civil: 'solteiro',
    filhos: 'nao tenho',
    pais: 'pai albano rodrigues falecido mae maria das gracas rodrigues viva',
    heranca: 'nao',
    testamenteiro: 'minha mae',
    forma: 'particular',
    testemunhas: typeWitnesses(ivanildoW, 'plain'),
  },
  facts: {
    testador: {
      nome: 'Ivanildo Rodrigues Neto',
      cpf: ivanildoCpf,
      dataNascimento: '1979-01-21',
      naturalidade: 'João Pessoa/PB',
      nacionalidade: 'brasileiro',
      profissao: 'eletricista',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua das Trincheiras',
        numero: '310',
        bairro: 'Jaguaribe',
        cidade: 'João Pessoa',
        uf: 'PB',
        cep: '58015020',
      },
    },
    ascendentes: [{ nome: 'Maria das Graças Rodrigues', grau: 'mae' }],
    testamenteiros: [{ nome: 'Maria das Graças Rodrigues' }],
    forma: 'particular',
    local: { cidade: 'João Pessoa', uf: 'PB' },
    testemunhas: ivanildoW,
  },
});

const socorroCpf = cpfFrom('937495061');
const socorroW = [
  witness('Edna Maria Lacerda', '948506172', '1967-04-04'),
  witness('Fábio Nunes Araújo', '959617283', '1980-08-08'),
  witness('Lenira Gomes Batista', '960728394', '1962-10-10'),
];
/** "bairro novo": in Olinda, Bairro Novo is the neighbourhood's whole name. */
export const socorro = story({
  id: 'socorro-pe-mora-no-bairro-novo',
  who: {
    age: 59,
    region: 'Olinda/PE',
    typing: 'minúsculas, vírgulas, sem acento',
    family: 'divorciada, sem filhos; pais falecidos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'maria do socorro lacerda',
    cpf: formatCpf(socorroCpf),
    nascimento: '14/09/1967',
    naturalidade: 'olinda pe',
    nacionalidade: 'brasileira',
    profissao: 'costureira',
    endereco: 'rua do sol 45, bairro novo, olinda, cep 53030-010',
    estado_civil: 'divorciada',
    filhos: 'nao tenho',
    pais: 'ja faleceram os dois',
    avos: 'ja faleceram todos',
    heranca: 'nao',
    testamenteiro: 'minha prima edna maria lacerda',
    forma: 'particular',
    testemunhas: typeWitnesses(socorroW, 'br'),
  },
  facts: {
    testador: {
      nome: 'Maria do Socorro Lacerda',
      cpf: socorroCpf,
      dataNascimento: '1967-09-14',
      naturalidade: 'Olinda/PE',
      nacionalidade: 'brasileira',
      profissao: 'costureira',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua do Sol',
        numero: '45',
        bairro: 'Bairro Novo',
        cidade: 'Olinda',
        uf: 'PE',
        cep: '53030010',
      },
    },
    testamenteiros: [{ nome: 'Edna Maria Lacerda' }],
    forma: 'particular',
    local: { cidade: 'Olinda', uf: 'PE' },
    testemunhas: socorroW,
  },
});

export const TRYOUT_FAMILY4 = [marly, geraldo, ivanildo, socorro];
