import type { Account, ApiClient, TurnOutcome } from './api-client.ts';

/** A will under load and its owner. */
export interface LoadTarget {
  account: Account;
  willId: string;
}

/** One turn sent during a load, and what came of it. */
export interface TurnRecord {
  willId: string;
  text: string;
  outcome: TurnOutcome;
}

/** Answers a person might type: interview answers, navigation, questions. */
export const answers = [
  'sim',
  'não',
  'Maria José da Silva',
  'João Pereira Santos',
  'voltar',
  'resumo',
  'o que é legítima?',
  'casado',
  '12/03/1961',
  'Rua das Flores, 10, São Paulo',
  'não sei',
  '2',
  'quero deixar meu carro para minha sobrinha Ana',
];

export const randomItem = <T>(items: readonly T[]): T =>
  items[Math.floor(Math.random() * items.length)]!;

export interface LoadOptions {
  api: ApiClient;
  targets: readonly LoadTarget[];
  clients: number;
  /** Checked before each new turn: once it answers true, clients stop sending. */
  stopped: () => boolean;
  /** Upper bound on turns per client, so the loop ends even if `stopped` never turns true. */
  maxTurnsPerClient: number;
  /** After this many consecutive connection refusals a client gives up (the server is gone). */
  maxRefusals?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Concurrent clients, each sending one turn at a time to a random will of `targets` (fewer wills
 * than clients, so two turns on one will often race). Resolves with every turn sent.
 */
export async function runChatLoad(options: LoadOptions): Promise<TurnRecord[]> {
  const records: TurnRecord[] = [];
  const client = async () => {
    let refusals = 0;
    for (let turn = 0; turn < options.maxTurnsPerClient && !options.stopped(); turn += 1) {
      const target = randomItem(options.targets);
      const text = randomItem(answers);
      const outcome = await options.api.sendTurn(target.account, target.willId, text);
      records.push({ willId: target.willId, text, outcome });
      if (outcome.kind === 'no-response' && outcome.code === 'ECONNREFUSED') {
        refusals += 1;
        if (refusals >= (options.maxRefusals ?? 1)) return;
        await pause(20);
      } else {
        refusals = 0;
        // A server that is closing answers 503 at once: do not spin on it.
        if (outcome.kind === 'refused') await pause(10);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  return records;
}
