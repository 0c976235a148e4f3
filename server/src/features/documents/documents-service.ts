import { and, desc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { testamentDocuments } from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';
import { requireValidContent } from '../testaments/finalize-testament.ts';
import { testamentsMessages } from '../testaments/testaments-messages.ts';
import { requireOwnedTestament } from '../testaments/testaments-service.ts';
import { renderWillPdf } from './render-will-pdf.ts';
import { sha256Canonical } from './sha256-canonical.ts';

/** The owner-only, same-origin address of a will's newest PDF. */
export const pdfUrlOf = (testamentId: string) => `/api/v1/testaments/${testamentId}/pdf`;

/**
 * Renders the will's PDF (a "MINUTA — NÃO ASSINAR" draft until concluded) and stores it in the
 * database so any instance can serve it. The same content and status reuse the stored bytes.
 */
export async function generateTestamentPdf(db: Database, userId: string, testamentId: string) {
  const row = await requireOwnedTestament(db, userId, testamentId);
  const raw = row.content as Record<string, unknown>;
  if (Object.keys(raw).length === 0) throw errors.unprocessable(testamentsMessages.notReadyForPdf);
  const content = requireValidContent(raw);
  const kind = row.status === 'concluido' ? ('final' as const) : ('draft' as const);
  const contentSha256 = row.contentSha256 ?? sha256Canonical(content);

  const [existing] = await db
    .select({ id: testamentDocuments.id })
    .from(testamentDocuments)
    .where(
      and(
        eq(testamentDocuments.testamentId, testamentId),
        eq(testamentDocuments.kind, kind),
        eq(testamentDocuments.contentSha256, contentSha256),
      ),
    )
    .limit(1);
  if (!existing) {
    const pdf = await renderWillPdf({ content, status: row.status, testamentId, contentSha256 });
    await db.insert(testamentDocuments).values({
      testamentId,
      kind,
      contentSha256,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      pdf,
    });
  }
  return { success: true as const, pdfUrl: pdfUrlOf(testamentId), kind };
}

/** The newest stored PDF of a will the user owns. */
export async function latestTestamentPdf(db: Database, userId: string, testamentId: string) {
  await requireOwnedTestament(db, userId, testamentId);
  const [document] = await db
    .select()
    .from(testamentDocuments)
    .where(eq(testamentDocuments.testamentId, testamentId))
    .orderBy(desc(testamentDocuments.createdAt))
    .limit(1);
  if (!document) throw errors.notFound(testamentsMessages.noPdf);
  return document;
}
