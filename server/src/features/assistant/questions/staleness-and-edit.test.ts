import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil, TODAY } from '../conversation-test-helpers.ts';
import { runTurn } from '../interview-engine.ts';
import type { InterviewState } from '../interview-state.ts';

/** A single person, everything answered, at the review. */
const AT_REVIEW = singlePersonUntil('revisao');

const say = (state: InterviewState, text: string) =>
  runTurn(state, { kind: 'message', text }, { today: TODAY }).state;

describe('answers that depend on a changed one are asked again', () => {
  it('a new form of will asks for the witnesses again; the same form keeps them', () => {
    const { state } = play(AT_REVIEW);
    expect(state.current).toBe('review');
    const editing = say(state, 'alterar forma');
    expect(editing.current).toBe('forma');
    const same = say(editing, 'particular');
    expect(same.answered).toContain('testemunhas');
    const changed = say(editing, 'público');
    expect(changed.answered).not.toContain('testemunhas');
    expect(changed.current).toBe('testemunhas');
  });

  it('keeping a value ("manter") makes nothing stale', () => {
    const { state } = play(AT_REVIEW);
    const kept = say(say(state, 'alterar herança'), 'manter');
    expect(kept.answered).toContain('testemunhas_parentes');
  });
});

describe('"alterar" opens the question whose words come first', () => {
  it.each([
    ['alterar os substitutos da herança', 'substitutos'],
    ['alterar a herança dos substitutos', 'heranca'],
    ['alterar o nome do testamenteiro', 'nome'],
    ['alterar testamenteiro', 'testamenteiro'],
    // No spouse: the spouse's questions do not apply, so the civil status is opened instead.
    ['alterar o regime do casamento', 'estado_civil'],
  ])('"%s" opens %s', (text, key) => {
    const { state } = play(AT_REVIEW);
    expect(say(state, text).current).toBe(key);
  });
});
