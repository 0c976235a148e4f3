import {
  derive,
  evaluateRules,
  exceedsTestamentByteCap,
  isBlocking,
  TESTAMENT_TOO_LARGE_MESSAGE,
  TestamentContentSchema,
  type RuleResult,
  type TestamentContent,
} from '@legado/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testaments } from '../../db/schema.ts';
import { AppError, errors } from '../../errors/app-error.ts';
import { sha256Canonical } from '../../lib/sha256-canonical.ts';
import { testamentsMessages } from './testaments-messages.ts';
import { lockOwnedTestament } from './testaments-service.ts';

/**
 * Every derived value and every rule result computed again from the will's facts, on the date
 * of the will (LEGAL-BR §5): whatever `derivados` and `validacoes` the stored copy carried is
 * replaced; only which alerts the person acknowledged is taken from it.
 */
export function recomputeDerived(content: TestamentContent): TestamentContent {
  const today = content.formalidades.data;
  const acknowledged = content.validacoes
    .filter((result) => result.reconhecido)
    .map((result) => result.code);
  const recomputed: TestamentContent = { ...content, derivados: derive(content, today) };
  recomputed.validacoes = evaluateRules(recomputed, { today, acknowledged });
  return recomputed;
}

/** The rule results that stop a will from being concluded: errors and unacknowledged alerts. */
export function blockingResults(content: TestamentContent): RuleResult[] {
  return recomputeDerived(content).validacoes.filter(isBlocking);
}

/**
 * Parses the will's JSON against the contract, or throws 422 with what is wrong (413 when the
 * whole will is over its byte cap).
 */
export function requireValidContent(raw: unknown): TestamentContent {
  if (exceedsTestamentByteCap(raw)) throw errors.payloadTooLarge(TESTAMENT_TOO_LARGE_MESSAGE);
  const parsed = TestamentContentSchema.safeParse(raw);
  if (!parsed.success) {
    throw errors.unprocessable(testamentsMessages.invalidContent, {
      issues: parsed.error.issues
        .slice(0, 20)
        .map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  return parsed.data;
}

/**
 * Concludes a will (spec §4 "Finalizing") with the document the interview last produced for it,
 * never the client's copy: the body's content must be that document (same canonical SHA-256),
 * else 409 and nothing is stored, so a preview a later change made stale cannot be confirmed.
 * The stored document must satisfy the schema and the legal rules; its derived values and rule
 * results are computed here again from its facts (never kept from any copy); it is stored with
 * its canonical SHA-256 and the will becomes immutable.
 */
export async function finalizeTestament(
  db: Database,
  userId: string,
  testamentId: string,
  confirmed: unknown,
) {
  return db.transaction(async (tx) => {
    const row = await lockOwnedTestament(tx, userId, testamentId);
    if (row.status === 'concluido') throw errors.conflict(testamentsMessages.concluded);
    const current = row.content as Record<string, unknown>;
    if (
      Object.keys(current).length === 0 ||
      sha256Canonical(confirmed) !== sha256Canonical(current)
    ) {
      throw new AppError(409, 'CONFLICT', testamentsMessages.outdated, { documentOutdated: true });
    }
    const content = recomputeDerived(requireValidContent(current));
    const blocking = content.validacoes.filter(isBlocking);
    if (blocking.length > 0) {
      throw errors.unprocessable(testamentsMessages.rulesBlock, { validacoes: blocking });
    }
    const finalizedAt = new Date();
    const contentSha256 = sha256Canonical(content);
    await tx
      .update(testaments)
      .set({
        content,
        status: 'concluido',
        finalizedAt,
        contentSha256,
        updatedAt: finalizedAt,
      })
      .where(eq(testaments.id, testamentId));
    return {
      success: true as const,
      testament: {
        id: testamentId,
        status: 'concluido' as const,
        finalized_at: finalizedAt.toISOString(),
        content_sha256: contentSha256,
      },
    };
  });
}
