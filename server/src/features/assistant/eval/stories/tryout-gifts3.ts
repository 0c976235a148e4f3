/**
 * The people of a third try in the browser: the nephews of a dead brother who receive his half
 * ("pros dois filhos do meu irmão José Augusto, que faleceu: …"), a "coletivo" that is an
 * institution (its CNPJ asked), a gift taken back in words ("esquece o carro, a hilux eu vou
 * vender"), the whole disponível said as "o que eu puder deixar livre", "n" to the shares and a
 * flat abroad given as a gift.
 */
import { cnpjFrom, cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { formatCnpj, quiet, typeWitnesses, witness } from './common.ts';

const COLETIVO_CNPJ = cnpjFrom('357924680001');

const vera = cpfFrom('613572048');
const veraW = [
  witness('Luciana Prado Mendes', '724683159', '1972-04-11'),
  witness('Otávio Ramos Siqueira', '835794260', '1968-08-23'),
  witness('Fernanda Lopes Tavares', '946805371', '1983-01-30'),
];
/** Issues 1 and 3: half to a "coletivo", the other half to a dead brother's two sons. */
export const veraColetivo = story({
  id: 'tryout3-vera-sp-coletivo-e-sobrinhos',
  who: {
    age: 63,
    region: 'Araraquara/SP',
    typing: 'minúsculas, frases compridas, nomes completos com dois pontos',
    family: 'solteira, sem filhos, pais falecidos; um coletivo e os filhos do irmão falecido',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'vera lucia fontes barreto',
    cpf: formatCpf(vera),
    nascimento: '03/02/1963',
    naturalidade: 'araraquara sp',
    nacionalidade: 'brasileira',
    profissao: 'assistente social aposentada',
    endereco: 'rua voluntários da pátria, 1450, centro, araraquara/sp, cep 14801-320',
    estado_civil: 'solteira',
    filhos: 'nao tenho',
    pais: 'nao, ja faleceram',
    heranca:
      'metade pro Coletivo Arco-Íris de Araraquara e a outra metade pros dois filhos do meu irmão josé augusto, que faleceu: tiago fontes barreto e mateus fontes barreto, meio a meio',
    cnpj: `o cnpj é ${formatCnpj(COLETIVO_CNPJ)}`,
    testamenteiro: 'meu sobrinho tiago fontes barreto',
    forma: 'particular',
    testemunhas: typeWitnesses(veraW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Vera Lúcia Fontes Barreto',
      cpf: vera,
      dataNascimento: '1963-02-03',
      naturalidade: 'Araraquara/SP',
      nacionalidade: 'brasileira',
      profissao: 'assistente social aposentada',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Rua Voluntários da Pátria',
        numero: '1450',
        bairro: 'Centro',
        cidade: 'Araraquara',
        uf: 'SP',
        cep: '14801320',
      },
    },
    heranca: [
      {
        beneficiario: 'Coletivo Arco-Íris de Araraquara',
        percentual: 50,
        base: 'total',
        cnpj: COLETIVO_CNPJ,
      },
      { beneficiario: 'Tiago Fontes Barreto', percentual: 25, base: 'total' },
      { beneficiario: 'Mateus Fontes Barreto', percentual: 25, base: 'total' },
    ],
    testamenteiros: [{ nome: 'Tiago Fontes Barreto' }],
    forma: 'particular',
    local: { cidade: 'Araraquara', uf: 'SP' },
    testemunhas: veraW,
  },
});

const adair = cpfFrom('724610395');
const adairW = [
  witness('Gilmar Antônio Zanella', '835721406', '1966-05-14'),
  witness('Rosane Maria Bortolini', '946832517', '1971-10-02'),
  witness('Valdir José Tonial', '157943628', '1962-02-27'),
];
const adairFacts = {
  testador: {
    nome: 'Adair Luiz Pasqualotto',
    cpf: adair,
    dataNascimento: '1958-09-12',
    naturalidade: 'Erechim/RS',
    nacionalidade: 'brasileiro',
    profissao: 'agricultor',
    estadoCivil: 'viuvo' as const,
    endereco: {
      logradouro: 'Linha São Roque',
      numero: '12',
      bairro: 'Interior',
      cidade: 'Erechim',
      uf: 'RS',
      cep: '99700000',
    },
  },
  filhos: [
    { nome: 'Diego Pasqualotto', dataNascimento: '1984-03-15', menor: false },
    { nome: 'Fabiana Pasqualotto', dataNascimento: '1987-11-20', menor: false },
  ],
  heranca: [],
  legados: [{ beneficiario: 'Diego Pasqualotto', descricao: 'o trator' }],
  testamenteiros: [{ nome: 'Diego Pasqualotto' }],
  forma: 'particular' as const,
  local: { cidade: 'Erechim', uf: 'RS' },
  testemunhas: adairW,
};
const adairAnswers = {
  ...quiet('plain'),
  nome: 'adair luiz pasqualotto',
  cpf: formatCpf(adair),
  nascimento: '12/09/1958',
  naturalidade: 'erechim rs',
  nacionalidade: 'brasileiro',
  profissao: 'agricultor',
  endereco: 'linha são roque, 12, interior, erechim/rs, cep 99700-000',
  estado_civil: 'viuvo',
  filhos: 'diego pasqualotto 15/03/1984, fabiana pasqualotto 20/11/1987',
  heranca: 'nao, como manda a lei',
  legados: 'a hilux pra fabiana e o trator pro diego',
  testamenteiro: 'meu filho diego',
  forma: 'particular',
  testemunhas: typeWitnesses(adairW, 'plain'),
};
/** Issue 2: a gift taken back at the value question; the rest of the message still read. */
export const adairHilux = story({
  id: 'tryout3-adair-rs-esquece-a-hilux',
  who: {
    age: 68,
    region: 'Erechim/RS',
    typing: 'gaúcho, "bah", sem acentos, muda de ideia no meio',
    family: 'viúvo, dois filhos; a hilux (depois vendida) e o trator',
  },
  today: '2026-11-25',
  answers: {
    ...adairAnswers,
    legados_valor:
      'bah, esquece o que eu falei do carro, a hilux eu vou vender antes, nao vai pra ninguem. o trator vale uns 180 mil, e tudo que eu tenho da uns 900 mil',
  },
  covers: { naturalidade: ['nacionalidade'] },
  correctedLater: ['legados'],
  facts: adairFacts,
});

/** Issue 2 at the review: "tira a hilux do testamento". */
export const adairRevisao = story({
  id: 'tryout3-adair-rs-tira-a-hilux-na-revisao',
  who: {
    age: 68,
    region: 'Erechim/RS',
    typing: 'sem acentos, decide na revisão',
    family: 'viúvo, dois filhos; a hilux tirada na revisão, o trator fica',
  },
  today: '2026-11-25',
  answers: {
    ...adairAnswers,
    legados_valor: 'a hilux uns 250 mil, o trator uns 180 mil, tudo uns 900 mil',
    revisao: ['tira a hilux do testamento', 'sim'],
  },
  covers: { naturalidade: ['nacionalidade'] },
  replyChecks: [
    {
      say: 'tira a hilux do testamento',
      expect: /tirei do testamento: a Hilux para Fabiana Pasqualotto/,
      why: 'a gift taken back at the review is removed and shown',
    },
  ],
  correctedLater: ['legados'],
  facts: adairFacts,
});

export const TRYOUT_GIFTS3 = [veraColetivo, adairHilux, adairRevisao];
