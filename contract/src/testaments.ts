import { z } from 'zod';

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

/** A will as listed in "Meus testamentos". */
export const TestamentSummarySchema = z.object({
  id: z.uuid(),
  status: TestamentStatusSchema,
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  finalized_at: z.string().nullable(),
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

/** GET /testaments/{id} response: the will with its current content. */
export const GetTestamentResponseSchema = z.object({
  success: z.literal(true),
  testament: TestamentSummarySchema.extend({
    content: z.record(z.string(), z.unknown()),
    content_sha256: z.string().nullable(),
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
