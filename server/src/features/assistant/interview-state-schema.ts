import {
  CapacidadeSchema,
  CausaDeserdacaoSchema,
  EnderecoSchema,
  ClausulaRestritivaSchema,
  ConjugeSchema,
  DescendenteSchema,
  FamiliaSchema,
  HerancaSchema,
  LegadoSchema,
  NaoPatrimoniaisSchema,
  PessoaIdSchema,
  PessoaSchema,
  RuleCodeSchema,
  LEGACY_RULE_CODES,
  currentRuleCode,
  type LegacyRuleCode,
  TestadorSchema,
  TestamenteiroSchema,
  UfSchema,
} from '@legado/contract';
import { z } from 'zod';

/** The state's shape version; `migrateInterviewState` brings older stored states up to it. */
export const INTERVIEW_STATE_VERSION = 2;

/** `current` at the review. */
export const AT_REVIEW = 'review';
/** `current` once the will's JSON was produced. */
export const AT_DONE = 'done';

/**
 * The will as it is being collected: the contract's pieces, every field optional until its
 * question is answered. Loose at the top, so a field added by a newer question is kept.
 */
export const DraftSchema = z.looseObject({
  pessoas: z.array(PessoaSchema),
  testador: TestadorSchema.partial().extend({ capacidade: CapacidadeSchema.partial() }),
  testamentosAnteriores: z.boolean().optional(),
  revogacao: z.enum(['total', 'nenhuma']).optional(),
  conjuge: ConjugeSchema.partial().extend({ tipo: ConjugeSchema.shape.tipo }).optional(),
  /** The bens particulares in the person's words ("um terreno que herdei do meu pai"), as typed. */
  bensParticularesDescricao: z.string().max(300).optional(),
  /** The city the person said they live in ("mas moro em Fortaleza"): completes the address. */
  moradia: z.object({ cidade: z.string(), uf: UfSchema }).optional(),
  /** A separação de fato was mentioned without since when: asked next (1.830). */
  separadoDeFatoSemData: z.boolean().optional(),
  /** A prêmio for the testamenteiro was wanted without its percentage: asked next (1.987). */
  premioSemValor: z.boolean().optional(),
  descendentes: z.array(DescendenteSchema.extend({ menor: z.boolean().optional() })),
  ascendentes: FamiliaSchema.shape.ascendentes,
  heranca: z.array(HerancaSchema),
  legados: z.array(LegadoSchema),
  /** Approximate value of what the testator owns (their part), to weigh the legados (1.967). */
  patrimonioEstimado: z.number().min(0).optional(),
  clausulaTipos: ClausulaRestritivaSchema.shape.tipos.optional(),
  clausulaAlcance: z.enum(['legitima', 'disponivel', 'ambas']).optional(),
  justaCausa: z.string().optional(),
  /** The necessary heirs the clauses on the legítima burden (all of them when absent). */
  clausulaHerdeiroIds: z.array(PessoaIdSchema).optional(),
  clausulaDuracao: ClausulaRestritivaSchema.shape.duracao,
  tutela: z
    .object({
      tutorIds: z.array(PessoaIdSchema),
      outroGenitorVivo: z.boolean().optional(),
      outroGenitorConcorda: z.boolean().optional(),
    })
    .optional(),
  testamenteiros: z.array(TestamenteiroSchema),
  naoPatrimoniais: NaoPatrimoniaisSchema,
  forma: z.enum(['particular', 'publico']).optional(),
  cidade: z.string().optional(),
  uf: UfSchema.optional(),
  testemunhaIds: z.array(PessoaIdSchema),
  /** What the person calls someone ("Jhow"), by person id: "o jhow msm" later points at them. */
  apelidos: z.record(z.string(), z.array(z.string())).optional(),
  /** "quero deserdar meu filho", said before the family was known: resolved and asked later. */
  deserdarPedido: z.string().max(300).optional(),
  /** Disinheritances being declared: the cause and the facts are asked after the heir. */
  deserdacoes: z
    .array(
      z.object({
        herdeiroId: PessoaIdSchema,
        causa: CausaDeserdacaoSchema.optional(),
        fatos: z.string().optional(),
      }),
    )
    .optional(),
});
/** The will as it is being collected. */
export type Draft = z.infer<typeof DraftSchema>;

/** Something waiting for the user's next word (a confirmation). */
export const PendingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('restart') }),
  /** Shares over the available part, kept if the person confirms ("manter mesmo assim"). */
  z.object({
    kind: z.literal('confirm_excess'),
    heranca: z.array(HerancaSchema),
    pessoas: z.array(PessoaSchema),
    nextId: z.number().int().min(1),
  }),
  /** Gifts to someone named by first name only: the next message may be just the surname. */
  z.object({
    kind: z.literal('gift_surname'),
    nome: z.string(),
    itens: z.array(
      z.object({ descricao: z.string(), beneficiario: z.string(), source: z.string() }),
    ),
  }),
  /** Shares to someone named by first name only: the next message may be just the surname. */
  z.object({
    kind: z.literal('share_surname'),
    nome: z.string(),
    itens: z.array(
      z.object({ quem: z.string(), pct: z.number().optional(), documento: z.string().optional() }),
    ),
  }),
  /** Just causes given for some of the heirs a clause burdens: the next message may give the rest. */
  z.object({
    kind: z.literal('justa_causa_parcial'),
    causas: z.array(z.object({ heirId: PessoaIdSchema, causa: z.string() })),
  }),
  /** The testator's address without its CEP: the next message may be just the CEP. */
  z.object({ kind: z.literal('endereco_cep'), endereco: EnderecoSchema.omit({ cep: true }) }),
  /**
   * The optional model's reading of a message the interview could not use, said back to the
   * person: stored only on their "sim" (llm-understanding.ts). Any other word drops it.
   */
  z.object({ kind: z.literal('leitura_modelo'), texto: z.string().max(2000) }),
  /** The testator's address without its city (the state from the CEP): the next message may be the city. */
  z.object({ kind: z.literal('endereco_cidade'), endereco: EnderecoSchema.omit({ cidade: true }) }),
]);
/** A pending confirmation. */
export type Pending = z.infer<typeof PendingSchema>;

/** The interview state: plain JSON, stored per will (testaments.interview_state). */
export const InterviewStateSchema = z.object({
  version: z.literal(INTERVIEW_STATE_VERSION),
  started: z.boolean(),
  draft: DraftSchema,
  /** Keys of the questions already answered (or skipped). */
  answered: z.array(z.string()),
  /** The question waiting for an answer; AT_REVIEW at the review, AT_DONE after the JSON. */
  current: z.string(),
  /** Questions asked before the current one, for "voltar". */
  history: z.array(z.string()),
  /** Section being corrected: walk its questions, then go back to the first open one. */
  editing: z.string().nullable(),
  pending: PendingSchema.nullable(),
  /** Alerts the person said they are aware of ("ciente"). */
  acknowledged: z.array(
    z.preprocess(
      (code) =>
        typeof code === 'string' && code in LEGACY_RULE_CODES
          ? currentRuleCode(code as LegacyRuleCode)
          : code,
      RuleCodeSchema,
    ),
  ),
  /** Number of the next person id (p1, p2, …). */
  nextId: z.number().int().min(1),
  /**
   * Names written with accents the person did not type (offered once), and names to keep as typed
   * ("sem acento"). Optional: states stored before them read as empty.
   */
  accentsOffered: z.array(z.string()).optional(),
  keptAsTyped: z.array(z.string()).optional(),
  concluded: z.boolean(),
  /** What the interview's voice already said: events acknowledged, legal terms explained. */
  tone: z.object({ noted: z.array(z.string()), explained: z.array(z.string()) }).optional(),
  /** Bookkeeping only. */
  turns: z.number().int().min(0),
  attempts: z.number().int().min(0),
});
/** The interview state. */
export type InterviewState = z.infer<typeof InterviewStateSchema>;

/** The first stored shape (`versao: 1`, Portuguese bookkeeping names). */
interface StateVersion1 {
  versao: 1;
  iniciado?: unknown;
  draft?: unknown;
  respondidas?: unknown;
  atual?: unknown;
  historico?: unknown;
  editando?: unknown;
  pending?: { kind?: unknown } | null;
  reconhecidos?: unknown;
  proximoId?: unknown;
  concluido?: unknown;
  turnos?: unknown;
  tentativas?: unknown;
}

const V1_POSITIONS: Record<string, string> = { revisao: AT_REVIEW, concluido: AT_DONE };
const renamePosition = (key: unknown) =>
  typeof key === 'string' ? (V1_POSITIONS[key] ?? key) : key;

function fromVersion1(v1: StateVersion1): unknown {
  const pending = v1.pending;
  return {
    version: 2,
    started: v1.iniciado,
    draft: v1.draft,
    answered: v1.respondidas,
    current: renamePosition(v1.atual),
    history: Array.isArray(v1.historico) ? v1.historico.map(renamePosition) : v1.historico,
    editing: v1.editando ?? null,
    pending:
      pending?.kind === 'recomecar'
        ? { kind: 'restart' }
        : pending?.kind === 'excesso'
          ? { ...pending, kind: 'confirm_excess' }
          : null,
    acknowledged: v1.reconhecidos ?? [],
    nextId: v1.proximoId,
    concluded: v1.concluido,
    turns: v1.turnos ?? 0,
    attempts: v1.tentativas ?? 0,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Brings a stored state of any earlier version to the current shape (still unchecked). */
export function migrateInterviewState(stored: unknown): unknown {
  if (isObject(stored) && stored.versao === 1)
    return fromVersion1(stored as unknown as StateVersion1);
  return stored;
}

/** A stored interview state read back: none yet, the state, or unreadable. */
export type StoredInterview =
  { ok: true; state: InterviewState | undefined } | { ok: false; problems: string[] };

/**
 * The one place a stored state is read: an empty object is a will not started yet; anything else
 * is migrated and checked against the schema.
 */
export function readInterviewState(stored: unknown): StoredInterview {
  if (stored === undefined || stored === null) return { ok: true, state: undefined };
  if (isObject(stored) && Object.keys(stored).length === 0) return { ok: true, state: undefined };
  const parsed = InterviewStateSchema.safeParse(migrateInterviewState(stored));
  if (parsed.success) return { ok: true, state: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}
