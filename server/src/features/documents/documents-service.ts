import { hasHiddenCharactersDeep } from '@legado/contract';
import { and, desc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { testamentDocuments, testamentPdfFailures } from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';
import { limitKey, RateLimiterRes, type RateLimitStore } from '../../lib/rate-limit-store.ts';
import { requireValidContent } from '../testaments/finalize-testament.ts';
import { testamentsMessages } from '../testaments/testaments-messages.ts';
import { requireOwnedTestament } from '../testaments/testaments-service.ts';
import { documentsMessages } from './documents-messages.ts';
import { renderWillPdf, type RenderWillPdfInput } from './render-will-pdf.ts';
import { sha256Canonical } from '../../lib/sha256-canonical.ts';
import { PdfRendererBusyError, PdfRenderError } from './will-pdf-process.ts';

/** The owner-only, same-origin address of a will's newest PDF. */
export const pdfUrlOf = (testamentId: string) => `/api/v1/testaments/${testamentId}/pdf`;

/** Renders one user may start per window (a stored PDF reused does not count). */
export interface PdfRenderLimits {
  perUser: number;
  windowSeconds: number;
}

export const defaultPdfRenderLimits: PdfRenderLimits = { perUser: 10, windowSeconds: 600 };

/** PDF generation and download (owner only), with per-user limits and failures remembered. */
export function createDocumentsService(deps: {
  db: Database;
  rateLimits: RateLimitStore;
  /** The renderer (tests stand a failing one in); defaults to the renderer process. */
  render?: (input: RenderWillPdfInput) => Promise<Buffer>;
  limits?: PdfRenderLimits;
}) {
  const { db } = deps;
  const render = deps.render ?? renderWillPdf;
  const limits = deps.limits ?? defaultPdfRenderLimits;
  const rendersPerUser = deps.rateLimits.limiter({
    keyPrefix: 'pdf-renders-user',
    points: limits.perUser,
    duration: limits.windowSeconds,
  });
  /** Renders in progress here, by will, kind and content: a double click renders once. */
  const inFlight = new Map<string, Promise<void>>();

  async function countRender(userId: string): Promise<void> {
    try {
      await rendersPerUser.consume(limitKey(userId));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
      throw errors.rateLimited(documentsMessages.tooManyRenders(minutes));
    }
  }

  async function renderAndStore(input: RenderWillPdfInput, kind: 'draft' | 'final') {
    let pdf: Buffer;
    try {
      pdf = await render(input);
    } catch (error) {
      if (error instanceof PdfRendererBusyError) {
        throw errors.serviceUnavailable(documentsMessages.busy);
      }
      if (error instanceof PdfRenderError) {
        // This content made the renderer overrun, throw or crash: remember it, so asking again
        // answers at once instead of taking the renderer for another 15 s.
        await db
          .insert(testamentPdfFailures)
          .values({
            testamentId: input.testamentId,
            kind,
            contentSha256: input.contentSha256,
            reason: error.reason,
          })
          .onConflictDoNothing();
        throw errors.unprocessable(documentsMessages.renderFailed);
      }
      throw error;
    }
    await db.insert(testamentDocuments).values({
      testamentId: input.testamentId,
      kind,
      contentSha256: input.contentSha256,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      pdf,
    });
  }

  return {
    /**
     * Renders the will's PDF (a "MINUTA — NÃO ASSINAR" draft until concluded) and stores it in
     * the database so any instance can serve it. The same content and status reuse the stored
     * bytes; a content that failed to render before is refused at once.
     */
    async generate(userId: string, testamentId: string) {
      const row = await requireOwnedTestament(db, userId, testamentId);
      const raw = row.content as Record<string, unknown>;
      if (Object.keys(raw).length === 0) {
        throw errors.unprocessable(testamentsMessages.notReadyForPdf);
      }
      const content = requireValidContent(raw);
      // What is printed must be what is stored: no text that the PDF would show differently.
      if (hasHiddenCharactersDeep(content)) {
        throw errors.unprocessable(documentsMessages.hiddenCharacters);
      }
      const kind = row.status === 'concluido' ? ('final' as const) : ('draft' as const);
      const contentSha256 = row.contentSha256 ?? sha256Canonical(content);
      const sameContent = (table: typeof testamentDocuments | typeof testamentPdfFailures) =>
        and(
          eq(table.testamentId, testamentId),
          eq(table.kind, kind),
          eq(table.contentSha256, contentSha256),
        );
      const result = { success: true as const, pdfUrl: pdfUrlOf(testamentId), kind };

      const [existing] = await db
        .select({ id: testamentDocuments.id })
        .from(testamentDocuments)
        .where(sameContent(testamentDocuments))
        .limit(1);
      if (existing) return result;
      const [failed] = await db
        .select({ reason: testamentPdfFailures.reason })
        .from(testamentPdfFailures)
        .where(sameContent(testamentPdfFailures))
        .limit(1);
      if (failed) throw errors.unprocessable(documentsMessages.renderFailed);

      const key = `${testamentId}:${kind}:${contentSha256}`;
      let rendering = inFlight.get(key);
      if (!rendering) {
        // Registered before the first await: a second click finds it and waits for the same one.
        const input = { content, status: row.status, testamentId, contentSha256 };
        rendering = countRender(userId)
          .then(() => renderAndStore(input, kind))
          .finally(() => inFlight.delete(key));
        inFlight.set(key, rendering);
      }
      await rendering;
      return result;
    },

    /** The newest stored PDF of a will the user owns. */
    async latest(userId: string, testamentId: string) {
      await requireOwnedTestament(db, userId, testamentId);
      const [document] = await db
        .select()
        .from(testamentDocuments)
        .where(eq(testamentDocuments.testamentId, testamentId))
        .orderBy(desc(testamentDocuments.createdAt))
        .limit(1);
      if (!document) throw errors.notFound(testamentsMessages.noPdf);
      return document;
    },
  };
}

/** The documents service. */
export type DocumentsService = ReturnType<typeof createDocumentsService>;
