import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testaments } from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';

/** Portuguese texts of the quotas (ADR 0022). */
export const quotaMessages = {
  wills: (max: number) =>
    `Você já tem ${max} testamentos guardados, o máximo por conta. Apague um rascunho que não ` +
    'usa mais para começar outro.',
  turns:
    'Esta conversa chegou ao limite de mensagens de um testamento. Para continuar, comece um ' +
    'novo testamento: as respostas desta conversa continuam guardadas aqui.',
  writes: (seconds: number) =>
    `Você enviou muitas alterações em pouco tempo. Aguarde ${seconds} segundo(s) e tente de novo.`,
};

/** Throws 409 when the user already keeps `max` wills (drafts and concluded ones). */
export async function requireWillQuota(db: Database, userId: string, max: number): Promise<void> {
  const [row] = await db
    .select({ wills: count() })
    .from(testaments)
    .where(eq(testaments.userId, userId));
  if ((row?.wills ?? 0) >= max) throw errors.quotaExceeded(quotaMessages.wills(max));
}

/**
 * Throws 409 when a will's conversation is full. Every turn moves the will's revision by one, so
 * the revision counts the turns (and bounds the messages: one from the person, a few replies)
 * without a query.
 */
export function requireTurnQuota(will: { revision: number }, maxTurns: number): void {
  if (will.revision >= maxTurns) throw errors.quotaExceeded(quotaMessages.turns);
}
