import type { Database } from '../../db/client.ts';
import { errors } from '../../errors/app-error.ts';
import { signingOf } from './signing-record.ts';
import { toSummaries } from './testament-summary.ts';
import { testamentsMessages } from './testaments-messages.ts';
import { listTestaments } from './testaments-service.ts';

/**
 * One will the user owns with its content, summary and signing record. The summary needs the
 * user's other wills (the version that replaced this one); a person has a handful.
 */
export async function testamentDetail(db: Database, userId: string, testamentId: string) {
  const rows = await listTestaments(db, userId);
  const index = rows.findIndex((row) => row.id === testamentId);
  const row = rows[index];
  if (!row) throw errors.notFound(testamentsMessages.notFound);
  return {
    success: true as const,
    testament: {
      ...toSummaries(rows)[index]!,
      content: row.content as Record<string, unknown>,
      content_sha256: row.contentSha256,
      signing: await signingOf(db, testamentId),
    },
  };
}
