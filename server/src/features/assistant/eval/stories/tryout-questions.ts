/**
 * New people whose questions are never answers: an early "quero deserdar…" kept for the wishes, a
 * child of another union or adopted asked about at the shares ("ele tem o msm direito q os
 * outros?"), answered from the law the server computes.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const niltonCpf = cpfFrom('372915046');
const niltonW = [
  witness('Osmar Prado Lins', '483026157', '1960-05-11'),
  witness('Vera Lúcia Campos', '594137268', '1965-09-02'),
  witness('Ademir Souza Reis', '605248379', '1958-01-19'),
];
export const nilton = story({
  id: 'nilton-go-deserda-e-adotado',
  who: {
    age: 66,
    region: 'Anápolis/GO',
    typing: 'minúsculas, sem acento, abreviações (msm, q)',
    family: 'divorciado, 2 filhos adultos, um adotado; deserda a filha que o agrediu',
  },
  today: '2026-11-25',
  opening: 'oi. sim, é pra deserdar minha filha',
  answers: {
    ...quiet('plain'),
    proprio: 'sim',
    nome: 'nilton cesar barros',
    cpf: formatCpf(niltonCpf),
    nascimento: '08/03/1960',
    naturalidade: 'anapolis go',
    nacionalidade: 'brasileiro',
    profissao: 'motorista aposentado',
    endereco: 'rua engenheiro portela, 455, centro, anapolis/go, cep 75020-010',
    estado_civil: 'divorciado',
    filhos: 'igor barros lima 11/11/1988\npatricia barros 04/06/1991',
    pais: 'ja faleceram',
    heranca: [
      'o igor tem o msm direito q a outra? ele e adotado',
      'a parte disponivel toda pro igor',
    ],
    deserdacao_causa: 'a patricia. ela me agrediu',
    deserdacao_fatos: 'em janeiro de 2024 ela me empurrou na escada e quebrei o braço, tem boletim',
    testamenteiro: 'meu filho igor',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(niltonW, 'plain'),
    revisao: ['sim'],
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: 'o igor tem o msm direito q a outra? ele e adotado',
      expect: /mesmos direitos[\s\S]*1\.596[\s\S]*1\/4 \(25%\)/,
      why: 'an adopted child has the same rights (CF 227 §6, 1.596), with his legítima',
    },
  ],
  facts: {
    testador: {
      nome: 'Nilton Cesar Barros',
      cpf: niltonCpf,
      dataNascimento: '1960-03-08',
      naturalidade: 'Anápolis/GO',
      nacionalidade: 'brasileiro',
      profissao: 'motorista aposentado',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Engenheiro Portela',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Anápolis',
        uf: 'GO',
        cep: '75020010',
      },
    },
    filhos: [
      { nome: 'Igor Barros Lima', dataNascimento: '1988-11-11', menor: false },
      { nome: 'Patrícia Barros', dataNascimento: '1991-06-04', menor: false },
    ],
    heranca: [{ beneficiario: 'Igor Barros Lima', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Igor Barros Lima' }],
    forma: 'particular',
    local: { cidade: 'Anápolis', uf: 'GO' },
    testemunhas: niltonW,
  },
});

export const TRYOUT_QUESTIONS = [nilton];
