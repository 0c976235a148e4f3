/** Every story of the evaluation corpus. */
import type { Story } from '../story.ts';
import { ana, joao, paulo, sebastiao } from './shared-four.ts';
import { TYPICAL_ONE_AT_A_TIME, TYPICAL_VOLUNTEERS } from './typical.ts';

export const STORIES: readonly Story[] = [
  ana,
  joao,
  paulo,
  sebastiao,
  TYPICAL_VOLUNTEERS,
  TYPICAL_ONE_AT_A_TIME,
];
