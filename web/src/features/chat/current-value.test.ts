import type { ChatMessage } from '@legado/contract';
import { describe, expect, it } from 'vitest';
import { currentValueIn } from './current-value';

const message = (role: ChatMessage['role'], content: string): ChatMessage => ({
  id: role,
  role,
  content,
  created_at: '2026-11-26T12:00:00.000Z',
});

describe('currentValueIn', () => {
  it('reads the current answer the assistant shows when a part is being changed', () => {
    const asked = message(
      'assistant',
      'Etapa 9 de 10 · Forma, testemunhas e local\nAgora as 3 testemunhas…\n(Hoje está: Roberto Carlos Lima, Juliana Pereira Santos e Marcos Vinícius Rocha. Responda "manter" para deixar assim.)',
    );
    expect(currentValueIn([asked])).toBe(
      'Roberto Carlos Lima, Juliana Pereira Santos e Marcos Vinícius Rocha',
    );
  });

  it('is null for a question asked the first time, or once the person has answered', () => {
    expect(currentValueIn([message('assistant', 'Quem são as testemunhas?')])).toBeNull();
    expect(
      currentValueIn([
        message('assistant', '(Hoje está: particular. Responda "manter" para deixar assim.)'),
        message('user', 'público'),
      ]),
    ).toBeNull();
    expect(currentValueIn([])).toBeNull();
  });
});
