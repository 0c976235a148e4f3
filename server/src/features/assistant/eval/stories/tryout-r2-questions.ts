/**
 * New people who ask about their own case in the middle of an answer: whether the partner may go
 * on living in the house (1.831), whether a parent inherits with children (1.836), whether the
 * tutor counts while the other parent lives and whether older children become tutors (1.729,
 * 1.731), with "dona" before the tutor's name and a request around it.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

// 1. Woman, 58, Cuiabá/MT: união estável without papers, two adult children; asks about the house.
const rosangelaCpf = cpfFrom('503817264');
const rosangelaW = [
  witness('Edna Maria Rondon Leite', '614928375', '1971-06-14'),
  witness('Valdecir Arruda Campos', '725039486', '1966-02-27'),
  witness('Luciene Pereira Marques', '836140597', '1980-11-03'),
];
const rosangelaCasa =
  'se eu for antes, meus filhos podem tirar o jair de casa? a casa é minha, comprei antes de juntar com ele';
export const rosangela = story({
  id: 'tryout-r2q-rosangela-mt-companheiro-na-casa',
  who: {
    age: 58,
    region: 'Cuiabá/MT',
    typing: 'frases curtas, minúsculas, pergunta antes de responder',
    family: 'união estável sem papel desde 2012; 2 filhos adultos de um casamento anterior',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'rosangela maria rondon',
    cpf: formatCpf(rosangelaCpf),
    nascimento: '02/05/1968',
    naturalidade: 'cuiaba mt',
    nacionalidade: 'brasileira',
    profissao: 'cozinheira',
    endereco: 'rua barao de melgaço 1200, centro norte, cuiaba/mt, cep 78005-300',
    estado_civil: 'uniao estavel com o jair desde 2012',
    sexo: 'feminino',
    conjuge_nome: 'jair benedito arruda',
    regime: 'nunca fizemos contrato',
    uniao_formalizada: 'nao',
    casamento_data: '2012',
    separado_fato: 'nao',
    filhos: 'tiago rondon souza 10/10/1990\nbruna rondon souza 21/03/1994',
    filhos_menores: 'nenhum',
    bens_particulares: 'sim, a casa, comprei antes de juntar',
    heranca: [rosangelaCasa, 'nao, deixa como a lei manda'],
    testamenteiro: 'a bruna',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(rosangelaW, 'plain'),
  },
  covers: { estado_civil: ['casamento_data'] },
  replyChecks: [
    {
      say: rosangelaCasa,
      expect: /direito real de habitação[\s\S]*art\. 1\.831/,
      why: 'the surviving companion keeps living in the family home (1.831, extended by the STJ)',
    },
  ],
  facts: {
    testador: {
      nome: 'Rosângela Maria Rondon',
      cpf: rosangelaCpf,
      dataNascimento: '1968-05-02',
      naturalidade: 'Cuiabá/MT',
      nacionalidade: 'brasileira',
      profissao: 'cozinheira',
      estadoCivil: 'uniao_estavel',
      endereco: {
        logradouro: 'Rua Barão de Melgaço',
        numero: '1200',
        bairro: 'Centro Norte',
        cidade: 'Cuiabá',
        uf: 'MT',
        cep: '78005300',
      },
    },
    conjuge: {
      nome: 'Jair Benedito Arruda',
      tipo: 'uniao_estavel',
      regimeBens: 'comunhao_parcial',
      uniaoFormalizada: false,
    },
    filhos: [
      { nome: 'Tiago Rondon Souza', dataNascimento: '1990-10-10', menor: false },
      { nome: 'Bruna Rondon Souza', dataNascimento: '1994-03-21', menor: false },
    ],
    testamenteiros: [{ nome: 'Bruna Rondon Souza' }],
    forma: 'particular',
    local: { cidade: 'Cuiabá', uf: 'MT' },
    testemunhas: rosangelaW,
  },
});

// 2. Man, 39, Belém/PA: married, an adult son of an earlier union and a small boy; the aunt as
// tutor with "dona", and a question about the older son.
const cleitonCpf = cpfFrom('947162038');
const cleitonW = [
  witness('Raimundo Nonato Farias', '158273049', '1975-01-19'),
  witness('Ana Cláudia Monteiro', '269384150', '1983-07-08'),
  witness('Josué Barbosa Lobato', '370495261', '1979-09-30'),
];
const cleitonTutor =
  'se acontecer alguma coisa comigo e com a patricia o rafael fica com a tia dele, a irma da patricia, dona sandra regina moraes. mas o meu filho mais velho nao vira tutor automatico do irmao?';
export const cleiton = story({
  id: 'tryout-r2q-cleiton-pa-tia-tutora-irmao-mais-velho',
  who: {
    age: 39,
    region: 'Belém/PA',
    typing: 'sem acento, frases longas, pergunta no meio da resposta',
    family:
      'casado em comunhão parcial; um filho adulto de antes e um menino do casamento; a tia do menino tutora',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'cleiton ferreira lobato',
    cpf: formatCpf(cleitonCpf),
    nascimento: '17/08/1987',
    naturalidade: 'belem pa',
    nacionalidade: 'brasileiro',
    profissao: 'eletricista',
    endereco: 'travessa mauriti 1500, marco, belem/pa, cep 66093-180',
    estado_civil: 'casado',
    sexo: 'masculino',
    conjuge_nome: 'patricia moraes lobato',
    regime: 'comunhao parcial',
    casamento_data: '2015',
    separado_fato: 'nao',
    filhos: 'kauan ferreira lobato 05/01/2006\nrafael moraes lobato 12/12/2018',
    filhos_menores: 'so o rafael',
    heranca: 'nao, como a lei manda',
    tutor: cleitonTutor,
    testamenteiro: 'a patricia',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(cleitonW, 'plain'),
  },
  replyChecks: [
    {
      say: cleitonTutor,
      expect: /O Kauan não vira tutor automaticamente[\s\S]*art\. 1\.731/,
      why: 'adult siblings are not tutors by law; without a nomination the judge follows 1.731',
    },
  ],
  facts: {
    testador: {
      nome: 'Cleiton Ferreira Lobato',
      cpf: cleitonCpf,
      dataNascimento: '1987-08-17',
      naturalidade: 'Belém/PA',
      nacionalidade: 'brasileiro',
      profissao: 'eletricista',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Travessa Mauriti',
        numero: '1500',
        bairro: 'Marco',
        cidade: 'Belém',
        uf: 'PA',
        cep: '66093180',
      },
    },
    conjuge: { nome: 'Patrícia Moraes Lobato', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    filhos: [
      { nome: 'Kauan Ferreira Lobato', dataNascimento: '2006-01-05', menor: false },
      { nome: 'Rafael Moraes Lobato', dataNascimento: '2018-12-12', menor: true },
    ],
    tutela: { tutores: ['Sandra Regina Moraes'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Patrícia Moraes Lobato' }],
    forma: 'particular',
    local: { cidade: 'Belém', uf: 'PA' },
    testemunhas: cleitonW,
  },
});

// 3. Single mother, 29, Londrina/PR: one girl whose father lives apart; asks whether her mother
// inherits, then wants her sister "instead of the father".
const kellyCpf = cpfFrom('481726395');
const kellyW = [
  witness('Priscila Yamamoto Ramos', '592837406', '1993-04-12'),
  witness('Diego Henrique Souza', '603948517', '1990-12-01'),
  witness('Mariana Lopes Cardoso', '714059628', '1995-06-25'),
];
const kellyMae = 'minha mae tem direito a alguma coisa tbm? ela q fica c a sofia qnd eu trabalho';
const kellyTutor =
  'queria q minha irma ficasse com a sofia em vez do pai dela, ele nunca ligou pra ela, da pra por isso?';
export const kelly = story({
  id: 'tryout-r2q-kelly-pr-irma-em-vez-do-pai',
  who: {
    age: 29,
    region: 'Londrina/PR',
    typing: 'abreviações (q, c, qnd, tbm), minúsculas',
    family: 'solteira, uma filha de 6 anos; o pai vivo e ausente; a irmã como tutora',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'kelly cristina ramos',
    cpf: formatCpf(kellyCpf),
    nascimento: '30/01/1997',
    naturalidade: 'londrina pr',
    nacionalidade: 'brasileira',
    profissao: 'vendedora',
    endereco: 'rua piaui 455, centro, londrina/pr, cep 86010-420',
    estado_civil: 'solteira',
    sexo: 'feminino',
    filhos: 'sofia ramos almeida 08/03/2020',
    filhos_menores: 'sim, a sofia',
    heranca: [kellyMae, 'nao, fica tudo pra sofia mesmo'],
    tutor: [kellyTutor, 'entao coloca a minha irma tatiane ramos pro caso de faltar eu e ele'],
    outro_genitor: 'ta vivo sim',
    testamenteiro: 'minha irma tatiane',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(kellyW, 'plain'),
  },
  replyChecks: [
    {
      say: kellyMae,
      expect: /^Não\. Como você tem filhos, a sua mãe não herda[\s\S]*1\.836/,
      why: 'ascendants inherit only without descendants (1.836)',
    },
    {
      say: kellyTutor,
      expect: /não tira a Sofia do pai dela[\s\S]*poder familiar/,
      why: 'the living father keeps the poder familiar; the tutor serves only if both parents are missing (1.634, 1.729)',
    },
  ],
  facts: {
    testador: {
      nome: 'Kelly Cristina Ramos',
      cpf: kellyCpf,
      dataNascimento: '1997-01-30',
      naturalidade: 'Londrina/PR',
      nacionalidade: 'brasileira',
      profissao: 'vendedora',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Piauí',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Londrina',
        uf: 'PR',
        cep: '86010420',
      },
    },
    filhos: [{ nome: 'Sofia Ramos Almeida', dataNascimento: '2020-03-08', menor: true }],
    tutela: { tutores: ['Tatiane Ramos'], outroGenitorVivo: true },
    testamenteiros: [{ nome: 'Tatiane Ramos' }],
    forma: 'particular',
    local: { cidade: 'Londrina', uf: 'PR' },
    testemunhas: kellyW,
  },
});

export const TRYOUT_R2_QUESTIONS = [rosangela, cleiton, kelly];
