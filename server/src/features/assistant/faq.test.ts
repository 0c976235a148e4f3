import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from './conversation-test-helpers.ts';

const ASK = 'como faco pra deserdar alguem?';

describe('the disinheritance answer, told with the person’s own family', () => {
  it('names the first child, as a daughter when she is one', () => {
    const before = singlePersonUntil('desejos', {
      estado_civil: 'viúvo',
      filhos: 'rafaela souza dantas 08/08/1988\ngustavo souza dantas 17/01/1990',
      heranca: 'nao, como manda a lei',
      substitutos: 'nao',
      testamenteiro: 'pular',
    });
    const reply = play([...before, ASK]).last.replies.join('\n');
    expect(reply).toContain('"quero deserdar minha filha Rafaela porque ela me agrediu em 2023"');
    expect(reply).not.toContain('Diego');
  });

  it('uses no name when there is no child', () => {
    const reply = play([...singlePersonUntil('desejos'), ASK]).last.replies.join('\n');
    expect(reply).toContain('"quero deserdar meu herdeiro porque ele me agrediu em 2023"');
    expect(reply).not.toContain('Diego');
  });
});
