/**
 * From a try with people typing children and parents their own way: twins said with one date for
 * both, after a brother with only his year. Each twin gets the shared date.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const marlyCpf = cpfFrom('815263749');
const marlyW = [
  witness('Sônia Regina Faria', '826374950', '1970-05-05'),
  witness('Otávio Lins Barreto', '837495061', '1966-08-08'),
  witness('Cleide Souto Lima', '848506172', '1974-11-11'),
];
/** Twins after a brother: "o joao de 1990 e as gemeas ana e bia de 12/03/1995". */
export const marly = story({
  id: 'marly-pe-gemeas-depois-do-irmao',
  who: {
    age: 66,
    region: 'Recife/PE',
    typing: 'minúsculas, sem acento, nomes completos',
    family: 'viúva; um filho e gêmeas adultas; pais falecidos',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'marly cavalcanti duarte',
    cpf: formatCpf(marlyCpf),
    nascimento: '03/05/1960',
    naturalidade: 'recife pe',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada',
    endereco: 'rua do hospicio 230, boa vista, recife/pe, cep 50050-050',
    estado_civil: 'viuva',
    filhos:
      'tenho 3 filhos, o joao cavalcanti duarte de 10/10/1990 e as gemeas ana cavalcanti duarte e bia cavalcanti duarte de 12/03/1995',
    pais: 'ja faleceram os dois',
    avos: 'ja faleceram todos',
    heranca: 'nao',
    testamenteiro: 'meu filho joao',
    forma: 'particular',
    testemunhas: typeWitnesses(marlyW, 'plain'),
  },
  covers: { filhos: ['filhos_menores'] },
  facts: {
    testador: {
      nome: 'Marly Cavalcanti Duarte',
      cpf: marlyCpf,
      dataNascimento: '1960-05-03',
      naturalidade: 'Recife/PE',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua do Hospício',
        numero: '230',
        bairro: 'Boa Vista',
        cidade: 'Recife',
        uf: 'PE',
        cep: '50050050',
      },
    },
    filhos: [
      { nome: 'João Cavalcanti Duarte', dataNascimento: '1990-10-10', menor: false },
      { nome: 'Ana Cavalcanti Duarte', dataNascimento: '1995-03-12', menor: false },
      { nome: 'Bia Cavalcanti Duarte', dataNascimento: '1995-03-12', menor: false },
    ],
    testamenteiros: [{ nome: 'João Cavalcanti Duarte' }],
    forma: 'particular',
    local: { cidade: 'Recife', uf: 'PE' },
    testemunhas: marlyW,
  },
});

export const TRYOUT_FAMILY4 = [marly];
