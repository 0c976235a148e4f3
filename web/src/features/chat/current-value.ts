import type { ChatMessage } from '@legado/contract';

/** The assistant's note on a question being changed: "(Hoje está: … Responda "manter" …)". */
const CURRENT_VALUE = /\(Hoje está: ([\s\S]+?)\.? Responda "manter" para deixar assim\.\)/u;

/**
 * What the will says now about the question being changed, as the assistant's last message put
 * it (its own description of the answer), or null when that message has none.
 */
export function currentValueIn(messages: readonly ChatMessage[]): string | null {
  const last = messages.at(-1);
  if (last?.role !== 'assistant') return null;
  return CURRENT_VALUE.exec(last.content)?.[1]?.trim() ?? null;
}
