/** Stories from inland cities of the South: Londrina, Pelotas, Joinville. */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { formatCnpj, quiet, typeWitnesses, witness } from './common.ts';

const alineCpf = cpfFrom('264810537');
const alineW = [
  witness('Beatriz Yamamoto Silva', '375921648', '1989-01-21'),
  witness('Cristiano Moreira Nunes', '486032759', '1984-04-14'),
  witness('Tânia Regina Osório', '597143860', '1979-07-27'),
];
export const aline = story({
  id: 'aline-pr-dois-tutores',
  who: {
    age: 35,
    region: 'Londrina/PR',
    typing: 'rápida, sem pontuação',
    family: 'divorciada, 2 filhos menores, dois tutores em ordem, o pai não concorda',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'aline fernanda costa',
    cpf: formatCpf(alineCpf),
    nascimento: '04/04/1991',
    naturalidade: 'londrina pr',
    nacionalidade: 'brasileira',
    profissao: 'enfermeira',
    endereco: 'av higienopolis, 1100, apto 33, centro, londrina/pr, cep 86020-080',
    estado_civil: 'divorciada',
    filhos: 'enzo costa ribeiro 06/06/2016\nvalentina costa ribeiro 09/09/2019',
    filhos_menores: 'os dois',
    heranca: 'nenhum',
    legados: ['meu carro hb20 fica pra minha irma daniela', 'carro HB20 para Daniela Costa Lima'],
    legados_valor: 'o carro uns 55 mil, e tudo uns 350 mil',
    tutor: [
      'minha irma daniela costa lima e depois meu cunhado paulo henrique lima',
      'Daniela Costa Lima, Paulo Henrique Lima',
    ],
    outro_genitor: 'sim o pai deles ta vivo',
    tutor_concorda: 'nao, ele nao concorda',
    testamenteiro: 'minha irma daniela',
    forma: 'particular',
    testemunhas: typeWitnesses(alineW, 'plain'),
    revisao: ['sim', 'ciente', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Aline Fernanda Costa',
      cpf: alineCpf,
      dataNascimento: '1991-04-04',
      naturalidade: 'Londrina/PR',
      nacionalidade: 'brasileira',
      profissao: 'enfermeira',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Avenida Higienópolis',
        numero: '1100',
        complemento: 'apto 33',
        bairro: 'Centro',
        cidade: 'Londrina',
        uf: 'PR',
        cep: '86020080',
      },
    },
    filhos: [
      { nome: 'Enzo Costa Ribeiro', dataNascimento: '2016-06-06', menor: true },
      { nome: 'Valentina Costa Ribeiro', dataNascimento: '2019-09-09', menor: true },
    ],
    legados: [{ beneficiario: 'Daniela Costa Lima', descricao: 'meu carro HB20' }],
    tutela: {
      tutores: ['Daniela Costa Lima', 'Paulo Henrique Lima'],
      outroGenitorVivo: true,
      outroGenitorConcorda: false,
    },
    testamenteiros: [{ nome: 'Daniela Costa Lima' }],
    forma: 'particular',
    local: { cidade: 'Londrina', uf: 'PR' },
    testemunhas: alineW,
  },
});

const ernestoCpf = cpfFrom('375184926');
const ernestoW = [
  witness('Jairo Nunes da Rosa', '486295037', '1960-10-10'),
  witness('Eloá Farias Brum', '597306148', '1966-06-26'),
  witness('Darci Pinheiro Xavier', '608417259', '1958-08-18'),
];
export const ernesto = story({
  id: 'ernesto-rs-separacao-obrigatoria',
  who: {
    age: 78,
    region: 'Pelotas/RS',
    typing: 'gaúcho, "tchê", frases curtas',
    family: 'casou aos 72 (separação obrigatória), 2 filhos adultos do primeiro casamento',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    proprio: 'sim tchê',
    nome: 'Ernesto Luís Dornelles',
    cpf: ernestoCpf,
    nascimento: '06/06/1948',
    naturalidade: 'pelotas rs',
    nacionalidade: 'brasileiro',
    profissao: 'veterinario aposentado',
    endereco: 'rua xv de novembro, 610, centro, pelotas/rs, cep 96015-000',
    estado_civil: 'casado de novo, em 2020, com a maria cecilia amaral',
    conjuge_nome: 'maria cecilia amaral',
    regime: 'separacao obrigatoria, casei com mais de 70',
    filhos: 'jorge dornelles 01/01/1975\nmarta dornelles prates 02/02/1978',
    filhos_menores: 'nenhum',
    heranca: [
      '30% da disponivel pra maria cecilia e o resto da disponivel pro meu filho jorge',
      '15% para maria cecilia amaral e 35% para jorge dornelles',
    ],
    testamenteiro: 'meu filho jorge dornelles',
    forma: 'particular',
    testemunhas: typeWitnesses(ernestoW, 'br'),
  },
  covers: {
    naturalidade: ['nacionalidade'],
    estado_civil: ['conjuge_nome'],
    filhos: ['filhos_menores'],
  },
  facts: {
    testador: {
      nome: 'Ernesto Luís Dornelles',
      cpf: ernestoCpf,
      dataNascimento: '1948-06-06',
      naturalidade: 'Pelotas/RS',
      nacionalidade: 'brasileiro',
      profissao: 'veterinário aposentado',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua XV de Novembro',
        numero: '610',
        bairro: 'Centro',
        cidade: 'Pelotas',
        uf: 'RS',
        cep: '96015000',
      },
    },
    conjuge: {
      nome: 'Maria Cecília Amaral',
      tipo: 'casamento',
      regimeBens: 'separacao_obrigatoria',
    },
    filhos: [
      { nome: 'Jorge Dornelles', dataNascimento: '1975-01-01', menor: false },
      { nome: 'Marta Dornelles Prates', dataNascimento: '1978-02-02', menor: false },
    ],
    heranca: [
      { beneficiario: 'Maria Cecília Amaral', percentual: 30, base: 'disponivel' },
      { beneficiario: 'Jorge Dornelles', percentual: 70, base: 'disponivel' },
    ],
    testamenteiros: [{ nome: 'Jorge Dornelles' }],
    forma: 'particular',
    local: { cidade: 'Pelotas', uf: 'RS' },
    testemunhas: ernestoW,
  },
});

const helgaCpf = cpfFrom('486295730');
const apaeCnpj = cnpjFrom('835123450001');
const helgaW = [
  witness('Volnei Schulz Hoffmann', '597306841', '1970-03-30'),
  witness('Ingrid Laus Pereira', '608417952', '1982-11-11'),
  witness('Osni Krueger Lopes', '719528063', '1965-05-15'),
];
export const helga = story({
  id: 'helga-sc-separacao-convencional-apae',
  who: {
    age: 69,
    region: 'Joinville/SC',
    typing: 'cuidadosa, escreve por extenso',
    family: 'casada em separação convencional, sem filhos, pais falecidos; APAE',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    nome: 'Helga Schroeder Müller',
    cpf: formatCpf(helgaCpf),
    nascimento: '13 de março de 1957',
    naturalidade: 'Joinville, Santa Catarina',
    nacionalidade: 'brasileira',
    profissao: 'contadora aposentada',
    endereco: 'Rua Blumenau, 300, América, Joinville/SC, CEP 89204-250',
    estado_civil: 'Casada, com separação convencional de bens',
    conjuge_nome: 'Werner Müller',
    regime: 'Separação convencional, temos pacto antenupcial',
    filhos: 'Não temos filhos',
    pais: ['Meus pais já são falecidos', 'Não'],
    heranca: [
      'Toda a parte disponível para a Associação de Pais e Amigos dos Excepcionais de Joinville (APAE)',
      '50% para a Associação de Pais e Amigos dos Excepcionais de Joinville',
    ],
    cnpj: formatCnpj(apaeCnpj),
    testamenteiro: ['Meu marido, Werner Müller', 'Werner Müller'],
    forma: 'Particular',
    testemunhas: typeWitnesses(helgaW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'], estado_civil: ['regime'] },
  facts: {
    testador: {
      nome: 'Helga Schroeder Müller',
      cpf: helgaCpf,
      dataNascimento: '1957-03-13',
      naturalidade: 'Joinville/SC',
      nacionalidade: 'brasileira',
      profissao: 'contadora aposentada',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Blumenau',
        numero: '300',
        bairro: 'América',
        cidade: 'Joinville',
        uf: 'SC',
        cep: '89204250',
      },
    },
    conjuge: { nome: 'Werner Müller', tipo: 'casamento', regimeBens: 'separacao_convencional' },
    heranca: [
      {
        beneficiario: 'Associação de Pais e Amigos dos Excepcionais de Joinville',
        percentual: 100,
        base: 'disponivel',
        cnpj: apaeCnpj,
      },
    ],
    testamenteiros: [{ nome: 'Werner Müller' }],
    forma: 'particular',
    local: { cidade: 'Joinville', uf: 'SC' },
    testemunhas: helgaW,
  },
});

export const SOUTH_INLAND = [aline, ernesto, helga];
