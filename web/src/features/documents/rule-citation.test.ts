import { describe, expect, it } from 'vitest';
import { extraCitation } from './rule-citation';

describe('extraCitation', () => {
  it('is left out when the message already cites its articles', () => {
    expect(
      extraCitation(
        'Você não dividiu a herança: tudo o que não for legado vai para os herdeiros pela lei (arts. 1.906 e 1.966).',
        '1.906, 1.966',
      ),
    ).toBeNull();
    expect(extraCitation('… fica com ele (art. 1.914).', '1.914')).toBeNull();
  });

  it('is shown when the message names no article', () => {
    expect(extraCitation('Faltam testemunhas.', 'art. 1.876')).toBe('art. 1.876');
  });

  it('is nothing when there is no citation', () => {
    expect(extraCitation('Faltam testemunhas.', ' ')).toBeNull();
  });
});
