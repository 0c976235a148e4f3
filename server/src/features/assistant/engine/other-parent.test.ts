import { describe, expect, it } from 'vitest';
import { initialState } from '../interview-state.ts';
import { noteOtherParentDead } from './other-parent.ts';

describe('the other parent said dead in passing', () => {
  it.each([
    'sou mae solo de dois, o pai deles faleceu em 2021, acidente',
    'o pai das criancas ja faleceu',
    'a mãe deles é falecida faz 3 anos',
    'O pai dos meus filhos morreu ano passado',
  ])('"%s" answers whether the other parent lives', (text) => {
    const s = initialState();
    expect(noteOtherParentDead(s, text)).toBeDefined();
    expect(s.draft.tutela?.outroGenitorVivo).toBe(false);
    expect(s.answered).toContain('outro_genitor');
  });

  it('"meu pai faleceu" is not the children’s other parent', () => {
    const s = initialState();
    expect(noteOtherParentDead(s, 'meu pai faleceu em 2010')).toBeUndefined();
  });
});
