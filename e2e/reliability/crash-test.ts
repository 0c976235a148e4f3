/**
 * Crash test (QUALITY.md, Reliability): the production bundle under concurrent chat traffic is
 * killed with SIGKILL at a random moment, round after round on the same data, then stopped with
 * SIGTERM under load. After every restart each will's conversation is read back through the API.
 *
 *   npm run test:crash                     # PGlite; PostgreSQL too when TEST_DATABASE_URL is set
 *   CRASH_ROUNDS=10 npm run test:crash     # more SIGKILL rounds (default 5)
 *
 * Prints one line per check and ends with "N passed, M failed"; exits 1 on any failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ApiClient, type Account } from './api-client.ts';
import { randomItem, runChatLoad, type LoadTarget, type TurnRecord } from './chat-load.ts';
import { checkerSelfTest } from './checker-self-test.ts';
import { checkConversation, type AcknowledgedTurn } from './conversation-check.ts';
import { pgliteDatabase, postgresDatabase, type CrashDatabase } from './databases.ts';
import {
  freePort,
  startServer,
  stopServer,
  waitUntilHealthy,
  type ServerProcess,
} from './server-process.ts';

const RESTART_BUDGET_MS = 10_000;
const SIGTERM_BUDGET_MS = 10_000;
const CLIENTS = 8;
const MAX_TURNS_PER_CLIENT = 400;
const WHOLE_RUN_DEADLINE_MS = 10 * 60_000;

function roundsFromEnv(): number {
  const raw = process.env.CRASH_ROUNDS ?? '5';
  const rounds = Number(raw);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100) {
    console.error(`CRASH_ROUNDS must be an integer from 1 to 100 (got ${JSON.stringify(raw)})`);
    process.exit(2);
  }
  return rounds;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => Math.round(min + Math.random() * (max - min));

/** Pass/fail bookkeeping and the printed lines. */
class Report {
  passed = 0;
  failed = 0;

  check(name: string, problems: readonly string[], detail = ''): void {
    if (problems.length === 0) {
      this.passed += 1;
      console.log(`  ✓ ${name}${detail ? ` — ${detail}` : ''}`);
      return;
    }
    this.failed += 1;
    console.log(`  ✗ ${name}${detail ? ` — ${detail}` : ''}`);
    for (const problem of problems.slice(0, 20)) console.log(`      - ${problem}`);
    if (problems.length > 20) console.log(`      … and ${problems.length - 20} more`);
  }
}

/** One will and what the clients know about it since its last check. */
interface WillState extends LoadTarget {
  known: Set<string>;
  acknowledged: AcknowledgedTurn[];
  unanswered: string[];
}

/** Totals printed in the summary. */
interface Totals {
  database: string;
  rounds: number;
  acknowledged: number;
  unanswered: number;
  committedUnanswered: number;
  restartMs: number[];
  sigtermExitMs?: number;
  sigtermResponses?: string;
}

/**
 * Files the outcome of a load into each will: acknowledged, unanswered, or a problem.
 * - SIGKILL: any response but 200 is a problem; a turn without a response may have been committed.
 * - SIGTERM: 200 or a clean 503 only; a refused connection was never accepted. A reset before any
 *   response byte means the server never read the request: it closed an idle keep-alive
 *   connection as the request went out (browsers retry these), or the kernel dropped a connection
 *   still in the listen backlog when the server stopped listening. The check after the restart
 *   proves none of those was committed, and the server log must show no error; a reset during a
 *   response is a failure.
 */
function fileTurns(
  records: readonly TurnRecord[],
  wills: ReadonlyMap<string, WillState>,
  signal: 'SIGKILL' | 'SIGTERM',
): { problems: string[]; acknowledged: number; unanswered: number; byKind: Map<string, number> } {
  const problems: string[] = [];
  const byKind = new Map<string, number>();
  let acknowledged = 0;
  let unanswered = 0;
  for (const record of records) {
    const will = wills.get(record.willId)!;
    const { outcome } = record;
    let kind: string;
    if (outcome.kind === 'acknowledged') {
      kind = '200';
      acknowledged += 1;
      will.acknowledged.push({ userMessageId: outcome.userMessageId, replyIds: outcome.replyIds });
    } else if (outcome.kind === 'refused') {
      kind = String(outcome.status);
      if (signal === 'SIGKILL' || outcome.status !== 503) {
        problems.push(
          `turn ${JSON.stringify(record.text)} got HTTP ${outcome.status}: ${outcome.body}`,
        );
      }
    } else if (outcome.code === 'ECONNREFUSED') {
      kind = 'connection refused';
    } else {
      unanswered += 1;
      will.unanswered.push(record.text);
      if (signal === 'SIGKILL') kind = outcome.code;
      else if (!outcome.responseStarted && outcome.code !== 'TIMEOUT') {
        kind = outcome.reusedSocket
          ? 'reset before read (idle keep-alive)'
          : 'reset before read (listen backlog)';
      } else {
        kind = outcome.code;
        problems.push(
          `turn ${JSON.stringify(record.text)} lost its connection (${outcome.code}, ` +
            `${outcome.reusedSocket ? 'reused' : 'new'} connection, ` +
            `${outcome.responseStarted ? 'during' : 'before'} the response)`,
        );
      }
    }
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  return { problems, acknowledged, unanswered, byKind };
}

/** Error and fatal lines of the server's log (LOG_LEVEL=warn prints warnings and above). */
function errorLogs(server: ServerProcess): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        // Not a pino line (e.g. a Node warning): not an error log.
        return false;
      }
    })
    .map((line) => `server error log: ${line.slice(0, 400)}`);
}

/** Reads every will back and checks it; what was stored becomes known for the next check. */
async function verifyWills(
  api: ApiClient,
  wills: Iterable<WillState>,
  everyCommittedTurnAnswered: boolean,
): Promise<{ problems: string[]; committedUnanswered: number; messages: number }> {
  const problems: string[] = [];
  let committedUnanswered = 0;
  let messageCount = 0;
  for (const will of wills) {
    let messages;
    try {
      messages = await api.loadChat(will.account, will.willId);
    } catch (error) {
      problems.push(`will ${will.willId}: ${(error as Error).message}`);
      continue;
    }
    const result = checkConversation(messages, { ...will, everyCommittedTurnAnswered });
    problems.push(...result.problems.map((problem) => `will ${will.willId}: ${problem}`));
    committedUnanswered += result.committedUnanswered;
    messageCount += messages.length;
    will.known = new Set(messages.map((message) => message.id));
    will.acknowledged = [];
    will.unanswered = [];
  }
  return { problems, committedUnanswered, messages: messageCount };
}

/** Starts the server and waits for /health; the time is from spawn to the first 200. */
async function start(
  port: number,
  database: CrashDatabase,
): Promise<{ server: ServerProcess; ms: number }> {
  const since = Date.now();
  const server = startServer(port, database.storage);
  try {
    return { server, ms: await waitUntilHealthy(server, since) };
  } catch (error) {
    await stopServer(server, 'SIGKILL');
    throw error;
  }
}

async function newWills(api: ApiClient, count: number, prefix: string): Promise<WillState[]> {
  const wills: WillState[] = [];
  for (let index = 0; index < count; index += 1) {
    const account: Account = await api.signUp(prefix);
    for (let willIndex = 0; willIndex < 2; willIndex += 1) {
      const willId = await api.createWill(account);
      const greeting = await api.initChat(account, willId);
      wills.push({
        account,
        willId,
        known: new Set(greeting.map((message) => message.id)),
        acknowledged: [],
        unanswered: [],
      });
    }
  }
  return wills;
}

/** Sends one turn to each will and expects 200: the server takes new turns after the restart. */
async function acceptsNewTurns(api: ApiClient, wills: readonly WillState[]): Promise<string[]> {
  const problems: string[] = [];
  await Promise.all(
    wills.map(async (will) => {
      const outcome = await api.sendTurn(will.account, will.willId, 'resumo');
      if (outcome.kind === 'acknowledged') {
        will.acknowledged.push({
          userMessageId: outcome.userMessageId,
          replyIds: outcome.replyIds,
        });
      } else {
        problems.push(`new turn after restart on ${will.willId}: ${JSON.stringify(outcome)}`);
      }
    }),
  );
  return problems;
}

/** Two turns at once on one will: both answered, and stored one after the other. */
async function concurrentPair(api: ApiClient, will: WillState): Promise<string[]> {
  const outcomes = await Promise.all([
    api.sendTurn(will.account, will.willId, 'Maria José da Silva'),
    api.sendTurn(will.account, will.willId, 'o que é legítima?'),
  ]);
  const problems: string[] = [];
  for (const outcome of outcomes) {
    if (outcome.kind === 'acknowledged') {
      will.acknowledged.push({ userMessageId: outcome.userMessageId, replyIds: outcome.replyIds });
    } else problems.push(`concurrent turn: ${JSON.stringify(outcome)}`);
  }
  const verified = await verifyWills(api, [will], true);
  return [...problems, ...verified.problems.map((problem) => `concurrent turns: ${problem}`)];
}

function formatMs(values: readonly number[]): string {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `min ${sorted[0]} / median ${median} / max ${sorted.at(-1)} ms`;
}

async function runOn(database: CrashDatabase, rounds: number, report: Report): Promise<Totals> {
  const totals: Totals = {
    database: database.name,
    rounds: 0,
    acknowledged: 0,
    unanswered: 0,
    committedUnanswered: 0,
    restartMs: [],
  };
  const port = await freePort();
  const lockFile = path.join(database.storage.dataDir, 'legado.lock');
  const first = await start(port, database);
  let server = first.server;
  console.log(`  server on 127.0.0.1:${port}, first start ${first.ms} ms`);
  let api = new ApiClient(port, database.storage.dataDir);
  const wills = new Map<string, WillState>();

  try {
    for (let round = 1; round <= rounds; round += 1) {
      const problems: string[] = [];
      // Fresh accounts and wills each round; older wills stay in the load so damage accumulates.
      const fresh = await newWills(api, 2, `crash.r${round}`);
      const older = [...wills.values()].sort(() => Math.random() - 0.5).slice(0, 2);
      for (const will of fresh) wills.set(will.willId, will);
      problems.push(...(await concurrentPair(api, randomItem([...fresh, ...older]))));

      const targets = [...fresh, ...older];
      let stop = false;
      const load = runChatLoad({
        api,
        targets,
        clients: CLIENTS,
        stopped: () => stop,
        maxTurnsPerClient: MAX_TURNS_PER_CLIENT,
      });
      const killAfterMs = between(200, 1500);
      await sleep(killAfterMs);
      stop = true;
      server.child.kill('SIGKILL');
      await server.exited;
      const records = await load;
      api.close();
      const filed = fileTurns(records, wills, 'SIGKILL');
      problems.push(...filed.problems, ...errorLogs(server));
      const staleLock = fs.existsSync(lockFile);

      let restartMs: number;
      try {
        ({ server, ms: restartMs } = await start(port, database));
      } catch (error) {
        report.check(`${database.name} round ${round}: restart after SIGKILL`, [
          (error as Error).message,
        ]);
        throw error;
      }
      api = new ApiClient(port, database.storage.dataDir);
      totals.restartMs.push(restartMs);
      if (restartMs >= RESTART_BUDGET_MS) {
        problems.push(`restart took ${restartMs} ms (budget ${RESTART_BUDGET_MS} ms)`);
      }
      const verified = await verifyWills(api, wills.values(), false);
      problems.push(...verified.problems);
      problems.push(...(await acceptsNewTurns(api, targets)));

      totals.rounds += 1;
      totals.acknowledged += filed.acknowledged + 2;
      totals.unanswered += filed.unanswered;
      totals.committedUnanswered += verified.committedUnanswered;
      report.check(
        `${database.name} round ${round}: SIGKILL after ${killAfterMs} ms`,
        problems,
        `${filed.acknowledged} turns acknowledged, ${filed.unanswered} in flight ` +
          `(${verified.committedUnanswered} of them committed), ${wills.size} wills / ` +
          `${verified.messages} messages intact, ` +
          `${database.name === 'PGlite' ? `stale lock ${staleLock ? 'taken over' : 'absent'}, ` : ''}` +
          `restart ${restartMs} ms`,
      );
    }

    // SIGTERM under load: every response is a 2xx or a clean 503, every 200 is stored, and no
    // committed turn went unanswered.
    const problems: string[] = [];
    const targets = [...wills.values()].sort(() => Math.random() - 0.5).slice(0, 6);
    let gone = false;
    void server.exited.then(() => (gone = true));
    const load = runChatLoad({
      api,
      targets,
      clients: CLIENTS,
      stopped: () => gone,
      maxTurnsPerClient: MAX_TURNS_PER_CLIENT,
    });
    const termAfterMs = between(300, 1000);
    await sleep(termAfterMs);
    const exit = await stopServer(server, 'SIGTERM', SIGTERM_BUDGET_MS + 5_000);
    const records = await load;
    api.close();
    const filed = fileTurns(records, wills, 'SIGTERM');
    problems.push(...filed.problems, ...errorLogs(server));
    if (exit.code !== 0) {
      problems.push(`exit code ${exit.code} (signal ${exit.signal}):\n${server.output()}`);
    }
    if (exit.ms >= SIGTERM_BUDGET_MS) problems.push(`SIGTERM exit took ${exit.ms} ms`);
    if (database.name === 'PGlite' && fs.existsSync(lockFile)) {
      problems.push('legado.lock left behind after a clean exit');
    }
    const responses = [...filed.byKind.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, count]) => `${kind}×${count}`)
      .join(', ');

    let restartMs: number;
    ({ server, ms: restartMs } = await start(port, database));
    api = new ApiClient(port, database.storage.dataDir);
    totals.restartMs.push(restartMs);
    const verified = await verifyWills(api, wills.values(), true);
    problems.push(...verified.problems);
    totals.acknowledged += filed.acknowledged;
    totals.sigtermExitMs = exit.ms;
    totals.sigtermResponses = responses;
    report.check(
      `${database.name}: SIGTERM after ${termAfterMs} ms under load`,
      problems,
      `exit ${exit.code} in ${exit.ms} ms, responses ${responses}, ` +
        `${verified.messages} messages intact, restart ${restartMs} ms`,
    );
  } finally {
    api.close();
    const last = await stopServer(server, 'SIGTERM');
    if (last.code !== 0 && last.signal !== 'SIGKILL') {
      report.check(`${database.name}: final clean stop`, [`exit code ${last.code}`]);
    }
  }
  return totals;
}

async function main(): Promise<void> {
  const rounds = roundsFromEnv();
  const report = new Report();
  const watchdog = setTimeout(() => {
    console.error(`crash test still running after ${WHOLE_RUN_DEADLINE_MS / 1000} s: giving up`);
    process.exit(1);
  }, WHOLE_RUN_DEADLINE_MS);
  report.check(
    'the conversation checker catches lost, duplicated and orphan messages',
    checkerSelfTest(),
  );
  const adminUrl = process.env.TEST_DATABASE_URL;
  const makers: (() => Promise<CrashDatabase>)[] = [async () => pgliteDatabase()];
  if (adminUrl) makers.unshift(() => postgresDatabase(adminUrl));
  else console.log('TEST_DATABASE_URL not set: PostgreSQL skipped, PGlite only.');

  const summaries: Totals[] = [];
  const started = Date.now();
  for (const make of makers) {
    let database: CrashDatabase | undefined;
    try {
      database = await make();
      console.log(`\n${database.name}: ${rounds} SIGKILL rounds, then SIGTERM under load`);
      summaries.push(await runOn(database, rounds, report));
    } catch (error) {
      report.check(`${database?.name ?? 'database set-up'}: run`, [
        (error as Error).stack ?? String(error),
      ]);
    } finally {
      await database?.remove().catch((error: unknown) => {
        console.log(`  (could not remove the ${database?.name} test database: ${String(error)})`);
      });
    }
  }
  clearTimeout(watchdog);

  console.log(`\nSummary (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  for (const totals of summaries) {
    console.log(
      `  ${totals.database}: ${totals.rounds} rounds, ${totals.acknowledged} turns acknowledged, ` +
        `${totals.unanswered} in flight at SIGKILL (${totals.committedUnanswered} committed), ` +
        `restart ${formatMs(totals.restartMs)}, SIGTERM exit ${totals.sigtermExitMs ?? '-'} ms ` +
        `(${totals.sigtermResponses ?? '-'})`,
    );
  }
  console.log(`${report.passed} passed, ${report.failed} failed`);
  process.exit(report.failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
