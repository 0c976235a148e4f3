import { z } from 'zod';
import { FormalidadesSchema } from '../will/testament-content.ts';

/** One numbered clause of the will: "Cláusula Primeira", its heading and its paragraphs. */
export const WillClauseSchema = z.object({
  numero: z.string().min(1),
  titulo: z.string().min(1),
  paragrafos: z.array(z.string().min(1)).min(1),
});
/** A numbered clause of the will's text. */
export type WillClause = z.infer<typeof WillClauseSchema>;

/**
 * One signature block: who signs ("Testadora", "Testemunha 1"…), the full name, the formatted CPF
 * and, for a witness, the address the court will look for them at.
 */
export const WillSignatureSchema = z.object({
  papel: z.string().min(1),
  nome: z.string().min(1),
  cpf: z.string().optional(),
  endereco: z.string().optional(),
});
/** A signature line of the will. */
export type WillSignature = z.infer<typeof WillSignatureSchema>;

/**
 * The will's legal text as plain data: produced once by `willText` and rendered by both the HTML
 * preview and the PDF, so the two can never disagree (ARCHITECTURE §8).
 */
export const WillDocumentSchema = z.object({
  forma: FormalidadesSchema.shape.forma,
  status: z.enum(['draft', 'concluido']),
  titulo: z.string().min(1),
  /** A line under the title, e.g. that a minuta goes to a tabelionato; absent when not needed. */
  subtitulo: z.string().optional(),
  preambulo: z.array(z.string().min(1)).min(1),
  clausulas: z.array(WillClauseSchema).min(1),
  fecho: z.object({
    texto: z.string().min(1),
    /** "São Paulo, 5 de março de 2026". */
    cidadeData: z.string().min(1),
  }),
  /** Empty for a público minuta: the notary's act is signed at the tabelionato, not this draft. */
  assinaturas: z.array(WillSignatureSchema),
});
/** The will's legal text, ready to render. */
export type WillDocument = z.infer<typeof WillDocumentSchema>;
