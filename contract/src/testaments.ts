import { z } from 'zod';
import { safeText } from './will/safe-text.ts';
import { IsoDateSchema, PessoaIdSchema } from './will/testament-content.ts';

/** A will's lifecycle: draft at creation, concluido once confirmed as final (spec §4). */
export const TestamentStatusSchema = z.enum(['draft', 'concluido']);
/** Will status. */
export type TestamentStatus = z.infer<typeof TestamentStatusSchema>;

/** POST /testaments body (spec §7): the owner, status draft and empty content. */
export const CreateTestamentBodySchema = z.object({
  user_id: z.string().min(1),
  status: z.literal('draft'),
  content: z.object({}).strict(),
});
/** Create-will body. */
export type CreateTestamentBody = z.infer<typeof CreateTestamentBodySchema>;

/** POST /testaments response. */
export const CreateTestamentResponseSchema = z.object({
  success: z.literal(true),
  testament: z.object({ id: z.uuid(), status: TestamentStatusSchema }),
});
/** Create-will response. */
export type CreateTestamentResponse = z.infer<typeof CreateTestamentResponseSchema>;

/** How far a draft's interview has gone: "Etapa 4 de 10", or at the review. */
export const TestamentProgressSchema = z.object({
  etapa: z.number().int(),
  totalEtapas: z.number().int(),
  /** The interview is at its review: every question answered. */
  revisao: z.boolean(),
});
/** Draft progress. */
export type TestamentProgress = z.infer<typeof TestamentProgressSchema>;

/** Another will this one is linked to by a new version, with when it was concluded. */
export const LinkedTestamentSchema = z.object({
  id: z.uuid(),
  finalized_at: z.string().nullable(),
});

/** A will as listed in "Meus testamentos". */
export const TestamentSummarySchema = z.object({
  id: z.uuid(),
  status: TestamentStatusSchema,
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  finalized_at: z.string().nullable(),
  /** The person has answered something (a draft without answers is reused by a new chat). */
  answered: z.boolean(),
  /** The testator's name once the interview has it. */
  testator_name: z.string().nullable(),
  /** Null for a concluded will, or before the interview started. */
  progress: TestamentProgressSchema.nullable(),
  /** The concluded will's form; null for a draft. */
  forma: z.enum(['particular', 'publico']).nullable(),
  /** The concluded will this one is a new version of. */
  replaces: LinkedTestamentSchema.nullable(),
  /** The concluded new version that replaced this will. */
  replaced_by: LinkedTestamentSchema.nullable(),
});
/** Will summary. */
export type TestamentSummary = z.infer<typeof TestamentSummarySchema>;

/** GET /testaments response: the user's wills, newest first. */
export const ListTestamentsResponseSchema = z.object({
  success: z.literal(true),
  testaments: z.array(TestamentSummarySchema),
});
/** List-wills response. */
export type ListTestamentsResponse = z.infer<typeof ListTestamentsResponseSchema>;

/**
 * What the testator recorded after signing a testamento particular ("Já assinei"): kept beside
 * the concluded will, whose content never changes.
 */
export const SigningRecordSchema = z.object({
  /** The day the testator and witnesses signed (YYYY-MM-DD). */
  signed_on: IsoDateSchema,
  /** The will's witnesses (person ids of its content) who signed. */
  witness_ids: z.array(PessoaIdSchema).max(10),
  /** Where the signed original is kept. */
  original_location: safeText({ max: 300 }),
});
/** Signing record. */
export type SigningRecord = z.infer<typeof SigningRecordSchema>;

/** GET /testaments/{id} response: the will with its current content. */
export const GetTestamentResponseSchema = z.object({
  success: z.literal(true),
  testament: TestamentSummarySchema.extend({
    content: z.record(z.string(), z.unknown()),
    content_sha256: z.string().nullable(),
    signing: SigningRecordSchema.extend({ recorded_at: z.string() }).nullable(),
  }),
});
/** Get-will response. */
export type GetTestamentResponse = z.infer<typeof GetTestamentResponseSchema>;

/** Path parameter {id} of the will routes. */
export const TestamentIdParamsSchema = z.object({ id: z.uuid() });

/** PUT /testaments/{id} body (spec §7): the final JSON and status concluido. */
export const FinalizeTestamentBodySchema = z.object({
  content: z.record(z.string(), z.unknown()),
  status: z.literal('concluido'),
});
/** Finalize body. */
export type FinalizeTestamentBody = z.infer<typeof FinalizeTestamentBodySchema>;

/** PUT /testaments/{id} response. */
export const FinalizeTestamentResponseSchema = z.object({
  success: z.literal(true),
  testament: z.object({
    id: z.uuid(),
    status: TestamentStatusSchema,
    finalized_at: z.string(),
    content_sha256: z.string(),
  }),
});
/** Finalize response. */
export type FinalizeTestamentResponse = z.infer<typeof FinalizeTestamentResponseSchema>;

/** POST /testaments/{id}/generate-pdf response: a same-origin, owner-only address of the PDF. */
export const GeneratePdfResponseSchema = z.object({
  success: z.literal(true),
  pdfUrl: z.string(),
  kind: z.enum(['draft', 'final']),
});
/** Generate-PDF response. */
export type GeneratePdfResponse = z.infer<typeof GeneratePdfResponseSchema>;

/** POST /testaments/{id}/new-version response: the new draft, opened at the review. */
export const NewVersionResponseSchema = CreateTestamentResponseSchema;
/** New-version response. */
export type NewVersionResponse = z.infer<typeof NewVersionResponseSchema>;

/** DELETE /testaments/{id} response (drafts only). */
export const DeleteTestamentResponseSchema = z.object({ success: z.literal(true) });
/** Delete-draft response. */
export type DeleteTestamentResponse = z.infer<typeof DeleteTestamentResponseSchema>;

/** PUT /testaments/{id}/signing body: "Já assinei" for a concluded testamento particular. */
export const RecordSigningBodySchema = SigningRecordSchema;
/** Record-signing body. */
export type RecordSigningBody = z.infer<typeof RecordSigningBodySchema>;

/** PUT /testaments/{id}/signing response. */
export const RecordSigningResponseSchema = z.object({
  success: z.literal(true),
  signing: SigningRecordSchema.extend({ recorded_at: z.string() }),
});
/** Record-signing response. */
export type RecordSigningResponse = z.infer<typeof RecordSigningResponseSchema>;
