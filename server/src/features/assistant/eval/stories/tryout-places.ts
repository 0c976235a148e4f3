/**
 * Birthplace, profession and address as people type them: the town of birth said with where they
 * live ("nasci em cameta mas to em belem"), a town called by the first words of its name
 * ("cachoeiro"), a region instead of the state ("no recôncavo"), retired said apart ("pescador, ja
 * aposentado"), a word split by voice typing ("enfer meiro"), and an address without its city
 * after the city was said.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const raimundoCpf = cpfFrom('815273946');
const raimundoW = [
  witness('Benedito Farias Cunha', '826384057', '1961-03-14'),
  witness('Socorro Lima Barata', '837495168', '1966-08-21'),
  witness('Edinaldo Souza Barros', '838506279', '1972-12-05'),
];
/** Born in Cametá, living in Belém; the address typed without the city. */
export const raimundo = story({
  id: 'tryout-places-raimundo-pa-cameta-belem',
  who: {
    age: 70,
    region: 'Belém/PA',
    typing: 'minúsculas, sem acento, frases corridas',
    family: 'viúvo; uma filha maior',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'raimundo nonato pantoja',
    cpf: formatCpf(raimundoCpf),
    nascimento: '02/02/1956',
    naturalidade: 'nasci em cameta mas to em belem desde 85',
    nacionalidade: 'brasileiro',
    profissao: 'pescador, ja aposentado',
    endereco: 'moro na travessa padre eutiquio 1820, batista campos, cep 66023-710',
    estado_civil: 'viuvo, minha esposa faleceu em 2018',
    filhos: 'ana claudia pantoja 10/10/1980',
    pais: 'meus pais ja faleceram',
    heranca: 'nao',
    testamenteiro: 'minha filha ana claudia',
    forma: 'particular',
    testemunhas: typeWitnesses(raimundoW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Raimundo Nonato Pantoja',
      cpf: raimundoCpf,
      dataNascimento: '1956-02-02',
      naturalidade: 'Cametá/PA',
      nacionalidade: 'brasileiro',
      profissao: 'pescador aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Travessa Padre Eutíquio',
        numero: '1820',
        bairro: 'Batista Campos',
        cidade: 'Belém',
        uf: 'PA',
        cep: '66023710',
      },
    },
    filhos: [{ nome: 'Ana Cláudia Pantoja', dataNascimento: '1980-10-10', menor: false }],
    testamenteiros: [{ nome: 'Ana Cláudia Pantoja' }],
    forma: 'particular',
    local: { cidade: 'Belém', uf: 'PA' },
    testemunhas: raimundoW,
  },
});

const ivoneCpf = cpfFrom('846502179');
const ivoneW = [
  witness('Marta Lúcia Entringer', '857613280', '1970-05-09'),
  witness('Paulo Roberto Zanotti', '868724391', '1968-11-27'),
  witness('Rosângela Pimentel Alves', '869835402', '1975-02-17'),
];
/** A town called by its first word ("cachoeiro"), living in Vitória; retired said apart. */
export const ivone = story({
  id: 'tryout-places-ivone-es-cachoeiro',
  who: {
    age: 66,
    region: 'Vitória/ES',
    typing: 'frases curtas, vírgulas, sem acento às vezes',
    family: 'solteira; um filho maior',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'Ivone Entringer Bravin',
    cpf: formatCpf(ivoneCpf),
    nascimento: '15/07/1960',
    naturalidade: 'nasci em cachoeiro, hoje moro em vitoria',
    nacionalidade: 'brasileira',
    profissao: 'costureira mas ja to aposentada',
    endereco: 'Rua Sete de Setembro, 300, Centro, Vitória/ES, CEP 29015-000',
    estado_civil: 'solteira',
    filhos: 'Lucas Entringer Bravin, 03/03/1990',
    pais: 'meus pais ja faleceram',
    heranca: 'nao',
    testamenteiro: 'meu filho lucas',
    forma: 'particular',
    testemunhas: typeWitnesses(ivoneW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Ivone Entringer Bravin',
      cpf: ivoneCpf,
      dataNascimento: '1960-07-15',
      naturalidade: 'Cachoeiro de Itapemirim/ES',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Sete de Setembro',
        numero: '300',
        bairro: 'Centro',
        cidade: 'Vitória',
        uf: 'ES',
        cep: '29015000',
      },
    },
    filhos: [{ nome: 'Lucas Entringer Bravin', dataNascimento: '1990-03-03', menor: false }],
    testamenteiros: [{ nome: 'Lucas Entringer Bravin' }],
    forma: 'particular',
    local: { cidade: 'Vitória', uf: 'ES' },
    testemunhas: ivoneW,
  },
});

const josueCpf = cpfFrom('879835402');
const josueW = [
  witness('Crispim Oliveira Santos', '880946513', '1958-01-19'),
  witness('Valdete Reis Conceição', '891057624', '1963-09-02'),
  witness('Gilberto Mota Pereira', '892168735', '1969-06-23'),
];
/** A region for the state ("no recôncavo"), a word split by voice, the city said before. */
export const josue = story({
  id: 'tryout-places-josue-ba-reconcavo-voz',
  who: {
    age: 68,
    region: 'Feira de Santana/BA',
    typing: 'digitação por voz: palavras partidas, sem pontuação',
    family: 'divorciado; uma filha maior',
  },
  today: '2026-11-26',
  answers: {
    ...quiet('plain'),
    nome: 'Josué Reis de Almeida',
    cpf: formatCpf(josueCpf),
    nascimento: '21/04/1958',
    naturalidade: 'sou de santo amaro la no reconcavo mas moro em feira de santana',
    nacionalidade: 'brasileiro',
    profissao: 'enfer meiro aposentado',
    endereco: 'rua sales barbosa 455 centro cep 44001-120',
    estado_civil: 'divorciado',
    filhos: 'Luana Reis de Almeida 12/12/1985',
    pais: 'meus pais ja faleceram',
    heranca: 'nao',
    testamenteiro: 'minha filha luana',
    forma: 'particular',
    testemunhas: typeWitnesses(josueW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Josué Reis de Almeida',
      cpf: josueCpf,
      dataNascimento: '1958-04-21',
      naturalidade: 'Santo Amaro/BA',
      nacionalidade: 'brasileiro',
      profissao: 'enfermeiro aposentado',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Sales Barbosa',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Feira de Santana',
        uf: 'BA',
        cep: '44001120',
      },
    },
    filhos: [{ nome: 'Luana Reis de Almeida', dataNascimento: '1985-12-12', menor: false }],
    testamenteiros: [{ nome: 'Luana Reis de Almeida' }],
    forma: 'particular',
    local: { cidade: 'Feira de Santana', uf: 'BA' },
    testemunhas: josueW,
  },
});

export const TRYOUT_PLACES = [raimundo, ivone, josue];
