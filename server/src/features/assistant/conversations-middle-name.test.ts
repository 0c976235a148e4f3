import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from './conversation-test-helpers.ts';

/** The single person's friend is João Pedro Alves: "pedro" said alone or as a grandson is not him. */
describe('a first name is not the middle name of a known person', () => {
  it.each(['o meu relogio fica pro meu neto pedro', 'meu relogio pro pedro'])(
    'at the gifts, "%s" asks the surname instead of giving it to João Pedro Alves',
    (said) => {
      const { last, state } = play([...singlePersonUntil('legados'), said]);
      expect(state.draft.legados).toEqual([]);
      expect(last.replies.join('\n')).toContain('sobrenome de Pedro');
    },
  );
  it('at the wishes, the gift to "meu neto pedro" asks the surname', () => {
    const { last, state } = play([
      ...singlePersonUntil('desejos'),
      'quero ser cremado e o meu relogio fica pro meu neto pedro',
    ]);
    expect(state.draft.legados).toEqual([]);
    expect(last.replies.join('\n')).toContain('sobrenome de Pedro');
  });
  it('at the shares, "metade pro pedro" is not João Pedro Alves', () => {
    const { state } = play([...singlePersonUntil('heranca'), '50% pro meu neto pedro']);
    const joao = state.draft.pessoas.find((p) => p.nome === 'João Pedro Alves');
    expect(state.draft.heranca.some((h) => h.beneficiarioId === joao?.id)).toBe(false);
  });
  it('at the shares, "joao" still is João Pedro Alves', () => {
    const steps = singlePersonUntil('substitutos');
    const { state } = play(steps);
    const joao = state.draft.pessoas.find((p) => p.nome === 'João Pedro Alves');
    expect(state.draft.heranca.some((h) => h.beneficiarioId === joao?.id)).toBe(true);
  });
  it('at the executor, "meu neto pedro" is not João Pedro Alves', () => {
    const { state } = play([...singlePersonUntil('testamenteiro'), 'meu neto pedro']);
    const joao = state.draft.pessoas.find((p) => p.nome === 'João Pedro Alves');
    expect(state.draft.testamenteiros.some((t) => t.pessoaId === joao?.id)).toBe(false);
  });
});
