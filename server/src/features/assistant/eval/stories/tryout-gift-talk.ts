/**
 * People who talk around a gift: a reference back to something said before ("aquilo q eu te
 * disse do apartamento"), "só"/"apenas" saying the gift is the only one (the gifts question is
 * then answered), a pointer ("aquele relógio que eu falei") at the gifts question itself.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const celia = cpfFrom('517394826');
const celiaW = [
  witness('Josefa Maria Bezerra', '628405937', '1970-03-14'),
  witness('Severino Alves Cabral', '739516048', '1965-07-22'),
  witness('Ivone Cristina Lacerda', '841627359', '1979-11-05'),
];
/** "aquilo q eu te disse do apartamento": the flat, to her daughter, the only gift. */
const celiaApartamento = story({
  id: 'tryout-gifttalk-celia-pe-aquilo-do-apartamento',
  who: {
    age: 66,
    region: 'Caruaru/PE',
    typing: 'sem acentos, abrevia q e pq, responde "n" e continua a frase',
    family: 'viúva, dois filhos; o apartamento para a filha, o resto pela lei',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'celia maria de araujo lins',
    cpf: formatCpf(celia),
    nascimento: '02/03/1960',
    naturalidade: 'caruaru pe',
    nacionalidade: 'brasileira',
    profissao: 'comerciante',
    endereco: 'rua vigário freire, 210, centro, caruaru/pe, cep 55002-070',
    estado_civil: 'viuva',
    filhos: 'renata araujo lins 11/01/1985 e paulo araujo lins 23/06/1988',
    heranca:
      'n, so aquilo q eu te disse do apartamento pra minha filha renata, o resto dividido como manda a lei',
    legados_valor: 'o ap uns 350 mil, tudo q eu tenho uns 900 mil',
    testamenteiro: 'meu filho paulo',
    forma: 'particular',
    testemunhas: typeWitnesses(celiaW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'], heranca: ['legados'] },
  facts: {
    testador: {
      nome: 'Célia Maria de Araújo Lins',
      cpf: celia,
      dataNascimento: '1960-03-02',
      naturalidade: 'Caruaru/PE',
      nacionalidade: 'brasileira',
      profissao: 'comerciante',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Vigário Freire',
        numero: '210',
        bairro: 'Centro',
        cidade: 'Caruaru',
        uf: 'PE',
        cep: '55002070',
      },
    },
    filhos: [
      { nome: 'Renata Araújo Lins', dataNascimento: '1985-01-11', menor: false },
      { nome: 'Paulo Araújo Lins', dataNascimento: '1988-06-23', menor: false },
    ],
    heranca: [],
    legados: [{ beneficiario: 'Renata Araújo Lins', descricao: 'o apartamento' }],
    testamenteiros: [{ nome: 'Paulo Araújo Lins' }],
    forma: 'particular',
    local: { cidade: 'Caruaru', uf: 'PE' },
    testemunhas: celiaW,
  },
});

const joaquim = cpfFrom('952738460');
const joaquimW = [
  witness('Geraldo Magela Pires', '163849571', '1961-04-30'),
  witness('Rita de Cássia Fonseca', '274950682', '1974-09-12'),
  witness('Wanderley Soares Neto', '385061793', '1969-01-19'),
];
/** "nenhum. apenas meu trator pro diego msm": the only gift, said at the shares. */
const joaquimTrator = story({
  id: 'tryout-gifttalk-joaquim-mg-apenas-o-trator',
  who: {
    age: 62,
    region: 'Patos de Minas/MG',
    typing: 'curto, sem acentos, "msm" no fim',
    family: 'viúvo, dois filhos; o trator para o mais velho',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'joaquim batista ferreira',
    cpf: formatCpf(joaquim),
    nascimento: '08/08/1964',
    naturalidade: 'patos de minas mg',
    nacionalidade: 'brasileiro',
    profissao: 'produtor rural',
    endereco: 'rua major gote, 1020, centro, patos de minas/mg, cep 38700-001',
    estado_civil: 'viuvo',
    filhos: 'diego batista ferreira 14/02/1990, larissa batista ferreira 30/10/1994',
    heranca: 'nenhum. apenas meu trator pro diego msm',
    legados_valor: 'o trator uns 150 mil, td uns 1,5 mi',
    testamenteiro: 'a larissa',
    forma: 'particular',
    testemunhas: typeWitnesses(joaquimW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'], heranca: ['legados'] },
  facts: {
    testador: {
      nome: 'Joaquim Batista Ferreira',
      cpf: joaquim,
      dataNascimento: '1964-08-08',
      naturalidade: 'Patos de Minas/MG',
      nacionalidade: 'brasileiro',
      profissao: 'produtor rural',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Major Gote',
        numero: '1020',
        bairro: 'Centro',
        cidade: 'Patos de Minas',
        uf: 'MG',
        cep: '38700001',
      },
    },
    filhos: [
      { nome: 'Diego Batista Ferreira', dataNascimento: '1990-02-14', menor: false },
      { nome: 'Larissa Batista Ferreira', dataNascimento: '1994-10-30', menor: false },
    ],
    heranca: [],
    legados: [{ beneficiario: 'Diego Batista Ferreira', descricao: 'o trator' }],
    testamenteiros: [{ nome: 'Larissa Batista Ferreira' }],
    forma: 'particular',
    local: { cidade: 'Patos de Minas', uf: 'MG' },
    testemunhas: joaquimW,
  },
});

const ilda = cpfFrom('496172804');
const ildaW = [
  witness('Marta Regina Boff', '507283915', '1972-02-08'),
  witness('Elio Cesar Dalmolin', '618394026', '1966-12-24'),
  witness('Sandra Lúcia Pizzatto', '729405137', '1980-05-17'),
];
/** "aquele relogio que eu falei pro bruno": the watch at the gifts question, not the words. */
const ildaRelogio = story({
  id: 'tryout-gifttalk-ilda-pr-aquele-relogio',
  who: {
    age: 71,
    region: 'Cascavel/PR',
    typing: 'minúsculas, fala como se o assistente lembrasse de tudo',
    family: 'viúva, um filho e uma filha; o relógio do marido para o filho',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'ilda terezinha zanatta',
    cpf: formatCpf(ilda),
    nascimento: '19/04/1955',
    naturalidade: 'cascavel pr',
    nacionalidade: 'brasileira',
    profissao: 'aposentada',
    endereco: 'rua paraná, 3300, centro, cascavel/pr, cep 85810-010',
    estado_civil: 'viuva',
    filhos: 'bruno zanatta 03/05/1978 e cintia zanatta 21/12/1981',
    heranca: 'nao, como a lei manda',
    legados: 'aquele relogio que eu falei pro meu filho bruno',
    legados_valor: 'o relogio uns 8 mil, tudo uns 600 mil',
    testamenteiro: 'minha filha cintia',
    forma: 'particular',
    testemunhas: typeWitnesses(ildaW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Ilda Terezinha Zanatta',
      cpf: ilda,
      dataNascimento: '1955-04-19',
      naturalidade: 'Cascavel/PR',
      nacionalidade: 'brasileira',
      profissao: 'aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Paraná',
        numero: '3300',
        bairro: 'Centro',
        cidade: 'Cascavel',
        uf: 'PR',
        cep: '85810010',
      },
    },
    filhos: [
      { nome: 'Bruno Zanatta', dataNascimento: '1978-05-03', menor: false },
      { nome: 'Cintia Zanatta', dataNascimento: '1981-12-21', menor: false },
    ],
    heranca: [],
    legados: [{ beneficiario: 'Bruno Zanatta', descricao: 'o relógio' }],
    testamenteiros: [{ nome: 'Cintia Zanatta' }],
    forma: 'particular',
    local: { cidade: 'Cascavel', uf: 'PR' },
    testemunhas: ildaW,
  },
});

export const TRYOUT_GIFT_TALK = [celiaApartamento, joaquimTrator, ildaRelogio];
