/**
 * People of a second try in the browser: a second marriage told with the first divorce, a single
 * mother who "só namorou" the child's father, parents pasted as "Mãe: … (viva, 89 anos)" lines or
 * named after "tão vivos", and unions registered "no cartório" said in the people's own words.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const robertoCpf = cpfFrom('318274659');
const robertoW = [
  witness('Cláudio Henrique Prates', '429385761', '1965-05-05'),
  witness('Sandra Regina Moura', '530496872', '1971-11-11'),
  witness('Fábio Luis Antunes', '641507983', '1980-08-08'),
];
/** "casado, é meu segundo casamento, me divorciei da primeira em 2001": married now. */
export const robertoSegundoCasamento = story({
  id: 'roberto-sp-segundo-casamento',
  who: {
    age: 61,
    region: 'Campinas/SP',
    typing: 'frases corridas, conta a história do primeiro casamento',
    family: 'casado pela segunda vez (divorciado da primeira em 2001), um filho adulto',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'roberto carlos andrade',
    sexo: 'homem',
    cpf: formatCpf(robertoCpf),
    nascimento: '14/07/1965',
    naturalidade: 'campinas sp',
    nacionalidade: 'brasileiro',
    profissao: 'eletricista',
    endereco: 'rua barao de jaguara 900 centro campinas sp cep 13015-001',
    estado_civil: 'casado, é meu segundo casamento, me divorciei da primeira em 2001',
    conjuge_nome: 'silvia helena moraes andrade',
    regime: 'comunhao parcial',
    filhos: 'lucas moraes andrade 03/03/1998',
    filhos_menores: 'nenhum',
    bens_particulares: 'nao',
    heranca: 'nenhum',
    testamenteiro: 'minha esposa silvia',
    forma: 'particular',
    testemunhas: typeWitnesses(robertoW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Roberto Carlos Andrade',
      cpf: robertoCpf,
      dataNascimento: '1965-07-14',
      naturalidade: 'Campinas/SP',
      nacionalidade: 'brasileiro',
      profissao: 'eletricista',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Barão de Jaguara',
        numero: '900',
        bairro: 'Centro',
        cidade: 'Campinas',
        uf: 'SP',
        cep: '13015001',
      },
    },
    conjuge: {
      nome: 'Silvia Helena Moraes Andrade',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [{ nome: 'Lucas Moraes Andrade', dataNascimento: '1998-03-03', menor: false }],
    testamenteiros: [{ nome: 'Silvia Helena Moraes Andrade' }],
    forma: 'particular',
    local: { cidade: 'Campinas', uf: 'SP' },
    testemunhas: robertoW,
  },
});

const jessicaCpf = cpfFrom('752618394');
const jessicaW = [
  witness('Patrícia Gomes Leal', '863729405', '1988-02-14'),
  witness('Rodrigo Alves Pinto', '974830516', '1979-06-30'),
  witness('Márcia Cristina Lobo', '185941627', '1969-12-01'),
];
/** "solteira. quer dizer, o pai do meu filho e eu só namoramos": single, never a union. */
export const jessicaSolteira = story({
  id: 'jessica-ba-solteira-so-namoramos',
  who: {
    age: 34,
    region: 'Salvador/BA',
    typing: 'minúsculas, explica demais, se corrige no meio da frase',
    family: 'solteira, um filho menor; o pai do filho nunca foi marido nem companheiro',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'jessica santos oliveira',
    sexo: 'mulher',
    cpf: formatCpf(jessicaCpf),
    nascimento: '09/09/1992',
    naturalidade: 'salvador ba',
    nacionalidade: 'brasileira',
    profissao: 'técnica de enfermagem',
    endereco: 'rua direta da piedade 77 piedade salvador ba cep 40070-190',
    estado_civil:
      'solteira. quer dizer, o pai do meu filho e eu só namoramos, nunca casamos nem moramos juntos',
    filhos: 'davi santos oliveira 15/01/2015',
    filhos_menores: 'ele mesmo',
    heranca: 'nenhum',
    tutor: 'minha irma, tatiane santos oliveira',
    outro_genitor: 'sim, ta vivo',
    tutor_concorda: 'nao',
    testamenteiro: 'pular',
    forma: 'particular',
    testemunhas: typeWitnesses(jessicaW, 'br'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Jéssica Santos Oliveira',
      cpf: jessicaCpf,
      dataNascimento: '1992-09-09',
      naturalidade: 'Salvador/BA',
      nacionalidade: 'brasileira',
      profissao: 'técnica de enfermagem',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Direta da Piedade',
        numero: '77',
        bairro: 'Piedade',
        cidade: 'Salvador',
        uf: 'BA',
        cep: '40070190',
      },
    },
    filhos: [{ nome: 'Davi Santos Oliveira', dataNascimento: '2015-01-15', menor: true }],
    tutela: {
      tutores: ['Tatiane Santos Oliveira'],
      outroGenitorVivo: true,
      outroGenitorConcorda: false,
    },
    forma: 'particular',
    local: { cidade: 'Salvador', uf: 'BA' },
    testemunhas: jessicaW,
  },
});

const anaCpf = cpfFrom('296385174');
const anaW = [
  witness('Tadeu Wisniewski', '307496285', '1960-03-03'),
  witness('Helena Zawadzki', '418507396', '1966-04-04'),
  witness('Marcos Kaminski', '529618407', '1974-05-05'),
];
/** Parents pasted as labelled lines: "Mãe: Irena Kowalski (viva, 89 anos)". */
export const anaKowalski = story({
  id: 'ana-pr-pais-em-linhas',
  who: {
    age: 60,
    region: 'Curitiba/PR',
    typing: 'cola texto pronto, com rótulos e parênteses',
    family: 'divorciada, sem filhos, mãe viva (89 anos), pai falecido em 2011',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('formal'),
    nome: 'Ana Maria Kowalski',
    sexo: 'mulher',
    cpf: formatCpf(anaCpf),
    nascimento: '02/02/1966',
    naturalidade: 'Curitiba/PR',
    nacionalidade: 'brasileira',
    profissao: 'contadora',
    endereco: 'Rua XV de Novembro, 1500, Centro, Curitiba/PR, CEP 80060-000',
    estado_civil: 'divorciada',
    filhos: 'não tenho filhos',
    pais: 'Mãe: Irena Kowalski (viva, 89 anos)\nPai: Estanislau Kowalski (falecido em 2011)',
    heranca: 'nenhum',
    testamenteiro: 'pular',
    forma: 'particular',
    testemunhas: typeWitnesses(anaW, 'words'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Ana Maria Kowalski',
      cpf: anaCpf,
      dataNascimento: '1966-02-02',
      naturalidade: 'Curitiba/PR',
      nacionalidade: 'brasileira',
      profissao: 'contadora',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua XV de Novembro',
        numero: '1500',
        bairro: 'Centro',
        cidade: 'Curitiba',
        uf: 'PR',
        cep: '80060000',
      },
    },
    ascendentes: [{ nome: 'Irena Kowalski', grau: 'mae' }],
    forma: 'particular',
    local: { cidade: 'Curitiba', uf: 'PR' },
    testemunhas: anaW,
  },
});

const ivanCpf = cpfFrom('417263958');
const ivanW = [
  witness('Gilmar Tomasi', '528374069', '1970-07-07'),
  witness('Rosane Beatriz Zanella', '639485170', '1975-01-21'),
  witness('Valdecir Pasquali', '740596281', '1963-10-10'),
];
/** "meu pai e minha mae tao vivos, ivo … e marlene …"; the union "td no papel pq a gnt fez escritura". */
export const ivanBortolini = story({
  id: 'ivan-rs-pais-tao-vivos-escritura',
  who: {
    age: 38,
    region: 'Caxias do Sul/RS',
    typing: 'abreviações de celular (td, pq, gnt, tao), sem acento',
    family: 'união estável com escritura desde 2015, sem filhos, pai e mãe vivos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'ivan bortolini',
    sexo: 'homem',
    cpf: formatCpf(ivanCpf),
    nascimento: '20/04/1988',
    naturalidade: 'caxias do sul rs',
    nacionalidade: 'brasileiro',
    profissao: 'metalúrgico',
    endereco: 'rua sinimbu 1200 centro caxias do sul rs cep 95020-002',
    estado_civil: 'moro junto com a daiane desde 2015, td no papel pq a gnt fez escritura',
    conjuge_nome: 'daiane cristina rech',
    regime: 'comunhao parcial',
    filhos: 'nao',
    pais: 'meu pai e minha mae tao vivos, ivo bortolini e marlene fatima bortolini',
    heranca: 'metade da disponivel pra daiane',
    testamenteiro: 'pular',
    forma: 'particular',
    testemunhas: typeWitnesses(ivanW, 'one-line'),
  },
  covers: { naturalidade: ['nacionalidade'], estado_civil: ['uniao_formalizada'] },
  facts: {
    testador: {
      nome: 'Ivan Bortolini',
      cpf: ivanCpf,
      dataNascimento: '1988-04-20',
      naturalidade: 'Caxias do Sul/RS',
      nacionalidade: 'brasileiro',
      profissao: 'metalúrgico',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua Sinimbu',
        numero: '1200',
        bairro: 'Centro',
        cidade: 'Caxias do Sul',
        uf: 'RS',
        cep: '95020002',
      },
    },
    conjuge: {
      nome: 'Daiane Cristina Rech',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: true,
    },
    ascendentes: [
      { nome: 'Ivo Bortolini', grau: 'pai' },
      { nome: 'Marlene Fátima Bortolini', grau: 'mae' },
    ],
    heranca: [{ beneficiario: 'Daiane Cristina Rech', percentual: 50, base: 'disponivel' }],
    forma: 'particular',
    local: { cidade: 'Caxias do Sul', uf: 'RS' },
    testemunhas: ivanW,
  },
});

const neideCpf = cpfFrom('538174629');
const neideW = [
  witness('Joana Darc Ribeiro', '649285730', '1964-08-08'),
  witness('Edivaldo Souza Lima', '750396841', '1970-03-15'),
  witness('Rosilene Matos Brito', '861407952', '1977-09-09'),
];
/**
 * "separei e hoje vivo com o X" (the union's start asked, "há uns 15 anos"); the regime "q ta na
 * escritura"; "minha mãe é viva, o nome dela é …".
 */
export const neideSeparouVive = story({
  id: 'neide-go-separei-e-hoje-vivo-com',
  who: {
    age: 55,
    region: 'Goiânia/GO',
    typing: 'abreviações (q, ta), conta o passado antes do presente',
    family: 'separou do marido e hoje vive em união estável com escritura; sem filhos; mãe viva',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'neide aparecida brito',
    sexo: 'mulher',
    cpf: formatCpf(neideCpf),
    nascimento: '11/11/1971',
    naturalidade: 'goiania go',
    nacionalidade: 'brasileira',
    profissao: 'cabeleireira',
    endereco: 'rua 24 de outubro 300 setor campinas goiania go cep 74505-010',
    estado_civil: 'me separei faz tempo e hoje vivo com o joaquim',
    conjuge_nome: 'joaquim pereira neto',
    regime: 'comunhao parcial q ta na escritura',
    casamento_data: 'a gente ta junto ha uns 15 anos',
    filhos: 'nao tenho',
    pais: 'meu pai ja faleceu. minha mãe é viva, o nome dela é benedita aparecida brito',
    heranca: 'nenhum',
    testamenteiro: 'pular',
    forma: 'particular',
    testemunhas: typeWitnesses(neideW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'], regime: ['uniao_formalizada'] },
  facts: {
    testador: {
      nome: 'Neide Aparecida Brito',
      cpf: neideCpf,
      dataNascimento: '1971-11-11',
      naturalidade: 'Goiânia/GO',
      nacionalidade: 'brasileira',
      profissao: 'cabeleireira',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua 24 de Outubro',
        numero: '300',
        bairro: 'Setor Campinas',
        cidade: 'Goiânia',
        uf: 'GO',
        cep: '74505010',
      },
    },
    conjuge: {
      nome: 'Joaquim Pereira Neto',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: true,
    },
    ascendentes: [{ nome: 'Benedita Aparecida Brito', grau: 'mae' }],
    forma: 'particular',
    local: { cidade: 'Goiânia', uf: 'GO' },
    testemunhas: neideW,
  },
});

export const TRYOUT_SPOUSE2 = [
  robertoSegundoCasamento,
  jessicaSolteira,
  anaKowalski,
  ivanBortolini,
  neideSeparouVive,
];
