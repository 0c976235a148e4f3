import { z } from 'zod';

/** Severity of a legal rule result: erro blocks, alerta needs acknowledgement, info is shown. */
export const SeveridadeSchema = z.enum(['erro', 'alerta', 'info']);
/** One of erro, alerta, info. */
export type Severidade = z.infer<typeof SeveridadeSchema>;

/** The rule codes of LEGAL-BR.md §5, in the order results are shown. */
export const RULE_CODES = [
  'CAP_IDADE',
  'CAP_DISCERNIMENTO',
  'FORMA_CEGO',
  'TESTEM_QTD',
  'TESTEM_BENEF',
  'TESTEM_INTERPOSTA',
  'TESTEM_PARENTE',
  'TESTEM_IDADE',
  'TESTEM_TESTADOR',
  'PCT_SOMA',
  'PCT_FALTA',
  'LEGITIMA_HERDEIRO',
  'LEGADO_VALOR',
  'LEGADO_COMUM',
  'CLAUS_LEGITIMA',
  'DESERDACAO',
  'TESTAMENTEIRO_POSSE',
  'TUTOR_SEM_MENOR',
  'TUTOR_FALTA',
  'TUTOR_OUTRO_GENITOR',
  'RECONHECIMENTO',
  'REVOGACAO',
  'COMPANHEIRO',
  'REGIME_DATA',
  'ORGAOS',
  'CPF_DV',
  'CNPJ_DV',
  'SEM_LACUNAS',
  'SENHAS',
] as const;
/** A legal rule code. */
export const RuleCodeSchema = z.enum(RULE_CODES);
/** One of the rule codes. */
export type RuleCode = z.infer<typeof RuleCodeSchema>;

/**
 * Codes of rules that were replaced (rule set 2025-01), with their successor: stored results
 * carrying them are dropped when a will is read (results are recomputed anyway), and an
 * acknowledgement of the old code counts for the new one.
 */
export const LEGACY_RULE_CODES = {
  DISPONIVEL: 'LEGITIMA_HERDEIRO',
  TUTOR_CONJUNTO: 'TUTOR_OUTRO_GENITOR',
} as const satisfies Record<string, RuleCode>;
/** A replaced rule code. */
export type LegacyRuleCode = keyof typeof LEGACY_RULE_CODES;

/** The current code for a code that may be a replaced one. */
export function currentRuleCode(code: RuleCode | LegacyRuleCode): RuleCode {
  return code in LEGACY_RULE_CODES ? LEGACY_RULE_CODES[code as LegacyRuleCode] : (code as RuleCode);
}

/** The result of one legal rule over the will: code, severity, legal basis and a Portuguese message. */
export const RuleResultSchema = z.object({
  code: RuleCodeSchema,
  severidade: SeveridadeSchema,
  artigo: z.string().min(1),
  mensagem: z.string().min(1),
  reconhecido: z.boolean().optional(),
});
/** One rule result. */
export type RuleResult = z.infer<typeof RuleResultSchema>;

const KNOWN_CODES = new Set<string>(RULE_CODES);

/** A will's stored rule results: results of rules no longer in the set are dropped on reading. */
export const StoredRuleResultsSchema = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value.filter(
          (r: unknown) =>
            typeof r !== 'object' ||
            r === null ||
            typeof (r as { code?: unknown }).code !== 'string' ||
            KNOWN_CODES.has((r as { code: string }).code),
        )
      : value,
  z.array(RuleResultSchema),
);
