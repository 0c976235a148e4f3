/**
 * Family answers that list people as people type them (held-out set 6): grandchildren said as "a X
 * e o Y" with a remark after them; children with the nickname the family uses between commas and
 * "e o caçula," before a name; parents called "painho e mainha" with the names after a period; a
 * stepdaughter spoken of in the children's answer, with a question about her at the end. Every
 * person is stored, the nickname is kept for later ("a Sandrinha"), the stepdaughter is not a child
 * and the question about her is answered.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const neideCpf = cpfFrom('731845296');
const neideW = [
  witness('Lurdes Maria Kunz', '742956307', '1961-03-03'),
  witness('Vilmar José Hoffmann', '753067418', '1958-07-07'),
  witness('Ivone Teresinha Fritsch', '764178529', '1966-10-10'),
];
/** Children with nicknames and a dead son; his two children with a remark about their mother. */
export const neide = story({
  id: 'neide-sc-apelidos-e-netos-numa-frase',
  who: {
    age: 79,
    region: 'Blumenau/SC',
    typing: 'frases longas com acento, apelidos dos filhos, conta da nora no meio da resposta',
    family: 'viúva; três filhos, o caçula falecido com dois filhos; pais falecidos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('formal'),
    nome: 'Neide Prates Vieira',
    cpf: formatCpf(neideCpf),
    nascimento: '02/02/1947',
    naturalidade: 'Blumenau/SC',
    nacionalidade: 'Brasileira',
    profissao: 'Costureira aposentada',
    endereco: 'Rua XV de Novembro, 820, Centro, Blumenau/SC, CEP 89010-001',
    estado_civil: 'Viúva',
    filhos:
      'São três: o Roberto Prates Vieira, o Beto, nascido em 03/04/1970; a Sandra Prates Vieira, a minha Sandrinha, de 12/08/1973; e o caçula, Paulo Prates Vieira, de 05/05/1976, que faleceu em 2019',
    netos:
      'O Paulo deixou dois filhos, a Camila Souza Prates e o Lucas Souza Prates a mãe deles é a Rosane, que mora em Joinville',
    pais: 'Já faleceram os dois.',
    heranca: 'Toda a parte disponível para a Sandrinha, que cuida de mim.',
    testamenteiro: 'O Beto.',
    forma: 'particular',
    testemunhas: typeWitnesses(neideW, 'br'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Neide Prates Vieira',
      cpf: neideCpf,
      dataNascimento: '1947-02-02',
      naturalidade: 'Blumenau/SC',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua XV de Novembro',
        numero: '820',
        bairro: 'Centro',
        cidade: 'Blumenau',
        uf: 'SC',
        cep: '89010001',
      },
    },
    filhos: [
      { nome: 'Roberto Prates Vieira', dataNascimento: '1970-04-03', menor: false },
      { nome: 'Sandra Prates Vieira', dataNascimento: '1973-08-12', menor: false },
      { nome: 'Paulo Prates Vieira', dataNascimento: '1976-05-05', vivo: false, menor: false },
    ],
    netos: [
      { nome: 'Camila Souza Prates', filhoDe: 'Paulo Prates Vieira' },
      { nome: 'Lucas Souza Prates', filhoDe: 'Paulo Prates Vieira' },
    ],
    heranca: [{ beneficiario: 'Sandra Prates Vieira', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Roberto Prates Vieira' }],
    forma: 'particular',
    local: { cidade: 'Blumenau', uf: 'SC' },
    testemunhas: neideW,
  },
});

const caioCpf = cpfFrom('775289630');
const caioW = [
  witness('Tânia Regis Bezerra', '786390741', '1988-01-01'),
  witness('Igor Matos Lobo', '797401852', '1990-05-05'),
  witness('Jéssica Pires Dantas', '708512963', '1992-09-09'),
];
/** Single, no children; "painho e mainha", the names after a period, father first. */
export const caio = story({
  id: 'caio-ba-painho-e-mainha',
  who: {
    age: 31,
    region: 'Salvador/BA',
    typing: 'minúsculas, sem acento, "painho", "mainha", "visse"',
    family: 'solteiro, sem filhos; pai e mãe vivos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'caio matos sampaio',
    cpf: formatCpf(caioCpf),
    nascimento: '14/09/1995',
    naturalidade: 'salvador ba',
    nacionalidade: 'brasileiro',
    profissao: 'designer',
    endereco: 'rua da graca 150 ap 302, graca, salvador/ba, cep 40150-055',
    estado_civil: 'solteiro',
    filhos: 'nao tenho',
    pais: 'painho e mainha tao vivinhos, gracas a deus visse. jorge luiz sampaio e marta matos sampaio',
    heranca: 'nenhum, fica como a lei manda',
    testamenteiro: 'mainha',
    forma: 'particular',
    testemunhas: typeWitnesses(caioW, 'plain'),
  },
  facts: {
    testador: {
      nome: 'Caio Matos Sampaio',
      cpf: caioCpf,
      dataNascimento: '1995-09-14',
      naturalidade: 'Salvador/BA',
      nacionalidade: 'brasileiro',
      profissao: 'designer',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua da Graça',
        numero: '150',
        complemento: 'apto 302',
        bairro: 'Graça',
        cidade: 'Salvador',
        uf: 'BA',
        cep: '40150055',
      },
    },
    ascendentes: [
      { nome: 'Jorge Luiz Sampaio', grau: 'pai' },
      { nome: 'Marta Matos Sampaio', grau: 'mae' },
    ],
    testamenteiros: [{ nome: 'Marta Matos Sampaio' }],
    forma: 'particular',
    local: { cidade: 'Salvador', uf: 'BA' },
    testemunhas: caioW,
  },
});

const valdirCpf = cpfFrom('719623074');
const valdirW = [
  witness('Raimunda Nonato Farias', '720734185', '1963-04-04'),
  witness('Edvaldo Cunha Barros', '731845207', '1959-12-12'),
  witness('Socorro Lima Pantoja', '742956318', '1967-06-06'),
];
const enteadaQ =
  'tenho duas filhas, a bruna ramos pantoja de 10/10/1999 e a leticia ramos pantoja de 22/03/2003. tem tambem a yasmin, filha da minha falecida esposa, que eu criei desde pequena mas nao adotei. enteada tem direito a heranca?';
/** A stepdaughter told of in the children's answer, with a question about her at the end. */
export const valdir = story({
  id: 'valdir-pa-enteada-na-lista-de-filhas',
  who: {
    age: 64,
    region: 'Belém/PA',
    typing: 'minúsculas, sem acento, pergunta no fim da resposta',
    family: 'viúvo; duas filhas adultas; enteada não adotada; pais falecidos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'valdir pantoja de souza',
    cpf: formatCpf(valdirCpf),
    nascimento: '18/06/1962',
    naturalidade: 'belem pa',
    nacionalidade: 'brasileiro',
    profissao: 'mecanico',
    endereco: 'travessa curuzu 1200, marco, belem/pa, cep 66093-540',
    estado_civil: 'viuvo',
    filhos: enteadaQ,
    pais: 'ja morreram',
    heranca: 'nenhum',
    testamenteiro: 'minha filha bruna',
    forma: 'particular',
    testemunhas: typeWitnesses(valdirW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  replyChecks: [
    {
      say: enteadaQ,
      expect: /n[ãa]o herda[\s\S]*(testamento|dispon[íi]vel)/i,
      why: 'a stepdaughter not adopted is not an heir (1.829), but may receive from the disponível',
    },
  ],
  facts: {
    testador: {
      nome: 'Valdir Pantoja de Souza',
      cpf: valdirCpf,
      dataNascimento: '1962-06-18',
      naturalidade: 'Belém/PA',
      nacionalidade: 'brasileiro',
      profissao: 'mecânico',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Travessa Curuzu',
        numero: '1200',
        bairro: 'Marco',
        cidade: 'Belém',
        uf: 'PA',
        cep: '66093540',
      },
    },
    filhos: [
      { nome: 'Bruna Ramos Pantoja', dataNascimento: '1999-10-10', menor: false },
      { nome: 'Letícia Ramos Pantoja', dataNascimento: '2003-03-22', menor: false },
    ],
    testamenteiros: [{ nome: 'Bruna Ramos Pantoja' }],
    forma: 'particular',
    local: { cidade: 'Belém', uf: 'PA' },
    testemunhas: valdirW,
  },
});

export const TRYOUT_FAMILY_LISTS = [neide, caio, valdir];
