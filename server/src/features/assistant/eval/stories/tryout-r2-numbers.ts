/**
 * Numbers as people type or dictate them: a CPF said digit by digit in words ("ponto", "traço",
 * "meia" for six), a birth date with spaces ("03 11 1958"), dates and an address said in words, a
 * year corrected in the middle of the sentence; and a trade misspelt or told with its employer.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const DIGITS = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'meia', 'sete', 'oito', 'nove'];

/** A CPF dictated digit by digit, with "ponto" and "traço". */
function cpfSaid(cpf: string): string {
  const said = (s: string) => [...s].map((c) => DIGITS[Number(c)]).join(' ');
  return `${said(cpf.slice(0, 3))} ponto ${said(cpf.slice(3, 6))} ponto ${said(cpf.slice(6, 9))} traço ${said(cpf.slice(9))}`;
}

const raimunda = cpfFrom('318546279');
const raimundaW = [
  witness('Francisco das Chagas Melo', '429657381', '1961-05-19'),
  witness('Antônia Lúcia Braga', '530768492', '1970-10-02'),
  witness('José Wilson Teixeira', '641879503', '1966-03-28'),
];

/** Widow, dictates to the phone; two children; the disponível to her daughter. */
export const raimundaDita = story({
  id: 'tryout-r2-numbers-raimunda-ce-dita-cpf',
  who: {
    age: 67,
    region: 'Fortaleza/CE',
    typing: 'dita ao celular: CPF número por número, datas e endereço por extenso',
    family: 'viúva; dois filhos adultos; a parte disponível para a filha',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'raimunda nonata freitas',
    cpf: `meu cpf e ${cpfSaid(raimunda)}`,
    nascimento: 'nasci no dia quatro de julho de mil novecentos e cinquenta e nove',
    naturalidade: 'quixada ceara',
    nacionalidade: 'brasileira',
    profissao: 'cabelereira, tenho um salaozinho em casa',
    endereco:
      'rua padre valdevino numero mil trezentos e vinte apartamento cento e dois aldeota fortaleza ceara cep sessenta mil cento e trinta e cinco zero quarenta',
    estado_civil: 'viuva',
    filhos:
      'joao paulo freitas lima nascido em dez de maio de mil novecentos e oitenta e dois e ana beatriz freitas lima nascida em vinte e dois de agosto de mil novecentos e oitenta e cinco nao oitenta e seis',
    pais: 'ja faleceram',
    heranca: 'a parte disponivel toda pra ana beatriz',
    testamenteiro: 'meu filho joao paulo',
    forma: 'particular',
    testemunhas: typeWitnesses(raimundaW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Raimunda Nonata Freitas',
      cpf: raimunda,
      dataNascimento: '1959-07-04',
      naturalidade: 'Quixadá/CE',
      nacionalidade: 'brasileira',
      profissao: 'cabeleireira',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Padre Valdevino',
        numero: '1320',
        complemento: 'apto 102',
        bairro: 'Aldeota',
        cidade: 'Fortaleza',
        uf: 'CE',
        cep: '60135040',
      },
    },
    filhos: [
      { nome: 'João Paulo Freitas Lima', dataNascimento: '1982-05-10', menor: false },
      { nome: 'Ana Beatriz Freitas Lima', dataNascimento: '1986-08-22', menor: false },
    ],
    heranca: [{ beneficiario: 'Ana Beatriz Freitas Lima', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'João Paulo Freitas Lima' }],
    forma: 'particular',
    local: { cidade: 'Fortaleza', uf: 'CE' },
    testemunhas: raimundaW,
  },
});

const gilmar = cpfFrom('742615830');
const gilmarW = [
  witness('Rosângela Pires Moura', '853726941', '1972-12-09'),
  witness('Edson Luiz Camargo', '964837052', '1964-08-15'),
  witness('Márcia Regina Toledo', '175948063', '1978-01-30'),
];

/** Single, no children, parents dead: a date with spaces, the trade with the employer. */
export const gilmarEspacos = story({
  id: 'tryout-r2-numbers-gilmar-pr-data-espacos',
  who: {
    age: 68,
    region: 'Londrina/PR',
    typing: 'números separados por espaço, conta onde trabalha',
    family: 'solteiro, sem filhos, pais falecidos; tudo para o sobrinho',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'gilmar antonio bortolotti',
    cpf: formatCpf(gilmar),
    nascimento: '03 11 1958',
    naturalidade: 'apucarana pr',
    nacionalidade: 'brasileiro',
    profissao: 'sou vigilante na prefeitura faz vinte anos',
    endereco: 'rua sergipe 845, centro, londrina pr, cep 86010-360',
    estado_civil: 'solteiro',
    filhos: 'nao tenho',
    pais: 'nao, ja faleceram',
    heranca: 'tudo pro meu sobrinho diego bortolotti ramos',
    testamenteiro: 'o diego',
    forma: 'particular',
    testemunhas: typeWitnesses(gilmarW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Gilmar Antônio Bortolotti',
      cpf: gilmar,
      dataNascimento: '1958-11-03',
      naturalidade: 'Apucarana/PR',
      nacionalidade: 'brasileiro',
      profissao: 'vigilante',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Sergipe',
        numero: '845',
        bairro: 'Centro',
        cidade: 'Londrina',
        uf: 'PR',
        cep: '86010360',
      },
    },
    heranca: [{ beneficiario: 'Diego Bortolotti Ramos', percentual: 100, base: 'total' }],
    testamenteiros: [{ nome: 'Diego Bortolotti Ramos' }],
    forma: 'particular',
    local: { cidade: 'Londrina', uf: 'PR' },
    testemunhas: gilmarW,
  },
});

const valdir = cpfFrom('853179246');
const valdirW = [
  witness('Sônia Maria Kuhn', '264917358', '1967-04-12'),
  witness('Ademir José Rech', '375028469', '1959-09-03'),
  witness('Clarice Beatriz Flach', '486139570', '1974-06-25'),
];

/** Widower; the children's dates typed with spaces; a trade misspelt; the disponível to his son. */
export const valdirEspacos = story({
  id: 'tryout-r2-numbers-valdir-rs-filhos-datas-espacos',
  who: {
    age: 71,
    region: 'Santa Cruz do Sul/RS',
    typing: 'datas com espaços no lugar das barras, erra a grafia da profissão',
    family: 'viúvo; dois filhos adultos; a parte disponível para o filho',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'valdir luiz schmitt',
    cpf: formatCpf(valdir),
    nascimento: 'nasci 5 3 1955',
    naturalidade: 'venancio aires rs',
    nacionalidade: 'brasileiro',
    profissao: 'eletrecista aposentado',
    endereco: 'rua marechal floriano 1290, centro, santa cruz do sul rs, cep 96810-004',
    estado_civil: 'viuvo',
    filhos: 'marcos schmitt 14 03 1979\njuliana schmitt 02 11 1983',
    pais: 'nao, ja faleceram',
    heranca: 'a parte disponivel toda pro marcos',
    testamenteiro: 'minha filha juliana',
    forma: 'particular',
    testemunhas: typeWitnesses(valdirW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Valdir Luiz Schmitt',
      cpf: valdir,
      dataNascimento: '1955-03-05',
      naturalidade: 'Venâncio Aires/RS',
      nacionalidade: 'brasileiro',
      profissao: 'eletricista aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Marechal Floriano',
        numero: '1290',
        bairro: 'Centro',
        cidade: 'Santa Cruz do Sul',
        uf: 'RS',
        cep: '96810004',
      },
    },
    filhos: [
      { nome: 'Marcos Schmitt', dataNascimento: '1979-03-14', menor: false },
      { nome: 'Juliana Schmitt', dataNascimento: '1983-11-02', menor: false },
    ],
    heranca: [{ beneficiario: 'Marcos Schmitt', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Juliana Schmitt' }],
    forma: 'particular',
    local: { cidade: 'Santa Cruz do Sul', uf: 'RS' },
    testemunhas: valdirW,
  },
});

export const TRYOUT_R2_NUMBERS = [raimundaDita, gilmarEspacos, valdirEspacos];
