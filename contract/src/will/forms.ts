import { z } from 'zod';
import { EnderecoPessoaSchema, LegadoSchema } from './testament-content.ts';

/** Forms the assistant may ask the web to open with the marker [FORMULARIO:<name>]. */
export const FORM_NAMES = ['filhos', 'beneficiarios', 'legados', 'testemunhas'] as const;
/** A form name. */
export const FormNameSchema = z.enum(FORM_NAMES);
/** One of the form names. */
export type FormName = z.infer<typeof FormNameSchema>;

/** A child as filled in the 'filhos' form (dates as YYYY-MM-DD or DD/MM/AAAA). */
export const FilhoFormItemSchema = z.object({
  nome: z.string(),
  dataNascimento: z.string().optional(),
  falecido: z.boolean().optional(),
  cpf: z.string().optional(),
});
/** A beneficiary share as filled in the 'beneficiarios' form. */
export const BeneficiarioFormItemSchema = z.object({
  nome: z.string(),
  percentual: z.union([z.number(), z.string()]),
  documento: z.string().optional(),
});
/** A specific gift as filled in the 'legados' form. */
export const LegadoFormItemSchema = z.object({
  descricao: z.string(),
  beneficiario: z.string(),
  /** The kind of gift, when chosen. */
  tipo: LegadoSchema.shape.tipo,
  /** Its approximate value in reais, when said. */
  valor: LegadoSchema.shape.valor,
});
/** A witness as filled in the 'testemunhas' form (the address is optional, its CEP too). */
export const TestemunhaFormItemSchema = z.object({
  nome: z.string(),
  cpf: z.string(),
  dataNascimento: z.string(),
  endereco: EnderecoPessoaSchema.optional(),
});

/** A submitted form: its name and values ({ itens: [...] } for the list forms). */
export const FormSubmissionSchema = z.object({
  name: FormNameSchema,
  values: z.unknown(),
});
/** A form submission. */
export type FormSubmission = z.infer<typeof FormSubmissionSchema>;

/** The values of each list form: { itens: [...] }. */
export const FormValuesSchemas = {
  filhos: z.object({ itens: z.array(FilhoFormItemSchema).max(30) }),
  beneficiarios: z.object({ itens: z.array(BeneficiarioFormItemSchema).max(30) }),
  legados: z.object({ itens: z.array(LegadoFormItemSchema).max(30) }),
  testemunhas: z.object({ itens: z.array(TestemunhaFormItemSchema).max(5) }),
} as const;
