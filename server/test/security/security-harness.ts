import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLE_TESTAMENT } from '@legado/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppDeps } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { testaments } from '../../src/db/schema.ts';
import { createTestApp, type LogCapture } from '../test-app.ts';
import type { TestDatabaseTarget } from '../test-database.ts';
import { apiCall, confirmEmail, tokenFor } from '../auth-helpers.ts';

export const origin = 'http://localhost:3999';

/** A signed-up account with its secrets, so tests can look for them where they must not be. */
export interface Person {
  name: string;
  email: string;
  password: string;
  userId: string;
  /** The session cookie header (`better-auth.session_token=…`). */
  cookie: string;
  /** The raw value of the session cookie. */
  cookieValue: string;
  /** A bearer access token for /api/v1. */
  token: string;
}

/** Ana's data that must never reach anyone else (nor a log line). */
export interface OwnerData {
  /** A draft will with a conversation. */
  draftWillId: string;
  /** A will with complete content and a generated PDF. */
  finishedWillId: string;
  /**
   * A concluded will (particular, the example's content). Routes that could destroy a fixture
   * (DELETE) are exercised on it only: it cannot be deleted, so every suite keeps its data.
   */
  concludedWillId: string;
  /** The testator's name stored in the finished will's content. */
  testatorName: string;
  /** A message Ana sent in the draft will's chat. */
  messageText: string;
}

export interface SecurityContext {
  app: FastifyInstance;
  logs: LogCapture;
  database: DatabaseHandle;
  dataDir: string;
  ana: Person;
  bruno: Person;
  owner: OwnerData;
}

/**
 * Creates an account through the real sign-up and the e-mailed confirmation link, and exchanges
 * the session for an access token.
 */
export async function signUp(
  app: FastifyInstance,
  person: { name: string; email: string; password: string },
  remoteAddress = '127.0.0.1',
): Promise<Person> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    headers: { origin, 'content-type': 'application/json' },
    payload: JSON.stringify(person),
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  // No session until the address is confirmed: open the e-mailed link, as the person would.
  const cookie = await confirmEmail(app, person.email);
  const cookieValue = /better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const token = await tokenFor(app, cookie);
  return {
    ...person,
    userId: response.json<{ user: { id: string } }>().user.id,
    cookie,
    cookieValue,
    token,
  };
}

/** A JSON request to the API as `who` (or anonymous): the shared helper of every suite. */
export const callApi = apiCall;

/** Creates an empty draft will for `who` and returns its id. */
export async function createWill(app: FastifyInstance, who: Person): Promise<string> {
  const response = await callApi(app, who, 'POST', '/testaments', {
    user_id: who.userId,
    status: 'draft',
    content: {},
  });
  if (response.statusCode !== 201) throw new Error(`create will: ${response.body}`);
  return response.json<{ testament: { id: string } }>().testament.id;
}

/**
 * Builds the real app once on a fresh database with the default auth rate limits, signs up Ana
 * and Bruno, and gives Ana a draft will with a conversation and a finished will with a PDF.
 */
export async function openSecurityApp(
  target: TestDatabaseTarget,
  deps: Partial<AppDeps> = {},
): Promise<SecurityContext & { close(): Promise<void> }> {
  const { database, drop } = await target.open();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-security-'));
  const { app, logs } = await createTestApp(database, {
    env: { PUBLIC_URL: origin, DATA_DIR: dataDir },
    deps,
  });
  const ana = await signUp(app, {
    name: 'Ana Beatriz Quintela',
    email: 'ana.seguranca@exemplo.com',
    password: 'ipe-amarelo-2031',
  });
  const bruno = await signUp(app, {
    name: 'Bruno Falcão',
    email: 'bruno.seguranca@exemplo.com',
    password: 'jacaranda-roxo-4417',
  });

  const messageText = 'Minha casa em Ouro Preto fica para a Joana Albuquerque';
  const draftWillId = await createWill(app, ana);
  await callApi(app, ana, 'POST', '/chat/init', { testamentId: draftWillId, new: true });
  const turn = await callApi(app, ana, 'POST', '/chat', {
    testamentId: draftWillId,
    message: messageText,
  });
  if (turn.statusCode !== 200) throw new Error(`chat turn: ${turn.body}`);

  const testatorName = 'Teodora Quintanilha Vasconcelos';
  const finishedWillId = await createWill(app, ana);
  await database.db
    .update(testaments)
    .set({
      content: {
        ...EXAMPLE_TESTAMENT,
        testador: { ...EXAMPLE_TESTAMENT.testador, nome: testatorName },
      },
    })
    .where(eq(testaments.id, finishedWillId));
  const pdf = await callApi(app, ana, 'POST', `/testaments/${finishedWillId}/generate-pdf`);
  if (pdf.statusCode !== 200) throw new Error(`generate pdf: ${pdf.body}`);

  const concludedWillId = await createWill(app, ana);
  await database.db
    .update(testaments)
    .set({
      content: EXAMPLE_TESTAMENT,
      status: 'concluido',
      finalizedAt: new Date('2025-01-15T12:00:00Z'),
      contentSha256: 'e'.repeat(64),
    })
    .where(eq(testaments.id, concludedWillId));

  return {
    app,
    logs,
    database,
    dataDir,
    ana,
    bruno,
    owner: { draftWillId, finishedWillId, concludedWillId, testatorName, messageText },
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Messages in English (framework defaults) that must never reach a user. */
const englishStart =
  /^(Bad Request|Internal|Cannot|Unexpected|Error|Invalid|Not Found|Unauthorized|Forbidden|Route|Body|Unsupported|Request|Failed|Missing|Expected|Too Many|Payload|Method|querystring|params|body\/)/i;
/** Something only a Portuguese sentence has: an accent or a common short word. */
const portugueseMarker =
  /[ãõçáéíóúâêô]|\b(você|seu|sua|os|as|de|do|da|para|um|uma|e-mail|senha|dados|tente|informe|escreva)\b/i;

/** True when `text` reads as a Portuguese message for a person. */
export function isPortugueseMessage(text: unknown): boolean {
  return (
    typeof text === 'string' &&
    text.trim() !== '' &&
    !englishStart.test(text) &&
    portugueseMarker.test(text)
  );
}

/** Asserts the shape every error answer has: JSON `{success:false, error, code}` in Portuguese. */
export function expectErrorBody(response: LightMyRequestResponse, label = ''): void {
  const where = `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  let body: { success?: unknown; error?: unknown; code?: unknown };
  try {
    body = response.json();
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  expect(body?.success, where).toBe(false);
  expect(typeof body.code === 'string' && body.code !== '', where).toBe(true);
  expect(isPortugueseMessage(body.error), where).toBe(true);
}

/** The shared app of one database, for the parts of the security suite. */
export type GetContext = () => SecurityContext;

/**
 * Opens the database and builds the app once for a whole `describe` (PGlite takes seconds to
 * start); the parts of the suite read it through the returned getter.
 */
export function useSecurityApp(target: TestDatabaseTarget): GetContext {
  let ctx: (SecurityContext & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    ctx = await openSecurityApp(target);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return () => {
    if (!ctx) throw new Error('the security app is not ready');
    return ctx;
  };
}
