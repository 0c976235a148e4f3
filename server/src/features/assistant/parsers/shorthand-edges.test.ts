import { describe, expect, it } from 'vitest';
import { expandShorthand } from './chat-text.ts';
import { readProfession } from './profession.ts';

describe('chat shorthand, whole words only', () => {
  it('never expands the start of an accented word ("agrônomo", "praça")', () => {
    expect(expandShorthand('engenheiro agrônomo, praça da sé, pra ela agr')).toBe(
      'engenheiro agrônomo, praça da sé, para ela agora',
    );
  });

  it('reads a trade said before "e resido em …"', () => {
    expect(
      readProfession('Chamo-me Heloísa Prado, sou engenheira agrônoma e resido em Ribeirão Preto.'),
    ).toBe('engenheira agrônoma');
  });
});
