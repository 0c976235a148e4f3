import { z } from 'zod';
import { StoredRuleResultsSchema } from './rule-result.ts';

/** Version of this content schema; bump on any incompatible change. */
export const SCHEMA_VERSAO = 1;
/** Version of the legal rule set (LEGAL-BR.md §5); rules may change on a date (e.g. PL 4/2025). */
export const REGRAS_VERSAO = '2025-01';

/** The 27 Brazilian federative units. */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
/** A UF (state) abbreviation. */
export const UfSchema = z.enum(UFS);
/** One UF. */
export type Uf = z.infer<typeof UfSchema>;

/** A calendar date as YYYY-MM-DD. */
export const IsoDateSchema = z.iso.date();
/** A CPF as 11 digits (check digits are verified by the rule CPF_DV, not here). */
export const CpfDigitsSchema = z.string().regex(/^\d{11}$/);
/** A CNPJ as 14 digits (check digits are verified by the rule CNPJ_DV). */
export const CnpjDigitsSchema = z.string().regex(/^\d{14}$/);
/** A person id in the registry: p1, p2, … */
export const PessoaIdSchema = z.string().regex(/^p\d+$/);
/** A date people often know only by year: YYYY-MM-DD, or YYYY alone. */
export const DataOuAnoSchema = z.union([IsoDateSchema, z.string().regex(/^\d{4}$/)]);
/** Sex as the text needs it for agreement ("o testador"/"a testadora", "filho"/"filha"). */
export const SexoSchema = z.enum(['masculino', 'feminino']);
/** One sex. */
export type Sexo = z.infer<typeof SexoSchema>;
/** An exact fraction (a notary writes "1/3 (um terço)", never 33,33%). */
export const FracaoSchema = z.object({
  numerador: z.number().int().min(0),
  denominador: z.number().int().min(1),
});
/** A fraction. */
export type Fracao = z.infer<typeof FracaoSchema>;

/** Civil status of the testator. */
export const EstadoCivilSchema = z.enum([
  'solteiro',
  'casado',
  'uniao_estavel',
  'divorciado',
  'separado',
  'viuvo',
]);
/** One civil status. */
export type EstadoCivil = z.infer<typeof EstadoCivilSchema>;

/** Property regime (regime de bens), CC 1.639 ff. */
export const RegimeBensSchema = z.enum([
  'comunhao_parcial',
  'comunhao_universal',
  'separacao_convencional',
  'separacao_obrigatoria',
  'participacao_final_aquestos',
]);
/** One property regime. */
export type RegimeBens = z.infer<typeof RegimeBensSchema>;

/**
 * A relation between two people of the registry (used for CC 1.802 front persons): this person
 * is the `tipo` (spouse or companion, parent, child, grandparent, grandchild, sibling) of `pessoaId`.
 */
export const VinculoSchema = z.object({
  tipo: z.enum(['conjuge', 'pai_mae', 'filho', 'avo', 'neto', 'irmao']),
  pessoaId: PessoaIdSchema,
});
/** A relation between two people. */
export type Vinculo = z.infer<typeof VinculoSchema>;

/** A person or institution named once in the will and referenced by id everywhere else. */
export const PessoaSchema = z.object({
  id: PessoaIdSchema,
  tipo: z.enum(['fisica', 'juridica']),
  nome: z.string().trim().min(2).max(200),
  cpf: CpfDigitsSchema.optional(),
  cnpj: CnpjDigitsSchema.optional(),
  dataNascimento: IsoDateSchema.optional(),
  relacao: z.string().max(60).optional(),
  vinculos: z.array(VinculoSchema).optional(),
  sexo: SexoSchema.optional(),
  /** A witness's address, so the court can find them (LEGAL-BR §1, §4). */
  endereco: z.lazy(() => EnderecoPessoaSchema).optional(),
});
/** A person of the registry. */
export type Pessoa = z.infer<typeof PessoaSchema>;

/** The testator's address. */
export const EnderecoSchema = z.object({
  logradouro: z.string().min(2),
  numero: z.string().min(1),
  complemento: z.string().optional(),
  bairro: z.string().optional(),
  cidade: z.string().min(2),
  uf: UfSchema,
  cep: z.string().regex(/^\d{8}$/),
});
/** An address. */
export type Endereco = z.infer<typeof EnderecoSchema>;
/** Another person's address (a witness's): the CEP may be unknown. */
export const EnderecoPessoaSchema = EnderecoSchema.extend({
  cep: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
});

/** Capacity declarations (CC 1.858, 1.860, 1.867). */
export const CapacidadeSchema = z.object({
  sabeLer: z.boolean(),
  podeAssinar: z.boolean(),
  deficienciaVisualTotal: z.boolean(),
  declaraPlenoDiscernimento: z.boolean(),
  atoPessoal: z.boolean(),
});

/** Who makes the will. */
export const TestadorSchema = z.object({
  nome: z.string().trim().min(2).max(200),
  cpf: CpfDigitsSchema,
  rg: z.string().optional(),
  dataNascimento: IsoDateSchema,
  nacionalidade: z.string().min(2),
  naturalidade: z.string().min(2),
  profissao: z.string().optional(),
  sexo: SexoSchema.optional(),
  estadoCivil: EstadoCivilSchema,
  endereco: EnderecoSchema,
  capacidade: CapacidadeSchema,
});
/** The testator. */
export type Testador = z.infer<typeof TestadorSchema>;

/** Spouse (casamento) or companion (união estável). */
export const ConjugeSchema = z.object({
  pessoaId: PessoaIdSchema,
  tipo: z.enum(['casamento', 'uniao_estavel']),
  regimeBens: RegimeBensSchema,
  uniaoFormalizada: z.boolean().optional(),
  /** Wedding or start of the union (drives the default regime: before 26/12/1977, universal). */
  dataInicio: DataOuAnoSchema.optional(),
  /** Whether the couple signed a pacto antenupcial (a regime chosen rather than the default). */
  pactoAntenupcial: z.boolean().optional(),
  /** Separated de fato since (1.830: more than 2 years ends the spouse's succession rights). */
  separadoDeFatoDesde: DataOuAnoSchema.optional(),
  /** Whether the testator has bens particulares (comunhão parcial: the spouse concurs only then). */
  temBensParticulares: z.boolean().optional(),
});

/** A descendant: a child, or a grandchild representing a deceased child (CC 1.851). */
export const DescendenteSchema = z.object({
  pessoaId: PessoaIdSchema,
  grau: z.enum(['filho', 'neto']),
  vivo: z.boolean(),
  menor: z.boolean(),
  filhoDeId: PessoaIdSchema.optional(),
  outroGenitor: z.string().optional(),
});
/** A descendant. */
export type Descendente = z.infer<typeof DescendenteSchema>;

/** The testator's family as declared. */
export const FamiliaSchema = z.object({
  conjuge: ConjugeSchema.nullable(),
  descendentes: z.array(DescendenteSchema),
  /** Living ascendants: parents, or grandparents when both parents have died (1.836). */
  ascendentes: z.array(
    z.object({
      pessoaId: PessoaIdSchema,
      grau: z.enum(['pai', 'mae', 'avo']),
      linha: z.enum(['paterna', 'materna']).optional(),
    }),
  ),
  testamentosAnteriores: z.boolean(),
});
/** The family. */
export type Familia = z.infer<typeof FamiliaSchema>;

/** Values computed from the rest, never typed by the user. */
export const DerivadosSchema = z.object({
  idade: z.number().int().min(0),
  herdeirosNecessarios: z.array(PessoaIdSchema),
  haLegitima: z.boolean(),
  disponivelPercentual: z.number().min(0).max(100),
  /** Each necessary heir's part of the estate (after the meação) that the legítima guarantees. */
  legitimaPorHerdeiro: z
    .array(z.object({ pessoaId: PessoaIdSchema, fracao: FracaoSchema }))
    .optional(),
});

/** A share of the estate (herança): percentage of the disponível or of everything. */
export const HerancaSchema = z.object({
  beneficiarioId: PessoaIdSchema,
  percentual: z.number().gt(0).max(100),
  base: z.enum(['disponivel', 'total']),
  /** The exact share when it is not a round percentage ("em partes iguais" among three: 1/3). */
  fracao: FracaoSchema.optional(),
  substitutoId: PessoaIdSchema.optional(),
});
/** One share. */
export type Heranca = z.infer<typeof HerancaSchema>;

/** A specific gift (legado, CC 1.912 ff.). */
export const LegadoSchema = z.object({
  beneficiarioId: PessoaIdSchema,
  descricao: z.string().trim().min(2).max(500),
  tipo: z.enum(['imovel', 'veiculo', 'quantia', 'objeto', 'animal', 'outro']).optional(),
  /** Approximate value in reais; 0 for something with no market value. */
  valor: z.number().min(0).optional(),
  /** Common property under the regime: only the testator's part passes (1.914). */
  bemComum: z.boolean().optional(),
  substitutoId: PessoaIdSchema.optional(),
  encargo: z.string().max(500).optional(),
});
/** One gift. */
export type Legado = z.infer<typeof LegadoSchema>;

/** A restrictive clause (CC 1.848, 1.911). */
export const ClausulaRestritivaSchema = z.object({
  tipos: z.array(z.enum(['inalienabilidade', 'impenhorabilidade', 'incomunicabilidade'])).min(1),
  alcance: z.enum(['legitima', 'disponivel']),
  beneficiarioIds: z.array(PessoaIdSchema),
  justaCausa: z.string().max(1000).optional(),
  /** How long the clause lasts: for life, or until the heir reaches an age. */
  duracao: z
    .union([
      z.object({ tipo: z.literal('vitalicia') }),
      z.object({ tipo: z.literal('ate_idade'), idade: z.number().int().min(18).max(100) }),
    ])
    .optional(),
});
/** One restrictive clause. */
export type ClausulaRestritiva = z.infer<typeof ClausulaRestritivaSchema>;

/** Legal causes of disinheritance: 1.814 (any heir), 1.962 (descendants), 1.963 (ascendants). */
export const CausaDeserdacaoSchema = z.enum([
  'homicidio_doloso',
  'acusacao_caluniosa',
  'impedir_testamento',
  'ofensa_fisica',
  'injuria_grave',
  'relacoes_ilicitas',
  'desamparo',
]);
/** One cause. */
export type CausaDeserdacao = z.infer<typeof CausaDeserdacaoSchema>;

/** Disinheritance of a necessary heir (1.961–1.965). */
export const DeserdacaoSchema = z.object({
  herdeiroId: PessoaIdSchema,
  causa: CausaDeserdacaoSchema,
  /** The facts, in the testator's words, cleaned (1.964: the cause stated expressly). */
  fatos: z.string().trim().min(10).max(1000),
});
/** One disinheritance. */
export type Deserdacao = z.infer<typeof DeserdacaoSchema>;

/** What the will disposes of. */
export const DisposicoesSchema = z.object({
  heranca: z.array(HerancaSchema),
  legados: z.array(LegadoSchema),
  clausulasRestritivas: z.array(ClausulaRestritivaSchema),
  deserdacoes: z.array(DeserdacaoSchema).default([]),
  /**
   * Approximate value in reais of what the testator owns (their part, after the meação), so
   * legados with a value can be measured against the disponível (1.967).
   */
  patrimonioEstimado: z.number().min(0).optional(),
});

/** An executor (testamenteiro, CC 1.976 ff.). */
export const TestamenteiroSchema = z.object({
  pessoaId: PessoaIdSchema,
  ordem: z.number().int().min(1),
  /** Fixed by the testator (1.987); only when none is fixed does the judge set 1–5%. */
  premioPercentual: z.number().gt(0).max(20).optional(),
  posseBens: z.boolean(),
});

/** Guardianship of minor children (CC 1.729). */
export const TutelaSchema = z.object({
  tutorIds: z.array(PessoaIdSchema).min(1),
  outroGenitorVivo: z.boolean(),
  outroGenitorConcorda: z.boolean().optional(),
  /** Curador especial for property left to a minor (1.733 §2). */
  curadorEspecialId: PessoaIdSchema.optional(),
});

/** Non-patrimonial wishes (CC 1.857 §2). */
export const NaoPatrimoniaisSchema = z.object({
  reconhecimentoFilhos: z.array(PessoaIdSchema),
  funeral: z.string().max(1000).optional(),
  doacaoOrgaos: z.string().max(1000).optional(),
  animais: z.string().max(1000).optional(),
  ativosDigitais: z.string().max(1000).optional(),
  mensagens: z.array(z.string().max(2000)),
});

/** Form of the will, place, date and witnesses. */
export const FormalidadesSchema = z.object({
  forma: z.enum(['particular', 'publico']),
  cidade: z.string().min(2),
  uf: UfSchema,
  data: IsoDateSchema,
  testemunhaIds: z.array(PessoaIdSchema),
});

/** The will's content (testamentJson), v1 scope of LEGAL-BR.md §6. */
export const TestamentContentSchema = z
  .object({
    schemaVersao: z.literal(SCHEMA_VERSAO),
    regrasVersao: z.string().min(1),
    pessoas: z.array(PessoaSchema),
    testador: TestadorSchema,
    familia: FamiliaSchema,
    derivados: DerivadosSchema,
    disposicoes: DisposicoesSchema,
    testamenteiros: z.array(TestamenteiroSchema),
    tutela: TutelaSchema.nullable(),
    naoPatrimoniais: NaoPatrimoniaisSchema,
    revogacao: z.object({ tipo: z.enum(['total', 'nenhuma']) }),
    formalidades: FormalidadesSchema,
    validacoes: StoredRuleResultsSchema,
  })
  .superRefine((content, ctx) => {
    const ids = new Set<string>();
    for (const pessoa of content.pessoas) {
      if (ids.has(pessoa.id))
        ctx.addIssue({ code: 'custom', message: `id repetido: ${pessoa.id}` });
      ids.add(pessoa.id);
    }
    for (const id of referencedPessoaIds(content)) {
      if (!ids.has(id)) ctx.addIssue({ code: 'custom', message: `pessoa inexistente: ${id}` });
    }
  });
/** The will's content. */
export type TestamentContent = z.infer<typeof TestamentContentSchema>;

/** Every person id the will refers to outside the registry itself. */
export function referencedPessoaIds(content: {
  familia: Familia;
  derivados: {
    herdeirosNecessarios: string[];
    legitimaPorHerdeiro?: { pessoaId: string }[] | undefined;
  };
  disposicoes: z.infer<typeof DisposicoesSchema>;
  testamenteiros: { pessoaId: string }[];
  tutela: { tutorIds: string[]; curadorEspecialId?: string } | null;
  naoPatrimoniais: { reconhecimentoFilhos: string[] };
  formalidades: { testemunhaIds: string[] };
}): string[] {
  const { familia, disposicoes } = content;
  return [
    ...(familia.conjuge ? [familia.conjuge.pessoaId] : []),
    ...familia.descendentes.flatMap((d) => [d.pessoaId, ...(d.filhoDeId ? [d.filhoDeId] : [])]),
    ...familia.ascendentes.map((a) => a.pessoaId),
    ...content.derivados.herdeirosNecessarios,
    ...(content.derivados.legitimaPorHerdeiro ?? []).map((q) => q.pessoaId),
    ...disposicoes.heranca.flatMap((h) => [
      h.beneficiarioId,
      ...(h.substitutoId ? [h.substitutoId] : []),
    ]),
    ...disposicoes.legados.flatMap((l) => [
      l.beneficiarioId,
      ...(l.substitutoId ? [l.substitutoId] : []),
    ]),
    ...disposicoes.clausulasRestritivas.flatMap((c) => c.beneficiarioIds),
    ...(disposicoes.deserdacoes ?? []).map((d) => d.herdeiroId),
    ...content.testamenteiros.map((t) => t.pessoaId),
    ...(content.tutela?.tutorIds ?? []),
    ...(content.tutela?.curadorEspecialId ? [content.tutela.curadorEspecialId] : []),
    ...content.naoPatrimoniais.reconhecimentoFilhos,
    ...content.formalidades.testemunhaIds,
  ];
}
