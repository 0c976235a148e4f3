/**
 * Corrections typed inside another answer: a birth date retyped in the same message ("pera errei
 * e …", "ops, é …"), and a daughter's date corrected with "dela" while giving a gift. The date
 * goes to the person it points at, never to the testator, and the gift is still read.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const rosileneCpf = cpfFrom('731842956');
const rosileneW = [
  witness('Joelma Farias Campos', '742953067', '1979-04-11'),
  witness('Adriano Lopes Mota', '753064178', '1983-12-02'),
  witness('Celso Brandão Pires', '764175289', '1970-06-30'),
];
/** The own birth date retyped in the CPF answer: "ops, é 30/11/84". */
export const rosilene = story({
  id: 'rosilene-ap-data-corrigida-na-hora',
  who: {
    age: 41,
    region: 'Macapá/AP',
    typing: 'minúsculas, tudo numa linha, corrige na mesma mensagem',
    family: 'solteira; um filho maior',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'rosilene cardoso nery',
    cpf: `${formatCpf(rosileneCpf)} nasci 03/11/84 ops, é 30/11/84`,
    naturalidade: 'macapa ap',
    nacionalidade: 'brasileira',
    profissao: 'cabeleireira',
    endereco: 'avenida fab 1200, centro, macapa/ap, cep 68900-073',
    estado_civil: 'solteira',
    filhos: 'gabriel cardoso nery 14/05/2004',
    pais: 'minha mae ja faleceu, meu pai eu nao conheci',
    heranca: 'nao',
    testamenteiro: 'meu filho gabriel',
    forma: 'particular',
    testemunhas: typeWitnesses(rosileneW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Rosilene Cardoso Nery',
      cpf: rosileneCpf,
      dataNascimento: '1984-11-30',
      naturalidade: 'Macapá/AP',
      nacionalidade: 'brasileira',
      profissao: 'cabeleireira',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Avenida FAB',
        numero: '1200',
        bairro: 'Centro',
        cidade: 'Macapá',
        uf: 'AP',
        cep: '68900073',
      },
    },
    filhos: [{ nome: 'Gabriel Cardoso Nery', dataNascimento: '2004-05-14', menor: false }],
    testamenteiros: [{ nome: 'Gabriel Cardoso Nery' }],
    forma: 'particular',
    local: { cidade: 'Macapá', uf: 'AP' },
    testemunhas: rosileneW,
  },
});

export const TRYOUT_ASIDES = [rosilene];
