import type { MyDataExport } from '@legado/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  account,
  chatMessages,
  session,
  testamentDocuments,
  testamentSignings,
  testaments,
  user,
} from '../../db/schema.ts';
import { errors } from '../../errors/app-error.ts';
import { todayInBrazil } from '../../lib/brazil-date.ts';
import { toSigning } from '../testaments/signing-record.ts';

/** The download's file name, dated in Brazil: legado-meus-dados-YYYY-MM-DD.json. */
export function exportFileName(now = new Date()): string {
  return `legado-meus-dados-${todayInBrazil(now)}.json`;
}

const iso = (date: Date) => date.toISOString();

/**
 * Everything stored about the person (LGPD art. 18): account, sessions, sign-in methods, wills
 * with their interview state, conversations, PDFs and signing records. Secrets stay out: no password hash, no
 * session or OAuth tokens, no PDF bytes (those are downloadable from the will itself).
 */
export async function exportMyData(db: Database, userId: string): Promise<MyDataExport> {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  // Deleted on another instance while the token still lives (ADR 0009).
  if (!person) throw errors.unauthorized();

  const [sessions, accounts, wills, messages, documents, signings] = await Promise.all([
    db
      .select({
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    db
      .select({ providerId: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId))
      .orderBy(asc(account.createdAt)),
    db
      .select()
      .from(testaments)
      .where(eq(testaments.userId, userId))
      .orderBy(asc(testaments.createdAt)),
    db
      .select({
        id: chatMessages.id,
        testamentId: chatMessages.testamentId,
        role: chatMessages.role,
        content: chatMessages.content,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .innerJoin(testaments, eq(testaments.id, chatMessages.testamentId))
      .where(eq(testaments.userId, userId))
      .orderBy(asc(chatMessages.seq)),
    db
      .select({
        id: testamentDocuments.id,
        testamentId: testamentDocuments.testamentId,
        kind: testamentDocuments.kind,
        sha256: testamentDocuments.sha256,
        contentSha256: testamentDocuments.contentSha256,
        sizeBytes: sql<number>`octet_length(${testamentDocuments.pdf})`,
        createdAt: testamentDocuments.createdAt,
      })
      .from(testamentDocuments)
      .innerJoin(testaments, eq(testaments.id, testamentDocuments.testamentId))
      .where(eq(testaments.userId, userId))
      .orderBy(asc(testamentDocuments.createdAt)),
    db
      .select({ signing: testamentSignings })
      .from(testamentSignings)
      .innerJoin(testaments, eq(testaments.id, testamentSignings.testamentId))
      .where(eq(testaments.userId, userId)),
  ]);

  return {
    format: 'legado-meus-dados',
    version: 1,
    exported_at: new Date().toISOString(),
    account: {
      id: person.id,
      name: person.name,
      email: person.email,
      email_verified: person.emailVerified,
      image: person.image,
      user_data: person.userData ?? null,
      created_at: iso(person.createdAt),
      updated_at: iso(person.updatedAt),
    },
    sessions: sessions.map((row) => ({
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      expires_at: iso(row.expiresAt),
      ip_address: row.ipAddress,
      user_agent: row.userAgent,
    })),
    linked_accounts: accounts.map((row) => ({
      provider_id: row.providerId,
      created_at: iso(row.createdAt),
    })),
    testaments: wills.map((will) => ({
      id: will.id,
      status: will.status,
      created_at: iso(will.createdAt),
      updated_at: iso(will.updatedAt),
      finalized_at: will.finalizedAt ? iso(will.finalizedAt) : null,
      content_sha256: will.contentSha256,
      content: will.content,
      interview_state: will.interviewState,
      replaces_id: will.replacesId,
      signing: (() => {
        const row = signings.find(({ signing }) => signing.testamentId === will.id)?.signing;
        return row ? toSigning(row) : null;
      })(),
      chat_messages: messages
        .filter((message) => message.testamentId === will.id)
        .map((message) => ({
          id: message.id,
          role: message.role,
          content: message.content,
          created_at: iso(message.createdAt),
        })),
      documents: documents
        .filter((document) => document.testamentId === will.id)
        .map((document) => ({
          id: document.id,
          kind: document.kind,
          sha256: document.sha256,
          content_sha256: document.contentSha256,
          size_bytes: Number(document.sizeBytes),
          created_at: iso(document.createdAt),
        })),
    })),
  };
}
