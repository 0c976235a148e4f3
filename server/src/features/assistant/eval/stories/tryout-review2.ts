/**
 * People of a second try in the browser (new people, typing as they do): data pasted as "Label:
 * value" lines, places of birth told in a story or with where they live, trades with a phrase
 * after them, states named in full, someone typing for a grandmother, the review confirmed in a
 * sentence. The review's corrections are in engine/review-corrections.test.ts.
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story } from '../story.ts';
import { br, quiet, typeWitnesses, witness, type Witness } from './common.ts';

/** Witnesses pasted in blocks, as copied from a message ("Testemunha 1:", "Nome: …", …). */
function witnessBlocks(ws: readonly Witness[], addresses: readonly string[]): string {
  return ws
    .map((w, i) =>
      [
        `Testemunha ${i + 1}:`,
        `Nome: ${w.nome}`,
        `CPF: ${formatCpf(w.cpf)}`,
        `Nascimento: ${br(w.dataNascimento)}`,
        ...(addresses[i] ? [`Endereço: ${addresses[i]}`] : []),
      ].join('\n'),
    )
    .join('\n\n');
}

const elisabeteCpf = cpfFrom('519630742');
const elisabeteW = [
  witness('Marcos Antônio Wisniewski', '632184507', '1970-03-14'),
  witness('Regina Célia Andrade', '743295618', '1966-08-21'),
  witness('Paulo Roberto Szymanski', '854306729', '1975-12-02'),
];
/** Retired bank clerk: pastes her data and her witnesses as "Label: value" lines. */
export const elisabete = story({
  id: 'elisabete-pr-dados-colados',
  who: {
    age: 63,
    region: 'Curitiba/PR',
    typing: 'cola os dados prontos, "Nome: …", "CPF: …", "End.: R. …"',
    family: 'divorciada, uma filha, tudo para a filha',
  },
  today: '2026-11-20',
  opening: [
    'Boa tarde. Seguem meus dados:',
    'Nome: Elisabete Maria Kowalski',
    `CPF: ${formatCpf(elisabeteCpf)}`,
    'RG: 4.123.456-7',
    'Data nasc.: 04/02/1963',
    'Naturalidade: Ponta Grossa/PR',
    'Profissão: bancária aposentada',
    'End.: R. Mateus Leme, 1200, ap 52, Centro Cívico, Curitiba/PR, CEP 80530-010',
    'Estado civil: divorciada',
  ].join('\n'),
  answers: {
    ...quiet('formal'),
    nome: 'Elisabete Maria Kowalski',
    cpf: formatCpf(elisabeteCpf),
    nascimento: '04/02/1963',
    naturalidade: 'Ponta Grossa/PR',
    profissao: 'bancária aposentada',
    endereco: 'R. Mateus Leme, 1200, ap 52, Centro Cívico, Curitiba/PR, CEP 80530-010',
    estado_civil: 'divorciada',
    filhos: 'Juliana Kowalski Ramos, 15/09/1990',
    filhos_menores: 'nenhum',
    pais: 'Não',
    heranca: 'tudo para a minha filha Juliana',
    testamenteiro: 'Juliana Kowalski Ramos',
    testamenteiro_premio: 'Não',
    forma: 'particular',
    testemunhas: witnessBlocks(elisabeteW, [
      'R. Padre Anchieta, 500, Bigorrilho, Curitiba/PR',
      'Av. Sete de Setembro, 3000, Centro, Curitiba/PR',
      'R. XV de Novembro, 800, Centro, Curitiba/PR',
    ]),
    revisao: 'Está correto. Pode gerar.',
  },
  covers: {
    opening: [
      'nome',
      'cpf',
      'nascimento',
      'naturalidade',
      'nacionalidade',
      'profissao',
      'endereco',
      'estado_civil',
    ],
  },
  facts: {
    testador: {
      nome: 'Elisabete Maria Kowalski',
      cpf: elisabeteCpf,
      dataNascimento: '1963-02-04',
      naturalidade: 'Ponta Grossa/PR',
      nacionalidade: 'brasileira',
      profissao: 'bancária aposentada',
      estadoCivil: 'divorciado',
      endereco: {
        logradouro: 'Rua Mateus Leme',
        numero: '1200',
        complemento: 'apto 52',
        bairro: 'Centro Cívico',
        cidade: 'Curitiba',
        uf: 'PR',
        cep: '80530010',
      },
    },
    filhos: [{ nome: 'Juliana Kowalski Ramos', dataNascimento: '1990-09-15', menor: false }],
    heranca: [{ beneficiario: 'Juliana Kowalski Ramos', percentual: 100, base: 'total' }],
    testamenteiros: [{ nome: 'Juliana Kowalski Ramos' }],
    forma: 'particular',
    local: { cidade: 'Curitiba', uf: 'PR' },
    testemunhas: elisabeteW,
  },
});

const franciscaCpf = cpfFrom('417508396');
const franciscaW = [
  witness('Cícero Romão Batista Filho', '528619407', '1971-07-20'),
  witness('Maria do Socorro Alencar', '639720518', '1968-02-11'),
  witness('José Wellington Sampaio', '740831629', '1979-10-30'),
];
/** Her grandson types for her; she tells her birth in a story and lives in another city. */
export const francisca = story({
  id: 'francisca-ce-neto-digita-crato-juazeiro',
  who: {
    age: 76,
    region: 'Juazeiro do Norte/CE',
    typing: 'o neto digita, minúsculas, conta histórias, nasceu numa cidade e mora em outra',
    family: 'viúva, dois filhos, a casa para a filha que cuida dela',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    proprio:
      'sou o neto dela, to digitando pq ela nao mexe com celular, mas ela ta aqui do lado e é ela q ta decidindo tudo',
    nome: 'francisca alencar de sousa',
    cpf: formatCpf(franciscaCpf),
    nascimento: 'nasceu em 10/05/1950, foi num dia de chuva braba que o rio subiu, ela conta',
    naturalidade: 'nasci no crato mas moro aqui em juazeiro desde menina',
    nacionalidade: 'brasileira',
    profissao: 'agricultora aposentada, trabalhou na roça a vida toda',
    endereco: 'rua padre cicero 850, centro, juazeiro do norte ce, 63010-020',
    estado_civil: 'viuva',
    filhos: 'antonio alencar de sousa 03/03/1972\nmaria das dores alencar 12/12/1975',
    filhos_menores: 'nenhum',
    pais: 'nao',
    heranca: 'nao',
    legados: 'a casa da rua padre cicero fica pra maria das dores',
    legados_valor: 'a casa uns 200 mil, tudo uns 400 mil',
    testamenteiro: 'maria das dores alencar',
    testamenteiro_premio: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(franciscaW, 'plain'),
    revisao: 'ela disse que pode fazer',
  },
  facts: {
    testador: {
      nome: 'Francisca Alencar de Sousa',
      cpf: franciscaCpf,
      dataNascimento: '1950-05-10',
      naturalidade: 'Crato/CE',
      nacionalidade: 'brasileira',
      profissao: 'agricultora aposentada',
      estadoCivil: 'viuvo',
      endereco: {
        logradouro: 'Rua Padre Cícero',
        numero: '850',
        bairro: 'Centro',
        cidade: 'Juazeiro do Norte',
        uf: 'CE',
        cep: '63010020',
      },
    },
    filhos: [
      { nome: 'Antônio Alencar de Sousa', dataNascimento: '1972-03-03', menor: false },
      { nome: 'Maria das Dores Alencar', dataNascimento: '1975-12-12', menor: false },
    ],
    legados: [{ beneficiario: 'Maria das Dores Alencar', descricao: 'a casa da rua padre cicero' }],
    testamenteiros: [{ nome: 'Maria das Dores Alencar' }],
    forma: 'particular',
    local: { cidade: 'Juazeiro do Norte', uf: 'CE' },
    testemunhas: franciscaW,
  },
});

const raimundoCpf = cpfFrom('308417285');
const raimundoW = [
  witness('Edson Luiz Bortolini', '419528396', '1980-04-04'),
  witness('Neusa Terezinha Zanella', '520639407', '1969-06-16'),
  witness('Jair Antônio Dalla Costa', '631740518', '1973-01-27'),
];
/** Born in Acre, farms in Santa Catarina: the state in full, a trade with its story. */
export const raimundo = story({
  id: 'raimundo-ac-sc-produtor-rural',
  who: {
    age: 58,
    region: 'Chapecó/SC',
    typing: 'minúsculas, o estado por extenso, a profissão com a história dela',
    family: 'casado em comunhão parcial, um filho, a parte disponível para o filho',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'raimundo nonato da silva',
    cpf: formatCpf(raimundoCpf),
    nascimento: '22/07/1968',
    naturalidade: 'sena madureira, acre',
    nacionalidade: 'brasileiro',
    profissao: 'produtor rural, mexo com soja e um pouco de gado, ja fui caminhoneiro',
    endereco: 'rua marechal bormann 850, centro, chapeco sc, 89801-000',
    estado_civil: 'casado',
    conjuge_nome: 'ivone zanella da silva',
    regime: 'comunhao parcial',
    filhos: 'diego zanella da silva 05/05/1995',
    filhos_menores: 'nenhum',
    pais: 'nao',
    heranca: 'a parte disponivel toda pro meu filho diego',
    testamenteiro: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(raimundoW, 'plain'),
    revisao: 'ta tudo certo, pode fazer',
  },
  facts: {
    testador: {
      nome: 'Raimundo Nonato da Silva',
      cpf: raimundoCpf,
      dataNascimento: '1968-07-22',
      naturalidade: 'Sena Madureira/AC',
      nacionalidade: 'brasileiro',
      profissao: 'produtor rural',
      estadoCivil: 'casado',
      endereco: {
        logradouro: 'Rua Marechal Bormann',
        numero: '850',
        bairro: 'Centro',
        cidade: 'Chapecó',
        uf: 'SC',
        cep: '89801000',
      },
    },
    conjuge: {
      nome: 'Ivone Zanella da Silva',
      tipo: 'casamento',
      regimeBens: 'comunhao_parcial',
    },
    filhos: [{ nome: 'Diego Zanella da Silva', dataNascimento: '1995-05-05', menor: false }],
    heranca: [{ beneficiario: 'Diego Zanella da Silva', percentual: 100, base: 'disponivel' }],
    forma: 'particular',
    local: { cidade: 'Chapecó', uf: 'SC' },
    testemunhas: raimundoW,
  },
});

const benedita = cpfFrom('209316174');
const beneditaW = [
  witness('Raimunda Pantoja Farias', '310427285', '1970-09-09'),
  witness('Manoel Tavares Gonçalves', '421538396', '1965-03-18'),
  witness('Luzia Cardoso Pinheiro', '532649407', '1982-11-23'),
];
/** Her daughter types; the place of birth "de cameta mesmo, pará", a trade with its years. */
export const beneditaStory = story({
  id: 'benedita-pa-cameta-professora',
  who: {
    age: 70,
    region: 'Belém/PA',
    typing: 'a filha digita, fala dela na terceira pessoa, minúsculas',
    family: 'solteira, sem filhos, tudo para a sobrinha',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('plain'),
    nome: 'benedita pantoja cardoso',
    cpf: formatCpf(benedita),
    nascimento: '08/12/1955',
    naturalidade: 'ela é de cameta mesmo, pará',
    nacionalidade: 'brasileira',
    profissao: 'professora aposentada, 30 anos de sala de aula',
    endereco: 'travessa padre eutiquio 1500, apto 302, batista campos, belem pa, 66033-000',
    estado_civil: 'solteira',
    filhos: 'nao tem',
    pais: 'nao',
    heranca: 'tudo pra sobrinha dela, a ana paula cardoso farias',
    testamenteiro: 'nao',
    forma: 'particular',
    testemunhas: typeWitnesses(beneditaW, 'plain'),
    revisao: 'tá ótimo, pode gerar',
  },
  facts: {
    testador: {
      nome: 'Benedita Pantoja Cardoso',
      cpf: benedita,
      dataNascimento: '1955-12-08',
      naturalidade: 'Cametá/PA',
      nacionalidade: 'brasileira',
      profissao: 'professora aposentada',
      estadoCivil: 'solteiro',
      endereco: {
        logradouro: 'Travessa Padre Eutíquio',
        numero: '1500',
        complemento: 'apto 302',
        bairro: 'Batista Campos',
        cidade: 'Belém',
        uf: 'PA',
        cep: '66033000',
      },
    },
    heranca: [{ beneficiario: 'Ana Paula Cardoso Farias', percentual: 100, base: 'total' }],
    forma: 'particular',
    local: { cidade: 'Belém', uf: 'PA' },
    testemunhas: beneditaW,
  },
});

export const TRYOUT_REVIEW2 = [elisabete, francisca, raimundo, beneditaStory];
