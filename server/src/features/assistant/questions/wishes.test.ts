import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';

const AT_WISHES = singlePersonUntil('desejos');

describe('wishes with a gift inside', () => {
  it('keeps the other wishes and says where the gift goes, without quoting all the message', () => {
    const { state, last } = play([
      ...AT_WISHES,
      'o meu papagaio o louro fica com a minha neta ana clara que ela gosta muito dele e eu quero missa de corpo presente na basilica de nossa senhora das dores',
    ]);
    expect(state.answered).toContain('desejos');
    expect(state.draft.naoPatrimoniais.funeral).toMatch(/missa de corpo presente/i);
    expect(state.draft.naoPatrimoniais.animais ?? '').not.toMatch(/fica com/);
    const reply = last.replies.join('\n');
    expect(reply).toContain('"alterar legados"');
    expect(reply).not.toContain('missa de corpo presente na basilica de nossa senhora das dores"');
  });

  it('refuses a message that only gives property, and asks again', () => {
    const { state, last } = play([...AT_WISHES, 'meu carro fica pro joao pedro alves']);
    expect(state.answered).not.toContain('desejos');
    expect(last.replies.join('\n')).toContain('isso é um legado');
  });
});
