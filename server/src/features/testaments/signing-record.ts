import type { RecordSigningBody, TestamentContent } from '@legado/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testamentSignings } from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';
import { brazilIsoDate, todayInBrazil } from '../../lib/brazil-date.ts';
import { testamentsMessages } from './testaments-messages.ts';
import { requireOwnedTestament } from './testaments-service.ts';

type SigningRow = typeof testamentSignings.$inferSelect;

/** The record as the API shows it. */
export function toSigning(row: SigningRow) {
  return {
    signed_on: row.signedOn,
    witness_ids: row.witnessIds,
    original_location: row.originalLocation,
    recorded_at: row.recordedAt.toISOString(),
  };
}

/** The signing record of a will, if any (the caller has checked ownership). */
export async function signingOf(db: Database, testamentId: string) {
  const [row] = await db
    .select()
    .from(testamentSignings)
    .where(eq(testamentSignings.testamentId, testamentId));
  return row ? toSigning(row) : null;
}

/**
 * "Já assinei" for a concluded testamento particular: the signing date (not before the will was
 * concluded, not in the future), which of its witnesses signed and where the original is kept.
 * Recording again replaces the record; the will's content is never touched.
 */
export async function recordSigning(
  db: Database,
  userId: string,
  testamentId: string,
  body: RecordSigningBody,
) {
  const will = await requireOwnedTestament(db, userId, testamentId);
  const content = will.content as Partial<TestamentContent>;
  if (will.status !== 'concluido' || content.formalidades?.forma !== 'particular') {
    throw errors.conflict(testamentsMessages.signingNotParticular);
  }
  const witnesses = new Set(content.formalidades.testemunhaIds);
  if (body.witness_ids.some((id) => !witnesses.has(id))) {
    throw errors.unprocessable(testamentsMessages.signingUnknownWitness);
  }
  if (body.signed_on > todayInBrazil())
    throw errors.unprocessable(testamentsMessages.signingFuture);
  if (will.finalizedAt && body.signed_on < brazilIsoDate(will.finalizedAt)) {
    throw errors.unprocessable(testamentsMessages.signingBeforeConclusion);
  }
  const values = {
    testamentId,
    signedOn: body.signed_on,
    witnessIds: [...new Set(body.witness_ids)],
    originalLocation: body.original_location,
    recordedAt: new Date(),
  };
  const [row] = await db
    .insert(testamentSignings)
    .values(values)
    .onConflictDoUpdate({ target: testamentSignings.testamentId, set: values })
    .returning();
  return { success: true as const, signing: toSigning(row!) };
}
