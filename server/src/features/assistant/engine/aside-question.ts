/**
 * An answer that ends with a question about the person's own case: "filho mesmo eu tenho 1, o
 * Gabriel Bentes Cardoso, de 14/02/2001 … e tem o Kauã, filho da Rosilene. meu enteado tem
 * direito a alguma coisa?". The sentences before the question are the answer to what was asked;
 * the last one is the question, answered on its own (read with the whole message, it would be
 * taken as a question about everyone the answer names).
 */

/** The last sentence when it is a question, and the sentences before it. */
export interface AnswerThenQuestion {
  answer: string;
  question: string;
}

/** The end of a sentence: a period, "!", ";" or a line break, with the text after it. */
const SENTENCE_END = /(?<=[\p{L}\d]{2}[.!;])\s+|\n+/gu;

/** Words enough for an answer: a list of names, a date, a place. */
const MIN_ANSWER_WORDS = 5;

/**
 * The answer and the question of a message that gives facts and then asks something in its last
 * sentence; undefined when the message is only a question or asks nothing at its end.
 */
export function answerThenQuestion(text: string): AnswerThenQuestion | undefined {
  const trimmed = text.trim();
  if (!trimmed.endsWith('?')) return undefined;
  const ends = [...trimmed.matchAll(SENTENCE_END)];
  const last = ends.at(-1);
  if (last?.index === undefined) return undefined;
  const answer = trimmed.slice(0, last.index).trim();
  const question = trimmed.slice(last.index + last[0].length).trim();
  if (answer.includes('?') || !question) return undefined;
  if (answer.split(/\s+/).length < MIN_ANSWER_WORDS) return undefined;
  return { answer, question };
}
