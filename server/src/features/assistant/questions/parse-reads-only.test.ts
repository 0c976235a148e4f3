import { describe, expect, it } from 'vitest';
import { drive } from '../eval/drive.ts';
import { STORIES } from '../eval/stories/index.ts';
import { QUESTIONS } from './catalogue.ts';

/**
 * `parse` reads the live state (not a copy) while `apply` changes a copy: a parse that changed the
 * state would leak into a refused answer. Every question's parse is watched while the evaluation
 * stories are played.
 */
describe('parsing an answer', () => {
  it('never changes the state, in any story', () => {
    const changed = new Set<string>();
    const parsed = new Set<string>();
    for (const q of QUESTIONS) {
      const parse = q.parse.bind(q);
      q.parse = (text, ctx, s, subject) => {
        const before = JSON.stringify(s);
        const value = parse(text, ctx, s, subject);
        parsed.add(q.key);
        if (JSON.stringify(s) !== before) changed.add(q.key);
        return value;
      };
    }
    for (const story of STORIES) drive(story);
    expect([...changed]).toEqual([]);
    // The stories reach most of the catalogue: the check is not vacuous.
    expect(parsed.size).toBeGreaterThan(QUESTIONS.length / 2);
  });
});
