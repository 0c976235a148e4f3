/**
 * Round 2, yes/no with talk around it and answers to the previous question: a yes with a word
 * said to the listener after it ("é pra mim mesmo sô"), a "no" that goes on talking ("não, o
 * Carlos não deixou filho nenhum"), an answer said again before the one asked now ("como eu
 * disse, nasci em…"), and a marriage told next to an earlier partner never married.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story, type WillFacts } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const FILHOS_NEIDE: WillFacts['filhos'] = [
  { nome: 'Márcio Dias Fonseca', dataNascimento: '1979-04-12', menor: false },
  { nome: 'Carlos Dias Fonseca', dataNascimento: '1982-10-03', vivo: false, menor: false },
];
const neideCpf = cpfFrom('731946285');
const neideW = [
  witness('Geralda Souza Pinto', '742851396', '1961-05-05'),
  witness('Antônio Ribeiro Maia', '753962407', '1959-11-11'),
  witness('Rosa Maria Teixeira', '764073518', '1966-02-02'),
];
/** Mineira, slow typist: "sô" after the yes, a "no" with talk, a fight to avoid. */
export const neide = story({
  id: 'r2-neide-mg-sim-so-e-nao-com-conversa',
  who: {
    age: 74,
    region: 'Divinópolis/MG',
    typing: 'mineirês ("sô", "uai", "fio"), sem acento, minúsculas',
    family: 'viúva; dois filhos, o caçula falecido sem filhos',
  },
  today: '2026-11-26',
  opening:
    'boa tarde, sou viuva e quero fazer meu testamento pra nao ter briga entre os meus fio depois',
  answers: {
    ...quiet('plain'),
    proprio: 'é pra mim mesma sô',
    nome: 'neide dias fonseca',
    cpf: formatCpf(neideCpf),
    nascimento: '20/06/1952',
    naturalidade: 'divinopolis mg',
    nacionalidade: 'brasileira',
    profissao: 'costureira aposentada',
    endereco: 'rua goias 455, centro, divinopolis/mg, cep 35500-001',
    estado_civil: 'viuva sô',
    filhos: 'marcio dias fonseca 12/04/1979 e carlos dias fonseca 03/10/1982, que faleceu',
    netos: 'nao, o carlos nao deixou fio nenhum, nem casado ele era',
    pais: 'nao uai, ja faleceram',
    heranca: 'tudo pro marcio',
    testamenteiro: 'meu filho marcio',
    forma: 'particular',
    testemunhas: typeWitnesses(neideW, 'plain'),
  },
  covers: { opening: ['estado_civil'], naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Neide Dias Fonseca',
      cpf: neideCpf,
      dataNascimento: '1952-06-20',
      naturalidade: 'Divinópolis/MG',
      nacionalidade: 'brasileira',
      profissao: 'costureira aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Goiás',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Divinópolis',
        uf: 'MG',
        cep: '35500001',
      },
    },
    filhos: FILHOS_NEIDE,
    heranca: [{ beneficiario: 'Márcio Dias Fonseca', percentual: 100, base: 'total' }],
    testamenteiros: [{ nome: 'Márcio Dias Fonseca' }],
    forma: 'particular',
    local: { cidade: 'Divinópolis', uf: 'MG' },
    testemunhas: neideW,
  },
});

const odairCpf = cpfFrom('875184629');
const odairW = [
  witness('Célia Moraes Andrade', '886295730', '1970-01-21'),
  witness('Jair Batista Couto', '897306841', '1964-08-14'),
  witness('Sílvia Helena Prado', '908417952', '1973-12-30'),
];
/** Polite and slow: says the birth date again before the city; "sim senhora" at each yes. */
export const odair = story({
  id: 'r2-odair-sp-como-eu-disse',
  who: {
    age: 81,
    region: 'Campinas/SP',
    typing: 'formal, frases completas, repete o que já disse',
    family: 'solteiro, sem filhos; tudo para o sobrinho',
  },
  today: '2026-11-26',
  opening: 'Boa tarde. Sou solteiro e não tenho filhos. Gostaria de fazer o meu testamento.',
  answers: {
    ...quiet('formal'),
    proprio: 'É sim senhora, é meu mesmo.',
    nome: 'Odair Lopes Bragança',
    cpf: formatCpf(odairCpf),
    nascimento: 'Nasci em 9 de setembro de 1945.',
    naturalidade:
      'Como eu disse, nasci em 9 de setembro de 1945. Ah, perdão, a senhora pergunta a cidade? Em Campinas, SP.',
    nacionalidade: 'Brasileiro.',
    profissao: 'Contador aposentado.',
    endereco: 'Rua Barão de Jaguara, 900, Centro, Campinas/SP, CEP 13015-001',
    pais: 'Não, já faleceram.',
    heranca: 'Tudo para o meu sobrinho Rafael Lopes Bragança.',
    testamenteiro: 'O Rafael Lopes Bragança.',
    forma: 'particular',
    testemunhas: typeWitnesses(odairW, 'br'),
  },
  covers: { opening: ['estado_civil', 'filhos'] },
  facts: {
    testador: {
      nome: 'Odair Lopes Bragança',
      cpf: odairCpf,
      dataNascimento: '1945-09-09',
      naturalidade: 'Campinas/SP',
      nacionalidade: 'brasileira',
      profissao: 'contador aposentado',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Barão de Jaguara',
        numero: '900',
        bairro: 'Centro',
        cidade: 'Campinas',
        uf: 'SP',
        cep: '13015001',
      },
    },
    filhos: [],
    heranca: [{ beneficiario: 'Rafael Lopes Bragança', percentual: 100, base: 'total' }],
    testamenteiros: [{ nome: 'Rafael Lopes Bragança' }],
    forma: 'particular',
    local: { cidade: 'Campinas', uf: 'SP' },
    testemunhas: odairW,
  },
});

export const TRYOUT_R2_OPENINGS = [neide, odair];
