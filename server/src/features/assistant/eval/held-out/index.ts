/**
 * Held-out people: written by someone who had not read the assistant's readers, and never tuned
 * on. `npm run eval:assistant -- --held-out` plays them; their first run is the honest measure of
 * how the assistant does with a new person (issue 18). A set is moved into the corpus (`stories/`)
 * once its failures have been fixed, and a fresh set written for the next measure.
 */
import type { Story } from '../story.ts';
import { SET4A } from './set4a.ts';
import { SET4B } from './set4b.ts';
import { SET5A } from './set5a.ts';
import { SET5B } from './set5b.ts';
import { SET6A } from './set6a.ts';
import { SET6B } from './set6b.ts';
import { SET7A } from './set7a.ts';
import { SET7B } from './set7b.ts';

export const HELD_OUT: readonly Story[] = [
  ...SET4A,
  ...SET4B,
  ...SET5A,
  ...SET5B,
  ...SET6A,
  ...SET6B,
  ...SET7A,
  ...SET7B,
];
