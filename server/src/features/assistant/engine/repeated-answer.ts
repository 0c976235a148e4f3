/**
 * "Como eu disse, nasci em 3 de março de 1943. Ah, desculpe, a senhora pergunta a cidade? Em
 * Sertãozinho.": a polite person says again what they already answered, checks what is asked
 * now, and answers it. The repeated part and the check are no answer and no question: the rest is
 * read for the question asked, and a message that only repeats gets the question asked again,
 * kindly.
 */
import type { InterviewState } from '../interview-state.ts';
import { parseDate } from '../parsers/dates.ts';
import { normalize } from '../parsers/text.ts';

/** "como eu disse", "como já falei", "eu já respondi": what follows was said before. */
const SAID_BEFORE =
  /^(?:(?:ah|ahn|oh|bom|entao|pois (?:e|nao)|sim)[\s,.!]+)*(?:(?:como|conforme) (?:eu )?(?:ja )?(?:(?:te |lhe |a |o )?(?:disse|falei|informei|mencionei|expliquei|respondi)|tinha (?:dito|falado|respondido|informado))|(?:eu )?ja (?:(?:te |lhe )?(?:disse|falei|respondi|informei)))\b/;
/** "Ah, desculpe, a senhora pergunta a cidade?": a check of what is asked now, not a question. */
const CHECKS_WHAT_IS_ASKED =
  /^(?:(?:ah|ahn|oh|opa|ops|hum|desculp\w*|perdao|perdoe|me desculpe|foi mal)[\s,.!]+)*(?:(?:a senhora|o senhor|voce|vc|ce|tu)\s+)?(?:(?:ta|esta|estava)\s+)?(?:pergunt\w+|quer(?:ia)? saber|se refere)\b/;

/** A sentence asking back what the question is ("a senhora pergunta a cidade?"). */
function checksWhatIsAsked(sentence: string): boolean {
  return sentence.endsWith('?') && CHECKS_WHAT_IS_ASKED.test(normalize(sentence));
}

/** The sentences of a message, each with its own end mark. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A sentence that says again, in the same value, what is already kept (a new date is news). */
function repeatsKept(s: Readonly<InterviewState>, sentence: string): boolean {
  const n = normalize(sentence);
  if (!SAID_BEFORE.test(n)) return false;
  const date = /\d/.test(n) || /\bde (?:mil|dois mil)\b/.test(n) ? parseDate(sentence) : undefined;
  return !date || date === s.draft.testador.dataNascimento;
}

/**
 * The message without what it repeats and without a check of what is asked; undefined when
 * there is no such part (the message is read as it is).
 */
export function withoutRepeat(s: Readonly<InterviewState>, text: string): string | undefined {
  const parts = sentences(text);
  if (parts.length === 0) return undefined;
  const kept = parts.filter((p) => !repeatsKept(s, p) && !checksWhatIsAsked(p));
  if (kept.length === parts.length) return undefined;
  // The check alone ("a senhora pergunta a cidade?") is a real question back: read as typed.
  if (!parts.some((p) => repeatsKept(s, p))) return undefined;
  return kept.join(' ');
}

/** The kind word before the question asked again, when the message only repeated an answer. */
export const REPEAT_NOTED = 'Isso já está anotado, tudo certo.';
