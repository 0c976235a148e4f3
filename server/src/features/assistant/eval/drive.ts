/**
 * The driver: plays a story against the engine. It reads which topic is asked, types what the
 * story says for that topic (the next answer of its list, or the last one again), and stops at
 * the document, at an unknown topic, or after MAX_TURNS messages.
 */
import type { TestamentContent } from '@legado/contract';
import {
  contentSoFar,
  pendingKey,
  sendMessage,
  startInterview,
  type EngineState,
} from './engine-port.ts';
import { TOPICS, type Story, type Topic } from './story.ts';

/** A conversation that has not finished after this many messages is counted as unfinished. */
export const MAX_TURNS = 120;
/**
 * A person repeats their last answer at most this many times; after that they give up (the
 * conversation is unfinished, "stuck at <topic>") rather than filling the corpus with one loop.
 */
export const MAX_REPEATS = 3;

/** One message of the person and what came of it. */
export interface DrivenTurn {
  /** The question key pending when the message was sent ('opening' for the first message). */
  askedKey: string;
  topic: Topic | 'opening';
  /** How many times this key had been asked before (0 the first time). */
  askIndex: number;
  message: string;
  replies: string[];
  /** The key pending after the message. */
  nextKey: string;
  /** The will as collected after the message. */
  content: TestamentContent;
}

/** A played story. */
export interface DriveResult {
  story: Story;
  greeting: string[];
  /** The will as collected before the first message (blank fields get defaults). */
  initialContent: TestamentContent;
  turns: DrivenTurn[];
  will?: TestamentContent;
  /** Why it stopped without a document: an unknown topic, or the turn limit. */
  failure?: string;
}

/** The topic of a question key: 'netos:p3' → 'netos'. */
export function topicOf(key: string): Topic | undefined {
  const base = key.split(':')[0] ?? key;
  return (TOPICS as readonly string[]).includes(base) ? (base as Topic) : undefined;
}

/**
 * What the person types the n-th time (from 0) a topic is asked: the next answer of the list, or
 * the last one again; undefined once they have repeated it MAX_REPEATS times (they give up).
 */
export function answerFor(story: Story, topic: Topic, n: number): string | undefined {
  const answer = story.answers[topic];
  if (answer === undefined) return undefined;
  const list = typeof answer === 'string' ? [answer] : answer;
  if (n >= list.length + MAX_REPEATS - 1) return undefined;
  return list[Math.min(n, list.length - 1)];
}

/** Plays one story from the engine's initial state (on the story's day unless told another). */
export function drive(story: Story, today = story.today): DriveResult {
  const start = startInterview(today);
  let state: EngineState = start.state;
  const initialContent = contentSoFar(state, today);
  const turns: DrivenTurn[] = [];
  const asked = new Map<string, number>();
  let will: TestamentContent | undefined;

  const send = (askedKey: string, topic: Topic | 'opening', askIndex: number, message: string) => {
    const r = sendMessage(state, message, today);
    state = r.state;
    if (r.will) will = r.will;
    turns.push({
      askedKey,
      topic,
      askIndex,
      message,
      replies: r.replies,
      nextKey: pendingKey(state),
      content: r.will ?? contentSoFar(state, today),
    });
  };

  if (story.opening) send(pendingKey(state), 'opening', 0, story.opening);
  while (!will && turns.length < MAX_TURNS) {
    const key = pendingKey(state);
    if (key === 'concluido') break;
    const topic = topicOf(key);
    const answer = topic ? story.answers[topic] : undefined;
    if (!topic || answer === undefined)
      return {
        story,
        greeting: start.replies,
        initialContent,
        turns,
        failure: `unknown topic: ${key}`,
      };
    const n = asked.get(key) ?? 0;
    asked.set(key, n + 1);
    const text = answerFor(story, topic, n);
    if (text === undefined)
      return {
        story,
        greeting: start.replies,
        initialContent,
        turns,
        failure: `stuck at ${topic} (asked ${n} times)`,
      };
    send(key, topic, n, text);
  }
  if (will) return { story, greeting: start.replies, initialContent, turns, will };
  return {
    story,
    greeting: start.replies,
    initialContent,
    turns,
    failure: `no document after ${MAX_TURNS} messages`,
  };
}
