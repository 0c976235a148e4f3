/**
 * Names and places typed without their accents: names with an ending always accented ("Adelia",
 * "Otavio", "Florencio", "Simoes"), surnames and cities of a list ("Tenorio", "Teresopolis"), a
 * neighbourhood ("Estancia") and a charity ("Associacao Mare Viva"). A name written both ways
 * ("Julia", "Luis") is asked about and, the person not answering, kept as typed.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const aurelioCpf = cpfFrom('614928375');
const aurelioW = [
  witness('Eurídice Campos Nery', '725039486', '1961-03-12'),
  witness('Anísio Barbosa Leal', '836140597', '1957-10-05'),
  witness('Gilberto Rocha Prado', '947251608', '1969-06-21'),
];

/** Widower, two children; the disponível to his daughter; all typed without accents. */
export const aurelioSemAcento = story({
  id: 'tryout-accents-aurelio-rj-sem-acento',
  who: {
    age: 74,
    region: 'Petrópolis/RJ',
    typing: 'minúsculas, nenhum acento',
    family: 'viúvo; dois filhos adultos; a parte disponível para a filha',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'aurelio simoes florencio',
    cpf: formatCpf(aurelioCpf),
    nascimento: '02/09/1952',
    naturalidade: 'teresopolis rj',
    nacionalidade: 'brasileiro',
    profissao: 'bancario aposentado',
    endereco: 'rua emilio ribas 120, estancia, petropolis rj, cep 25650-000',
    estado_civil: 'viuvo',
    filhos:
      'sao 2. adelia tenorio florencio nascida 14/03/1978 e otavio tenorio florencio nascido 30/11/1981',
    pais: 'nao, ja faleceram',
    heranca: 'a parte disponivel toda pra adelia',
    testamenteiro: 'meu filho otavio',
    forma: 'particular',
    testemunhas: typeWitnesses(aurelioW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Aurélio Simões Florêncio',
      cpf: aurelioCpf,
      dataNascimento: '1952-09-02',
      naturalidade: 'Teresópolis/RJ',
      nacionalidade: 'brasileiro',
      profissao: 'bancário aposentado',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Emílio Ribas',
        numero: '120',
        bairro: 'Estância',
        cidade: 'Petrópolis',
        uf: 'RJ',
        cep: '25650000',
      },
    },
    filhos: [
      { nome: 'Adélia Tenório Florêncio', dataNascimento: '1978-03-14', menor: false },
      { nome: 'Otávio Tenório Florêncio', dataNascimento: '1981-11-30', menor: false },
    ],
    heranca: [{ beneficiario: 'Adélia Tenório Florêncio', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Otávio Tenório Florêncio' }],
    forma: 'particular',
    local: { cidade: 'Petrópolis', uf: 'RJ' },
    testemunhas: aurelioW,
  },
});

const juliaCpf = cpfFrom('528371946');
const juliaW = [
  witness('Luis Henrique Prates', '639482057', '1980-01-17'),
  witness('Marília Damião Couto', '740593168', '1985-08-08'),
  witness('Cecília Amorim Braga', '851604279', '1979-12-02'),
];

/**
 * Single, no children, parents dead: everything to a charity. Her name and a witness's are
 * written both ways ("Julia", "Luis"): asked about once, and kept as she typed them.
 */
export const juliaOng = story({
  id: 'tryout-accents-julia-sc-ong-sem-acento',
  who: {
    age: 41,
    region: 'Florianópolis/SC',
    typing: 'rápido, sem acento',
    family: 'solteira, sem filhos, pais falecidos; tudo para uma associação',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'julia goncalves amaral',
    cpf: formatCpf(juliaCpf),
    nascimento: '19/07/1985',
    naturalidade: 'chapeco sc',
    nacionalidade: 'brasileira',
    profissao: 'tecnica de laboratorio',
    endereco: 'rua lauro linhares 900, trindade, florianopolis sc, cep 88036-002',
    estado_civil: 'solteira',
    filhos: 'nao tenho',
    pais: 'nao, os dois ja faleceram',
    heranca: 'tudo pra associacao mare viva, cnpj 11.222.333/0001-81',
    testamenteiro: 'minha amiga cecilia amorim braga',
    forma: 'particular',
    testemunhas: typeWitnesses(juliaW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Julia Gonçalves Amaral',
      cpf: juliaCpf,
      dataNascimento: '1985-07-19',
      naturalidade: 'Chapecó/SC',
      nacionalidade: 'brasileira',
      profissao: 'técnica de laboratório',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Lauro Linhares',
        numero: '900',
        bairro: 'Trindade',
        cidade: 'Florianópolis',
        uf: 'SC',
        cep: '88036002',
      },
    },
    heranca: [{ beneficiario: 'Associação Maré Viva', percentual: 100, base: 'total' }],
    testamenteiros: [{ nome: 'Cecília Amorim Braga' }],
    forma: 'particular',
    local: { cidade: 'Florianópolis', uf: 'SC' },
    testemunhas: juliaW,
  },
});

export const TRYOUT_ACCENTS = [aurelioSemAcento, juliaOng];
