import { z } from 'zod';

/** Severity of a legal rule result: erro blocks, alerta needs acknowledgement, info is shown. */
export const SeveridadeSchema = z.enum(['erro', 'alerta', 'info']);
/** One of erro, alerta, info. */
export type Severidade = z.infer<typeof SeveridadeSchema>;

/** The rule codes of LEGAL-BR.md §5. */
export const RULE_CODES = [
  'CAP_IDADE',
  'CAP_DISCERNIMENTO',
  'FORMA_CEGO',
  'TESTEM_QTD',
  'TESTEM_BENEF',
  'TESTEM_INTERPOSTA',
  'TESTEM_IDADE',
  'TESTEM_TESTADOR',
  'PCT_SOMA',
  'PCT_FALTA',
  'DISPONIVEL',
  'CLAUS_LEGITIMA',
  'TESTAMENTEIRO_POSSE',
  'TUTOR_SEM_MENOR',
  'TUTOR_FALTA',
  'TUTOR_CONJUNTO',
  'RECONHECIMENTO',
  'REVOGACAO',
  'COMPANHEIRO',
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
