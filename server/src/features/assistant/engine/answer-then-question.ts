import { asksSomething } from '../own-case/detect.ts';

/**
 * "td q eu puder deixar livre vai pra lari. e meus pais ficam com o resto né?": an answer, then a
 * question about it in the last sentence. Split so the answer is kept and the question answered
 * over the state the answer leaves; undefined when the message is not made that way.
 */
export function statementThenQuestion(
  text: string,
): { statement: string; question: string } | undefined {
  const parts = text.trim().split(/(?<=[.!;])\s+/);
  if (parts.length < 2) return undefined;
  const question = (parts.at(-1) ?? '').trim();
  const statement = parts.slice(0, -1).join(' ').trim();
  if (!statement || statement.includes('?') || !asksSomething(question)) return undefined;
  return { statement, question };
}
