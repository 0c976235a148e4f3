/**
 * The TYPICAL family of issue 18 (married, two children one a minor, one gift), in two ways of
 * talking: volunteering facts in the first message (goal ≤ 22 messages) and answering one thing
 * at a time (goal ≤ 28). Shared with the bench and the browser suite (see ../fixtures.ts).
 */
import { cpfFrom, formatCpf } from '../cpf.ts';
import { story, type Story, type WillFacts } from '../story.ts';
import { quiet, typeWitnesses, witness } from './common.ts';

const CPF = cpfFrom('284615937');
const witnesses = [
  witness('Roberto Carlos Nogueira', '318527460', '1970-01-20'),
  witness('Sílvia Helena Prado', '429638571', '1985-11-02'),
  witness('Márcio Antunes Reis', '530749682', '1990-07-14'),
];

const facts: WillFacts = {
  testador: {
    nome: 'Rodrigo Alves Pereira',
    cpf: CPF,
    dataNascimento: '1982-03-14',
    naturalidade: 'Belo Horizonte/MG',
    nacionalidade: 'brasileiro',
    profissao: 'analista de sistemas',
    estadoCivil: 'casado',
    endereco: {
      logradouro: 'Rua Padre Eustáquio',
      numero: '1450',
      complemento: 'apto 302',
      bairro: 'Carlos Prates',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep: '30710580',
    },
  },
  conjuge: { nome: 'Fernanda Costa Pereira', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
  filhos: [
    { nome: 'Gabriel Costa Pereira', dataNascimento: '2004-08-21', menor: false },
    { nome: 'Laura Costa Pereira', dataNascimento: '2015-02-10', menor: true },
  ],
  heranca: [],
  legados: [{ beneficiario: 'Gabriel Costa Pereira', descricao: 'meu carro Onix 2020' }],
  tutela: {
    tutores: ['Juliana Alves Pereira'],
    outroGenitorVivo: true,
    outroGenitorConcorda: true,
  },
  testamenteiros: [{ nome: 'Fernanda Costa Pereira' }],
  forma: 'particular',
  local: { cidade: 'Belo Horizonte', uf: 'MG' },
  testemunhas: witnesses,
};

/** The answers after the family, the same in both variants. */
const wishes = {
  heranca: 'nenhum, pode seguir a lei',
  legados: 'meu carro Onix 2020 para o Gabriel',
  legados_valor: 'o carro uns 70 mil, e tudo uns 900 mil',
  legados_comum: 'sim, o carro é do casal',
  substitutos: 'não',
  clausulas: 'não',
  tutor: 'minha irmã Juliana Alves Pereira',
  outro_genitor: 'sim',
  tutor_concorda: 'sim',
  testamenteiro: 'minha esposa',
  testamenteiro_premio: 'não',
  desejos: 'não',
  forma: 'particular',
  // The witnesses' addresses on their own lines, where the question invites them.
  testemunhas: typeWitnesses(witnesses, 'br', [
    'Rua da Bahia, 100, Centro, Belo Horizonte/MG',
    'Rua Pernambuco, 550, apto 201, Funcionários, Belo Horizonte/MG, CEP 30130-150',
    'Avenida Afonso Pena, 3000, Cruzeiro, Belo Horizonte/MG',
  ]),
  testemunhas_parentes: 'não',
  local: 'sim',
  revisao: 'sim',
} as const;

export const TYPICAL_VOLUNTEERS: Story = story({
  id: 'typical-volunteers',
  who: {
    age: 44,
    region: 'Belo Horizonte/MG',
    typing: 'conta tudo de uma vez na primeira mensagem',
    family: 'casado, 2 filhos, 1 menor, 1 legado',
  },
  today: '2026-11-20',
  opening: `Oi! Quero fazer meu testamento. Sou Rodrigo Alves Pereira, CPF ${formatCpf(CPF)}, nasci em 14/03/1982 em Belo Horizonte, sou analista de sistemas. Moro na Rua Padre Eustáquio, 1450, apto 302, Carlos Prates, Belo Horizonte/MG, CEP 30710-580. Sou casado com a Fernanda Costa Pereira em comunhão parcial e temos dois filhos: Gabriel Costa Pereira, 21/08/2004, e Laura Costa Pereira, 10/02/2015.`,
  answers: {
    ...quiet('formal'),
    proprio: 'sim',
    nome: 'Rodrigo Alves Pereira',
    cpf: formatCpf(CPF),
    nascimento: '14/03/1982',
    naturalidade: 'Belo Horizonte/MG',
    nacionalidade: 'brasileiro',
    profissao: 'analista de sistemas',
    endereco:
      'Rua Padre Eustáquio, 1450, apto 302, Carlos Prates, Belo Horizonte/MG, CEP 30710-580',
    anteriores: 'não',
    estado_civil: 'casado',
    conjuge_nome: 'Fernanda Costa Pereira',
    regime: 'comunhão parcial',
    filhos: 'Gabriel Costa Pereira, 21/08/2004\nLaura Costa Pereira, 10/02/2015',
    filhos_menores: 'a Laura',
    ...wishes,
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
      'conjuge_nome',
      'regime',
      'filhos',
      'filhos_menores',
    ],
  },
  facts,
});

export const TYPICAL_ONE_AT_A_TIME: Story = story({
  id: 'typical-one-at-a-time',
  who: {
    age: 44,
    region: 'Belo Horizonte/MG',
    typing: 'responde exatamente o que foi perguntado',
    family: 'casado, 2 filhos, 1 menor, 1 legado',
  },
  today: '2026-11-20',
  answers: {
    ...quiet('formal'),
    proprio: 'sim',
    nome: 'Rodrigo Alves Pereira',
    cpf: formatCpf(CPF),
    nascimento: '14/03/1982',
    naturalidade: 'Belo Horizonte/MG',
    nacionalidade: 'brasileiro',
    profissao: 'analista de sistemas',
    endereco:
      'Rua Padre Eustáquio, 1450, apto 302, Carlos Prates, Belo Horizonte/MG, CEP 30710-580',
    capacidade: 'nenhuma',
    anteriores: 'não',
    estado_civil: 'casado',
    conjuge_nome: 'Fernanda Costa Pereira',
    regime: 'comunhão parcial',
    filhos: 'Gabriel Costa Pereira, 21/08/2004\nLaura Costa Pereira, 10/02/2015',
    filhos_menores: 'a Laura',
    ...wishes,
  },
  covers: { naturalidade: ['nacionalidade'], filhos: ['filhos_menores'] },
  facts,
});
