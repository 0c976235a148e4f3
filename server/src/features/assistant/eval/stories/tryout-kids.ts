/**
 * From a try with new people typing in the browser: the children typed on one line, each with a
 * date right after the name, one of them dead and with children of his own. Every name keeps its
 * own date, the death goes to whoever it was said of, and his children are asked for.
 * (The plain-words correction of who is dead and "alterar filhos" at the review are engine tests:
 * questions/children-list.test.ts.)
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story, type WillFacts } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const FILHOS: WillFacts['filhos'] = [
  { nome: 'João Ferreira Lima', dataNascimento: '1972-02-10', menor: false },
  { nome: 'Ana Paula Ferreira Lima', dataNascimento: '1975-06-05', menor: false },
  { nome: 'Carlos Ferreira Lima', dataNascimento: '1978-09-20', vivo: false, menor: false },
];
const NETOS: WillFacts['netos'] = [
  { nome: 'Pedro Ferreira Lima', filhoDe: 'Carlos Ferreira Lima' },
  { nome: 'Julia Ferreira Lima', filhoDe: 'Carlos Ferreira Lima' },
];

const marleneCpf = cpfFrom('964518273');
const marleneW = [
  witness('Rosângela Prado Melo', '975629384', '1960-04-04'),
  witness('Valter Gomes Siqueira', '986730495', '1958-08-08'),
  witness('Irene Batista Nunes', '997841506', '1965-03-03'),
];
export const marlene = story({
  id: 'marlene-sp-tres-filhos-numa-linha',
  who: {
    age: 78,
    region: 'Sorocaba/SP',
    typing: 'minúsculas, sem acento, tudo numa linha só',
    family: 'viúva; três filhos, o caçula falecido com dois filhos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'marlene aparecida ferreira lima',
    cpf: formatCpf(marleneCpf),
    nascimento: '14/01/1948',
    naturalidade: 'sorocaba sp',
    nacionalidade: 'brasileira',
    profissao: 'aposentada',
    endereco: 'rua da penha 310, centro, sorocaba/sp, cep 18010-002',
    estado_civil: 'viuva',
    filhos:
      'tenho 3 filhos. joao ferreira lima nascido 10/02/1972, ana paula ferreira lima 05/06/1975 e carlos ferreira lima 20/09/1978 que faleceu em 2020 e deixou dois filhos',
    netos: 'pedro ferreira lima e julia ferreira lima',
    pais: 'nao, ja faleceram',
    heranca: 'a parte disponivel toda pra minha filha ana paula',
    testamenteiro: 'meu filho joao',
    forma: 'particular',
    testemunhas: typeWitnesses(marleneW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Marlene Aparecida Ferreira Lima',
      cpf: marleneCpf,
      dataNascimento: '1948-01-14',
      naturalidade: 'Sorocaba/SP',
      nacionalidade: 'brasileira',
      profissao: 'aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua da Penha',
        numero: '310',
        bairro: 'Centro',
        cidade: 'Sorocaba',
        uf: 'SP',
        cep: '18010002',
      },
    },
    filhos: FILHOS,
    netos: NETOS,
    heranca: [{ beneficiario: 'Ana Paula Ferreira Lima', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'João Ferreira Lima' }],
    forma: 'particular',
    local: { cidade: 'Sorocaba', uf: 'SP' },
    testemunhas: marleneW,
  },
});

const geraldoCpf = cpfFrom('918273645');
const geraldoW = [
  witness('Marta Regina Couto', '929384756', '1970-07-07'),
  witness('Osvaldo Pires Leal', '930495867', '1962-02-02'),
  witness('Luzia Helena Dantas', '941506978', '1968-09-09'),
];
/** The same family volunteered in the first message: "nasceu", "nascida em", two-digit years. */
export const geraldo = story({
  id: 'geraldo-mg-filhos-na-primeira-mensagem',
  who: {
    age: 80,
    region: 'Juiz de Fora/MG',
    typing: 'conta tudo de uma vez, sem acento',
    family: 'viúvo; três filhos, o caçula falecido com dois filhos',
  },
  today: '2026-11-25',
  opening:
    'boa tarde, quero fazer meu testamento. sou viuvo e tenho 3 filhos: joao ferreira lima nasceu 10/02/72, ana paula ferreira lima nascida em 05/06/75, carlos ferreira lima 20/09/78 (falecido), o carlos deixou 2 filhos',
  answers: {
    ...quiet('plain'),
    nome: 'geraldo antonio lima',
    cpf: formatCpf(geraldoCpf),
    nascimento: '02/05/1946',
    naturalidade: 'juiz de fora mg',
    nacionalidade: 'brasileiro',
    profissao: 'ferroviario aposentado',
    endereco: 'rua halfeld 800 apto 3, centro, juiz de fora mg, cep 36010-002',
    estado_civil: 'viuvo',
    filhos: 'ja falei, sao os 3',
    netos: 'pedro ferreira lima e julia ferreira lima',
    pais: 'nao',
    heranca: 'nenhum, fica tudo como manda a lei',
    testamenteiro: 'a ana paula',
    forma: 'particular',
    testemunhas: typeWitnesses(geraldoW, 'plain'),
  },
  covers: { opening: ['estado_civil', 'filhos'], naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Geraldo Antônio Lima',
      cpf: geraldoCpf,
      dataNascimento: '1946-05-02',
      naturalidade: 'Juiz de Fora/MG',
      nacionalidade: 'brasileiro',
      profissao: 'ferroviário aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Halfeld',
        numero: '800',
        complemento: 'apto 3',
        bairro: 'Centro',
        cidade: 'Juiz de Fora',
        uf: 'MG',
        cep: '36010002',
      },
    },
    filhos: FILHOS,
    netos: NETOS,
    testamenteiros: [{ nome: 'Ana Paula Ferreira Lima' }],
    forma: 'particular',
    local: { cidade: 'Juiz de Fora', uf: 'MG' },
    testemunhas: geraldoW,
  },
});

const odeteCpf = cpfFrom('952617384');
const odeteW = [
  witness('Cleide Maria Soares', '963728495', '1961-06-06'),
  witness('Jair Batista Ramos', '974839506', '1957-11-11'),
  witness('Neusa Ferraz Alves', '985940617', '1966-01-01'),
];
/** No commas between the children, and the death said in a sentence of its own. */
export const odete = story({
  id: 'odete-pr-filhos-sem-virgula',
  who: {
    age: 76,
    region: 'Londrina/PR',
    typing: 'sem vírgula, ano com dois dígitos',
    family: 'viúva; três filhos, o caçula falecido com dois filhos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'odete ferreira lima',
    cpf: formatCpf(odeteCpf),
    nascimento: '30/03/1950',
    naturalidade: 'londrina pr',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada',
    endereco: 'rua sergipe 1200, centro, londrina/pr, cep 86010-360',
    estado_civil: 'viuva',
    filhos:
      'joao ferreira lima 10/02/72 ana paula ferreira lima 05/06/75 carlos ferreira lima 20/09/78. o carlos ja faleceu, deixou 2 filhos',
    netos: 'sim, o pedro ferreira lima e a julia ferreira lima',
    pais: 'nao',
    heranca: 'nenhum',
    testamenteiro: 'o joao ferreira lima',
    forma: 'particular',
    testemunhas: typeWitnesses(odeteW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Odete Ferreira Lima',
      cpf: odeteCpf,
      dataNascimento: '1950-03-30',
      naturalidade: 'Londrina/PR',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Sergipe',
        numero: '1200',
        bairro: 'Centro',
        cidade: 'Londrina',
        uf: 'PR',
        cep: '86010360',
      },
    },
    filhos: FILHOS,
    netos: NETOS,
    testamenteiros: [{ nome: 'João Ferreira Lima' }],
    forma: 'particular',
    local: { cidade: 'Londrina', uf: 'PR' },
    testemunhas: odeteW,
  },
});

export const TRYOUT_KIDS = [marlene, geraldo, odete];
