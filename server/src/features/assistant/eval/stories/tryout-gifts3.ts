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
      expect: /tirei do testamento a Hilux para Fabiana Pasqualotto/,
      why: 'a gift taken back at the review is removed and shown',
    },
  ],
  correctedLater: ['legados'],
  facts: adairFacts,
});

const marlene = cpfFrom('835107264');
const marleneW = [
  witness('Joana Ferreira Brito', '946218375', '1975-06-09'),
  witness('Antônio Carlos Nery', '157329486', '1969-12-01'),
  witness('Patrícia Gomes Aragão', '268430597', '1981-03-18'),
];
/** Issue 4: "o que eu puder deixar livre vai todo pra railane, o resto … como manda a lei". */
export const marleneLivre = story({
  id: 'tryout3-marlene-ba-deixar-livre-pra-railane',
  who: {
    age: 61,
    region: 'Feira de Santana/BA',
    typing: 'sem acentos, tudo numa frase, chama a filha pelo primeiro nome',
    family: 'divorciada, dois filhos; a parte disponível toda para a filha',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'marlene souza melo',
    cpf: formatCpf(marlene),
    nascimento: '22/07/1965',
    naturalidade: 'feira de santana ba',
    nacionalidade: 'brasileira',
    profissao: 'costureira',
    endereco: 'rua castro alves, 77, kalilandia, feira de santana/ba, cep 44025-010',
    estado_civil: 'divorciada',
    filhos: 'railane souza melo 04/04/1990 e kaue souza melo 19/09/1993',
    heranca:
      'o que eu puder deixar livre vai todo pra railane, o resto fica igual pros dois como manda a lei',
    testamenteiro: 'minha filha railane',
    forma: 'particular',
    testemunhas: typeWitnesses(marleneW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Marlene Souza Melo',
      cpf: marlene,
      dataNascimento: '1965-07-22',
      naturalidade: 'Feira de Santana/BA',
      nacionalidade: 'brasileira',
      profissao: 'costureira',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Castro Alves',
        numero: '77',
        bairro: 'Kalilândia',
        cidade: 'Feira de Santana',
        uf: 'BA',
        cep: '44025010',
      },
    },
    filhos: [
      { nome: 'Railane Souza Melo', dataNascimento: '1990-04-04', menor: false },
      { nome: 'Kauê Souza Melo', dataNascimento: '1993-09-19', menor: false },
    ],
    heranca: [{ beneficiario: 'Railane Souza Melo', percentual: 100, base: 'disponivel' }],
    testamenteiros: [{ nome: 'Railane Souza Melo' }],
    forma: 'particular',
    local: { cidade: 'Feira de Santana', uf: 'BA' },
    testemunhas: marleneW,
  },
});

const edson = cpfFrom('946283175');
const edsonW = [
  witness('Cláudio Henrique Vasques', '357194628', '1970-02-02'),
  witness('Simone Aparecida Leite', '468205739', '1977-08-15'),
  witness('Márcio Roberto Dantas', '579316840', '1964-11-11'),
];
/** Issue 4: "n" to the shares, and a flat abroad given as a gift. */
export const edsonOrlando = story({
  id: 'tryout3-edson-sc-n-e-apartamento-em-orlando',
  who: {
    age: 57,
    region: 'Balneário Camboriú/SC',
    typing: 'responde com uma letra, sem acentos',
    family: 'casado em separação convencional, uma filha; o apartamento nos EUA para ela',
  },
  today: '2026-11-25',
  answers: {
    ...quiet('plain'),
    nome: 'edson luis marchetti',
    cpf: formatCpf(edson),
    nascimento: '30/05/1969',
    naturalidade: 'blumenau sc',
    nacionalidade: 'brasileiro',
    profissao: 'empresario',
    endereco: 'avenida atlântica, 3200, apto 1501, centro, balneario camboriu/sc, cep 88330-027',
    estado_civil: 'divorciado',
    filhos: 'giovana marchetti 10/10/1998',
    heranca: 'n',
    legados: 'o apartamento em Orlando pra giovana',
    legados_valor: 'o apto uns 2 milhoes, tudo uns 8 milhoes',
    testamenteiro: 'minha filha giovana',
    forma: 'particular',
    testemunhas: typeWitnesses(edsonW, 'plain'),
  },
  covers: { naturalidade: ['nacionalidade'] },
  facts: {
    testador: {
      nome: 'Edson Luis Marchetti',
      cpf: edson,
      dataNascimento: '1969-05-30',
      naturalidade: 'Blumenau/SC',
      nacionalidade: 'brasileiro',
      profissao: 'empresário',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Avenida Atlântica',
        numero: '3200',
        complemento: 'apto 1501',
        bairro: 'Centro',
        cidade: 'Balneário Camboriú',
        uf: 'SC',
        cep: '88330027',
      },
    },
    filhos: [{ nome: 'Giovana Marchetti', dataNascimento: '1998-10-10', menor: false }],
    heranca: [],
    legados: [{ beneficiario: 'Giovana Marchetti', descricao: 'o apartamento em Orlando' }],
    testamenteiros: [{ nome: 'Giovana Marchetti' }],
    forma: 'particular',
    local: { cidade: 'Balneário Camboriú', uf: 'SC' },
    testemunhas: edsonW,
  },
});

export const TRYOUT_GIFTS3 = [veraColetivo, adairHilux, adairRevisao, marleneLivre, edsonOrlando];
