import { describe, expect, it } from 'vitest';
import { drive } from './eval/drive.ts';
import { STORIES } from './eval/stories/index.ts';
import { M } from './messages.ts';

/** "viúvo(a)", "dele(a)", "irmão(ã)", "seu(sua)": a word with its other gender in brackets. */
const GENDER_MARK = /\p{L}\((?:a|as|ã|sua|ora)\)/u;

describe('the assistant messages', () => {
  it('keep no words for a question the interview no longer asks', () => {
    // tutor_concorda was removed: the other parent names a guardian in their own will (CC 1.729).
    expect(M).not.toHaveProperty('tutorConcorda');
  });

  it.each([
    'osvaldo-sp-abre-contando-tudo',
    'adriana-rj-assina-em-outra-cidade',
    'paulo-rj-viuvo-deserdar',
    'benedito-ma-conta-tudo-no-estado-civil',
    'aline-pr-dois-tutores',
    'geraldo-mg-casado-em-1975',
  ])('never say "viúvo(a)" or "dele(a)" once the sex is known (%s)', (id) => {
    const story = STORIES.find((candidate) => candidate.id === id);
    if (!story) throw new Error(`no story ${id}`);
    const marked = drive(story)
      .turns.filter((turn) => turn.content.testador.sexo !== undefined)
      .flatMap((turn) => turn.replies.flatMap((reply) => reply.split('\n')))
      .filter((line) => GENDER_MARK.test(line));
    expect(marked).toEqual([]);
  });
});
