import { describe, expect, it } from 'vitest';
import { runTurn } from '../interview-engine.ts';
import { initialState } from '../interview-state.ts';
import { wishSentence } from './wish-sentence.ts';

describe('a wish as the will quotes it', () => {
  it.each([
    ['quero ser cremado', 'Quero ser cremado.'],
    ['ah e quero ser cremado, tri importante', 'Quero ser cremado.'],
    ['sou doador de orgaos, tri importante.', 'Sou doador de órgãos.'],
    [
      'e minhas contas do insta e do tiktok podem apagar.',
      'Minhas contas do insta e do tiktok podem apagar.',
    ],
    [
      'quero missa de setimo dia na igreja do carmo',
      'Quero missa de sétimo dia na igreja do carmo.',
    ],
    ['Quero ser sepultado no jazigo da família.', 'Quero ser sepultado no jazigo da família.'],
    ['tb quero que minha familia faça um churrasco!', 'Quero que minha família faça um churrasco!'],
  ])('"%s" → "%s"', (typed, quoted) => expect(wishSentence(typed)).toBe(quoted));

  it('leaves words with two spellings as typed', () => {
    // "e" (and) and "é" (is), "esta" and "está": the typed form stays.
    expect(wishSentence('quero que esta musica toque e pronto')).toBe(
      'Quero que esta música toque e pronto.',
    );
  });

  it('keeps the last words of the wish itself', () => {
    expect(wishSentence('quero que fique tudo ok')).toBe('Quero que fique tudo ok.');
  });

  it('is empty when the message was only chatter', () => {
    expect(wishSentence('ah, ok')).toBe('');
  });
});

describe('the wishes question', () => {
  it('stores each wish as a clean sentence, never the chat around it', () => {
    const s = initialState();
    s.started = true;
    s.current = 'desejos';
    const r = runTurn(
      s,
      { kind: 'message', text: 'ah e quero ser cremado, tri importante\nsou doador de orgaos' },
      { today: '2025-05-10' },
    );
    expect(r.state.draft.naoPatrimoniais).toMatchObject({
      funeral: 'Quero ser cremado.',
      doacaoOrgaos: 'Sou doador de órgãos.',
    });
  });
});
