import { ruleMessages } from './rules/messages.ts';
import { REGRAS_VERSAO, SCHEMA_VERSAO, type TestamentContent } from './testament-content.ts';

/**
 * A complete, schema-valid will of a fictional married person with two adult children, ready to
 * conclude: its one alert (the gold watch has no value, LEGADO_VALOR) is acknowledged.
 */
export const EXAMPLE_TESTAMENT: TestamentContent = {
  schemaVersao: SCHEMA_VERSAO,
  regrasVersao: REGRAS_VERSAO,
  pessoas: [
    {
      id: 'p1',
      tipo: 'fisica',
      nome: 'Maria Helena Mendes',
      cpf: '12345678909',
      relacao: 'cônjuge',
    },
    {
      id: 'p2',
      tipo: 'fisica',
      nome: 'Ana Clara Mendes',
      dataNascimento: '1999-04-12',
      relacao: 'filha',
    },
    {
      id: 'p3',
      tipo: 'fisica',
      nome: 'Pedro Henrique Mendes',
      dataNascimento: '2003-09-30',
      relacao: 'filho',
    },
    {
      id: 'p4',
      tipo: 'fisica',
      nome: 'Roberto Carlos Lima',
      cpf: '98765432100',
      dataNascimento: '1970-01-20',
      relacao: 'testemunha',
    },
    {
      id: 'p5',
      tipo: 'fisica',
      nome: 'Juliana Pereira Santos',
      cpf: '24681357928',
      dataNascimento: '1985-11-02',
      relacao: 'testemunha',
    },
    {
      id: 'p6',
      tipo: 'fisica',
      nome: 'Marcos Vinícius Rocha',
      cpf: '13579246828',
      dataNascimento: '1990-07-14',
      relacao: 'testemunha',
    },
  ],
  testador: {
    nome: 'Carlos Alberto Mendes',
    cpf: '52998224725',
    dataNascimento: '1975-06-15',
    nacionalidade: 'brasileira',
    naturalidade: 'Campinas/SP',
    profissao: 'engenheiro',
    estadoCivil: 'casado',
    endereco: {
      logradouro: 'Rua das Flores',
      numero: '123',
      complemento: 'apto 45',
      bairro: 'Jardim Paulista',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01415000',
    },
    capacidade: {
      sabeLer: true,
      podeAssinar: true,
      deficienciaVisualTotal: false,
      declaraPlenoDiscernimento: true,
      atoPessoal: true,
    },
  },
  familia: {
    conjuge: { pessoaId: 'p1', tipo: 'casamento', regimeBens: 'comunhao_parcial' },
    descendentes: [
      { pessoaId: 'p2', grau: 'filho', vivo: true, menor: false },
      { pessoaId: 'p3', grau: 'filho', vivo: true, menor: false },
    ],
    ascendentes: [],
    testamentosAnteriores: false,
  },
  derivados: {
    idade: 49,
    herdeirosNecessarios: ['p1', 'p2', 'p3'],
    haLegitima: true,
    disponivelPercentual: 50,
    legitimaPorHerdeiro: ['p1', 'p2', 'p3'].map((pessoaId) => ({
      pessoaId,
      fracao: { numerador: 1, denominador: 6 },
    })),
  },
  disposicoes: {
    heranca: [
      { beneficiarioId: 'p1', percentual: 50, base: 'disponivel' },
      { beneficiarioId: 'p2', percentual: 25, base: 'disponivel', substitutoId: 'p3' },
      { beneficiarioId: 'p3', percentual: 25, base: 'disponivel', substitutoId: 'p2' },
    ],
    legados: [{ beneficiarioId: 'p3', descricao: 'o relógio de ouro que foi do meu pai' }],
    deserdacoes: [],
    clausulasRestritivas: [],
  },
  testamenteiros: [{ pessoaId: 'p1', ordem: 1, posseBens: false }],
  tutela: null,
  naoPatrimoniais: {
    reconhecimentoFilhos: [],
    funeral: 'Desejo uma cerimônia simples, seguida de cremação.',
    mensagens: ['Agradeço à minha família por todo o amor.'],
  },
  revogacao: { tipo: 'total' },
  formalidades: {
    forma: 'particular',
    cidade: 'São Paulo',
    uf: 'SP',
    data: '2025-05-10',
    testemunhaIds: ['p4', 'p5', 'p6'],
  },
  validacoes: [
    {
      code: 'LEGADO_VALOR',
      severidade: 'alerta',
      artigo: '1.967',
      mensagem: ruleMessages.LEGADO_VALOR(['o relógio de ouro que foi do meu pai'], false),
      reconhecido: true,
    },
  ],
};
