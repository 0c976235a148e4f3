import { z } from 'zod';
import { RuleResultSchema } from './rule-result.ts';

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
  ascendentes: z.array(z.object({ pessoaId: PessoaIdSchema, grau: z.enum(['pai', 'mae']) })),
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
});

/** A share of the estate (herança): percentage of the disponível or of everything. */
export const HerancaSchema = z.object({
  beneficiarioId: PessoaIdSchema,
  percentual: z.number().gt(0).max(100),
  base: z.enum(['disponivel', 'total']),
  substitutoId: PessoaIdSchema.optional(),
});
/** One share. */
export type Heranca = z.infer<typeof HerancaSchema>;

/** A specific gift (legado, CC 1.912 ff.). */
export const LegadoSchema = z.object({
  beneficiarioId: PessoaIdSchema,
  descricao: z.string().trim().min(2).max(500),
  valor: z.number().positive().optional(),
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
});
/** One restrictive clause. */
export type ClausulaRestritiva = z.infer<typeof ClausulaRestritivaSchema>;

/** What the will disposes of. */
export const DisposicoesSchema = z.object({
  heranca: z.array(HerancaSchema),
  legados: z.array(LegadoSchema),
  clausulasRestritivas: z.array(ClausulaRestritivaSchema),
});

/** An executor (testamenteiro, CC 1.976 ff.). */
export const TestamenteiroSchema = z.object({
  pessoaId: PessoaIdSchema,
  ordem: z.number().int().min(1),
  premioPercentual: z.number().min(1).max(5).optional(),
  posseBens: z.boolean(),
});

/** Guardianship of minor children (CC 1.729). */
export const TutelaSchema = z.object({
  tutorIds: z.array(PessoaIdSchema).min(1),
  outroGenitorVivo: z.boolean(),
  outroGenitorConcorda: z.boolean().optional(),
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
    validacoes: z.array(RuleResultSchema),
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
  derivados: { herdeirosNecessarios: string[] };
  disposicoes: z.infer<typeof DisposicoesSchema>;
  testamenteiros: { pessoaId: string }[];
  tutela: { tutorIds: string[] } | null;
  naoPatrimoniais: { reconhecimentoFilhos: string[] };
  formalidades: { testemunhaIds: string[] };
}): string[] {
  const { familia, disposicoes } = content;
  return [
    ...(familia.conjuge ? [familia.conjuge.pessoaId] : []),
    ...familia.descendentes.flatMap((d) => [d.pessoaId, ...(d.filhoDeId ? [d.filhoDeId] : [])]),
    ...familia.ascendentes.map((a) => a.pessoaId),
    ...content.derivados.herdeirosNecessarios,
    ...disposicoes.heranca.flatMap((h) => [
      h.beneficiarioId,
      ...(h.substitutoId ? [h.substitutoId] : []),
    ]),
    ...disposicoes.legados.flatMap((l) => [
      l.beneficiarioId,
      ...(l.substitutoId ? [l.substitutoId] : []),
    ]),
    ...disposicoes.clausulasRestritivas.flatMap((c) => c.beneficiarioIds),
    ...content.testamenteiros.map((t) => t.pessoaId),
    ...(content.tutela?.tutorIds ?? []),
    ...content.naoPatrimoniais.reconhecimentoFilhos,
    ...content.formalidades.testemunhaIds,
  ];
}
