import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testaments } from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';
import { reopenForNewVersion } from '../assistant/assistant.ts';
import { testamentsMessages } from './testaments-messages.ts';
import { lockOwnedTestament } from './testaments-service.ts';

/**
 * A new version of a concluded will: a draft carrying every answer of it, opened at the review,
 * linked to the will it replaces (which stays concluded). While that draft is open, asking
 * again opens the same draft; a will already replaced gets no other version (the newest one does).
 */
export async function createNewVersion(db: Database, userId: string, testamentId: string) {
  return db.transaction(async (tx) => {
    const concluded = await lockOwnedTestament(tx, userId, testamentId);
    if (concluded.status !== 'concluido') {
      throw errors.conflict(testamentsMessages.newVersionOfDraft);
    }
    const versions = await tx
      .select({ id: testaments.id, status: testaments.status })
      .from(testaments)
      .where(and(eq(testaments.userId, userId), eq(testaments.replacesId, testamentId)));
    if (versions.some((version) => version.status === 'concluido')) {
      throw errors.conflict(testamentsMessages.alreadyReplaced);
    }
    const open = versions[0];
    if (open) return { created: false, testament: open };
    const state = reopenForNewVersion(concluded.interviewState);
    const [row] = await tx
      .insert(testaments)
      .values({
        userId,
        status: 'draft',
        content: {},
        interviewState: state,
        replacesId: testamentId,
      })
      .returning({ id: testaments.id, status: testaments.status });
    return { created: true, testament: row! };
  });
}
